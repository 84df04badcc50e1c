import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardFigures, ReportFigures } from "../../src/domain/schemas/figures";
import type { Candidate, Schedule, Shift, ShiftBreak } from "../../src/domain/schemas/schedules";
import {
  addDays,
  businessMinute,
  DAY_MINUTES,
  DAYS_OF_WEEK,
  dayOfWeekOf,
  formatTime,
  localToday,
  parseTime,
} from "../../src/domain/time";
import { availabilityWindows } from "../../src/server/db/schema/availability";
import { positions } from "../../src/server/db/schema/positions";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { expectBadRequest, setup, type TestContext } from "./helper";

/**
 * A bar open 17:00-02:00 (docs/product.md, The real week), end to end through the API: its hours, its
 * staffing needs after midnight, shifts that end the next day and what measures them (breaks, hours,
 * cost, CSV, reports, iCalendar, my shifts), a daylight-saving night either way, and the re-checks of a
 * swap across a night shift.
 *
 * The week W (a Monday at least two weeks ahead, so every shift is in the future). Wages: EMPLOYEE $20/h,
 * EMPLOYEE2 $16/h, MANAGER $10/h; the default rules (meal break of 30 min in shifts over 5 h, 8 h rest).
 *   EMPLOYEE   Tue 10:00-16:00 (5.5 h), Wed 10:00-16:00 (5.5 h), Fri 18:00-02:00 (8 h - 30 min = 7.5 h)
 *              = 18.5 h → $370
 *   EMPLOYEE2  Thu 10:00-18:00 (7.5 h), Sat 09:00-15:00 (5.5 h), Sun 16:00-24:00 (7.5 h) = 20.5 h → $328
 *   MANAGER    Fri 20:00-01:00 (5 h, no meal break: not over 5 h) → $50
 *   Labor cost of the week: $748. Were the night shift read as ending before it starts, it would count
 *   negative hours; were "02:00" read as 02:00 the same day, the shift would be refused.
 * Week W+7: EMPLOYEE Mon 06:00-10:00 (another schedule of the same store).
 */
