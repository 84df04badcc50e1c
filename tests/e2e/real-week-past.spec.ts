import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hasStarted } from "../../src/domain/started";
import { addDays, mondayOf, timeSlots, todayIn } from "../../src/domain/time";
import type { Theme } from "../../src/web/lib/theme";
import {
  createOrganization,
  expectNoA11yViolations,
  send,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  watchWrites,
  type TestUser,
} from "./helpers";

// The real week on the Schedule screen (docs/product.md, The real week): a week lived up to now, in a
// fresh organization so that no other test meets it. Its past days are shaded, a started shift asks before
// it changes, a run on the published week asks first and keeps the days already worked, and Discard changes
// goes back to the published week.
//
// PAST_SHOTS_DIR=/some/tmp/dir saves the screenshots (light, dark, high contrast; 390 px and 1280 px).

const TZ = "America/New_York"; // the new store's time zone (the default)
/** The week holding yesterday: this week, lived up to now (on a Monday, last week, all of it lived). */
const WEEK = mondayOf(addDays(todayIn(TZ), -1));
const SHOTS = process.env.PAST_SHOTS_DIR;

interface Shift {
  id: number;
  positionId: number;
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  breaks: unknown[];
  isLocked: boolean;
}
interface Schedule {
  id: number;
  version: number;
  publishedVersion: number | null;
  status: string;
  shifts: Shift[];
}

interface Org {
  owner: TestUser;
  api: APIRequestContext;
  storeId: number;
  scheduleId: number;
  /** The week as published at the start. */
  published: Shift[];
}

/** One store, one position, four cooks, a need on a past day and at the weekend, a shift every day, published. */
async function setUpOrg(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const store = await send<{ id: number }>(api, "post", "/api/stores", { name: "Past Store" });
  const position = await send<{ id: number }>(api, "post", "/api/positions", {
    name: "Cook",
    color: "#ef4444",
  });
  const cooks: number[] = [];
  for (const name of ["Ada Past", "Ben Past", "Cy Past", "Di Past"]) {
    const cook = await send<{ userId: number }>(api, "post", "/api/admin/create-employee", {
      username: uniqueName("cook"),
      password: "cook-pass-123",
      fullName: name,
      globalRole: "EMPLOYEE",
    });
    await send(api, "patch", `/api/employees/${cook.userId}`, {
      hourlyWage: 20,
      storeIds: [store.id],
      positionIds: [position.id],
    });
    cooks.push(cook.userId);
  }
  // Needs the engine would meet if it could: three people on Monday (past, unless today is Monday) and one
  // at the weekend.
  for (const [dayOfWeek, requiredHeadcount] of [
    ["MONDAY", 3],
    ["SATURDAY", 1],
    ["SUNDAY", 1],
  ] as const) {
    for (const timeSlot of timeSlots("10:00", "13:45"))
      await send(api, "post", "/api/staffing-templates", {
        storeId: store.id,
        positionId: position.id,
        dayOfWeek,
        timeSlot,
        requiredHeadcount,
      });
  }
  const schedule = await send<{ id: number }>(api, "post", "/api/schedules", {
    storeId: store.id,
    weekStartDate: WEEK,
  });
  for (let day = 0; day < 7; day++) {
    await send(api, "post", `/api/schedules/${schedule.id}/shifts`, {
      positionId: position.id,
      userId: cooks[day % cooks.length],
      date: addDays(WEEK, day),
      startTime: "10:00",
      endTime: "14:00",
      confirmPast: true, // days already worked are recorded as they were
    });
  }
  const published = await send<Schedule>(api, "post", `/api/schedules/${schedule.id}/publish`, {});
  return { owner, api, storeId: store.id, scheduleId: schedule.id, published: published.shifts };
}

const started = (s: Shift) => hasStarted(s, TZ, new Date());
const place = (s: Shift) => ({
  id: s.id,
  positionId: s.positionId,
  userId: s.userId,
  date: s.date,
  startTime: s.startTime,
  endTime: s.endTime,
  breaks: s.breaks,
  isLocked: s.isLocked,
});
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

