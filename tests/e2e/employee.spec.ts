import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { addDays } from "../../src/domain/time";
import { weekStartOf } from "../../src/web/components/week";
import {
  DEMO_ACCOUNTS,
  expectAccessibleInEveryTheme,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  expectToast,
  json,
  loginAs,
} from "./helpers";

// The employee side end to end (docs/api.md, The employee side): a swap and an open-shift claim decided by a
// manager, time off approved and shown as TIME_OFF with the decision in the employee's bell, the calendar
// feed, and the new screens and dialogs accessible in three themes and at phone width.

const EMPLOYEE_NAME = "Ethan Brooks";

/** A week of its own, three weeks ahead (other specs use weeks 40+ ahead). */
const W = addDays(weekStartOf(), 21);
const SLOT = { startTime: "11:00", endTime: "15:00" };

interface Setup {
  storeId: number;
  scheduleId: number;
  coworker: { id: number; name: string };
  /** Days (0-6) of: the employee's shift, the coworker's, the open shift. */
  a: number;
  b: number;
  z: number;
  shiftA: number;
  shiftB: number;
  open: number;
}

/** A published week where the employee and a coworker each hold a shift either could work, and an open one. */
async function publishWeek(manager: APIRequestContext, employeeId: number): Promise<Setup> {
  const stores = await json<{ id: number }[]>(manager, "get", "/api/stores");
  const positions = await json<{ id: number; name: string }[]>(manager, "get", "/api/positions");
  const storeId = stores[0]?.id as number;
  const positionId = positions.find((p) => p.name === "Server")?.id as number;
  const schedule = await json<{ id: number }>(manager, "post", "/api/schedules", {
    storeId,
    weekStartDate: W,
  });
  type Candidate = { userId: number; name: string; eligible: boolean };
  const eligible: Candidate[][] = [];
  for (let d = 0; d < 7; d++) {
    const q = `positionId=${positionId}&date=${addDays(W, d)}&startTime=${SLOT.startTime}&endTime=${SLOT.endTime}`;
    const list = await json<Candidate[]>(manager, "get", `/api/schedules/${schedule.id}/candidates?${q}`);
    eligible.push(list.filter((c) => c.eligible));
  }
  const can = (userId: number, d: number) => eligible[d]?.some((c) => c.userId === userId) ?? false;
  const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => can(employeeId, d));
  for (const c of eligible.flat()) {
    if (c.userId === employeeId) continue;
    const both = days.filter((d) => can(c.userId, d));
    const [a, b] = both;
    const z = days.find((d) => d !== a && d !== b);
    if (a === undefined || b === undefined || z === undefined) continue;
    const add = (userId: number | null, d: number) =>
      json<{ id: number }>(manager, "post", `/api/schedules/${schedule.id}/shifts`, {
        positionId,
        userId,
        date: addDays(W, d),
        ...SLOT,
      });
    const shiftA = (await add(employeeId, a)).id;
    const shiftB = (await add(c.userId, b)).id;
    const open = (await add(null, z)).id;
    await json(manager, "post", `/api/schedules/${schedule.id}/publish`);
    return {
      storeId,
      scheduleId: schedule.id,
      coworker: { id: c.userId, name: c.name },
      a,
      b,
      z,
      shiftA,
      shiftB,
      open,
    };
  }
  throw new Error("no coworker who could swap with the employee");
}

async function managerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, "manager", "/requests");
  return page;
}

const myShiftIds = async (page: Page) =>
  (await json<{ id: number }[]>(page.request, "get", `/api/me/shifts?from=${W}&to=${addDays(W, 6)}`)).map(
    (s) => s.id,
  );

