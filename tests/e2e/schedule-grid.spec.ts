import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, mondayOf, timeSlots, todayIn } from "../../src/domain/time";
import {
  createOrganization,
  expectNoA11yViolations,
  send,
  expectNoSidewaysScroll,
  loginAs,
  setTheme,
  signIn,
  THEMES,
  uniqueName,
  type TestUser,
} from "./helpers";

// The week grid a manager can read at any width (issue 32): chips by position say who, open shifts look
// open, nothing is cut at 1280 or 1024 px, the week's lock is not the shift's, Why? names a person once, the
// person picker's hours are the row's, and a phone gets the week at a glance above its day list.
//
// GRID_SHOTS_DIR=/some/tmp/dir saves screenshots (1280, 1024 and 390 px; light, dark, high contrast).

const SHOTS = process.env.GRID_SHOTS_DIR;
const TZ = "America/New_York"; // a new store's time zone (the default)
/** A week to come, so no shift has started and every change goes through without asking. */
const WEEK = mondayOf(addDays(todayIn(TZ), 21));
const [MON, TUE, WED] = [WEEK, addDays(WEEK, 1), addDays(WEEK, 2)];
const SUN = addDays(WEEK, 6);

interface Org {
  owner: TestUser;
  storeId: number;
  scheduleId: number;
}

/**
 * A fresh organization: one store, Server, three servers, a need on Wednesday the engine fills (its shift
 * has a "Why?" with the two others as alternatives), then by hand Ada's Monday and Tuesday, Ben's locked
 * Sunday and an open Sunday shift.
 */