let ctx: TestContext;
const today = localToday();
const W = addDays(today, 14 - DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
const FRI = addDays(W, 4);
const SAT = addDays(W, 5);
let bar: number;
let bartender: number;
let scheduleId: number;
let nextWeekId: number;
const s: Record<string, number> = {};
const created: Record<string, Shift> = {};

type Who = "EMPLOYEE" | "EMPLOYEE2" | "MANAGER";

async function addShift(
  schedule: number,
  key: string,
  who: Who,
  date: string,
  startTime: string,
  endTime: string,
) {
  const res = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule}/shifts`, {
    positionId: bartender,
    userId: ctx.a.users[who],
    date,
    startTime,
    endTime,
  });
  expect(res.statusCode, res.body).toBe(201);
  created[key] = res.json() as Shift;
  s[key] = created[key].id;
}

async function createSchedule(weekStartDate: string): Promise<number> {
  const res = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId: bar, weekStartDate });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Schedule).id;
}

const staffing = (dayOfWeek: string, timeSlot: string, requiredHeadcount: number) =>
  ctx.call("MANAGER", "POST", "/api/staffing-templates", {
    storeId: bar,
    positionId: bartender,
    dayOfWeek,
    timeSlot,
    requiredHeadcount,
  });

async function csvRows(schedule: number) {
  const res = await ctx.call("MANAGER", "GET", `/api/schedules/${schedule}/export.csv`);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { columns: true }) as Record<string, string>[];
}

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const store = await ctx.call("MANAGER", "POST", "/api/stores", {
    name: "Night Owl",
    timezone: "America/New_York",
    openTime: "17:00",
    closeTime: "02:00",
  });
  expect(store.statusCode, store.body).toBe(201);
  bar = (store.json() as { id: number }).id;
  const [position] = await ctx.db.insert(positions).values({ tenantId, name: "Bartender" }).returning();
  bartender = position?.id ?? 0;
  for (const [role, hourlyWage] of [
    ["EMPLOYEE", 20],
    ["EMPLOYEE2", 16],
    ["MANAGER", 10],
  ] as const) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
      hourlyWage,
      storeIds: [bar],
      positionIds: [bartender],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Available any time (the fixture's one Monday window would make every other day unavailable).
  await ctx.db.delete(availabilityWindows).where(eq(availabilityWindows.id, ctx.a.fixtures.availabilityId));

  scheduleId = await createSchedule(W);
  await addShift(scheduleId, "tueE", "EMPLOYEE", addDays(W, 1), "10:00", "16:00");
  await addShift(scheduleId, "wedE", "EMPLOYEE", addDays(W, 2), "10:00", "16:00");
  await addShift(scheduleId, "thuE2", "EMPLOYEE2", addDays(W, 3), "10:00", "18:00");
  await addShift(scheduleId, "friE", "EMPLOYEE", FRI, "18:00", "02:00");
  await addShift(scheduleId, "friM", "MANAGER", FRI, "20:00", "01:00");
  await addShift(scheduleId, "satE2", "EMPLOYEE2", SAT, "09:00", "15:00");
  await addShift(scheduleId, "sunE2", "EMPLOYEE2", addDays(W, 6), "16:00", "24:00");
  const published = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  nextWeekId = await createSchedule(addDays(W, 7));
  await addShift(nextWeekId, "monE", "EMPLOYEE", addDays(W, 7), "06:00", "10:00");
}, 120_000);
afterAll(() => ctx.close());

describe("a store that closes after midnight", () => {
  it("keeps a close at or before the open as the next day's", async () => {
    const listed = (await ctx.call("EMPLOYEE", "GET", "/api/stores")).json() as {
      id: number;
      openTime: string;
      closeTime: string;
    }[];
    expect(listed.find((x) => x.id === bar)).toMatchObject({ openTime: "17:00", closeTime: "02:00" });
    // Open round the clock: the close equal to the open is 24 hours later.
    const { id } = (await ctx.call("MANAGER", "POST", "/api/stores", { name: "All Night" })).json() as {
      id: number;
    };
    const patched = await ctx.call("MANAGER", "PATCH", `/api/stores/${id}`, {
      openTime: "06:00",
      closeTime: "06:00",
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ openTime: "06:00", closeTime: "06:00" });
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/stores/${id}`, { closeTime: "26:00" }),
      "closeTime",
    );
  });

  it("takes staffing needs after midnight as the business day's, and refuses needs outside it", async () => {
    for (const [slot, headcount] of [
      ["17:00", 1],
      ["23:45", 1],
      ["01:00", 2],
      ["01:45", 1],
    ] as const) {
      const res = await staffing("FRIDAY", slot, headcount);
      expect(res.statusCode, `${slot}: ${res.body}`).toBe(201);
    }
    for (const slot of ["02:00", "12:00", "16:45"]) {
      const res = await staffing("FRIDAY", slot, 1);
      expectBadRequest(res, "timeSlot");
      expect(res.json().issues[0].message).toBe("Outside the store's hours (17:00-02:00)");
    }
    // Nobody needed is always accepted, so a need left outside by an hours change can be cleared.
    expect((await staffing("FRIDAY", "12:00", 0)).statusCode).toBe(201);
    // Listed in the order of the business day: the small hours after the evening.
    const listed = (await ctx.call("MANAGER", "GET", `/api/staffing-templates/${bar}/FRIDAY`)).json() as {
      timeSlot: string;
    }[];
    expect(listed.map((e) => e.timeSlot)).toEqual(["12:00", "17:00", "23:45", "01:00", "01:45"]);
  });
});

