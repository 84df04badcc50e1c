import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { addDays } from "../../src/domain/time";
import { weekStartOf } from "../../src/web/components/week";
import { expectAccessibleInEveryTheme, loginAs } from "./helpers";

// Weeks far ahead of the demo's published one, one per test, so the tests never meet.
const base = addDays(weekStartOf(), 7 * 40);

async function openWeek(page: Page, week: string) {
  await loginAs(page, "manager", `/schedule?week=${week}`);
  await expect(page.getByRole("heading", { level: 2, name: /^Week of/ })).toBeVisible();
}

async function runEngine(page: Page) {
  await page.getByRole("button", { name: "Run Scheduling" }).click();
  const panel = page.getByText("Scheduling engine").locator("..").locator("..");
  // Progress is seen while it runs (or the run has already ended on a fast machine).
  await expect(
    panel
      .getByRole("progressbar")
      .or(page.getByText("The week is scheduled. Locked shifts stayed where they were.")),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The week is scheduled. Locked shifts stayed where they were.")).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Dismiss" }).click();
}

const grid = (page: Page) => page.getByRole("region", { name: "Week schedule grid" });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

test.describe("schedule screen", () => {
  test.setTimeout(180_000);

  test("create → run → edit with a rule shown → lock → re-run keeps it → fix → publish → CSV → print", async ({
    page,
  }) => {
    await openWeek(page, base);
    await expect(page.getByText("No schedule for this week")).toBeVisible();
    await page.getByRole("button", { name: "Create schedule" }).click();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await runEngine(page);

    // Shifts are shown, coloured chips by person, with the week's figures.
    const chips = grid(page).getByRole("button", { name: /\d\d:\d\d–\d\d:\d\d .* · [\d.]+h/ });
    await expect(chips.first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Coverage", exact: true })).toBeVisible();

    // Edit a shift through the dialog: choose someone who cannot work it and see the rule before saving.
    const ethan = rowOf(page, "Ethan Brooks");
    await ethan.getByRole("button", { name: /Add shift: Ethan Brooks, Mon/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add shift" });
    await dialog.getByLabel("Position").selectOption({ label: "Line Cook" });
    await dialog.getByLabel("Start").selectOption("09:00");
    await dialog.getByLabel("End").selectOption("15:00");
    await expect(dialog.getByLabel("Person").locator("option", { hasText: "⚠" }).first()).toBeAttached();
    await dialog.getByLabel("Person").selectOption({ value: "" });
    // Lock it so the re-run keeps it, then save as an open shift (a manager fills it later).
    await dialog.getByLabel(/^Lock/).click();
    await dialog.getByRole("button", { name: "Save shift" }).click();
    await expect(dialog).toBeHidden();
    const openRow = rowOf(page, "Open shifts");
    await expect(
      openRow.getByRole("button", { name: /09:00–15:00 Line Cook · [\d.]+h\s*, locked/ }),
    ).toBeVisible();

    // A person with a shift: give them a second one the same day → DOUBLE_SHIFT shows before saving.
    const someone = grid(page)
      .getByRole("row")
      .filter({ has: page.getByRole("button", { name: /–/ }) })
      .nth(1);
    const person = (await someone.getByRole("rowheader").locator("span").first().textContent()) ?? "";
    const firstChip = someone.getByRole("button", { name: /\d\d:\d\d–/ }).first();
    await firstChip.click();
    const edit = page.getByRole("dialog", { name: "Edit shift" });
    await expect(edit.getByLabel("Person")).toBeVisible();
    await edit.getByRole("button", { name: "Cancel" }).click();

    // Drag one of that person's shifts with the mouse to a day of theirs without one: optimistic, then saved.
    // Tuesday to Friday first: near the grid's edges dnd-kit scrolls it sideways while the pointer waits.
    const cells = someone.getByRole("cell");
    let free = -1;
    for (const day of [1, 2, 3, 4, 0, 5, 6]) {
      const chipsThatDay = cells.nth(day).getByRole("button", { name: /\d\d:\d\d–/ });
      if (free < 0 && (await chipsThatDay.count()) === 0) free = day;
    }
    expect(free).toBeGreaterThanOrEqual(0);
    const target = cells.nth(free);
    // Wide enough for the whole week (no sideways scroll), the row in the middle of the window: near an
    // edge, dnd-kit scrolls the page or the grid while the pointer moves.
    await page.setViewportSize({ width: 1600, height: 1000 });
    await someone.evaluate((row) => row.scrollIntoView({ block: "center" }));
    const box = await firstChip.boundingBox();
    const to = await target.boundingBox();
    // Both are on screen (the row was scrolled into view): a missing box fails here, not silently later.
    if (!box || !to) throw new Error("the shift or the free day has no box on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    // The drop is saved: the move reaches the server and is accepted.
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PATCH" && r.url().includes("/api/shifts/"),
    );
    await page.mouse.up();
    expect((await saved).ok()).toBe(true);
    await expect(target.getByRole("button", { name: /\d\d:\d\d–/ })).toHaveCount(1);
    expect(person.length).toBeGreaterThan(0);

    // Re-run: the locked shift stays put.
    await runEngine(page);
    await expect(
      openRow.getByRole("button", { name: /09:00–15:00 Line Cook · [\d.]+h\s*, locked/ }),
    ).toBeVisible();

    // Fix an understaffed slot: delete one of that person's shifts from the run so its slots fall short;
    // Fix then opens the dialog prefilled for that slot.
    await someone
      .getByRole("button", { name: /\d\d:\d\d–/ })
      .first()
      .click();
    const toDelete = page.getByRole("dialog", { name: "Edit shift" });
    await toDelete.getByRole("button", { name: "Delete" }).click();
    await expect(toDelete).toBeHidden();
    const fix = page.getByRole("button", { name: /^Fix: Understaffed/ }).first();
    await expect(fix).toBeVisible();
    await fix.click();
    const fixDialog = page.getByRole("dialog", { name: "Add shift" });
    await expect(fixDialog.getByLabel("Position")).not.toHaveValue("");
    await fixDialog.getByRole("button", { name: "Cancel" }).click();

    // Publish: the confirmation lists the week's shifts (a first publish is not a change).
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Publish this week?" });
    await expect(confirm.getByText(/its first publish, \d+ shifts?/)).toBeVisible();
    await confirm.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    // Export CSV (the server's), parsed by a CSV library.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    // Named after the store and week (not "schedule-3.csv"), by the server and the link alike.
    expect((await download).suggestedFilename()).toBe(`downtown-bistro-${base}.csv`);
    const rows = parse(await readFile(await (await download).path(), "utf8")) as string[][];
    expect(rows[0]).toEqual([
      "Date",
      "Day",
      "Employee",
      "Position",
      "Start",
      "End",
      "Break (min)",
      "Hours",
      "Cost (USD)",
    ]);
    expect(rows.length).toBeGreaterThan(5);

    // Print: the print dialog opens (the print stylesheet lays the week out landscape).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test("an employee sees no draft", async ({ page, browser }) => {
    const week = addDays(base, 7);
    await openWeek(page, week);
    await page.getByRole("button", { name: "Create schedule" }).click();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    const other = await browser.newPage();
    await loginAs(other, "employee", `/schedule?week=${week}`);
    await expect(other.getByText(/Nothing is published for this week yet|No published shifts/)).toBeVisible();
    await other.close();
  });

  test("days a person cannot work are shaded; a shift moves a day by keyboard", async ({ page }) => {
    const week = addDays(base, 21);
    await openWeek(page, week);
    const api = page.request;
    const [store] = (await (await api.get("/api/stores")).json()) as { id: number }[];
    const positions = (await (await api.get("/api/positions")).json()) as { id: number; isActive: boolean }[];
    const positionId = positions.find((p) => p.isActive)?.id;
    // A new person of the store who works Monday 10:00-14:00 only.
    const name = `Shade Tester ${Date.now()}`;
    const person = await api.post("/api/admin/create-employee", {
      data: {
        username: `shade-${Date.now()}`,
        password: "password123",
        fullName: name,
        positionIds: [positionId],
        storeIds: [store?.id],
      },
    });
    expect(person.ok()).toBe(true);
    const { userId } = (await person.json()) as { userId: number };
    const window = await api.post("/api/availability", {
      data: { userId, dayOfWeek: "MONDAY", startTime: "10:00", endTime: "14:00", isAvailable: true },
    });
    expect(window.ok()).toBe(true);

    await page.reload();
    await page.getByRole("button", { name: "Create schedule" }).click();
    const row = rowOf(page, name);
    await expect(row.getByRole("cell").nth(0)).toContainText("Available 10:00-14:00");
    await expect(row.getByRole("cell").nth(1)).toContainText("Unavailable");
    await expect(row.getByRole("cell").nth(6)).toContainText("Unavailable");

    // An open Monday shift, lifted with Space, moved one day right with an arrow, dropped with Space.
    await row.getByRole("button", { name: /Add shift: .*, Mon/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add shift" });
    await dialog.getByLabel("Position").selectOption({ index: 1 });
    await dialog.getByLabel("Start").selectOption("10:00");
    await dialog.getByLabel("End").selectOption("14:00");
    await dialog.getByRole("button", { name: "Save shift" }).click();
    await expect(dialog).toBeHidden();
    const chip = row.getByRole("button", { name: /10:00–14:00/ });
    await expect(
      row
        .getByRole("cell")
        .nth(0)
        .getByRole("button", { name: /10:00–14:00/ }),
    ).toBeVisible();
    await chip.focus();
    await page.keyboard.press("Space");
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    // The cell under the lifted chip is highlighted before it is dropped there.
    await expect(row.getByRole("cell").nth(1)).toHaveClass(/bg-accent/);
    await page.keyboard.press("Space");
    // Tuesday now holds it, and the rules say Tuesday is a day off for this person.
    const moved = row
      .getByRole("cell")
      .nth(1)
      .getByRole("button", { name: /10:00–14:00/ });
    await expect(moved).toBeVisible();
    await expect(moved).toHaveAccessibleName(/rule/);
    await expect(
      row
        .getByRole("cell")
        .nth(0)
        .getByRole("button", { name: /10:00–14:00/ }),
    ).toHaveCount(0);
  });

  test("accessible in every theme, and a day list at phone width", async ({ page }) => {
    const week = addDays(base, 14);
    await openWeek(page, week);
    await page.getByRole("button", { name: "Create schedule" }).click();
    await expect(grid(page)).toBeVisible();
    await expectAccessibleInEveryTheme(page, () => expect(grid(page)).toBeVisible());
    await page.getByRole("button", { name: /Add shift: Open shifts, Tue/ }).click();
    await expect(page.getByRole("dialog", { name: "Add shift" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: /Add shift on Mon/ })).toBeVisible();
  });
});
