import { expect, test, type Page } from "@playwright/test";
import {
  bodyOf,
  createOrganization,
  createUser,
  expectAccessibleInEveryTheme,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  recordApiCalls,
  signIn,
  uniqueName,
} from "./helpers";

/** A row of the Team week table: the person's name, then Monday … Sunday. */
const weekRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Team week" }).getByRole("row").filter({ hasText: name });

const WEEK_TEXT = (weekdays: string, weekend: string) => [
  ...Array<string>(5).fill(weekdays),
  weekend,
  weekend,
];

test("a manager sets Mon-Fri 09:00-17:00 for two people in one dialog, the weekend any time, and sees it in the Team week", async ({
  page,
}) => {
  const { owner, api: ownerApi } = await createOrganization();
  const ids: Record<string, number> = {};
  for (const fullName of ["Ann Able", "Bob Baker", "Cid Carter"]) {
    const res = await ownerApi.post("/api/admin/create-employee", {
      data: { username: uniqueName("p"), password: "secret-123", fullName, globalRole: "EMPLOYEE" },
    });
    ids[fullName] = ((await res.json()) as { userId: number }).userId;
  }
  const api = recordApiCalls(page);
  await signIn(page, owner, "/availability");
  await expect(page.getByRole("tab", { name: "Team week", selected: true })).toBeVisible();
  await expect(weekRow(page, "Ann Able").getByRole("cell")).toHaveText(Array<string>(7).fill("—"));
  await expect(page.getByText(/nothing set: available any time/)).toBeVisible();
  await expectNoA11yViolations(page);

  // Weekdays, 09:00-17:00, for Ann and Bob: one PUT.
  await page.getByRole("button", { name: "Set weekly pattern" }).click();
  const dialog = page.getByRole("dialog", { name: "Set Weekly Pattern" });
  await expect(dialog).toContainText("The chosen days' windows, available or not, are replaced by this one.");
  await expectNoA11yViolations(page);
  // Nothing chosen: the fields say so, nothing is sent.
  await dialog.getByRole("button", { name: "Set Pattern" }).click();
  await expect(dialog.getByText("Choose at least one person")).toBeVisible();
  await expect(dialog.getByText("Choose at least one day")).toBeVisible();
  expect(api.calls("PUT", "/api/availability/pattern")).toHaveLength(0);
  await dialog.getByRole("checkbox", { name: "Ann Able" }).check();
  await dialog.getByRole("checkbox", { name: "Bob Baker" }).check();
  await dialog.getByRole("button", { name: "Weekdays" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Friday" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Saturday" })).not.toBeChecked();
  await dialog.getByLabel("Start Time").fill("09:00");
  await dialog.getByLabel("End Time").fill("17:00");
  await dialog.getByRole("button", { name: "Set Pattern" }).click();
  await expectToast(page, "Weekly pattern set");
  await expect(dialog).toBeHidden();
  expect(bodyOf(api.calls("PUT", "/api/availability/pattern")[0]!)).toEqual({
    userIds: [ids["Ann Able"], ids["Bob Baker"]],
    days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
    startTime: "09:00",
    endTime: "17:00",
  });

  // The weekend, any time (one choice, no times), with the keyboard for the people.
  await page.getByRole("button", { name: "Set weekly pattern" }).click();
  await dialog.getByRole("checkbox", { name: "Everyone" }).check();
  await dialog.getByRole("checkbox", { name: "Cid Carter" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Cid Carter" })).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: "Olivia Owner" }).uncheck(); // everyone includes the owner
  await expect(dialog.getByRole("checkbox", { name: "Everyone" })).toHaveAttribute("aria-checked", "mixed");
  await dialog.getByRole("button", { name: "Weekends" }).click();
  await dialog.getByRole("checkbox", { name: "Available any time" }).check();
  await expect(dialog.getByLabel("Start Time")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Set Pattern" }).click();
  await expectToast(page, "Weekly pattern set");
  const [, weekend] = api.calls("PUT", "/api/availability/pattern");
  expect(bodyOf(weekend!)).toEqual({
    userIds: [ids["Ann Able"], ids["Bob Baker"]],
    days: ["SATURDAY", "SUNDAY"],
    anyTime: true,
  });

  for (const name of ["Ann Able", "Bob Baker"]) {
    await expect(weekRow(page, name).getByRole("cell")).toHaveText(WEEK_TEXT("09–17", "Any time"));
  }
  await expect(weekRow(page, "Cid Carter").getByRole("cell")).toHaveText(Array<string>(7).fill("—"));
  await expectAccessibleInEveryTheme(page, () =>
    expect(weekRow(page, "Ann Able").getByRole("cell").first()).toHaveText("09–17"),
  );

  // A name opens that person's windows, the per-day list as before.
  await weekRow(page, "Bob Baker").getByRole("button", { name: "Bob Baker" }).click();
  await expect(page.getByRole("tab", { name: "One person", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weekly availability: Bob Baker" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Monday windows" })).toContainText("09:00 – 17:00");
  await expect(page.getByRole("list", { name: "Sunday windows" })).toContainText("00:00 – 23:59");
});

test("an employee sets their own pattern in one dialog", async ({ page }) => {
  const api = recordApiCalls(page);
  await loginAs(page, "EMPLOYEE", "/availability");
  await expect(page.getByText("No availability yet")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Team week" })).toHaveCount(0);
  await page.getByRole("button", { name: "Set weekly pattern" }).click();
  const dialog = page.getByRole("dialog", { name: "Set Weekly Pattern" });
  await expect(dialog.getByRole("checkbox", { name: "Everyone" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Every day" }).click();
  await dialog.getByRole("checkbox", { name: "Sunday" }).uncheck();
  await dialog.getByLabel("Start Time").fill("18:00");
  await dialog.getByLabel("End Time").fill("02:00");
  await expect(dialog.getByLabel("End Time")).toHaveAccessibleDescription("Ends at 02:00 the next day");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Set Pattern" }).click();
  await expectToast(page, "Weekly pattern set");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  expect(bodyOf(api.calls("PUT", "/api/availability/pattern")[0]!)).toMatchObject({
    userIds: [me.id],
    days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"],
  });
  await expect(page.getByRole("list", { name: "Saturday windows" })).toContainText("18:00 – 02:00 next day");
  await expect(page.getByRole("list", { name: "Sunday windows" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(api.calls("GET", "/api/availability/team")).toHaveLength(0);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Team week is a card per person that fits the screen", async ({ page }) => {
    await loginAs(page, "manager", "/availability");
    const cards = page.getByRole("list", { name: "Team week" });
    await expect(cards.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Team week" })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Set weekly pattern" }).click();
    await expect(page.getByRole("dialog", { name: "Set Weekly Pattern" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  });
});

test("a failed load of the Team week says so and offers a retry", async ({ page }) => {
  const manager = await createUser("MANAGER", "Mona Manager");
  let fail = true;
  await page.route("**/api/availability/team*", (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Boom"}' })
      : route.continue(),
  );
  await signIn(page, manager, "/availability");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load the team's week" })).toContainText(
    "Boom",
  );
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "Team week" })).toBeVisible();
});