describe("a shift that ends the next day", () => {
  it("is saved as sent, with the breaks a shift of its length gets, moved to its start", async () => {
    expect(created.friE).toMatchObject({ date: FRI, startTime: "18:00", endTime: "02:00" });
    // Thursday's 10:00-18:00 is as long: its breaks, 8 hours later, are the night's (after midnight too).
    const later = (b: ShiftBreak) => ({
      ...b,
      start: formatTime((parseTime(b.start) + 480) % DAY_MINUTES),
      end: formatTime((parseTime(b.end) + 480) % DAY_MINUTES),
    });
    const day = created.thuE2?.breaks ?? [];
    expect(day.filter((b) => b.kind === "MEAL")).toHaveLength(1);
    expect(created.friE?.breaks).toEqual(day.map(later));
    expect(created.friE?.breaks.some((b) => parseTime(b.start) < parseTime("18:00"))).toBe(true);
  });

  it("refuses more than 16 hours, and an end equal to its start (24 hours), on endTime", async () => {
    for (const [startTime, endTime] of [
      ["18:00", "18:00"],
      ["08:00", "00:15"],
      ["00:00", "24:00"],
      ["20:00", "12:15"],
    ]) {
      const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
        positionId: bartender,
        userId: null,
        date: FRI,
        startTime,
        endTime,
      });
      expectBadRequest(res, "endTime");
      expect(res.json().issues).toEqual([{ path: "endTime", message: "A shift is at most 16 hours" }]);
    }
    // A merged PATCH too; 16 hours exactly is a shift.
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/shifts/${s.friE}`, { endTime: "18:00" }),
      "endTime",
    );
    const longest = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
      positionId: bartender,
      userId: null,
      date: addDays(W, 3),
      startTime: "20:00",
      endTime: "12:00",
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const { id } = longest.json() as { id: number };
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${id}`)).statusCode).toBe(204);
  });

  it("moved by PATCH past midnight, gets its breaks again", async () => {
    const moved = await ctx.call("MANAGER", "PATCH", `/api/shifts/${s.friM}`, { endTime: "03:00" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: "20:00", endTime: "03:00" });
    expect((moved.json() as Shift).breaks.filter((b) => b.kind === "MEAL")).toHaveLength(1);
    const back = await ctx.call("MANAGER", "PATCH", `/api/shifts/${s.friM}`, { endTime: "01:00" });
    expect((back.json() as Shift).breaks.filter((b) => b.kind === "MEAL")).toEqual([]);
  });

  it("is priced and counted by its real hours: CSV, dashboard, reports, my hours", async () => {
    const rows = await csvRows(scheduleId);
    const fri = rows.find((r) => r.Date === FRI && r.Start === "18:00");
    expect(fri).toMatchObject({ End: "02:00", "Break (min)": "30", Hours: "7.50", "Cost (USD)": "150.00" });
    expect(rows.find((r) => r.Date === FRI && r.Start === "20:00")).toMatchObject({
      End: "01:00",
      Hours: "5.00",
      "Cost (USD)": "50.00",
    });
    const dashboard = (
      await ctx.call("MANAGER", "GET", `/api/figures/dashboard?storeId=${bar}&weekStart=${W}`)
    ).json() as DashboardFigures;
    expect(dashboard.budgetVariance.laborCost).toBe(748);
    const reports = (
      await ctx.call("MANAGER", "GET", `/api/figures/reports?storeId=${bar}&weekStart=${W}`)
    ).json() as ReportFigures;
    const hours = new Map(reports.hours.rows.map((r) => [r.userId, r.totalHours]));
    expect(hours.get(ctx.a.users.EMPLOYEE)).toBe(18.5);
    expect(hours.get(ctx.a.users.EMPLOYEE2)).toBe(20.5);
    const friday = reports.labor.rows.find((r) => r.date === FRI && r.positionId === bartender);
    expect(friday).toMatchObject({ hours: 12.5, cost: 200 });
    const mine = await ctx.call("EMPLOYEE", "GET", `/api/me/hours?weekStart=${W}`);
    expect(mine.json()).toMatchObject({ scheduledHours: 18.5 });
  });

  it("prices a candidate for the night slot by its real hours", async () => {
    const res = await ctx.call(
      "MANAGER",
      "GET",
      `/api/schedules/${scheduleId}/candidates?positionId=${bartender}&date=${FRI}&startTime=18:00&endTime=02:00&shiftId=${s.friE}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map((res.json() as Candidate[]).map((c) => [c.userId, c]));
    // Week hours as the grid's row (and Reports above) count them: the edited shift (7.5 h) included; the
    // cost is still what the slot adds after the rest of their week.
    expect(byId.get(ctx.a.users.EMPLOYEE)).toMatchObject({ weekHours: 18.5, cost: 150 });
    expect(byId.get(ctx.a.users.EMPLOYEE2)).toMatchObject({ weekHours: 20.5, cost: 120 });
    expectBadRequest(
      await ctx.call(
        "MANAGER",
        "GET",
        `/api/schedules/${scheduleId}/candidates?positionId=${bartender}&date=${FRI}&startTime=18:00&endTime=18:00`,
      ),
      "endTime",
    );
  });

  it("ends the next day in the calendar feed, in the store's time zone", async () => {
    const { url } = (await ctx.call("EMPLOYEE", "GET", "/api/me/calendar")).json() as { url: string };
    const feed = await ctx.app.inject({ method: "GET", url });
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    const night = events.find((e) => e.uid === `shift-${s.friE}@brigade`);
    expect(night?.startDate.toString()).toBe(`${FRI}T18:00:00`);
    expect(night?.endDate.toString()).toBe(`${SAT}T02:00:00`);
    expect(night?.component.getFirstProperty("dtend")?.getParameter("tzid")).toBe("America/New_York");
    expect(night?.duration.toSeconds()).toBe(8 * 3600);
  });

  it("is still today's at 01:00: my shifts from Saturday hold Friday's night, with who works then", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/shifts?from=${SAT}&to=${SAT}`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json() as { id: number; coworkers: { userId: number }[] }[];
    expect(mine.map((x) => x.id)).toEqual([s.friE]);
    // The manager's 20:00-01:00 overlaps it (both run past midnight).
    expect(mine[0]?.coworkers.map((c) => c.userId)).toEqual([ctx.a.users.MANAGER]);
    // A day shift of the day before is not carried over.
    const thursday = await ctx.call("EMPLOYEE2", "GET", `/api/me/shifts?from=${FRI}&to=${FRI}`);
    expect(thursday.json()).toEqual([]);
  });
});

