import { expect, test, type Page } from "@playwright/test";
import { addDays } from "../../src/domain/time";
import { weekStartOf } from "../../src/web/components/week";
import { expectNoA11yViolations, loginAs, setTheme, THEMES, toastItem } from "./helpers";

/**
 * The week grid by keyboard, and Undo (issue 32): one tab stop with arrow keys, focus kept on the chip after
 * a dialog or a keyboard drop, and the last change taken back with Ctrl+Z or the toast's Undo.
 */

// Weeks far ahead of the demo's and of schedule.spec.ts's, one per test, so that no two tests meet.
const base = addDays(weekStartOf(), 7 * 60);

interface Week {
  id: number;
  version: number;
  shifts: { id: number; date: string; startTime: string; endTime: string; userId: number | null }[];
}

/** The manager's schedule of `week` (a new, empty one), with these open shifts added through the API. */
async function weekWithOpenShifts(
  page: Page,
  week: string,
  shifts: { day: number; startTime: string; endTime: string }[],
): Promise<Week> {
  await loginAs(page, "manager", `/schedule?week=${week}`);
  await page.getByRole("button", { name: "Create schedule" }).click();
  await expect(grid(page)).toBeVisible();
  const [store] = (await (await page.request.get("/api/stores")).json()) as { id: number }[];
  const positions = (await (await page.request.get("/api/positions")).json()) as {
    id: number;
    isActive: boolean;
  }[];
  const read = async () =>
    (await (await page.request.get(`/api/schedules?storeId=${store?.id}&weekStart=${week}`)).json()) as Week;
  let schedule = await read();
  for (const shift of shifts) {
    const created = await page.request.post(`/api/schedules/${schedule.id}/shifts`, {
      headers: { "If-Match": String(schedule.version) },
      data: {
        positionId: positions.find((p) => p.isActive)?.id,
        userId: null,
        date: addDays(week, shift.day),
        startTime: shift.startTime,
        endTime: shift.endTime,
        // A week gone by is history: adding to it says so (ignored for shifts still to come).
        confirmPast: true,
      },
    });
    expect(created.status()).toBe(201);
    schedule = await read();
  }
  await page.reload();
  await expect(grid(page).locator("[data-shift-id]")).toHaveCount(shifts.length);
  return schedule;
}

const grid = (page: Page) => page.getByRole("region", { name: "Week schedule grid" });
const openRow = (page: Page) =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Open shifts" }) });
const openCell = (page: Page, day: number) => openRow(page).getByRole("cell").nth(day);
const chip = (page: Page, times: RegExp) => grid(page).getByRole("button", { name: times });

/** Lifts `times`'s chip with Space, carries it one day right, drops it with Space. */
async function dragOneDayRight(page: Page, times: RegExp) {
  const lifted = chip(page, times);
  await lifted.focus();
  await page.keyboard.press("Space");
  await expect(lifted).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
}

/** Focuses the last control before the grid in tab order: where a keyboard user comes from. */
async function focusControlBeforeGrid(page: Page) {
  const marked = await page.evaluate(() => {
    const region = document.querySelector('[aria-label="Week schedule grid"]');
    if (!region) return false;
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
    ].filter(
      (e) =>
        e.tabIndex >= 0 &&
        !(e as HTMLButtonElement).disabled &&
        e.checkVisibility() &&
        e !== region &&
        !region.contains(e) &&
        region.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    tabbable.at(-1)?.setAttribute("data-before-grid", "");
    return tabbable.length > 0;
  });
  expect(marked).toBe(true);
  await page.locator("[data-before-grid]").focus();
}

const focusIsInGrid = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[aria-label="Week schedule grid"]')?.contains(document.activeElement) ?? false,
  );