async function readWeek(org: Org): Promise<Schedule> {
  const res = await org.api.get(`/api/schedules/${org.scheduleId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Schedule;
}

const grid = (page: Page) => page.getByRole("region", { name: "Week schedule grid" });
const weekStatus = (page: Page) => page.getByText(/^(Draft|Published|\d+ unpublished changes?)$/);

async function shoot(page: Page, name: string) {
  // The phone's day list lies below the figures: the whole page.
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: name.includes("days") });
}

/** The same screen in every theme (each reload shows it again through `ready`), shot and checked by axe. */
async function everyTheme(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of THEMES as Theme[]) {
    await setTheme(page, theme);
    await ready();
    await expectNoA11yViolations(page);
    await shoot(page, `${name}-${theme}`);
  }
  await setTheme(page, "light");
}

test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);
let org: Org;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  org = await setUpOrg();
});

test("past days are shaded and started shifts marked, in the grid and on a phone", async ({ page }) => {
  const today = todayIn(TZ);
  const pastDays = [0, 1, 2, 3, 4, 5, 6].map((d) => addDays(WEEK, d)).filter((d) => d < today);
  await signIn(page, org.owner, `/schedule?store=${org.storeId}&week=${WEEK}`);
  await expect(weekStatus(page)).toHaveText("Published");
  const headers = grid(page).getByRole("columnheader");
  await expect(headers).toHaveCount(8);
  for (let day = 0; day < 7; day++) {
    const header = headers.nth(day + 1);
    if (pastDays.includes(addDays(WEEK, day))) await expect(header).toContainText("past");
    else await expect(header).not.toContainText("past");
  }
  const week = await readWeek(org);
  const startedCount = week.shifts.filter(started).length;
  expect(startedCount).toBeGreaterThanOrEqual(pastDays.length);
  await expect(grid(page).getByRole("button", { name: /, started/ })).toHaveCount(startedCount);
  await expect(grid(page).locator("col.day-past")).toHaveCount(pastDays.length);

  await page.setViewportSize({ width: 1280, height: 800 });
  await everyTheme(page, "past-grid-1280", () => expect(grid(page)).toBeVisible());
  await page.setViewportSize({ width: 390, height: 844 });
  await everyTheme(page, "past-days-390", async () => {
    await expect(page.getByText("started").first()).toBeVisible();
  });
});

test("a started shift asks before it changes, then sends confirmPast", async ({ page }) => {
  const before = await readWeek(org);
  const target = before.shifts.find(started);
  if (!target) throw new Error("no started shift this week");
  await signIn(page, org.owner, `/schedule?store=${org.storeId}&week=${WEEK}`);
  const writes = watchWrites(page);
  await grid(page)
    .getByRole("button", { name: /, started/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit shift" });
  await expect(dialog.getByText("This shift has already started")).toBeVisible();
  await dialog.getByLabel("End").selectOption("15:00");
  await dialog.getByRole("button", { name: "Save shift" }).click();
  const ask = page.getByRole("alertdialog", { name: "Change a shift that has already started?" });
  await expect(ask).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "past-confirm-1280");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect(writes).toEqual([]); // Cancel sent nothing

  const saved = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/shifts/"));
  await dialog.getByRole("button", { name: "Save shift" }).click();
  await ask.getByRole("button", { name: "Change it" }).click();
  expect((await saved).postDataJSON()).toMatchObject({ endTime: "15:00", confirmPast: true });
  await expect(dialog).toBeHidden();
  await expect(weekStatus(page)).toHaveText(/unpublished change/);
});

test("a run on the published week asks first and keeps every started shift", async ({ page }) => {
  const before = await readWeek(org);
  const past = before.shifts.filter(started);
  await signIn(page, org.owner, `/schedule?store=${org.storeId}&week=${WEEK}`);
  await page.getByRole("button", { name: "Run Scheduling" }).click();
  const ask = page.getByRole("alertdialog", { name: "Run the engine on a published week?" });
  await expect(
    ask.getByText(
      "This week is published: the run keeps days already worked and your locked shifts, and changes the rest as unpublished changes",
      { exact: false },
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  expect((await readWeek(org)).version).toBe(before.version); // no run was started

  // The confirmation in every theme at phone width, then the run itself.
  await page.setViewportSize({ width: 390, height: 844 });
  await everyTheme(page, "run-confirm-390", async () => {
    await page.getByRole("button", { name: "Run Scheduling" }).click();
    await expect(ask).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Run Scheduling" }).click();
  await ask.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByText("The week is scheduled. Locked shifts stayed where they were.")).toBeVisible({
    timeout: 120_000,
  });
  const after = await readWeek(org);
  expect(after.version).toBeGreaterThan(before.version);
  // The days already worked are exactly as they were; nothing new starts in the past.
  expect(after.shifts.filter(started).map(place).sort(byId)).toEqual(past.map(place).sort(byId));
  const old = new Set(before.shifts.map((s) => s.id));
  expect(after.shifts.filter((s) => !old.has(s.id) && started(s))).toEqual([]);
});

test("Discard changes goes back to the published week, after saying so", async ({ page }) => {
  const published = (await (
    await org.api.get(`/api/schedules/${org.scheduleId}/changes`)
  ).json()) as unknown[];
  expect(published.length).toBeGreaterThan(0); // the confirmed edit, at least
  await signIn(page, org.owner, `/schedule?store=${org.storeId}&week=${WEEK}`);
  await expect(weekStatus(page)).toHaveText(/^\d+ unpublished changes?$/);
  const discard = page.getByRole("button", { name: "Discard changes" });
  await expect(discard).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await everyTheme(page, "discard-header-390", () => expect(discard).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  await discard.click();
  const ask = page.getByRole("alertdialog", { name: "Discard the unpublished changes?" });
  await expect(ask).toContainText("goes back exactly to what was last published");
  await expectNoA11yViolations(page);
  await shoot(page, "discard-confirm-1280");
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(ask).toBeHidden();
  await expect(weekStatus(page)).toHaveText("Published");
  await expect(page.getByRole("button", { name: "Discard changes" })).toHaveCount(0);

  const week = await readWeek(org);
  expect(week.status).toBe("PUBLISHED");
  expect(week.publishedVersion).toBe(week.version);
  expect((await (await org.api.get(`/api/schedules/${org.scheduleId}/changes`)).json()) as unknown[]).toEqual(
    [],
  );
  // Exactly the shifts first published, ids, people, times, breaks and locks included.
  expect(week.shifts.map(place).sort(byId)).toEqual(org.published.map(place).sort(byId));
});
