import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { addDays } from "../../src/domain/time";
import { weekStartIn } from "../../src/web/components/week";
import {
  expectAccessibleInEveryTheme,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  loginAs,
  setTheme,
  THEMES,
} from "./helpers";

// Timesheets (issue 34, docs/product.md, Timesheets) on the demo's last week at Downtown Bistro: its entries
// are punched, mostly pending, one without a clock-out (src/server/db/seed-time-clock.ts).

const SHOTS = process.env.TIMESHEETS_SHOTS_DIR;
const LAST_WEEK = addDays(weekStartIn("America/New_York"), -7);

async function openTimesheet(page: Page) {
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  await expect(page.getByText("Loading the timesheet")).toHaveCount(0);
  await expect(page.getByRole("region").filter({ hasText: "Scheduled" }).first()).toBeVisible();
}

test("a manager fixes a missed clock-out with a reason, approves the week, exports the CSV and sees actual hours on the schedule", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, "manager", `/timesheets?week=${LAST_WEEK}`);
  await openTimesheet(page);
  await expect(page.getByRole("link", { name: "Timesheets" })).toBeVisible();

  // Approving is refused while an entry has no clock-out: the server says what to fix.
  await page.getByRole("button", { name: "Approve week" }).click();
  await expectToast(page, "Could not approve", "missed clock-out");

  const missed = page.getByRole("region").filter({ hasText: "Missed clock-out" }).first();
  await missed
    .locator("div.flex")
    .filter({ hasText: "no clock-out" })
    .getByRole("button", { name: /^Edit/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit time entry" });
  await expect(dialog.getByText("Missing: this person did not clock out")).toBeVisible();
  // Save without a reason: the form says it is required, nothing is sent.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter the clock-out date and time")).toBeVisible();
  await expect(dialog.getByText("A reason is required")).toBeVisible();
  const clockIn = await dialog.getByLabel("Clock in").inputValue();
  const clockOut = new Date(Date.parse(`${clockIn}:00Z`) + 6 * 3_600_000).toISOString().slice(0, 16);
  await dialog.getByLabel("Clock out").fill(clockOut);
  await dialog.getByLabel("Reason for the change").fill("Forgot to clock out; left at close");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheets-edit-dialog.png` });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Time entry saved");
  await expect(dialog).toBeHidden();

  // The history shows the change and its reason.
  await missed
    .locator("div.flex")
    .filter({ hasText: "Missed clock-out" })
    .getByRole("button", { name: /^Edit/ })
    .click();
  await expect(dialog.getByText("Forgot to clock out; left at close").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Approve week" }).click();
  await expectToast(page, "Approved");
  await expect(page.getByRole("button", { name: "Approve week" })).toBeDisabled();
  await expect(page.getByText("Needs approval")).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`downtown-bistro-${LAST_WEEK}-approved-hours.csv`);
  const rows = parse(await readFile(await file.path(), "utf8")) as string[][];
  expect(rows[0]).toEqual([
    "Employee",
    "From",
    "To",
    "Regular Hours",
    "Overtime Hours",
    "Wage (USD/h)",
    "Pay (USD)",
  ]);
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.slice(1).every((r) => r[1] === LAST_WEEK && Number(r[3]) > 0)).toBe(true);

  await page.goto(`/schedule?week=${LAST_WEEK}`);
  const grid = page.getByRole("region", { name: "Week schedule grid" });
  await expect(grid.getByText(/^Actual [\d.]+h approved$/).first()).toBeVisible();
  // And per day, beside that day's shifts: Monday's approved entries.
  await expect(grid.getByText(/^Actual [\d.]+h$/).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-actual.png` });
});