describe("daylight saving", () => {
  it("prices a spring-forward night by its real 5 hours (2026-03-07 22:00-04:00, New York)", async () => {
    // Inserted as stored data: the week is past, and only its measure is under test.
    const [week] = await ctx.db
      .insert(schedules)
      .values({ tenantId: ctx.a.id, storeId: bar, weekStartDate: "2026-03-02" })
      .returning();
    await ctx.db.insert(shifts).values({
      tenantId: ctx.a.id,
      scheduleId: week?.id ?? 0,
      positionId: bartender,
      userId: ctx.a.users.EMPLOYEE,
      date: "2026-03-07",
      startTime: "22:00",
      endTime: "04:00",
    });
    const [row] = await csvRows(week?.id ?? 0);
    expect(row).toMatchObject({ End: "04:00", "Break (min)": "0", Hours: "5.00", "Cost (USD)": "100.00" });
    const reports = (
      await ctx.call("MANAGER", "GET", `/api/figures/reports?storeId=${bar}&weekStart=2026-03-02`)
    ).json() as ReportFigures;
    expect(reports.hours.rows.find((r) => r.userId === ctx.a.users.EMPLOYEE)?.totalHours).toBe(5);
  });

  it("prices a fall-back night by its real 7 hours (2027-11-06 22:00-04:00, New York)", async () => {
    const week = await createSchedule("2027-11-01");
    await addShift(week, "fallBack", "EMPLOYEE", "2027-11-06", "22:00", "04:00");
    const [row] = await csvRows(week);
    // Six hours on the wall clock, seven lived; a meal break of 30 minutes.
    expect(row).toMatchObject({ End: "04:00", "Break (min)": "30", Hours: "6.50", "Cost (USD)": "130.00" });
  });
});

describe("swaps across a night shift", () => {
  const swap = async (requesterShiftId: number, targetShiftId: number) => {
    const res = await ctx.call("EMPLOYEE", "POST", "/api/requests/swap", { requesterShiftId, targetShiftId });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const holder = async (id: number) =>
    (await ctx.db.select({ userId: shifts.userId }).from(shifts).where(eq(shifts.id, id)))[0]?.userId;

  it("refuses the rest after Sunday's late shift before next Monday's, seen in the next week", async () => {
    // EMPLOYEE gives Wednesday for EMPLOYEE2's Sunday 16:00-24:00, then works Monday 06:00: 6 h of rest.
    const id = await swap(s.wedE as number, s.sunE2 as number);
    const approve = await ctx.call("MANAGER", "PATCH", `/api/requests/swap/${id}`, { status: "approved" });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json().message).toMatch(/\(MIN_REST\)/);
    expect(await holder(s.sunE2 as number)).toBe(ctx.a.users.EMPLOYEE2);
    expect((await ctx.call("EMPLOYEE", "DELETE", `/api/requests/swap/${id}`)).statusCode).toBe(204);
  });

  // Needs the engine's checker to read overnight shifts (branch engine-check).
  it("refuses a swap that leaves 7 h of rest after Friday's 18:00-02:00", async () => {
    // EMPLOYEE gives Tuesday for EMPLOYEE2's Saturday 09:00 while keeping Friday night.
    const id = await swap(s.tueE as number, s.satE2 as number);
    const approve = await ctx.call("MANAGER", "PATCH", `/api/requests/swap/${id}`, { status: "approved" });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json().message).toMatch(/\((MIN_REST|CLOPEN)\)/);
    expect(await holder(s.satE2 as number)).toBe(ctx.a.users.EMPLOYEE2);
  });
});

describe("the engine's review of the night (needs branches engine-check / engine-solve)", () => {
  it("counts Friday's 01:00 need as Saturday 01:00, in Friday's coverage and warnings", async () => {
    const week = (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as Schedule;
    const friday = week.coverage?.find((c) => c.positionId === bartender && c.date === FRI);
    expect(friday?.from).toBe("17:00");
    const at = (time: string) =>
      (businessMinute(time, "17:00", "02:00") - businessMinute(friday?.from ?? "17:00", "17:00", "02:00")) /
      15;
    // 01:00: two needed, EMPLOYEE's night shift there (the manager's ends at 01:00).
    expect(friday?.required[at("01:00")]).toBe(2);
    expect(friday?.scheduled[at("01:00")]).toBe(1);
    expect(friday?.scheduled[at("23:45")]).toBe(2);
    expect(week.warnings).toContainEqual(
      expect.objectContaining({ code: "UNDERSTAFFED", date: FRI, start: "01:00", end: "01:15" }),
    );
    // Nobody works past the close here, and nobody's night breaks a rule.
    expect(week.warnings.filter((w) => w.code !== "UNDERSTAFFED" && w.code !== "NOT_AT_STORE")).toEqual([]);
  });
});
