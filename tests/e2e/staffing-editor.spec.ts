import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { WeekNeed } from "../../src/domain/schemas/demand";
import type { StaffingEntry } from "../../src/domain/schemas/staffing";
import {
  a11yViolations,
  createOrganization,
  expectNoSidewaysScroll,
  failNext,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  type Credentials,
} from "./helpers";

/**
 * The staffing editor (DESIGN §9, Editing needs): a new restaurant sets a modest week in at most 20
 * actions, the server holds it, undo restores, the keyboard alone selects, and axe finds nothing serious.
 */

const SHOTS = process.env.EDITOR_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

type Org = {
  api: APIRequestContext;
  manager: Credentials;
  storeId: number;
  otherStoreId: number;
  ids: { cook: number; server: number; host: number };
};

async function ok<T>(
  response: Promise<{ ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }>,
) {
  const r = await response;
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as T;
}

/** A new organization: a store open 10:00-23:00 with no needs, a breakfast store, three positions, a manager. */
async function newRestaurant(): Promise<Org> {
  const { api } = await createOrganization();
  const store = await ok<{ id: number }>(
    api.post("/api/stores", { data: { name: "Corner Kitchen", openTime: "10:00", closeTime: "23:00" } }),
  );
  const other = await ok<{ id: number }>(
    api.post("/api/stores", { data: { name: "Early Bird", openTime: "06:00", closeTime: "14:00" } }),
  );
  const position = (name: string, sortOrder: number) =>
    ok<{ id: number }>(api.post("/api/positions", { data: { name, sortOrder } }));
  const cook = (await position("Line Cook", 1)).id;
  const server = (await position("Server", 2)).id;
  const host = (await position("Host", 3)).id;
  const username = uniqueName("manager");
  const manager = { username, password: "manager-pass-123" };
  await ok(
    api.post("/api/admin/create-employee", {
      data: {
        ...manager,
        email: `${username}@example.com`,
        fullName: "Mona Manager",
        globalRole: "MANAGER",
        dateOfBirth: "1990-01-01",
        desiredWeeklyHours: 30,
        maxConsecutiveDays: 5,
        isTrainerEligible: false,
      },
    }),
  );
  return { api, manager, storeId: store.id, otherStoreId: other.id, ids: { cook, server, host } };
}

/** Every user action goes through these, so the test can count them. */
function actions(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async click(target: Locator) {
      count += 1;
      await target.click();
    },
    async drag(from: Locator, to: Locator) {
      count += 1;
      await from.dragTo(to);
    },
    /** A typed value and Enter: one action. */
    async typeEnter(text: string) {
      count += 1;
      await page.keyboard.type(text);
      await page.keyboard.press("Enter");
    },
    async press(chord: string) {
      count += 1;
      await page.keyboard.press(chord);
    },
  };
}

const cell = (page: Page, positionId: number, slot: string) =>
  page.getByTestId(`count-${positionId}-${slot}`);
const savedDay = async (org: Org, day: string, storeId = org.storeId) =>
  ((await (await org.api.get(`/api/staffing-templates/${storeId}/${day}`)).json()) as StaffingEntry[]).map(
    (e) => `${e.positionId}@${e.timeSlot}=${e.requiredHeadcount}`,
  );

/** The needs of the modest day: cooks and servers 2 from 11:00 to 22:00, a host 17:00-21:00. */
function modestDay(ids: Org["ids"]): string[] {
  const slots = (from: number, to: number) =>
    Array.from({ length: (to - from) * 4 }, (_, i) => {
      const minute = from * 60 + i * 15;
      return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    });
  return [
    ...slots(11, 22).flatMap((s) => [`${ids.cook}@${s}=2`, `${ids.server}@${s}=2`]),
    ...slots(17, 21).map((s) => `${ids.host}@${s}=1`),
  ].sort();
}

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);
let org: Org;
test.beforeAll(async () => {
  org = await newRestaurant();
});