test("the Timesheets screen is accessible in every theme and at phone width; ACCOUNTING reads but does not edit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, "manager", `/timesheets?week=${LAST_WEEK}`);
  await openTimesheet(page);
  await expectAccessibleInEveryTheme(page, () => openTimesheet(page));
  if (SHOTS)
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await openTimesheet(page);
      await page.screenshot({ path: `${SHOTS}/timesheets-${theme}.png` });
    }
  await setTheme(page, "light");
  await page.setViewportSize({ width: 390, height: 844 });
  await openTimesheet(page);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheets-phone.png`, fullPage: false });

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, "ACCOUNTING", "/timesheets");
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  // A new organization without a store: nothing to export yet, and never an Approve.
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await expect(page.getByText("No store yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve week" })).toHaveCount(0);
});

const THIS_WEEK = weekStartIn("America/New_York");

/** Opens Add entry for the store's week (the header's button, not a person's). */
async function openAddEntry(page: Page) {
  await page.getByRole("button", { name: "Add entry", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add time entry" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a manager adds a missed overnight entry with a reason, sees it in the week and its history, and moves it to another position", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The demo's current week opens with entries already (seed-time-clock.ts: its days already past).
  await loginAs(page, "manager", "/timesheets");
  await openTimesheet(page);
  await expect(page.getByText(/^Worked \d\d:\d\d–/).first()).toBeVisible();

  let dialog = await openAddEntry(page);
  // Nothing chosen: the first error gets the focus, nothing is sent.
  await dialog.getByRole("button", { name: "Add entry" }).click();
  await expect(dialog.getByText("Choose the person")).toBeVisible();
  await expect(dialog.getByLabel("Person")).toBeFocused();

  // Someone who works two positions or more (the first choice is "No position").
  const person = dialog.getByLabel("Person");
  const position = dialog.getByLabel("Position");
  const names = (await person.locator("option").allTextContents()).slice(1);
  let who = "";
  for (const name of names) {
    await person.selectOption({ label: name });
    if ((await position.locator("option").count()) >= 3) {
      who = name;
      break;
    }
  }
  expect(who, "a demo person with two positions").not.toBe("");
  const [first, second] = (await position.locator("option").allTextContents()).slice(1);
  if (!first || !second) throw new Error("two positions expected");
  await position.selectOption({ label: first });
  // Sunday night's bar shift, out after midnight: no entry of the demo is there.
  const sunday = addDays(THIS_WEEK, 6);
  await dialog.getByLabel("Clock in").fill(`${sunday}T23:30`);
  await dialog.getByLabel("Clock out").fill(`${addDays(sunday, 1)}T01:15`);
  await dialog.getByRole("button", { name: "Add entry" }).click();
  await expect(dialog.getByText("A reason is required")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await dialog.getByLabel("Reason").fill("Covered the late bar; the kiosk was off");
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheets-add-entry.png` });
  await dialog.getByRole("button", { name: "Add entry" }).click();
  await expectToast(page, "Time entry added");
  await expect(dialog).toBeHidden();

  // In the week, on the person's card, with its position; its history has the reason.
  const card = page.getByRole("region", { name: who });
  const line = card.locator("div.flex").filter({ hasText: "Worked 23:30–01:15 (1.8 h)" });
  await expect(line).toContainText(`· ${first}`);
  await line.getByRole("button", { name: /^Edit/ }).click();
  dialog = page.getByRole("dialog", { name: "Edit time entry" });
  await expect(dialog.getByText("Covered the late bar; the kiosk was off")).toBeVisible();

  // The person worked the other position: moved, with a reason, and kept in the history.
  await dialog.getByLabel("Position").selectOption({ label: second });
  await dialog.getByLabel("Reason for the change").fill("Worked the other station all night");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Time entry saved");
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(`· ${second}`);
  await line.getByRole("button", { name: /^Edit/ }).click();
  await expect(dialog.getByText(`Position: ${first} → ${second}`)).toBeVisible();
  await expect(dialog.getByText("Worked the other station all night")).toBeVisible();
  await page.keyboard.press("Escape");

  // The server's refusal is shown in the form: the same span again overlaps the entry just added.
  dialog = await openAddEntry(page);
  await dialog.getByLabel("Person").selectOption({ label: who });
  await dialog.getByLabel("Clock in").fill(`${sunday}T23:45`);
  await dialog.getByLabel("Clock out").fill(`${addDays(sunday, 1)}T01:00`);
  await dialog.getByLabel("Reason").fill("Twice by mistake");
  await dialog.getByRole("button", { name: "Add entry" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "overlap another time entry" })).toBeVisible();
  // (Escape would first dismiss the error's toast.)
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // From the keyboard: a person's Add entry opens on Enter, Escape closes it and gives the focus back.
  const addFor = card.getByRole("button", { name: `Add entry for ${who}` });
  await addFor.focus();
  await page.keyboard.press("Enter");
  dialog = page.getByRole("dialog", { name: "Add time entry" });
  await expect(dialog).toContainText(`${who}: time worked without punching`);
  await expect(dialog.getByLabel("Person")).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(addFor).toBeFocused();

  // A week with nothing in it says how time gets there.
  await page.goto(`/timesheets?week=${addDays(THIS_WEEK, 35)}`);
  await expect(page.getByText("No time this week")).toBeVisible();
  await expect(
    page.getByText(/clock in from My schedule on their phone or at the store's kiosk/),
  ).toBeVisible();
  await expect(page.getByText("Someone worked without punching? Use Add entry above.")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheets-empty-week.png` });
  await page.goto("/timesheets");

  // The Add entry dialog is accessible in every theme and at phone width.
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await openTimesheet(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
      dialog = await openAddEntry(page);
      await dialog.getByLabel("Person").selectOption({ label: who });
      await expectNoA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/timesheets-add-entry-${theme}-${width}.png` });
      await page.keyboard.press("Escape");
    }
  }
});