async function setUpOrg(): Promise<Org> {
  const { owner, api } = await createOrganization();
  const store = await send<{ id: number }>(api, "post", "/api/stores", { name: "Grid Store" });
  const server = await send<{ id: number }>(api, "post", "/api/positions", {
    name: "Server",
    color: "#2563eb",
  });
  const people: number[] = [];
  for (const name of ["Ada Grid", "Ben Grid", "Cy Grid"]) {
    const person = await send<{ userId: number }>(api, "post", "/api/admin/create-employee", {
      username: uniqueName("server"),
      password: "server-pass-123",
      fullName: name,
      globalRole: "EMPLOYEE",
      desiredWeeklyHours: 30,
    });
    await send(api, "patch", `/api/employees/${person.userId}`, {
      hourlyWage: 20,
      storeIds: [store.id],
      positionIds: [server.id],
    });
    people.push(person.userId);
  }
  for (const timeSlot of timeSlots("10:00", "13:45"))
    await send(api, "post", "/api/staffing-templates", {
      storeId: store.id,
      positionId: server.id,
      dayOfWeek: "WEDNESDAY",
      timeSlot,
      requiredHeadcount: 1,
    });
  const schedule = await send<{ id: number }>(api, "post", "/api/schedules", {
    storeId: store.id,
    weekStartDate: WEEK,
  });
  const run = await send<{ id: number }>(api, "post", `/api/schedules/${schedule.id}/runs`, {
    timeLimitSeconds: 5,
  });
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/schedule-runs/${run.id}`)).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe("SUCCEEDED");
  const [ada, ben] = people as [number, number];
  const shift = (userId: number | null, date: string, startTime: string, endTime: string, isLocked = false) =>
    send(api, "post", `/api/schedules/${schedule.id}/shifts`, {
      positionId: server.id,
      userId,
      date,
      startTime,
      endTime,
      isLocked,
    });
  await shift(ada, MON, "09:00", "15:00");
  await shift(ada, TUE, "10:00", "14:00");
  await shift(ben, SUN, "10:00", "14:00", true);
  await shift(null, SUN, "10:00", "14:00");
  return { owner, storeId: store.id, scheduleId: schedule.id };
}

let org: Promise<Org> | undefined;
const theOrg = () => (org ??= setUpOrg());

const grid = (page: Page) => page.getByRole("region", { name: "Week schedule grid" });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) });

async function openWeek(page: Page, view: "person" | "position" = "person") {
  const { owner, storeId } = await theOrg();
  await signIn(page, owner, `/schedule?store=${storeId}&week=${WEEK}&view=${view}`);
  await expect(page.getByRole("heading", { level: 2, name: /^Week of/ })).toBeVisible();
}

/** Whether an element's content is cut: wider than its box, or its box reaching past `within`'s. */
async function clipped(element: Locator, within: Locator): Promise<string[]> {
  const outer = await within.boundingBox();
  return element.evaluateAll(
    (nodes, box) =>
      nodes.flatMap((node) => {
        const rect = node.getBoundingClientRect();
        const cut =
          node.scrollWidth > node.clientWidth + 1 ||
          (box !== null && (rect.left < box.x - 1 || rect.right > box.x + box.width + 1));
        return cut ? [`${node.textContent?.trim()} (${node.scrollWidth} > ${node.clientWidth})`] : [];
      }),
    outer,
  );
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.describe("the schedule grid", () => {
  test.setTimeout(180_000);

  test("by position, each chip says who works it; an open shift says Open in a dashed, unfilled outline", async ({
    page,
  }) => {
    await openWeek(page, "position");
    const server = rowOf(page, "Server");
    // Who, and when: the name where the position used to be repeated.
    await expect(server.getByRole("button", { name: /^09:00–15:00 Ada Grid · [\d.]+h/ })).toBeVisible();
    await expect(server.getByRole("button", { name: /^10:00–14:00 Ben Grid · [\d.]+h/ })).toBeVisible();
    await expect(server.getByRole("button", { name: /Server · / })).toHaveCount(0);
    const open = server.getByRole("button", { name: /^10:00–14:00 Open · 4h/ });
    const assigned = server.getByRole("button", { name: /^10:00–14:00 Ben Grid/ });
    await expect(open).toBeVisible();
    // Not colour alone: a dashed outline (and the word), where an assigned shift is a solid card.
    const look = (chip: Locator) =>
      chip.evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopStyle, fill: style.backgroundColor };
      });
    expect(await look(open)).toEqual({ border: "dashed", fill: "rgba(0, 0, 0, 0)" });
    expect((await look(assigned)).border).toBe("solid");
    expect((await look(assigned)).fill).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("the week's lock and a shift's lock look different and are named differently", async ({ page }) => {
    await openWeek(page);
    const ben = rowOf(page, "Ben Grid");
    // The shift's own lock: a pin, "locked shift" in its name.
    const lockedChip = ben.getByRole("button", { name: /^10:00–14:00 Server · 4h\s*, locked shift/ });
    await expect(lockedChip).toBeVisible();
    await expect(lockedChip.locator("svg.lucide-pin")).toHaveCount(1);
    await expect(lockedChip.locator("svg.lucide-lock")).toHaveCount(0);
    // The week's lock: a padlock and the word "week", as the button and as the badge.
    const lockWeek = page.getByRole("button", { name: "Lock week", exact: true });
    await expect(lockWeek.locator("svg.lucide-lock-keyhole")).toHaveCount(1);
    await lockWeek.click();
    const badge = page.getByText("Week locked", { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge.locator("svg.lucide-lock-keyhole")).toHaveCount(1);
    await page.getByRole("button", { name: "Unlock week", exact: true }).click();
    await expect(page.getByRole("button", { name: "Lock week", exact: true })).toBeVisible();
    await expect(badge).toBeHidden();
  });

  test("Why? names each alternative once", async ({ page }) => {
    await openWeek(page);
    const engineChip = grid(page)
      .locator(`[data-cell$="|${WED}"]`)
      .getByRole("button", { name: /^10:00–14:00 Server/ });
    await engineChip.click();
    await page.getByRole("dialog", { name: "Edit shift" }).getByRole("button", { name: "Why?" }).click();
    const why = page.getByRole("dialog", { name: "Why this assignment?" });
    const alternatives = why.getByRole("listitem").filter({ hasText: /^(Ada|Ben|Cy) Grid: / });
    await expect(alternatives).toHaveCount(2);
    for (const text of await alternatives.allTextContents()) {
      expect(text.match(/(Ada|Ben|Cy) Grid/g), text).toHaveLength(1);
    }
  });

  test("the person picker gives a person's week hours as their row does, the edited shift included", async ({
    page,
  }) => {
    await openWeek(page);
    const ada = rowOf(page, "Ada Grid");
    const rowHours = (await ada.getByRole("rowheader").textContent())?.match(/[\d.]+h of 30h desired/)?.[0];
    expect(rowHours).toBeTruthy();
    await ada.getByRole("button", { name: /^09:00–15:00 Server/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit shift" });
    const person = dialog.getByLabel("Person");
    await expect(person.locator("option", { hasText: "Ada Grid" })).toContainText(`Ada Grid — ${rowHours}`);
  });

  for (const width of [1280, 1024]) {
    test(`nothing is cut at ${width} px: the grid, its chips' times, the figures and Labor Targets' total`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // The demo's week: 150 chips, long names, warnings.
      await loginAs(page, "manager", "/schedule");
      const region = grid(page);
      await expect(region.getByRole("button", { name: /\d\d:\d\d–/ }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await clipped(region, page.locator("main"))).toEqual([]);
      expect(await clipped(region.locator(".shift-chip > span:not(.sr-only)"), region)).toEqual([]);
      // The figures are one compact strip: the grid starts within the first screen's upper half.
      const figures = page.getByRole("region", { name: "Week figures" });
      expect((await figures.boundingBox())?.height).toBeLessThan(130);
      expect((await region.boundingBox())?.y).toBeLessThan(width >= 1280 ? 400 : 480);
      await page.getByRole("button", { name: "By position" }).click();
      await expect(region.getByRole("rowheader", { name: "Server" })).toBeVisible();
      expect(await clipped(region, page.locator("main"))).toEqual([]);
      expect(await clipped(region.locator(".shift-chip > span:not(.sr-only)"), region)).toEqual([]);

      await page.goto("/labor");
      const table = page.getByRole("region", { name: "Labor targets table" });
      await expect(table.getByLabel("Week total")).toBeVisible();
      expect(await clipped(table, page.locator("main"))).toEqual([]);
      const total = await table.getByLabel("Week total").boundingBox();
      const box = await table.boundingBox();
      expect(total && box && total.x + total.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    });
  }

  test("on a phone, the week at a glance sits above the day list, whole at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWeek(page);
    const glance = page.getByRole("table", { name: "Who works which day: start and end of each shift" });
    await expect(glance).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(
      await clipped(page.getByRole("region", { name: "Week at a glance table" }), page.locator("main")),
    ).toEqual([]);
    // Read as a table: a person's row, a day's column, the shift said whole.
    const ada = glance.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Ada Grid" }) });
    await expect(ada.getByRole("cell").nth(0)).toContainText("09:00–15:00, Server");
    await expect(ada.getByRole("cell").nth(1)).toContainText("10:00–14:00, Server");
    await expect(
      glance.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Open shifts" }) }),
    ).toHaveCount(1);
    // Above the day list; a day's header takes you to its card.
    const monday = page.locator(`#day-${MON}`);
    expect((await glance.boundingBox())?.y ?? 0).toBeLessThan((await monday.boundingBox())?.y ?? 0);
    await glance.getByRole("link", { name: /^Su/ }).click();
    await expect(page).toHaveURL(new RegExp(`#day-${SUN}$`));
    await expect(page.locator(`#day-${SUN}`)).toBeInViewport();
  });

  test("axe finds nothing serious on /schedule at 1280, 1024 and 390 px in the three themes", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openWeek(page, "position");
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expect(
          width < 768
            ? page.getByRole("heading", { name: "Week at a glance" })
            : grid(page).getByRole("button", { name: /Open · 4h/ }),
        ).toBeVisible();
        await expectNoA11yViolations(page);
        await shoot(page, `schedule-${width}-${theme}`);
      }
    }
  });
});