test("a manager sets a modest week in at most 20 actions; the server holds it; undo restores", async ({
  page,
}) => {
  await signIn(page, org.manager, "/");
  const act = actions(page);
  await act.click(page.getByRole("link", { name: "Staffing", exact: true }));
  await act.click(page.getByRole("combobox", { name: "Store" }));
  await act.click(page.getByRole("option", { name: "Corner Kitchen" }));
  await expect(page.getByRole("button", { name: /^Monday/, pressed: true })).toBeVisible();

  await act.drag(cell(page, org.ids.cook, "11:00"), cell(page, org.ids.server, "21:45"));
  await expect(page.getByText("Line Cook and Server, 11:00 to 22:00 selected")).toBeVisible();
  await act.typeEnter("2");
  await act.drag(cell(page, org.ids.host, "17:00"), cell(page, org.ids.host, "20:45"));
  await expect(page.getByText("Host, 17:00 to 21:00 selected")).toBeVisible();
  await act.typeEnter("1");
  await expect(page.getByTestId(`hours-${org.ids.server}`)).toHaveText("22 h");
  await expect(page.getByTestId(`hours-${org.ids.host}`)).toHaveText("4 h");

  await act.click(page.getByRole("button", { name: "Copy day to…" }));
  const dialog = page.getByRole("dialog", { name: "Copy Monday to…" });
  await act.click(dialog.getByLabel("All days"));
  await act.click(dialog.getByRole("button", { name: "Copy to 6 days" }));
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect(act.count).toBeLessThanOrEqual(20);
  test.info().annotations.push({ type: "actions", description: String(act.count) });

  // Totals per day and for the week: 22 + 22 + 4 staff-hours a day.
  await expect(page.getByTestId("day-total-SUNDAY")).toHaveText("48 h");
  await expect(page.getByTestId("week-total")).toHaveText("336 h");

  // What the server holds: the modest day on all seven days.
  const expected = modestDay(org.ids);
  for (const day of DAYS) expect((await savedDay(org, day)).sort(), day).toEqual(expected);

  await page.reload();
  await expect(cell(page, org.ids.cook, "11:00")).toHaveText("2");
  await expect(cell(page, org.ids.cook, "10:45")).toHaveText("0");
  await expect(cell(page, org.ids.host, "20:45")).toHaveText("1");
  await page.getByRole("button", { name: /^Friday/ }).click();
  await expect(cell(page, org.ids.server, "21:45")).toHaveText("2");

  // Undo after a reload has nothing to undo; a new change can be undone, several steps deep.
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await cell(page, org.ids.host, "17:00").click();
  await page.keyboard.press("Delete");
  await cell(page, org.ids.cook, "12:00").dragTo(cell(page, org.ids.cook, "13:45"));
  await page.keyboard.type("4");
  await page.keyboard.press("Enter");
  await expect(cell(page, org.ids.cook, "13:00")).toHaveText("4");
  await page.getByRole("button", { name: "Undo set to 4" }).click();
  await expect(cell(page, org.ids.cook, "13:00")).toHaveText("2");
  await page.getByRole("button", { name: "Undo clear" }).click();
  await expect(cell(page, org.ids.host, "17:00")).toHaveText("1");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect((await savedDay(org, "FRIDAY")).sort()).toEqual(expected);
});

