import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamAvailability } from "../../src/domain/schemas/availability";
import type { Schedule } from "../../src/domain/schemas/schedules";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, localToday } from "../../src/domain/time";
import { expectBadRequest, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

/**
 * Weekly patterns (PUT /api/availability/pattern) and the team's week (GET /api/availability/team),
 * docs/api.md, First day; and "Available any time" read by the schedule's checker across midnight.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
}, 60_000);
afterAll(() => ctx.close());

type Window = { dayOfWeek: string; startTime: string; endTime: string; isAvailable: boolean };
type Answer = Array<{ userId: number; windows: Array<Window & { id: number; userId: number }> }>;

const WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];
const short = (w: Window) => `${w.dayOfWeek} ${w.startTime}-${w.endTime}${w.isAvailable ? "" : " off"}`;

async function windowsOf(userId: number): Promise<string[]> {
  const res = await ctx.call("OWNER", "GET", `/api/availability/${userId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Window[]).map(short);
}

async function team(query = ""): Promise<TeamAvailability[]> {
  const res = await ctx.call("MANAGER", "GET", `/api/availability/team${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TeamAvailability[];
}

describe("PUT /api/availability/pattern", () => {
  it("replaces the listed days' windows (available or not) of several people in one call", async () => {
    const { EMPLOYEE, EMPLOYEE2 } = ctx.a.users;
    // EMPLOYEE has the fixture's MONDAY 09:00-17:00; add an unavailable Tuesday and a Sunday to keep.
    for (const body of [
      { userId: EMPLOYEE, dayOfWeek: "TUESDAY", startTime: "00:00", endTime: "23:59", isAvailable: false },
      { userId: EMPLOYEE, dayOfWeek: "TUESDAY", startTime: "18:00", endTime: "20:00" },
      { userId: EMPLOYEE, dayOfWeek: "SUNDAY", startTime: "10:00", endTime: "12:00" },
    ]) {
      expect((await ctx.call("MANAGER", "POST", "/api/availability", body)).statusCode).toBe(201);
    }
    const res = await ctx.call("MANAGER", "PUT", "/api/availability/pattern", {
      userIds: [EMPLOYEE, EMPLOYEE2, EMPLOYEE],
      days: WEEKDAYS,
      startTime: "09:00:00",
      endTime: "17:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.map((a) => a.userId)).toEqual([EMPLOYEE, EMPLOYEE2]);
    const weekdays = WEEKDAYS.map((d) => `${d} 09:00-17:00`);
    expect(answer[0]?.windows.map(short)).toEqual([...weekdays, "SUNDAY 10:00-12:00"]);
    expect(answer[1]?.windows.map(short)).toEqual(weekdays);
    expect(answer[0]?.windows.every((w) => w.userId === EMPLOYEE && w.id > 0)).toBe(true);
    expect(await windowsOf(EMPLOYEE)).toEqual([...weekdays, "SUNDAY 10:00-12:00"]);

    // Any time on the weekend: one window 00:00-23:59 a day, Sunday's old window gone.
    const weekend = await ctx.call("MANAGER", "PUT", "/api/availability/pattern", {
      userIds: [EMPLOYEE, EMPLOYEE2],
      days: ["SUNDAY", "SATURDAY"],
      anyTime: true,
    });
    expect(weekend.statusCode, weekend.body).toBe(200);
    const whole = [...weekdays, "SATURDAY 00:00-23:59", "SUNDAY 00:00-23:59"];
    expect(await windowsOf(EMPLOYEE)).toEqual(whole);
    expect(await windowsOf(EMPLOYEE2)).toEqual(whole);
    // People not listed keep theirs.
    expect(await windowsOf(ctx.a.users.TRAINER)).toEqual([]);
  });

  it("takes an overnight window (an end before the start is the next day)", async () => {
    const me = ctx.a.users.TRAINER;
    const res = await ctx.call("TRAINER", "PUT", "/api/availability/pattern", {
      userIds: [me],
      days: ["FRIDAY"],
      startTime: "20:00",
      endTime: "02:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await windowsOf(me)).toEqual(["FRIDAY 20:00-02:00"]);
  });

  it.each(rolesWithout("manageTeam"))("%s sets their own pattern, and only their own", async (role) => {
    const me = ctx.a.users[role];
    const body = { userIds: [me], days: ["WEDNESDAY"], startTime: "07:00", endTime: "11:00" };
    const own = await ctx.call(role, "PUT", "/api/availability/pattern", body);
    expect(own.statusCode, own.body).toBe(200);
    expect((await windowsOf(me)).filter((w) => w.startsWith("WEDNESDAY"))).toEqual(["WEDNESDAY 07:00-11:00"]);
    const someone = role === "EMPLOYEE" ? ctx.a.users.EMPLOYEE2 : ctx.a.users.EMPLOYEE;
    const before = await windowsOf(someone);
    const other = await ctx.call(role, "PUT", "/api/availability/pattern", {
      ...body,
      userIds: [me, someone],
    });
    expect(other.statusCode, other.body).toBe(403);
    expect(await windowsOf(someone)).toEqual(before);
  });

  it.each(rolesWith("manageTeam"))("%s sets anyone's pattern in the organization", async (role) => {
    const res = await ctx.call(role, "PUT", "/api/availability/pattern", {
      userIds: [ctx.a.users.ACCOUNTING],
      days: ["THURSDAY"],
      startTime: "12:00",
      endTime: "13:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await windowsOf(ctx.a.users.ACCOUNTING)).filter((w) => w.startsWith("THURSDAY"))).toEqual([
      "THURSDAY 12:00-13:00",
    ]);
  });

  it("refuses a person of another organization with a 400 on userIds, and changes nothing", async () => {
    const before = await windowsOf(ctx.a.users.EMPLOYEE);
    const res = await ctx.call("OWNER", "PUT", "/api/availability/pattern", {
      userIds: [ctx.a.users.EMPLOYEE, ctx.b.users.EMPLOYEE],
      days: ["MONDAY"],
      anyTime: true,
    });
    expectBadRequest(res, "userIds");
    expect(await windowsOf(ctx.a.users.EMPLOYEE)).toEqual(before);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: `/api/availability/${ctx.b.users.EMPLOYEE}`,
      headers: { cookie: ctx.cookie("OWNER", "b") },
    });
    expect((theirs.json() as Window[]).map(short)).toEqual(["MONDAY 09:00-17:00"]);
  });

  const good = { days: ["MONDAY"], startTime: "09:00", endTime: "17:00" };
  it.each([
    ["no people", { ...good, userIds: [] }, "userIds"],
    ["501 people", { ...good, userIds: Array.from({ length: 501 }, (_, i) => i + 1) }, "userIds"],
    ["a bad id", { ...good, userIds: ["x"] }, "userIds.0"],
    ["no days", { ...good, days: [] }, "days"],
    ["a day twice", { ...good, days: ["MONDAY", "MONDAY"] }, "days"],
    ["an unknown day", { ...good, days: ["FUNDAY"] }, "days.0"],
    ["eight days", { ...good, days: [...DAYS_OF_WEEK, "MONDAY"] }, "days"],
    ["a bad start", { ...good, startTime: "25:00" }, "startTime"],
    ["a bad end", { ...good, endTime: "9am" }, "endTime"],
    ["an end equal to the start", { ...good, endTime: "09:00" }, "endTime"],
    ["no end", { days: ["MONDAY"], startTime: "09:00" }, "endTime"],
    ["no times and no any time", { days: ["MONDAY"] }, "startTime"],
    ["both times and any time", { ...good, anyTime: true }, "anyTime"],
    ["any time false", { days: ["MONDAY"], anyTime: false }, "anyTime"],
  ])("400 for %s", async (_name, body, path) => {
    const res = await ctx.call("OWNER", "PUT", "/api/availability/pattern", {
      userIds: [ctx.a.users.OWNER],
      ...body,
    });
    expectBadRequest(res, path);
  });

  it("401 signed out", async () => {
    const res = await ctx.call(null, "PUT", "/api/availability/pattern", { userIds: [1], ...good });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/availability/team", () => {
  it("lists everyone of the organization by name with their windows, Monday first", async () => {
    const rows = await team();
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(Object.values(ctx.a.users)));
    const employee = rows.find((r) => r.userId === ctx.a.users.EMPLOYEE);
    expect(employee?.name).toBe(`EMPLOYEE of ${ctx.a.usernames.EMPLOYEE.split("-")[0]}`);
    expect(employee?.windows.map(short)).toEqual(await windowsOf(ctx.a.users.EMPLOYEE));
    expect(rows.every((r) => r.windows.every((w) => !("tenantId" in w)))).toBe(true);
  });

  it("answers the change a pattern made at once (the read cache is dropped)", async () => {
    await team();
    const res = await ctx.call("EMPLOYEE2", "PUT", "/api/availability/pattern", {
      userIds: [ctx.a.users.EMPLOYEE2],
      days: ["MONDAY"],
      startTime: "06:00",
      endTime: "08:00",
    });
    expect(res.statusCode).toBe(200);
    const row = (await team()).find((r) => r.userId === ctx.a.users.EMPLOYEE2);
    expect(row?.windows.map(short)[0]).toBe("MONDAY 06:00-08:00");
  });

  it("narrows to one store's people; another organization's store is a 404", async () => {
    const store = ctx.a.fixtures.storeId;
    const set = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users.EMPLOYEE}`, {
      storeIds: [store],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await team(`?storeId=${store}`)).map((r) => r.userId)).toEqual([ctx.a.users.EMPLOYEE]);
    const other = await ctx.call(
      "MANAGER",
      "GET",
      `/api/availability/team?storeId=${ctx.b.fixtures.storeId}`,
    );
    expect(other.statusCode).toBe(404);
    expectBadRequest(await ctx.call("MANAGER", "GET", "/api/availability/team?storeId=x"), "storeId");
  });

  it("never shows another organization's people", async () => {
    const ids = new Set((await team()).map((r) => r.userId));
    for (const id of Object.values(ctx.b.users)) expect(ids.has(id)).toBe(false);
  });

  it.each(rolesWithout("manageTeam"))("403 for %s", async (role) => {
    expect((await ctx.call(role, "GET", "/api/availability/team")).statusCode).toBe(403);
  });
});

/**
 * "Available any time" through the schedule's checker: a bar's night shift 20:00-02:00 on a Friday and a
 * Saturday shift ending at midnight are available when both days are any time (00:00-23:59 reaches
 * midnight, so Friday and Saturday touch); a Sunday night into a Monday of 09:00-17:00 is not.
 */
describe("Available any time in a schedule", () => {
  it("covers every shift of those days, across midnight into another any-time day", async () => {
    const store = await ctx.call("OWNER", "POST", "/api/stores", {
      name: "Night Owl",
      timezone: "America/New_York",
      openTime: "17:00",
      closeTime: "02:00",
    });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = (store.json() as { id: number }).id;
    const position = await ctx.call("OWNER", "POST", "/api/positions", { name: "Bartender" });
    expect(position.statusCode, position.body).toBe(201);
    const positionId = (position.json() as { id: number }).id;
    const who = ctx.a.users.MANAGER;
    const patched = await ctx.call("OWNER", "PATCH", `/api/employees/${who}`, {
      storeIds: [storeId],
      positionIds: [positionId],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const body of [
      { userIds: [who], days: WEEKDAYS.slice(0, 4), startTime: "09:00", endTime: "17:00" },
      { userIds: [who], days: ["FRIDAY", "SATURDAY", "SUNDAY"], anyTime: true },
    ]) {
      const res = await ctx.call("MANAGER", "PUT", "/api/availability/pattern", body);
      expect(res.statusCode, res.body).toBe(200);
    }

    const today = localToday();
    const week = addDays(today, 14 - DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
    const created = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: week });
    expect(created.statusCode, created.body).toBe(201);
    const scheduleId = (created.json() as Schedule).id;
    const shiftOn = async (day: number, startTime: string, endTime: string) => {
      const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
        positionId,
        userId: who,
        date: addDays(week, day),
        startTime,
        endTime,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await shiftOn(4, "20:00", "02:00"); // Friday night into Saturday
    await shiftOn(5, "18:00", "24:00"); // Saturday to midnight
    await shiftOn(6, "20:00", "02:00"); // Sunday night into a Monday of 09:00-17:00
    const schedule = (await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}`)).json() as Schedule;
    const unavailable = schedule.warnings.filter((w) => w.code === "UNAVAILABLE").map((w) => w.date);
    expect(unavailable).toEqual([addDays(week, 6)]);

    // And the grid's shading: Friday is free the whole day, to midnight.
    const staff = await ctx.call("MANAGER", "GET", `/api/schedules/${scheduleId}/staff`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(JSON.stringify(staff.json())).toContain('"start":"00:00","end":"24:00"');
  });
});
