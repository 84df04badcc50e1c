import { expect, test, type Page } from "@playwright/test";
import {
  bodyOf,
  DEMO_ACCOUNTS,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  recordApiCalls,
  setTheme,
  signIn,
} from "./helpers";

function fields(page: Page) {
  return {
    shiftType: page.getByRole("combobox", { name: "Preferred Shift Type" }),
    min: page.getByLabel("Minimum Hours per Week"),
    max: page.getByLabel("Maximum Hours per Week"),
    weekends: page.getByRole("switch", { name: "Prefers Weekends" }),
    days: page.getByLabel("Max Consecutive Days"),
    save: page.getByRole("button", { name: "Save Preferences" }),
    cancel: page.getByRole("button", { name: "Cancel" }),
  };
}

async function chooseShift(page: Page, label: string) {
  await fields(page).shiftType.click();
  await page.getByRole("option", { name: label }).click();
}

async function expectValues(
  page: Page,
  v: { shift: string; min: string; max: string; weekends: boolean; days: string },
) {
  const f = fields(page);
  await expect(f.shiftType).toHaveText(v.shift);
  await expect(f.min).toHaveValue(v.min);
  await expect(f.max).toHaveValue(v.max);
  await expect(f.weekends).toHaveAttribute("aria-checked", String(v.weekends));
  await expect(f.days).toHaveValue(v.days);
}

const DEFAULTS = { shift: "Mid (10AM-6PM)", min: "20", max: "40", weekends: false, days: "5" };

test("preferences: defaults, create, update, then Cancel restores the saved values", async ({ page }) => {
  const api = recordApiCalls(page);
  await loginAs(page, "EMPLOYEE", "/preferences");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number; tenantId: number };
  const f = fields(page);

  await expect(page.getByText("Nothing saved yet")).toBeVisible();
  await expectValues(page, DEFAULTS);
  await expect(page.getByRole("option")).toHaveCount(0);
  await f.shiftType.click();
  await expect(page.getByRole("option")).toHaveText([
    "Opening (6AM-2PM)",
    "Mid (10AM-6PM)",
    "Closing (2PM-10PM)",
  ]);
  await page.getByRole("option", { name: "Opening (6AM-2PM)" }).click();
  await f.min.fill("25");
  await f.max.fill("35");
  await f.weekends.click();
  await f.days.fill("4");
  await f.save.click();
  await expectToast(page, "Preferences saved");
  const [create] = api.calls("POST", "/api/preferences");
  expect(bodyOf(create!)).toEqual({
    userId: me.id,
    tenantId: me.tenantId,
    preferredShiftType: "OPENING",
    prefersWeekends: true,
    desiredHoursMin: 25,
    desiredHoursMax: 35,
    maxConsecutiveDays: 4,
  });
  await expect(page.getByText("Nothing saved yet")).toHaveCount(0);

  // Saved preferences exist now: Save updates.
  await f.max.fill("30");
  await f.save.click();
  await expectToast(page, "Preferences saved");
  const [update] = api.calls("PATCH", "/api/preferences/");
  expect(new URL(update!.url()).pathname).toBe(`/api/preferences/${me.id}`);
  expect(bodyOf(update!)).toMatchObject({
    desiredHoursMax: 30,
    desiredHoursMin: 25,
    preferredShiftType: "OPENING",
  });
  expect(api.calls("POST", "/api/preferences")).toHaveLength(1);

  const saved = { shift: "Opening (6AM-2PM)", min: "25", max: "30", weekends: true, days: "4" };
  await chooseShift(page, "Closing (2PM-10PM)");
  await f.min.fill("10");
  await f.weekends.click();
  await f.cancel.click();
  await expectToast(page, "Changes discarded");
  await expectValues(page, saved);
  expect(api.calls("PATCH", "/api/preferences/")).toHaveLength(1);

  await page.reload();
  await expectValues(page, saved);
});

test("minimum above maximum shows Invalid hours and sends nothing; Cancel with nothing saved restores defaults", async ({
  page,
}) => {
  const api = recordApiCalls(page);
  await loginAs(page, "TRAINER", "/preferences");
  const f = fields(page);
  await expectValues(page, DEFAULTS);
  await f.min.fill("45");
  await f.save.click();
  await expectToast(page, "Invalid hours", "Minimum hours cannot exceed maximum hours");
  expect(api.calls("POST", "/api/preferences")).toHaveLength(0);
  expect(api.calls("PATCH", "/api/preferences")).toHaveLength(0);

  // An emptied number is flagged at the field, nothing sent either.
  await f.days.fill("");
  await f.save.click();
  await expect(page.getByText("Enter a whole number from 1 to 14")).toBeVisible();
  expect(api.calls("POST", "/api/preferences")).toHaveLength(0);

  await f.cancel.click();
  await expectToast(page, "Changes discarded");
  await expectValues(page, DEFAULTS);
});

test("a failed save keeps the form and shows the fallback message", async ({ page }) => {
  await loginAs(page, "EMPLOYEE", "/preferences");
  await page.route("**/api/preferences", (route) => route.fulfill({ status: 500, body: "" }));
  const f = fields(page);
  await f.min.fill("22");
  await f.save.click();
  await expectToast(page, "Failed to save preferences", "An error occurred");
  await expect(f.min).toHaveValue("22");
  await expect(f.save).toBeEnabled();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the form fits the screen", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.employee, "/preferences");
    await expect(fields(page).save).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

for (const theme of ["light", "dark", "high-contrast"] as const) {
  test(`preferences pass axe in the ${theme} theme`, async ({ page }) => {
    await loginAs(page, "employee", "/preferences");
    await setTheme(page, theme);
    await expect(fields(page).save).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