test("undo of a copy puts back every day it touched, on the server too", async ({ page }) => {
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=MONDAY`);
  await page.getByRole("button", { name: /^Sunday/ }).click();
  await cell(page, org.ids.host, "10:00").click();
  await page.keyboard.press("Shift+End");
  await page.keyboard.type("3");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Copy day to…" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy Sunday to…" });
  await dialog.getByLabel("Tuesday").click();
  await dialog.getByLabel("Wednesday").click();
  await dialog.getByRole("button", { name: "Copy to 2 days" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const sunday = (await savedDay(org, "SUNDAY")).sort();
  expect((await savedDay(org, "TUESDAY")).sort()).toEqual(sunday);
  await page.getByRole("button", { name: "Undo copy day" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect.poll(async () => (await savedDay(org, "TUESDAY")).sort()).toEqual(modestDay(org.ids));
  expect((await savedDay(org, "WEDNESDAY")).sort()).toEqual(modestDay(org.ids));
  await page.getByRole("button", { name: "Undo set to 3" }).click();
  await expect.poll(async () => (await savedDay(org, "SUNDAY")).sort()).toEqual(modestDay(org.ids));
});

test("the keyboard alone selects across positions and sets a number", async ({ page }) => {
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=SATURDAY`);
  await expect(cell(page, org.ids.cook, "10:00")).toBeVisible();
  // Undo is disabled on a fresh page (nothing to undo), so Tab goes from "Copy from store…" to the grid.
  await expect(page.getByRole("button", { name: "Undo", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Copy from store…" }).focus();
  // Tab: the grid's scroll region (it scrolls sideways), then the grid: one tab stop.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: "Staffing grid" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(cell(page, org.ids.cook, "10:00")).toBeFocused();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+End");
  await expect(page.locator("#staffing-selection")).toContainText(
    "Line Cook and Server, 11:00 to 23:00 selected",
  );
  await expect(page.getByRole("grid")).toHaveAttribute("aria-describedby", "staffing-selection");
  await page.keyboard.type("3");
  await expect(page.getByTestId("typed")).toHaveText(/Set to 3/);
  await page.keyboard.press("Enter");
  await expect(cell(page, org.ids.server, "22:45")).toHaveText("3");
  await expect(cell(page, org.ids.server, "10:45")).toHaveText("0");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Delete");
  await expect(cell(page, org.ids.server, "22:30")).toHaveText("0");
  await page.keyboard.press("Control+z");
  await expect(cell(page, org.ids.server, "22:30")).toHaveText("3");
  // Tab leaves the grid in one step.
  await page.keyboard.press("Tab");
  await expect(page.locator("td:focus")).toHaveCount(0);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const saturday = await savedDay(org, "SATURDAY");
  expect(saturday).toContain(`${org.ids.server}@22:30=3`);
  expect(saturday).toContain(`${org.ids.cook}@11:00=3`);
  expect(saturday).toContain(`${org.ids.host}@17:00=1`);
});

test("a failed save keeps the typed change and Retry saves it", async ({ page }) => {
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=THURSDAY`);
  await failNext(page, "PUT", /\/api\/staffing-templates\?/, 500, "Database is unavailable");
  await cell(page, org.ids.host, "12:00").click();
  await page.keyboard.type("5");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toContainText(
    "Not saved (Thursday): Database is unavailable",
  );
  await expect(cell(page, org.ids.host, "12:00")).toHaveText("5");
  expect(await savedDay(org, "THURSDAY")).not.toContain(`${org.ids.host}@12:00=5`);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect(await savedDay(org, "THURSDAY")).toContain(`${org.ids.host}@12:00=5`);
});

test("copy from another store drops what lies outside these hours and says how many", async ({ page }) => {
  await ok(
    org.api.put(`/api/staffing-templates?storeId=${org.otherStoreId}&dayOfWeek=MONDAY`, {
      data: [
        { positionId: org.ids.cook, timeSlot: "07:00", requiredHeadcount: 1 },
        { positionId: org.ids.cook, timeSlot: "07:15", requiredHeadcount: 1 },
        { positionId: org.ids.cook, timeSlot: "10:30", requiredHeadcount: 2 },
      ],
    }),
  );
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=MONDAY`);
  await page.getByRole("button", { name: "Copy from store…" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy from another store" });
  await dialog.getByLabel("Store").selectOption({ label: "Early Bird" });
  await dialog.getByRole("button", { name: "Copy its week" }).click();
  await expect(
    page.getByText("Copied Early Bird's week. 2 needs outside this store's hours were dropped."),
  ).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  expect(await savedDay(org, "MONDAY")).toEqual([`${org.ids.cook}@10:30=2`]);
  expect(await savedDay(org, "TUESDAY")).toEqual([]);
  await page.getByRole("button", { name: "Undo copy from store" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect.poll(async () => (await savedDay(org, "MONDAY")).sort()).toEqual(modestDay(org.ids));
});

test("a week's own needs: the first change gives the week its own copy; back to the typical week", async ({
  page,
}) => {
  const week = "2027-01-04";
  const weekNeeds = async () =>
    (await (await org.api.get(`/api/stores/${org.storeId}/needs?weekStart=${week}`)).json()) as WeekNeed[];
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=MONDAY`);
  await page.getByRole("button", { name: "A week…" }).click();
  await page.getByLabel("Week of").fill("2027-01-06");
  // Any date picks its week: the Monday goes into the address.
  await expect(page).toHaveURL(new RegExp(`week=${week}`));
  await expect(page.getByTestId("week-source")).toContainText("This week follows the typical week");
  await expect(page.getByRole("button", { name: /^Mon Jan 4/ })).toHaveAttribute("aria-pressed", "true");
  await expect(cell(page, org.ids.cook, "11:00")).toHaveText("2");

  await cell(page, org.ids.host, "12:00").click();
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect(page.getByTestId("week-source")).toContainText("This week has its own needs");
  await shoot(page, "editor-week-own-needs");
  const own = await weekNeeds();
  expect(own.every((n) => n.source === "WEEK")).toBe(true);
  const at = (date: string) => own.filter((n) => n.date === date);
  expect(
    at(week).find((n) => n.positionId === org.ids.host && n.timeSlot === "12:00")?.requiredHeadcount,
  ).toBe(2);
  // The other days got the typical week's needs, copied by the server on the first edit.
  expect(at("2027-01-05")).toHaveLength(modestDay(org.ids).length);
  // The typical week itself is unchanged.
  expect((await savedDay(org, "MONDAY")).sort()).toEqual(modestDay(org.ids));

  await page.getByRole("button", { name: "Back to the typical week" }).click();
  await expect(page.getByTestId("week-source")).toContainText("This week follows the typical week");
  await expect(cell(page, org.ids.host, "12:00")).toHaveText("0");
  expect((await weekNeeds()).every((n) => n.source === "TEMPLATE")).toBe(true);
  await page.getByRole("button", { name: "Typical week" }).click();
  await expect(page).not.toHaveURL(/week=/);
  await expect(page.getByTestId("week-source")).toHaveCount(0);
});

test("axe finds nothing serious in any theme, dialogs included; at 390 px the grid scrolls in place", async ({
  page,
}) => {
  await signIn(page, org.manager, `/staffing?store=${org.storeId}&day=MONDAY`);
  const ready = () => expect(cell(page, org.ids.cook, "11:00")).toHaveText("2");
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await ready();
    await cell(page, org.ids.cook, "11:00").dragTo(cell(page, org.ids.server, "13:45"));
    expect(await a11yViolations(page), theme).toEqual([]);
    await shoot(page, `editor-${theme}`);
    await page.getByRole("button", { name: "Copy day to…" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await a11yViolations(page), `${theme} copy dialog`).toEqual([]);
    await shoot(page, `editor-copy-day-${theme}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Copy from store…" }).click();
    expect(await a11yViolations(page), `${theme} store dialog`).toEqual([]);
    await page.keyboard.press("Escape");
  }
  await setTheme(page, "light");
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("button", { name: "Copy day to…" })).toBeInViewport();
  await expect(page.getByRole("button", { name: /^Sunday/ })).toBeInViewport();
  expect(await a11yViolations(page), "390 px").toEqual([]);
  await shoot(page, "editor-390");
  await page.getByRole("region", { name: "Staffing grid" }).evaluate((el) => (el.scrollLeft = 400));
  await expectNoSidewaysScroll(page);
});