test.describe.serial("the employee side", () => {
  // Two people's sessions and axe in three themes per test, on a shared machine.
  test.describe.configure({ timeout: 120_000 });
  let setup: Setup;
  let employeeId = 0;

  test.beforeAll(async ({ browser }) => {
    // Through the API only: no screen to wait for on a busy machine.
    const signedIn = async (who: "employee" | "manager") => {
      const context = await browser.newContext();
      const res = await context.request.post("/api/auth/login", { data: DEMO_ACCOUNTS[who] });
      expect(res.ok()).toBe(true);
      return context;
    };
    const employee = await signedIn("employee");
    employeeId = (await json<{ id: number }>(employee.request, "get", "/api/auth/me")).id;
    const manager = await signedIn("manager");
    setup = await publishWeek(manager.request, employeeId);
    await manager.close();
    await employee.close();
  });

  test("a swap: the employee offers a shift, the manager approves, the shifts change hands", async ({
    page,
    browser,
  }) => {
    await loginAs(page, "employee", "/requests");
    await page.getByRole("button", { name: "New Request" }).click();
    const dialog = page.getByRole("dialog", { name: "New Request" });
    await dialog.getByRole("radio", { name: "Shift swap" }).check();
    const mine = dialog.getByLabel("My shift");
    await mine.selectOption(String(setup.shiftA));
    const theirs = dialog.getByLabel("Coworker's shift");
    await expect(theirs.locator(`option[value="${setup.shiftB}"]`)).toHaveText(
      new RegExp(setup.coworker.name),
    );
    await theirs.selectOption(String(setup.shiftB));
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expectToast(page, "Request sent");
    await expect(dialog).toBeHidden();

    const swaps = await json<{ id: number; requestingShiftId: number }[]>(
      page.request,
      "get",
      "/api/requests/swap",
    );
    const swap = swaps.find((s) => s.requestingShiftId === setup.shiftA);
    expect(swap).toBeDefined();

    // Both sides read people and shifts, not ids (the employee cannot read the roster).
    const day = (d: number) =>
      new Date(`${addDays(W, d)}T12:00:00`).toLocaleDateString(undefined, {
        weekday: "short",
        day: "numeric",
        month: "short",
      });
    const expectSwapShown = async (screen: Page) => {
      const row = screen.locator(`tr[data-request-id="${swap?.id}"]`);
      await expect(row.getByRole("cell").nth(0)).toHaveText(EMPLOYEE_NAME);
      await expect(row.getByRole("cell").nth(1)).toContainText(`${day(setup.a)} 11:00–15:00`);
      await expect(row.getByRole("cell").nth(1)).toContainText("Server · ");
      await expect(row.getByRole("cell").nth(2)).toHaveText(setup.coworker.name);
      await expect(row.getByRole("cell").nth(3)).toContainText(`${day(setup.b)} 11:00–15:00`);
    };
    await page.getByRole("tab", { name: "Shift Swaps" }).click();
    await expectSwapShown(page);

    const manager = await managerPage(browser);
    await manager.getByRole("tab", { name: "Shift Swaps" }).click();
    await expectSwapShown(manager);
    await manager.getByRole("button", { name: `Approve request ${swap?.id}` }).click();
    await expectToast(manager, "Request updated");
    await manager.context().close();

    expect(await myShiftIds(page)).toEqual([setup.shiftB]);
  });

  test("an open-shift claim: Claim on the Schedule screen, approved in the Open Shifts tab", async ({
    page,
    browser,
  }) => {
    await loginAs(page, "employee", "/schedule");
    const offers = page.getByRole("list", { name: "Open shifts" });
    await expect(offers.getByRole("button", { name: /^Claim / }).first()).toBeVisible();
    const offered = await json<{ id: number }[]>(page.request, "get", "/api/me/open-shifts");
    expect(offered.map((o) => o.id)).toContain(setup.open);
    const index = offered.findIndex((o) => o.id === setup.open);
    await offers
      .locator("li")
      .nth(index)
      .getByRole("button", { name: /^Claim / })
      .click();
    await expectToast(page, "Shift claimed");
    await expect(offers.locator("li").nth(index)).toContainText("Claimed, awaiting a decision");

    const claims = await json<{ id: number; shiftId: number }[]>(
      page.request,
      "get",
      "/api/requests/open-shift",
    );
    const mine = claims.find((c) => c.shiftId === setup.open);
    const manager = await managerPage(browser);
    await manager.getByRole("tab", { name: "Open Shifts" }).click();
    await expect(manager.getByRole("table", { name: "Open-shift claims" })).toBeVisible();
    await manager.getByRole("button", { name: `Approve request ${mine?.id}` }).click();
    await expectToast(manager, "Request updated");
    await manager.context().close();

    expect(await myShiftIds(page)).toEqual(
      [setup.shiftB, setup.open].sort((x, y) => (setup.b < setup.z ? x - y : y - x)),
    );
  });

  test("time off: filed, approved, TIME_OFF on the schedule, and the decision in the employee's bell", async ({
    page,
    browser,
  }) => {
    test.slow(); // Two people's sessions and the week's schedule: ~22 s of CI's busy machine.
    const day = addDays(W, setup.b);
    await loginAs(page, "employee", "/requests");
    await page.getByRole("button", { name: "New Request" }).click();
    const dialog = page.getByRole("dialog", { name: "New Request" });
    await dialog.getByLabel("Start date").fill(day);
    await dialog.getByLabel("End date").fill(day);
    await dialog.getByLabel("Notes").fill("Family event");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expectToast(page, "Request sent");
    const requests = await json<{ id: number; startDate: string }[]>(
      page.request,
      "get",
      "/api/requests/timeoff",
    );
    const request = requests.find((r) => r.startDate === day);

    const manager = await managerPage(browser);
    const approve = manager.getByRole("button", { name: `Approve request ${request?.id}` });
    await approve.click();
    // Before approving: the published shift it clashes with (the swapped one) and who could cover it.
    const approval = manager.getByRole("dialog", { name: "Approve this time off?" });
    const clash = approval
      .getByRole("list", { name: "Clashing shifts" })
      .locator(`[data-shift-id="${setup.shiftB}"]`);
    await expect(clash).toContainText("11:00–15:00");
    await expect(clash).toContainText(/Could cover: .+ \(\d+(\.\d+)? of \d+ h\)|Nobody else could work it/);
    await expect(approval).toContainText("Approving keeps these shifts on the schedule, flagged as time off");
    await expectAccessibleInEveryTheme(manager, async () => {
      if (!(await approval.isVisible())) await approve.click();
      await expect(clash).toBeVisible();
    });
    await approval.getByRole("button", { name: "Approve", exact: true }).click();
    await expectToast(manager, "Request updated");
    await manager.goto(`/schedule?store=${setup.storeId}&week=${W}`);
    await expect(manager.getByText(/^Time off/).first()).toBeVisible({ timeout: 15_000 });
    await manager.context().close();

    await page.reload();
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const list = page.getByRole("list", { name: "Notifications list" });
    await expect(list).toContainText(`Your time off ${day} to ${day} was approved`);
    // Choosing a theme closes the popover: open it again for each check.
    await expectAccessibleInEveryTheme(page, async () => {
      if (!(await list.isVisible())) await bell.click();
      await expect(list).toBeVisible();
    });
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test("a denial's reason reaches the employee: in their list and in their bell", async ({
    page,
    browser,
  }) => {
    const day = addDays(W, 6 + 7);
    await loginAs(page, "employee", "/requests");
    const filed = await json<{ id: number }>(page.request, "post", "/api/requests/timeoff", {
      startDate: day,
      endDate: day,
    });
    const reason = "Two people are already off that Sunday";
    const manager = await managerPage(browser);
    await manager.getByRole("button", { name: `Deny request ${filed.id}` }).click();
    const dialog = manager.getByRole("dialog", { name: "Deny this request?" });
    await dialog.getByLabel("Reason (optional)").fill(reason);
    await dialog.getByRole("button", { name: "Deny", exact: true }).click();
    await expectToast(manager, "Request updated");
    await manager.context().close();

    await page.reload();
    const row = page
      .getByRole("table", { name: "Time-off requests" })
      .locator(`tr[data-request-id="${filed.id}"]`);
    await expect(row).toContainText("denied");
    await expect(row).toContainText(`Reason: ${reason}`);
    await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole("list", { name: "Notifications list" })).toContainText(
      `Your time off ${day} to ${day} was denied: ${reason}`,
    );
  });

  test("an open shift the employee cannot work says why, and cannot be claimed", async ({
    page,
    browser,
  }) => {
    // The same slot as the open shift they now hold: a second shift that day.
    const manager = await managerPage(browser);
    const positions = await json<{ id: number; name: string }[]>(manager.request, "get", "/api/positions");
    const clashing = await json<{ id: number }>(
      manager.request,
      "post",
      `/api/schedules/${setup.scheduleId}/shifts`,
      {
        positionId: positions.find((p) => p.name === "Server")?.id,
        userId: null,
        date: addDays(W, setup.z),
        ...SLOT,
      },
    );
    await json(manager.request, "post", `/api/schedules/${setup.scheduleId}/publish`);
    await manager.context().close();

    await loginAs(page, "employee", "/schedule");
    const offers = page.getByRole("list", { name: "Open shifts" });
    const offered = await json<{ id: number; whyNot: string | null }[]>(
      page.request,
      "get",
      "/api/me/open-shifts",
    );
    const index = offered.findIndex((o) => o.id === clashing.id);
    expect(offered[index]?.whyNot).toContain(EMPLOYEE_NAME);
    const item = offers.locator("li").nth(index);
    await expect(item).toContainText(`You can't take it: ${offered[index]?.whyNot}`);
    await expect(item.getByRole("button", { name: /^Claim / })).toBeDisabled();
    await expectNoA11yViolations(page);
  });

  test("Add to calendar: the address's feed parses, with the employee's shifts", async ({ page }) => {
    await loginAs(page, "employee", "/schedule");
    await page.getByRole("button", { name: "Add to calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to calendar" });
    const address = dialog.getByLabel("Calendar address");
    await expect(address).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
    // Choosing a theme closes a modal dialog: open it again for each check.
    const open = page.getByRole("button", { name: "Add to calendar" });
    await expectAccessibleInEveryTheme(page, async () => {
      if (!(await dialog.isVisible())) await open.click();
      await expect(address).toHaveValue(/\.ics$/);
    });
    const url = await address.inputValue();
    const feed = await (await page.request.get(url)).text();
    const events = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v).uid);
    expect(events).toContain(`shift-${setup.shiftB}@brigade`);
    await dialog.getByRole("button", { name: "Reset" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
    await expect(address).not.toHaveValue(url);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test("the new screens are accessible in every theme and fit a phone", async ({ page }) => {
    await loginAs(page, "employee", "/schedule");
    const myShifts = page.getByRole("heading", { name: "My shifts" });
    await expect(page.getByRole("list", { name: "Upcoming shifts by day" })).toBeVisible();
    await expectAccessibleInEveryTheme(page, () => expect(myShifts).toBeVisible());
    await page.goto("/requests");
    await page.getByRole("tab", { name: "Open Shifts" }).click();
    await expect(page.getByRole("table", { name: "Open-shift claims" })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "New Request" });
    await expectAccessibleInEveryTheme(page, async () => {
      if (!(await dialog.isVisible())) await page.getByRole("button", { name: "New Request" }).click();
      await expect(dialog.getByLabel("Start date")).toBeVisible();
    });
    await dialog.getByRole("radio", { name: "Shift swap" }).check();
    await expect(dialog.getByLabel("My shift")).toBeVisible();
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press("Escape");
    await page.goto("/");
    await expect(myShifts).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(page.locator("[data-shift-id]").first()).toBeVisible();
  });
});
