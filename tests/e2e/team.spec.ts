import { expect, test, type Page } from "@playwright/test";
import {
  bodyOf,
  createUser,
  DEMO_ACCOUNTS,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  recordApiCalls,
  setTheme,
  signIn,
  toastItem,
  uniqueName,
} from "./helpers";

function row(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}

async function openAddDialog(page: Page) {
  await page.getByRole("button", { name: "Add Employee" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Employee" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an owner adds, edits and deletes an employee", async ({ page }) => {
  const api = recordApiCalls(page);
  await loginAs(page, "OWNER", "/team");
  await expect(page.getByRole("heading", { name: "Team Roster", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Team summary" })).toContainText("Total Employees1");

  const username = uniqueName("ana");
  const dialog = await openAddDialog(page);
  // Defaults (docs/product.md, Constants and limits): role EMPLOYEE, 30 hours, 5 days.
  await expect(dialog.getByLabel("Desired Weekly Hours")).toHaveValue("30");
  await expect(dialog.getByLabel("Max Consecutive Days")).toHaveValue("5");
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Employee");
  await dialog.getByLabel("Full Name").fill("Ana Ruiz");
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password").fill("secret-123");
  await dialog.getByLabel("Email").fill(`${username}@example.com`);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await expect(page.getByRole("option")).toHaveText(["Employee", "Trainer", "Manager"]);
  await page.getByRole("option", { name: "Trainer" }).click();
  await dialog.getByLabel("Date of Birth").fill("2010-04-02");
  await dialog.getByLabel("Certified trainer").check();
  // A phone number: letters are refused at the field (nothing is sent); a leading + is fine.
  const phone = dialog.getByRole("textbox", { name: "Phone" });
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("autocomplete", "tel");
  await phone.fill("call me");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Use digits, spaces and \+ \( \) - \. \/ x/);
  expect(api.calls("POST", "/api/admin/create-employee")).toHaveLength(0);
  await phone.fill(" +44 20 7946 0958 ");
  await dialog.getByRole("button", { name: "Add Employee" }).click();

  await expectToast(page, "Employee added");
  await expect(dialog).toBeHidden();
  const [create] = api.calls("POST", "/api/admin/create-employee");
  expect(bodyOf(create!)).toEqual({
    username,
    email: `${username}@example.com`,
    password: "secret-123",
    fullName: "Ana Ruiz",
    phone: "+44 20 7946 0958",
    globalRole: "TRAINER",
    dateOfBirth: "2010-04-02",
    desiredWeeklyHours: 30,
    maxConsecutiveDays: 5,
    isTrainerEligible: true,
    positionIds: [],
    storeIds: [],
    hourlyWage: null,
  });
  const ana = row(page, "Ana Ruiz");
  await expect(ana).toContainText(`@${username}`);
  await expect(ana).toContainText("Trainer");
  await expect(ana.getByText("Minor", { exact: true })).toBeVisible();
  await expect(ana).toContainText("30h / week");
  // The contact cell: the email and the phone, each a link.
  await expect(ana.getByRole("link", { name: `${username}@example.com` })).toHaveAttribute(
    "href",
    `mailto:${username}@example.com`,
  );
  await expect(ana.getByRole("link", { name: "+44 20 7946 0958" })).toHaveAttribute(
    "href",
    "tel:+442079460958",
  );
  await expect(page.getByRole("region", { name: "Team summary" })).toContainText("Total Employees2");
  await expect(page.getByRole("region", { name: "Team summary" })).toContainText("Certified Trainers1");
  await expect(page.getByRole("region", { name: "Team summary" })).toContainText("Minors1");

  // Edit: the whole-number inputs are read as integers (docs/product.md, Validation: 12.7 → 12).
  await ana.getByRole("button", { name: "Edit Ana Ruiz" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Employee" });
  await expect(edit.getByLabel("Date of Birth")).toHaveValue("2010-04-02");
  await expect(edit.getByRole("textbox", { name: "Phone" })).toHaveValue("+44 20 7946 0958");
  await edit.getByRole("textbox", { name: "Phone" }).fill("(555) 010-0199 x12");
  await edit.getByLabel("Desired Weekly Hours").fill("12.7");
  await edit.getByLabel("Max Consecutive Days").fill("4");
  await edit.getByLabel("Date of Birth").fill("1990-06-15");
  await edit.getByLabel("Certified trainer").uncheck();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Employee updated");
  await expect(edit).toBeHidden();
  const [patch] = api.calls("PATCH", "/api/employees/");
  expect(bodyOf(patch!)).toEqual({
    phone: "(555) 010-0199 x12",
    dateOfBirth: "1990-06-15",
    desiredWeeklyHours: 12,
    maxConsecutiveDays: 4,
    isTrainerEligible: false,
    positionIds: [],
    storeIds: [],
    hourlyWage: null,
  });
  await expect(ana).toContainText("12h / week");
  await expect(ana.getByText("Minor", { exact: true })).toHaveCount(0);
  await expect(ana.getByRole("link", { name: "(555) 010-0199 x12" })).toHaveAttribute(
    "href",
    "tel:5550100199;ext=12",
  );

  // Delete: dismissing the browser confirmation sends nothing; accepting deletes.
  page.once("dialog", (d) => void d.dismiss());
  await ana.getByRole("button", { name: "Delete Ana Ruiz" }).click();
  await expect(ana).toBeVisible();
  expect(api.calls("DELETE", "/api/admin/employees/")).toHaveLength(0);

  page.once("dialog", (d) => {
    expect(d.type()).toBe("confirm");
    expect(d.message()).toContain("Ana Ruiz");
    void d.accept();
  });
  await ana.getByRole("button", { name: "Delete Ana Ruiz" }).click();
  await expectToast(page, "Employee deleted");
  await expect(ana).toHaveCount(0);
  expect(api.calls("DELETE", "/api/admin/employees/")).toHaveLength(1);
  // Lists are refetched after every change: one initial read plus one per add, edit, delete (the list
  // itself; the Edit dialog also reads that person's good-faith estimates under /api/employees/:id).
  const listReads = api
    .calls("GET", "/api/employees")
    .filter((r) => new URL(r.url()).pathname === "/api/employees");
  expect(listReads).toHaveLength(4);
});

test("adding without username or password shows the validation toast and sends nothing", async ({ page }) => {
  await loginAs(page, "OWNER", "/team");
  const api = recordApiCalls(page);
  const dialog = await openAddDialog(page);

  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Missing required fields", "Username and password are required");

  await dialog.getByLabel("Username").fill(uniqueName("nopass"));
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Missing required fields", "Username and password are required");

  await dialog.getByLabel("Username").fill("");
  await dialog.getByLabel("Password").fill("secret-123");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Missing required fields", "Username and password are required");

  await expect(dialog).toBeVisible();
  expect(api.calls("POST", "/api/admin/create-employee")).toHaveLength(0);
});

test("an emptied number reads as 0, a bad wage is an error at its field; a refused add keeps the dialog open with the server's message", async ({
  page,
}) => {
  await loginAs(page, "OWNER", "/team");
  const api = recordApiCalls(page);
  const taken = await createUser("EMPLOYEE");
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Username").fill(uniqueName("zero"));
  await dialog.getByLabel("Password").fill("secret-123");
  // docs/product.md, Validation: the whole-number inputs fall back to 0; the wage follows the one rule
  // (lib/forms.ts).
  await dialog.getByLabel("Desired Weekly Hours").fill("");
  await dialog.getByLabel("Hourly Wage").fill("12.345");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  const wage = dialog.getByLabel("Hourly Wage");
  // Focus goes to the invalid field; its error is linked to it.
  await expect(wage).toBeFocused();
  await expect(wage).toHaveAttribute("aria-invalid", "true");
  await expect(wage).toHaveAccessibleDescription(/at most 2 decimals/);
  expect(api.calls("POST", "/api/admin/create-employee")).toHaveLength(0);
  // An empty wage is "unknown" (null).
  await wage.fill("");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Employee added");
  expect(bodyOf(api.calls("POST", "/api/admin/create-employee")[0]!)).toMatchObject({
    desiredWeeklyHours: 0,
    hourlyWage: null,
    dateOfBirth: null,
  });

  // A username already in use (another organization's, even) is a 409 with a message.
  const again = await openAddDialog(page);
  await again.getByLabel("Username").fill(taken.username);
  await again.getByLabel("Password").fill("secret-123");
  await again.getByRole("button", { name: "Add Employee" }).click();
  const toast = toastItem(page, "Failed to add employee");
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText("An error occurred");
  await expect(again).toBeVisible();
  await expect(again.getByRole("button", { name: "Add Employee" })).toBeEnabled();
});

test("an employee is saved with two positions, two stores and a wage, and the dialog shows them again", async ({
  page,
}) => {
  await loginAs(page, "OWNER", "/team");
  for (const name of ["Server", "Host", "Line Cook"]) {
    expect((await page.request.post("/api/positions", { data: { name } })).ok()).toBe(true);
  }
  for (const name of ["Harbor", "Midtown", "Uptown"]) {
    expect((await page.request.post("/api/stores", { data: { name } })).ok()).toBe(true);
  }
  await page.reload();
  const api = recordApiCalls(page);
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Full Name").fill("Mia Multi");
  await dialog.getByLabel("Username").fill(uniqueName("mia"));
  await dialog.getByLabel("Password").fill("secret-123");
  const positions = dialog.getByRole("group", { name: "Positions" });
  const stores = dialog.getByRole("group", { name: "Stores" });
  await expect(positions.getByRole("checkbox")).toHaveCount(3);
  // Keyboard: Space toggles the focused checkbox.
  await positions.getByRole("checkbox", { name: "Server" }).focus();
  await page.keyboard.press("Space");
  await positions.getByRole("checkbox", { name: "Line Cook" }).check();
  await stores.getByRole("checkbox", { name: "Harbor" }).check();
  await stores.getByRole("checkbox", { name: "Uptown" }).check();
  await dialog.getByLabel("Hourly Wage").fill("17.25");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Employee added");
  await expect(dialog).toBeHidden();
  const body = bodyOf(api.calls("POST", "/api/admin/create-employee")[0]!);
  expect(body.positionIds).toHaveLength(2);
  expect(body.storeIds).toHaveLength(2);
  expect(body.hourlyWage).toBe(17.25);
  // The roster shows them compactly under the name (positions, then stores, in their lists' order).
  await expect(row(page, "Mia Multi")).toContainText("Line Cook, Server · Harbor, Uptown");

  // Reopened from the saved roster: the same choices.
  await row(page, "Mia Multi").getByRole("button", { name: "Edit Mia Multi" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Employee" });
  const checked = (group: string, name: string) =>
    edit.getByRole("group", { name: group }).getByRole("checkbox", { name, exact: true });
  await expect(checked("Positions", "Server")).toBeChecked();
  await expect(checked("Positions", "Host")).not.toBeChecked();
  await expect(checked("Positions", "Line Cook")).toBeChecked();
  await expect(checked("Stores", "Harbor")).toBeChecked();
  await expect(checked("Stores", "Midtown")).not.toBeChecked();
  await expect(checked("Stores", "Uptown")).toBeChecked();
  await expect(edit.getByLabel("Hourly Wage")).toHaveValue("17.25");

  // Editing: one store less, a new wage; emptied, the wage becomes unknown.
  await checked("Stores", "Uptown").uncheck();
  await edit.getByLabel("Hourly Wage").fill("18");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Employee updated");
  await row(page, "Mia Multi").getByRole("button", { name: "Edit Mia Multi" }).click();
  await expect(checked("Stores", "Uptown")).not.toBeChecked();
  await expect(checked("Stores", "Harbor")).toBeChecked();
  await expect(edit.getByLabel("Hourly Wage")).toHaveValue("18");
  await edit.getByLabel("Hourly Wage").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Employee updated");
  await row(page, "Mia Multi").getByRole("button", { name: "Edit Mia Multi" }).click();
  await expect(edit.getByLabel("Hourly Wage")).toHaveValue("");
  await expect(edit.getByRole("textbox", { name: "Phone" })).toHaveValue("");
  // Neither email nor phone: the contact cell says so.
  await page.keyboard.press("Escape");
  await expect(row(page, "Mia Multi")).toContainText("No email or phone");
});

test.describe("age is counted on the local calendar date", () => {
  // 02:00 UTC on 1 March is still 28 February in New York: someone born 1 March 2008 is 17 there.
  test.use({ timezoneId: "America/New_York" });

  test("no time-zone slip around an 18th birthday", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-03-01T02:00:00Z"));
    await loginAs(page, "OWNER", "/team");
    for (const [name, dob] of [
      ["Birthday Tomorrow", "2008-03-01"],
      ["Birthday Today", "2008-02-28"],
    ] as const) {
      const dialog = await openAddDialog(page);
      await dialog.getByLabel("Full Name").fill(name);
      await dialog.getByLabel("Username").fill(uniqueName("bday"));
      await dialog.getByLabel("Password").fill("secret-123");
      await dialog.getByLabel("Date of Birth").fill(dob);
      await dialog.getByRole("button", { name: "Add Employee" }).click();
      await expect(dialog).toBeHidden();
    }
    const tomorrow = row(page, "Birthday Tomorrow");
    await expect(tomorrow.getByRole("cell").nth(2)).toHaveText("17Minor");
    const today = row(page, "Birthday Today");
    await expect(today.getByRole("cell").nth(2)).toHaveText("18");
  });
});

test("a trainer manages the team, granting roles only up to their own", async ({ page }) => {
  await loginAs(page, "TRAINER", "/team");
  await expect(page.getByRole("heading", { name: "Team Roster", level: 1 })).toBeVisible();
  const dialog = await openAddDialog(page);
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await expect(page.getByRole("option")).toHaveText(["Employee", "Trainer"]);
  await page.getByRole("option", { name: "Trainer" }).click();
  await dialog.getByLabel("Full Name").fill("Tina Trainee");
  await dialog.getByLabel("Username").fill(uniqueName("tina"));
  await dialog.getByLabel("Password").fill("secret-123");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expectToast(page, "Employee added");
  await expect(row(page, "Tina Trainee")).toContainText("Trainer");
  await expect(row(page, "Tina Trainee").getByRole("button", { name: "Edit Tina Trainee" })).toBeVisible();
  // The worker's owner is listed but ranks above a trainer: no edit or delete for that row.
  const owner = row(page, "Olivia Owner");
  await expect(owner).toBeVisible();
  await expect(owner.getByRole("button")).toHaveCount(0);
});

for (const role of ["EMPLOYEE", "ACCOUNTING"] as const) {
  test(`${role} gets Access Denied on /team and never reads the roster`, async ({ page }) => {
    const api = recordApiCalls(page);
    await loginAs(page, role, "/team");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    expect(api.calls("GET", "/api/employees")).toHaveLength(0);
  });
}

test("the add button says Adding... while pending; a refused delete keeps the row and says why", async ({
  page,
}) => {
  await loginAs(page, "OWNER", "/team");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/create-employee", async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Full Name").fill("Pat Pending");
  await dialog.getByLabel("Username").fill(uniqueName("pat"));
  await dialog.getByLabel("Password").fill("secret-123");
  await dialog.getByRole("button", { name: "Add Employee" }).click();
  await expect(dialog.getByRole("button", { name: "Adding..." })).toBeDisabled();
  release();
  await expectToast(page, "Employee added");
  await expect(dialog).toBeHidden();

  await page.route("**/api/admin/employees/*", (route) =>
    route.fulfill({ status: 409, json: { message: "Pat has shifts this week" } }),
  );
  page.once("dialog", (d) => void d.accept());
  await row(page, "Pat Pending").getByRole("button", { name: "Delete Pat Pending" }).click();
  await expectToast(page, "Failed to delete employee", "Pat has shifts this week");
  await expect(row(page, "Pat Pending")).toBeVisible();
});

test("a roster that cannot load says why and offers a retry", async ({ page }) => {
  await page.route("**/api/employees", (route) =>
    route.fulfill({ status: 503, json: { message: "Database unavailable" } }),
  );
  await loginAs(page, "OWNER", "/team");
  const error = page.getByRole("alert").filter({ hasText: "Failed to load employees" });
  await expect(error).toContainText("Database unavailable");
  await page.unroute("**/api/employees");
  await error.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Olivia Owner" })).toBeVisible();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the roster is a list of cards with their actions, and nothing scrolls sideways", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin, "/team");
    const list = page.getByRole("list", { name: "Employees" });
    const ava = list.getByRole("listitem").filter({ hasText: "Ava Thompson" });
    await expect(ava.getByText("Minor", { exact: true })).toBeVisible();
    await expect(ava.getByRole("button", { name: "Edit Ava Thompson" })).toBeVisible();
    await expect(ava.getByRole("button", { name: "Delete Ava Thompson" })).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  });
});

for (const theme of ["light", "dark", "high-contrast"] as const) {
  test(`the demo roster passes axe in the ${theme} theme, list and Add dialog`, async ({ page }) => {
    await loginAs(page, "admin", "/team");
    await setTheme(page, theme);
    await expect(page.getByRole("row").nth(5)).toBeVisible();
    await expect(page.getByText("Minor", { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Add Employee" }).click();
    await expect(page.getByRole("dialog", { name: "Add Employee" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