test.describe("the week grid by keyboard", () => {
  test.setTimeout(120_000);

  test("one Tab reaches the first shift; arrows, Home and End move; Tab leaves and comes back", async ({
    page,
  }) => {
    await weekWithOpenShifts(page, base, [
      { day: 1, startTime: "10:00", endTime: "14:00" },
      { day: 1, startTime: "15:00", endTime: "19:00" },
    ]);
    await focusControlBeforeGrid(page);
    await page.keyboard.press("Tab");
    const first = chip(page, /10:00–14:00/);
    await expect(first).toBeFocused();
    // One tab stop in the whole grid.
    await expect(grid(page).locator("tbody [tabindex='0']")).toHaveCount(1);

    // Down through Tuesday's controls: the second shift, then Tuesday's "add".
    await page.keyboard.press("ArrowDown");
    await expect(chip(page, /15:00–19:00/)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: /Add shift: Open shifts, Tue/ })).toBeFocused();
    // Left to Monday (nothing but its "add"), right back to Tuesday's first control.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("button", { name: /Add shift: Open shifts, Mon/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: /Add shift: Open shifts, Sun/ })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page.getByRole("button", { name: /Add shift: Open shifts, Mon/ })).toBeFocused();
    // Up to the row above (a person's Monday), still one tab stop.
    await page.keyboard.press("ArrowUp");
    const focused = grid(page).locator("tbody button:focus");
    await expect(focused).toHaveAccessibleName(/^Add shift: (?!Open shifts).*, Mon/);
    const above = page.getByRole("button", { name: (await focused.getAttribute("aria-label")) ?? "" });
    await expect(grid(page).locator("tbody [tabindex='0']")).toHaveCount(1);

    // Tab leaves the grid at once; Shift+Tab comes back to where the arrows left off.
    await page.keyboard.press("Tab");
    expect(await focusIsInGrid(page)).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await expect(above).toBeFocused();
  });

  test("focus goes back to the chip after Escape in its dialog, and to the add button after closing its dialog", async ({
    page,
  }) => {
    await weekWithOpenShifts(page, addDays(base, 7), [{ day: 1, startTime: "10:00", endTime: "14:00" }]);
    const shift = chip(page, /10:00–14:00/);
    await focusControlBeforeGrid(page);
    await page.keyboard.press("Tab");
    await expect(shift).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Edit shift" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(shift).toBeFocused();

    await page.keyboard.press("ArrowLeft");
    const add = page.getByRole("button", { name: /Add shift: Open shifts, Mon/ });
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add shift" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test("a keyboard drop keeps focus on the moved chip; Ctrl+Z moves it back", async ({ page }) => {
    const week = addDays(base, 14);
    const { id } = await weekWithOpenShifts(page, week, [{ day: 1, startTime: "10:00", endTime: "14:00" }]);
    await dragOneDayRight(page, /10:00–14:00/);
    // Dropped on Wednesday, and still the focused control there.
    const moved = openCell(page, 2).getByRole("button", { name: /10:00–14:00/ });
    await expect(moved).toBeFocused();
    await expect(toastItem(page, "Shift moved").getByRole("button", { name: "Undo" })).toBeVisible();

    await page.keyboard.press("Control+z");
    await expect(toastItem(page, "Move undone")).toBeVisible();
    const back = openCell(page, 1).getByRole("button", { name: /10:00–14:00/ });
    await expect(back).toBeVisible();
    // Focus followed the chip back to Tuesday.
    await expect(back).toBeFocused();
    const saved = (await (await page.request.get(`/api/schedules/${id}`)).json()) as Week;
    expect(saved.shifts.map((s) => s.date)).toEqual([addDays(week, 1)]);
    // Nothing more to undo: a second Ctrl+Z changes nothing.
    await page.keyboard.press("Control+z");
    await expect(back).toBeVisible();
  });

  test("the toast's Undo takes back an edit, a delete and an added shift", async ({ page }) => {
    const week = addDays(base, 21);
    const { id } = await weekWithOpenShifts(page, week, [{ day: 1, startTime: "10:00", endTime: "14:00" }]);
    const dialog = page.getByRole("dialog");

    // An edit of the times, undone.
    await chip(page, /10:00–14:00/).click();
    await dialog.getByLabel("End").selectOption("16:00");
    await dialog.getByRole("button", { name: "Save shift" }).click();
    await expect(chip(page, /10:00–16:00/)).toBeVisible();
    await toastItem(page, "Shift times changed").getByRole("button", { name: "Undo" }).click();
    await expect(toastItem(page, "Time change undone")).toBeVisible();
    await expect(chip(page, /10:00–14:00/)).toBeVisible();

    // A delete, undone: the shift is back (a new id, same place and times).
    await chip(page, /10:00–14:00/).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(chip(page, /10:00–14:00/)).toHaveCount(0);
    await toastItem(page, "Shift deleted").getByRole("button", { name: "Undo" }).click();
    await expect(toastItem(page, "Shift restored")).toBeVisible();
    await expect(openCell(page, 1).getByRole("button", { name: /10:00–14:00/ })).toBeVisible();

    // An added shift, undone with Ctrl+Z.
    await page.getByRole("button", { name: /Add shift: Open shifts, Thu/ }).click();
    await dialog.getByLabel("Position").selectOption({ index: 1 });
    await dialog.getByLabel("Start").selectOption("12:00");
    await dialog.getByLabel("End").selectOption("18:00");
    await dialog.getByRole("button", { name: "Save shift" }).click();
    await expect(chip(page, /12:00–18:00/)).toBeVisible();
    await expect(toastItem(page, "Shift added")).toBeVisible();
    await page.keyboard.press("Control+z");
    await expect(toastItem(page, "Shift removed again")).toBeVisible();
    await expect(chip(page, /12:00–18:00/)).toHaveCount(0);

    const saved = (await (await page.request.get(`/api/schedules/${id}`)).json()) as Week;
    expect(saved.shifts.map((s) => [s.date, s.startTime, s.endTime])).toEqual([
      [addDays(week, 1), "10:00", "14:00"],
    ]);
  });

  test("once the week changed under it, Undo changes nothing and says so", async ({ page }) => {
    const week = addDays(base, 28);
    const { id } = await weekWithOpenShifts(page, week, [{ day: 1, startTime: "10:00", endTime: "14:00" }]);
    await dragOneDayRight(page, /10:00–14:00/);
    await expect(toastItem(page, "Shift moved")).toBeVisible();
    await expect(openCell(page, 2).getByRole("button", { name: /10:00–14:00/ })).toBeFocused();

    // Someone else changes the week meanwhile (another tab, a colleague).
    const now = (await (await page.request.get(`/api/schedules/${id}`)).json()) as Week;
    const [moved] = now.shifts;
    const other = await page.request.patch(`/api/shifts/${moved?.id}`, {
      headers: { "If-Match": String(now.version) },
      data: { endTime: "15:00" },
    });
    expect(other.ok()).toBe(true);

    await page.keyboard.press("Control+z");
    await expect(toastItem(page, "Could not undo")).toContainText("changed this week");
    // The other change stands, the drag is not undone, and there is nothing left to undo.
    await expect(openCell(page, 2).getByRole("button", { name: /10:00–15:00/ })).toBeVisible();
    const after = (await (await page.request.get(`/api/schedules/${id}`)).json()) as Week;
    expect(after.shifts.map((s) => [s.date, s.endTime])).toEqual([[addDays(week, 2), "15:00"]]);
  });

  test("undoing a change of a started shift asks first, then sends confirmPast", async ({ page }) => {
    // A week long gone: every shift of it has started.
    const week = addDays(weekStartOf(), -7 * 30);
    const { id } = await weekWithOpenShifts(page, week, [{ day: 1, startTime: "10:00", endTime: "14:00" }]);
    await dragOneDayRight(page, /10:00–14:00/);
    await page.getByRole("alertdialog").getByRole("button", { name: "Move it" }).click();
    await expect(toastItem(page, "Shift moved")).toBeVisible();

    const patches: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PATCH") patches.push(r.postData() ?? "");
    });
    await page.keyboard.press("Control+z");
    const confirm = page.getByRole("alertdialog", { name: "Change a shift that has already started?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Change it" }).click();
    await expect(toastItem(page, "Move undone")).toBeVisible();
    expect(patches.map((p) => JSON.parse(p) as unknown)).toEqual([
      { date: addDays(week, 1), confirmPast: true },
    ]);
    const saved = (await (await page.request.get(`/api/schedules/${id}`)).json()) as Week;
    expect(saved.shifts.map((s) => s.date)).toEqual([addDays(week, 1)]);
  });

  test("the focused chip and the toast's Undo pass axe in every theme", async ({ page }) => {
    await weekWithOpenShifts(page, addDays(base, 35), [
      { day: 1, startTime: "10:00", endTime: "14:00" },
      { day: 3, startTime: "09:00", endTime: "13:00" },
    ]);
    const moves = [/10:00–14:00/, /09:00–13:00/, /10:00–14:00/];
    for (const [i, theme] of THEMES.entries()) {
      await setTheme(page, theme);
      await dragOneDayRight(page, moves[i] ?? /10:00–14:00/);
      await expect(toastItem(page, "Shift moved").getByRole("button", { name: "Undo" })).toBeVisible();
      await expect(grid(page).locator("tbody button:focus")).toHaveCount(1);
      await expectNoA11yViolations(page);
    }
  });
});
