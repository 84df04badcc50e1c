import { expect, test, type Page } from "@playwright/test";
import {
  bodyOf,
  createOrganization,
  createUser,
  DEMO_ACCOUNTS,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  recordApiCalls,
  setTheme,
  signIn,
  uniqueName,
} from "./helpers";

async function currentUser(page: Page): Promise<{ id: number; tenantId: number }> {
  const response = await page.request.get("/api/auth/me");
  return (await response.json()) as { id: number; tenantId: number };
}

/** Team managers land on the Team week; one person's windows are the other tab. */
async function openOnePerson(page: Page) {
  await page.getByRole("tab", { name: "One person" }).click();
}

async function chooseDay(page: Page, day: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: "Day" }).click();
  await page.getByRole("option", { name: day }).click();
}

test("a team manager picks an employee, then adds, edits and deletes that employee's window", async ({
  page,
}) => {
  const { owner, api: ownerApi } = await createOrganization();
  const username = uniqueName("bea");
  const created = await ownerApi.post("/api/admin/create-employee", {
    data: { username, password: "secret-123", fullName: "Bea Baker", globalRole: "EMPLOYEE" },
  });
  const bea = (await created.json()) as { userId: number };

  const api = recordApiCalls(page);
  await signIn(page, owner, "/availability");
  await openOnePerson(page);
  const picker = page.getByRole("combobox", { name: "Employee" });
  await expect(picker).toBeEnabled();
  await expect(page.getByText("No employee selected")).toBeVisible();
  expect(api.calls("GET", "/api/employees")).toHaveLength(1);
  // Nothing of one person is requested until a user is selected (docs/product.md, Screens).
  expect(api.calls("GET", "/api/availability").map((r) => new URL(r.url()).pathname)).toEqual([
    "/api/availability/team",
  ]);

  await picker.click();
  await page.getByRole("option", { name: "Bea Baker" }).click();
  await expect(page.getByRole("heading", { name: "Weekly availability: Bea Baker" })).toBeVisible();
  await expect(page.getByText("No availability yet")).toBeVisible();
  expect(api.calls("GET", "/api/availability").map((r) => new URL(r.url()).pathname)).toEqual([
    "/api/availability/team",
    `/api/availability/${bea.userId}`,
  ]);

  // Both times are needed: a toast, nothing sent. An end before the start is the next day, and it says so.
  await page.getByRole("button", { name: "Add Window" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Availability" });
  await chooseDay(page, "Tuesday");
  await dialog.getByLabel("Start Time").fill("10:00");
  await dialog.getByLabel("End Time").fill("09:00");
  await expect(dialog.getByLabel("End Time")).toHaveAccessibleDescription("Ends at 09:00 the next day");
  await dialog.getByLabel("End Time").fill("");
  await dialog.getByRole("button", { name: "Add Window" }).click();
  await expectToast(page, "Invalid time range", "Enter a start and a different end time");
  await expect(dialog.getByText("Enter an end time")).toBeVisible();
  await dialog.getByLabel("End Time").fill("10:00");
  await dialog.getByRole("button", { name: "Add Window" }).click();
  await expect(dialog.getByText("End time must differ from start time")).toBeVisible();
  expect(api.calls("POST", "/api/availability")).toHaveLength(0);

  await dialog.getByLabel("End Time").fill("14:00");
  await dialog.getByRole("button", { name: "Add Window" }).click();
  await expectToast(page, "Availability added");
  await expect(dialog).toBeHidden();
  const me = await currentUser(page);
  expect(bodyOf(api.calls("POST", "/api/availability")[0]!)).toEqual({
    userId: bea.userId,
    tenantId: me.tenantId,
    dayOfWeek: "TUESDAY",
    startTime: "10:00",
    endTime: "14:00",
    isAvailable: true,
  });
  const tuesday = page.getByRole("list", { name: "Tuesday windows" }).getByRole("listitem");
  await expect(tuesday).toHaveText(/10:00 – 14:00\s*Available/);

  await page.getByRole("button", { name: "Edit Tuesday 10:00-14:00" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Availability" });
  await expect(edit.getByLabel("Start Time")).toHaveValue("10:00");
  await chooseDay(page, "Wednesday");
  await edit.getByLabel("End Time").fill("16:30");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Availability updated");
  const [patch] = api.calls("PATCH", "/api/availability/");
  expect(bodyOf(patch!)).toEqual({ dayOfWeek: "WEDNESDAY", startTime: "10:00", endTime: "16:30" });
  await expect(page.getByRole("list", { name: "Wednesday windows" })).toContainText("10:00 – 16:30");
  await expect(page.getByRole("list", { name: "Tuesday windows" })).toHaveCount(0);

  await page.getByRole("button", { name: "Delete Wednesday 10:00-16:30" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Availability deleted");
  await expect(page.getByText("No availability yet")).toBeVisible();
  // The list was read again after each of the three changes.
  expect(api.calls("GET", `/api/availability/${bea.userId}`)).toHaveLength(4);
});

test("an employee sees and edits only their own windows, with no selector and no roster read", async ({
  page,
}) => {
  const api = recordApiCalls(page);
  await loginAs(page, "EMPLOYEE", "/availability");
  const me = await currentUser(page);
  await expect(page.getByText("No availability yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your weekly availability" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Employee" })).toHaveCount(0);
  expect(api.calls("GET", "/api/availability").map((r) => new URL(r.url()).pathname)).toEqual([
    `/api/availability/${me.id}`,
  ]);

  await page.getByRole("button", { name: "Add Window" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Availability" });
  await chooseDay(page, "Saturday");
  await dialog.getByLabel("Start Time").fill("08:00");
  await dialog.getByLabel("End Time").fill("12:15");
  await dialog.getByRole("button", { name: "Add Window" }).click();
  await expectToast(page, "Availability added");
  expect(bodyOf(api.calls("POST", "/api/availability")[0]!)).toMatchObject({
    userId: me.id,
    tenantId: me.tenantId,
    dayOfWeek: "SATURDAY",
    isAvailable: true,
  });
  await expect(page.getByRole("list", { name: "Saturday windows" })).toContainText("08:00 – 12:15");
  expect(api.calls("GET", "/api/employees")).toHaveLength(0);
});

test("times with seconds show as HH:MM, Monday to Sunday; a refused change keeps the dialog open", async ({
  page,
}) => {
  const user = await createUser("EMPLOYEE");
  await page.route("**/api/availability/*", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    await route.fulfill({
      json: [
        {
          id: 91,
          userId: 1,
          tenantId: 1,
          dayOfWeek: "SUNDAY",
          startTime: "12:00:00",
          endTime: "20:00:00",
          isAvailable: true,
        },
        {
          id: 92,
          userId: 1,
          tenantId: 1,
          dayOfWeek: "MONDAY",
          startTime: "17:00:00",
          endTime: "22:00:00",
          isAvailable: false,
        },
        {
          id: 93,
          userId: 1,
          tenantId: 1,
          dayOfWeek: "MONDAY",
          startTime: "06:30:00",
          endTime: "11:00:00",
          isAvailable: true,
        },
      ],
    });
  });
  await signIn(page, user, "/availability");
  const days = page.getByRole("heading", { level: 3 });
  await expect(days).toHaveText([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  await expect(page.getByRole("list", { name: "Monday windows" }).getByRole("listitem")).toHaveText([
    /06:30 – 11:00\s*Available/,
    /17:00 – 22:00\s*Unavailable/,
  ]);
  await expect(page.getByRole("list", { name: "Sunday windows" })).toContainText("12:00 – 20:00");
  await expect(page.getByRole("list", { name: "Tuesday windows" })).toHaveCount(0);

  await page.route("**/api/availability/92", (route) =>
    route.fulfill({ status: 403, json: { message: "You can only do this for yourself" } }),
  );
  await page.getByRole("button", { name: "Edit Monday 17:00-22:00" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Availability" });
  await expect(edit.getByLabel("End Time")).toHaveValue("22:00");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Failed to update availability", "You can only do this for yourself");
  await expect(edit).toBeVisible();
  await expect(edit.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await edit.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Delete Monday 17:00-22:00" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Failed to delete availability", "You can only do this for yourself");
  await expect(page.getByRole("alertdialog")).toBeVisible();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the picker and the week fit the screen", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.manager, "/availability");
    await openOnePerson(page);
    await page.getByRole("combobox", { name: "Employee" }).click();
    await page.getByRole("option", { name: "Ethan Brooks" }).click();
    await expect(page.getByRole("list", { name: /windows$/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

for (const theme of ["light", "dark", "high-contrast"] as const) {
  test(`availability passes axe in the ${theme} theme, for a manager and for an employee`, async ({
    page,
  }) => {
    await loginAs(page, "manager", "/availability");
    await setTheme(page, theme);
    await openOnePerson(page);
    await expect(page.getByText("No employee selected")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("combobox", { name: "Employee" }).click();
    await page.getByRole("option", { name: "Ethan Brooks" }).click();
    await expect(page.getByRole("list", { name: /windows$/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    await page.context().clearCookies();
    await loginAs(page, "employee", "/availability");
    await expect(page.getByRole("list", { name: /windows$/ }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Add Window" }).click();
    await expect(page.getByRole("dialog", { name: "Add Availability" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
