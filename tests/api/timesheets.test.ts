import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardFigures, ReportFigures } from "../../src/domain/schemas/figures";
import type { TimeEntry, Timesheet } from "../../src/domain/schemas/timesheets";
import { constraintProfiles } from "../../src/server/db/schema/constraint-profiles";
import { notifications } from "../../src/server/db/schema/employee-side";
import { employeePositions } from "../../src/server/db/schema/employee-positions";
import { positions } from "../../src/server/db/schema/positions";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { stores } from "../../src/server/db/schema/stores";
import { timeEntries, timeEntryEdits } from "../../src/server/db/schema/time-clock";
import { users } from "../../src/server/db/schema/users";
import { expectBadRequest, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

/**
 * Timesheets (docs/api.md, Timesheets). Store "Timesheet Diner" in Chicago (UTC−6 in December), week of
 * Monday 2026-12-07, overtime past 10 h (its profile), meal break after 5 h of 30 min:
 *   EMPLOYEE  $20/h  Mon shift 09:00-17:00; punched 09:12-17:00 with a 30 min break → LATE, 7.5 h
 *                    Tue shift 09:00-15:00; punched 09:00-14:30, no break (5.5 h) → LEFT_EARLY,
 *                    MISSED_BREAK, and OVERTIME (7.5 + 5.5 = 13 h: 3 h past 10 h)
 *   EMPLOYEE2 $15/h  Wed unscheduled 10:00- (no clock-out: a missed clock-out, OPEN)
 */
let ctx: TestContext;
const WEEK = "2026-12-07";
let storeId: number;
let otherStoreId: number;
let grill: number;
let bar: number;
let monShift: number;
const entry = { mon: 0, tue: 0, open: 0 };
const at = (date: string, time: string) => `${date}T${time}:00-06:00`;

beforeAll(async () => {
  ctx = await setup({ now: () => new Date("2026-12-14T15:00:00Z") });
  const tenantId = ctx.a.id;
  const u = ctx.a.users;
  const [profile] = await ctx.db
    .insert(constraintProfiles)
    .values({ tenantId, name: "Ten-hour overtime", overtimeThreshold: 10 })
    .returning();
  const [store] = await ctx.db
    .insert(stores)
    .values({
      tenantId,
      name: "Timesheet Diner",
      timezone: "America/Chicago",
      constraintProfileId: profile?.id ?? null,
    })
    .returning();
  storeId = store?.id ?? 0;
  otherStoreId = ctx.b.fixtures.storeId;
  const [position] = await ctx.db
    .insert(positions)
    .values({ tenantId, name: "Grill", sortOrder: 1 })
    .returning();
  grill = position?.id ?? 0;
  const [barPosition] = await ctx.db
    .insert(positions)
    .values({ tenantId, name: "Bar", sortOrder: 2 })
    .returning();
  bar = barPosition?.id ?? 0;
  // EMPLOYEE works the grill and the bar; TRAINER the grill only; EMPLOYEE2 no position at all.
  await ctx.db.insert(employeePositions).values([
    { tenantId, userId: u.EMPLOYEE, positionId: grill },
    { tenantId, userId: u.EMPLOYEE, positionId: bar },
    { tenantId, userId: u.TRAINER, positionId: grill },
  ]);
  await ctx.db.update(users).set({ hourlyWage: 20 }).where(eq(users.id, u.EMPLOYEE));
  await ctx.db.update(users).set({ hourlyWage: 15 }).where(eq(users.id, u.EMPLOYEE2));
  const [schedule] = await ctx.db
    .insert(schedules)
    .values({ tenantId, storeId, weekStartDate: WEEK, status: "PUBLISHED", publishedVersion: 1 })
    .returning();
  const shiftRows = await ctx.db
    .insert(shifts)
    .values([
      {
        tenantId,
        scheduleId: schedule?.id ?? 0,
        positionId: grill,
        userId: u.EMPLOYEE,
        date: "2026-12-07",
        startTime: "09:00",
        endTime: "17:00",
      },
      {
        tenantId,
        scheduleId: schedule?.id ?? 0,
        positionId: grill,
        userId: u.EMPLOYEE,
        date: "2026-12-08",
        startTime: "09:00",
        endTime: "15:00",
      },
    ])
    .returning();
  monShift = shiftRows[0]?.id ?? 0;
  const rows = await ctx.db
    .insert(timeEntries)
    .values([
      {
        tenantId,
        userId: u.EMPLOYEE,
        storeId,
        positionId: grill,
        shiftId: monShift,
        clockIn: new Date(at("2026-12-07", "09:12")),
        clockOut: new Date(at("2026-12-07", "17:00")),
        breaks: [
          {
            start: new Date(at("2026-12-07", "12:00")).toISOString(),
            end: new Date(at("2026-12-07", "12:30")).toISOString(),
          },
        ],
        status: "PENDING",
      },
      {
        tenantId,
        userId: u.EMPLOYEE,
        storeId,
        positionId: grill,
        shiftId: shiftRows[1]?.id ?? null,
        clockIn: new Date(at("2026-12-08", "09:00")),
        clockOut: new Date(at("2026-12-08", "14:30")),
        status: "PENDING",
      },
      {
        tenantId,
        userId: u.EMPLOYEE2,
        storeId,
        positionId: grill,
        clockIn: new Date(at("2026-12-09", "10:00")),
        flags: ["UNSCHEDULED", "MISSED_CLOCK_OUT"],
        status: "OPEN",
      },
    ])
    .returning();
  entry.mon = rows[0]?.id ?? 0;
  entry.tue = rows[1]?.id ?? 0;
  entry.open = rows[2]?.id ?? 0;
});
afterAll(() => ctx.close());

const sheetUrl = (store = storeId) => `/api/timesheets?storeId=${store}&weekStart=${WEEK}`;
async function sheet(): Promise<Timesheet> {
  const res = await ctx.call("MANAGER", "GET", sheetUrl());
  expect(res.statusCode).toBe(200);
  return res.json();
}
const person = (t: Timesheet, role: "EMPLOYEE" | "EMPLOYEE2") => {
  const row = t.people.find((p) => p.userId === ctx.a.users[role]);
  if (!row) throw new Error(`no row for ${role}`);
  return row;
};
const entryRow = async (id: number) =>
  (await ctx.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];

describe("the store's week", () => {
  it("shows each person's shifts beside their entries, with flags and totals", async () => {
    const t = await sheet();
    expect(t.published).toBe(true);
    const e = person(t, "EMPLOYEE");
    expect(e.shifts.map((s) => [s.date, s.startTime, s.endTime])).toEqual([
      ["2026-12-07", "09:00", "17:00"],
      ["2026-12-08", "09:00", "15:00"],
    ]);
    expect(e.entries.map((x) => [x.date, x.workedMinutes, x.flags])).toEqual([
      ["2026-12-07", 438, ["LATE"]],
      ["2026-12-08", 330, ["LEFT_EARLY", "MISSED_BREAK", "OVERTIME"]],
    ]);
    expect(e.scheduledMinutes).toBe(14 * 60);
    expect(e.workedMinutes).toBe(768);
    expect(e.overtimeMinutes).toBe(768 - 600);
    expect(e.pending).toBe(2);
    const e2 = person(t, "EMPLOYEE2");
    expect(e2.entries[0]?.flags).toEqual(["UNSCHEDULED", "MISSED_CLOCK_OUT"]);
    expect(e2.open).toBe(1);
  });

  it("another organization's store is 404; bad queries are 400", async () => {
    expect((await ctx.call("MANAGER", "GET", sheetUrl(otherStoreId))).statusCode).toBe(404);
    expectBadRequest(
      await ctx.call("MANAGER", "GET", `/api/timesheets?storeId=${storeId}&weekStart=2026-12-08`),
    );
    expectBadRequest(await ctx.call("MANAGER", "GET", `/api/timesheets?storeId=x&weekStart=${WEEK}`));
  });

  it("reading is for managers and ACCOUNTING; the rest get 403", async () => {
    for (const role of rolesWith("viewTimesheets"))
      expect((await ctx.call(role, "GET", sheetUrl())).statusCode, role).toBe(200);
    for (const role of rolesWithout("viewTimesheets")) {
      expect((await ctx.call(role, "GET", sheetUrl())).statusCode, role).toBe(403);
      expect(
        (await ctx.call(role, "GET", `/api/timesheets/export.csv?storeId=${storeId}&weekStart=${WEEK}`))
          .statusCode,
      ).toBe(403);
    }
    expect(rolesWith("viewTimesheets")).toContain("ACCOUNTING");
  });
});

describe("a manager's edits", () => {
  it("ACCOUNTING and employees cannot edit, add or approve (403), nothing changed", async () => {
    for (const role of rolesWithout("editTimesheets")) {
      const patch = await ctx.call(role, "PATCH", `/api/time-entries/${entry.mon}`, {
        clockIn: at("2026-12-07", "09:00"),
        reason: "Clock was wrong",
      });
      expect(patch.statusCode, role).toBe(403);
      const approve = await ctx.call(role, "POST", "/api/timesheets/approve", { storeId, weekStart: WEEK });
      expect(approve.statusCode, role).toBe(403);
    }
    expect(rolesWithout("editTimesheets")).toContain("ACCOUNTING");
    expect((await entryRow(entry.mon))?.clockIn.toISOString()).toBe(
      new Date(at("2026-12-07", "09:12")).toISOString(),
    );
  });

  it("bad edits are clear 4xx and change nothing", async () => {
    const url = `/api/time-entries/${entry.mon}`;
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", url, { clockIn: at("2026-12-07", "09:00") }),
      "reason",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", url, { clockIn: at("2026-12-07", "09:00"), reason: "  " }),
      "reason",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", url, { clockOut: at("2026-12-07", "08:00"), reason: "typo" }),
      "clockOut",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", url, {
        breaks: [{ start: at("2026-12-07", "18:00"), end: at("2026-12-07", "18:30") }],
        reason: "typo",
      }),
      "breaks.0",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", url, { clockIn: "yesterday", reason: "typo" }),
      "clockIn",
    );
    // Tuesday's entry stretched back into Monday's of the same person: an overlap.
    const overlap = await ctx.call("MANAGER", "PATCH", `/api/time-entries/${entry.tue}`, {
      clockIn: at("2026-12-07", "16:00"),
      reason: "typo",
    });
    expect(overlap.statusCode).toBe(409);
    const bOrgEntry = await ctx.db
      .insert(timeEntries)
      .values({
        tenantId: ctx.b.id,
        userId: ctx.b.users.EMPLOYEE,
        storeId: otherStoreId,
        clockIn: new Date(at("2026-12-07", "09:00")),
        clockOut: new Date(at("2026-12-07", "10:00")),
        status: "PENDING",
      })
      .returning();
    const foreign = await ctx.call("MANAGER", "PATCH", `/api/time-entries/${bOrgEntry[0]?.id}`, {
      clockIn: at("2026-12-07", "08:00"),
      reason: "not mine",
    });
    expect(foreign.statusCode).toBe(404);
    expect((await entryRow(entry.mon))?.clockOut?.toISOString()).toBe(
      new Date(at("2026-12-07", "17:00")).toISOString(),
    );
    expect(await ctx.db.select().from(timeEntryEdits).where(eq(timeEntryEdits.entryId, entry.mon))).toEqual(
      [],
    );
  });

  it("a missed clock-out blocks approval until it is fixed with a reason, kept in the history", async () => {
    const blocked = await ctx.call("MANAGER", "POST", "/api/timesheets/approve", {
      storeId,
      weekStart: WEEK,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ message: string }>().message).toMatch(/missed clock-out/);
    expect((await entryRow(entry.mon))?.status).toBe("PENDING");

    const fixed = await ctx.call("MANAGER", "PATCH", `/api/time-entries/${entry.open}`, {
      clockOut: at("2026-12-09", "16:00"),
      reason: "Forgot to clock out; closed the kitchen at 4",
    });
    expect(fixed.statusCode).toBe(200);
    const body = fixed.json<TimeEntry>();
    expect(body.status).toBe("PENDING");
    expect(body.workedMinutes).toBe(360);
    expect(body.edits.map((e) => [e.field, e.before, e.after, e.reason])).toEqual([
      [
        "clockOut",
        null,
        new Date(at("2026-12-09", "16:00")).toISOString(),
        "Forgot to clock out; closed the kitchen at 4",
      ],
      ["status", "OPEN", "PENDING", "Forgot to clock out; closed the kitchen at 4"],
    ]);
    expect(body.edits[0]?.byName).toBeTruthy();
  });

  it("approves one person, then the week; an edit after approval returns the entry to PENDING", async () => {
    const one = await ctx.call("MANAGER", "POST", "/api/timesheets/approve", {
      storeId,
      weekStart: WEEK,
      userId: ctx.a.users.EMPLOYEE,
    });
    expect(one.json()).toEqual({ approved: 2 });
    expect((await entryRow(entry.open))?.status).toBe("PENDING");
    const week = await ctx.call("GM", "POST", "/api/timesheets/approve", { storeId, weekStart: WEEK });
    expect(week.json()).toEqual({ approved: 1 });
    const t = await sheet();
    expect(person(t, "EMPLOYEE").approvedMinutes).toBe(768);
    expect((await entryRow(entry.mon))?.approvedBy).toBe(ctx.a.users.MANAGER);

    const edited = await ctx.call("MANAGER", "PATCH", `/api/time-entries/${entry.mon}`, {
      clockIn: at("2026-12-07", "09:00"),
      reason: "Was on time: the kiosk was down",
    });
    expect(edited.json<TimeEntry>().status).toBe("PENDING");
    expect(edited.json<TimeEntry>().flags).toEqual([]);
    expect((await entryRow(entry.mon))?.approvedBy).toBeNull();
    await ctx.call("MANAGER", "POST", "/api/timesheets/approve", { storeId, weekStart: WEEK });
  });

  it("adds a missed entry with a reason; refuses another organization's person or store and overlaps", async () => {
    const base = {
      userId: ctx.a.users.TRAINER,
      storeId,
      positionId: grill,
      clockIn: at("2026-12-10", "08:00"),
      clockOut: at("2026-12-10", "12:00"),
      breaks: [],
      reason: "Worked the brunch prep, no kiosk",
    };
    const res = await ctx.call("MANAGER", "POST", "/api/time-entries", base);
    expect(res.statusCode).toBe(201);
    const created = res.json<TimeEntry>();
    expect(created).toMatchObject({
      status: "PENDING",
      source: "MANAGER",
      workedMinutes: 240,
      flags: ["UNSCHEDULED"],
    });
    expect(created.edits.map((e) => [e.field, e.reason])).toEqual([["created", base.reason]]);
    expect((await ctx.call("MANAGER", "POST", "/api/time-entries", base)).statusCode).toBe(409);
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/time-entries", { ...base, reason: undefined }),
      "reason",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/time-entries", { ...base, userId: ctx.b.users.EMPLOYEE }),
      "userId",
    );
    expect(
      (
        await ctx.call("MANAGER", "POST", "/api/time-entries", {
          ...base,
          storeId: otherStoreId,
          clockIn: at("2026-12-11", "08:00"),
          clockOut: at("2026-12-11", "09:00"),
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.call("ACCOUNTING", "POST", "/api/time-entries", base)).statusCode).toBe(403);
  });

  it("tells the managers once per store and week how many entries wait, updating the count", async () => {
    const mine = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, ctx.a.users.MANAGER), eq(notifications.kind, "TIMESHEET_WAITING")),
        );
    const first = await mine();
    expect(first.map((n) => n.message)).toEqual([
      "1 entry needs approval at Timesheet Diner (week of 2026-12-07)",
    ]);
    // Two more at once, as from two instances: still one notification, with the new count.
    await Promise.all(
      ["2026-12-12", "2026-12-13"].map((date) =>
        ctx.call("OWNER", "POST", "/api/time-entries", {
          userId: ctx.a.users.TRAINER,
          storeId,
          clockIn: at(date, "08:00"),
          clockOut: at(date, "09:00"),
          reason: "Inventory count",
        }),
      ),
    );
    const after = await mine();
    expect(after.map((n) => n.message)).toEqual([
      "3 entries need approval at Timesheet Diner (week of 2026-12-07)",
    ]);
    expect(after[0]?.link).toBe(`/timesheets?store=${storeId}&week=${WEEK}`);
  });
});

describe("payroll export", () => {
  it("holds approved hours only, split at the profile's threshold, parsed back", async () => {
    const res = await ctx.call(
      "ACCOUNTING",
      "GET",
      `/api/timesheets/export.csv?storeId=${storeId}&weekStart=${WEEK}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/timesheet-diner-2026-12-07-approved-hours\.csv/);
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([
      "Employee",
      "From",
      "To",
      "Regular Hours",
      "Overtime Hours",
      "Wage (USD/h)",
      "Pay (USD)",
    ]);
    const byName = new Map(rows.slice(1).map((r) => [r[0], r]));
    // EMPLOYEE: Mon 09:00-17:00 less 30 min = 7.5 h, Tue 5.5 h → 10 h regular, 3 h overtime: 200 + 3 × 30 = 290.
    const employee = rows.slice(1).find((r) => r[5] === "20.00");
    expect(employee?.slice(1)).toEqual(["2026-12-07", "2026-12-13", "10.00", "3.00", "20.00", "290.00"]);
    const employee2 = rows.slice(1).find((r) => r[5] === "15.00");
    expect(employee2?.slice(3)).toEqual(["6.00", "0.00", "15.00", "90.00"]);
    // The trainer's entries are pending: not in the file.
    expect(rows.length).toBe(3);
    expect(byName.size).toBe(2);
  });
});

describe("scheduled vs actual in the figures", () => {
  it("counts approved entries only as actual, on the Dashboard and in Reports", async () => {
    const query = `storeId=${storeId}&weekStart=${WEEK}`;
    const dashboard = await ctx.call("MANAGER", "GET", `/api/figures/dashboard?${query}`);
    // 290 (EMPLOYEE, 3 h overtime) + 6 h × 15 (EMPLOYEE2); the trainer's pending entries are not actual.
    expect(dashboard.json<DashboardFigures>().actualCost).toMatchObject({
      value: 380,
      hours: 19,
      reason: null,
    });
    const reports = (
      await ctx.call("ACCOUNTING", "GET", `/api/figures/reports?${query}`)
    ).json<ReportFigures>();
    expect(reports.labor.actualCost).toBe(380);
    const hours = new Map(reports.hours.rows.map((r) => [r.userId, r.approvedHours]));
    expect(hours.get(ctx.a.users.EMPLOYEE)).toBe(13);
    expect(hours.get(ctx.a.users.EMPLOYEE2)).toBe(6);
    expect(hours.get(ctx.a.users.TRAINER)).toBeUndefined();
    const nextWeek = await ctx.call(
      "MANAGER",
      "GET",
      `/api/figures/dashboard?storeId=${storeId}&weekStart=2026-12-14`,
    );
    expect(nextWeek.json<DashboardFigures>().actualCost).toMatchObject({
      value: null,
      reason: "No approved hours for this week yet",
    });
  });
});

describe("my entries", () => {
  it("a person sees only their own", async () => {
    const res = await ctx.call("EMPLOYEE", "GET", `/api/me/time-entries?weekStart=${WEEK}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json<TimeEntry[]>();
    expect(mine.map((e) => e.id)).toEqual([entry.mon, entry.tue]);
    expect(mine.every((e) => e.userId === ctx.a.users.EMPLOYEE)).toBe(true);
    expect((await ctx.call("EMPLOYEE", "GET", "/api/me/time-entries?weekStart=bad")).statusCode).toBe(400);
  });
});

describe("an entry's position", () => {
  const edit = (role: "MANAGER" | "ACCOUNTING", body: object) =>
    ctx.call(role, "PATCH", `/api/time-entries/${entry.tue}`, { reason: "Worked the bar", ...body });

  it("a manager moves an entry to another of the person's positions, kept in the history", async () => {
    const res = await edit("MANAGER", { positionId: bar });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TimeEntry>();
    expect(body.positionId).toBe(bar);
    expect(
      body.edits.filter((e) => e.field === "positionId").map((e) => [e.before, e.after, e.reason]),
    ).toEqual([[String(grill), String(bar), "Worked the bar"]]);
    const t = await sheet();
    expect(person(t, "EMPLOYEE").positionIds.sort()).toEqual([grill, bar].sort());
    expect(person(t, "EMPLOYEE").entries.find((e) => e.id === entry.tue)?.positionId).toBe(bar);
  });

  it("refuses a position that is not the person's or not the organization's, and ACCOUNTING; nothing changes", async () => {
    const [other] = await ctx.db
      .insert(positions)
      .values({ tenantId: ctx.a.id, name: "Dish", sortOrder: 3 })
      .returning();
    const [foreign] = await ctx.db
      .insert(positions)
      .values({ tenantId: ctx.b.id, name: "Their bar", sortOrder: 1 })
      .returning();
    expectBadRequest(await edit("MANAGER", { positionId: other?.id }), "positionId");
    expectBadRequest(await edit("MANAGER", { positionId: foreign?.id }), "positionId");
    expectBadRequest(await edit("MANAGER", { positionId: "bar" }), "positionId");
    expect((await edit("ACCOUNTING", { positionId: grill })).statusCode).toBe(403);
    expect((await entryRow(entry.tue))?.positionId).toBe(bar);

    // Adding an entry: the same rule for the person it is for.
    const add = {
      userId: ctx.a.users.TRAINER,
      storeId,
      clockIn: at("2026-12-12", "22:00"),
      clockOut: at("2026-12-13", "02:30"),
      reason: "Covered the late bar, no kiosk there",
    };
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/time-entries", { ...add, positionId: bar }),
      "positionId",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/time-entries", { ...add, positionId: foreign?.id }),
      "positionId",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/time-entries", { ...add, clockOut: "late" }),
      "clockOut",
    );
    expect(
      (await ctx.call("ACCOUNTING", "POST", "/api/time-entries", { ...add, positionId: grill })).statusCode,
    ).toBe(403);
    // An overnight entry (ends after midnight) at the person's own position goes in.
    const ok = await ctx.call("MANAGER", "POST", "/api/time-entries", { ...add, positionId: grill });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<TimeEntry>()).toMatchObject({ positionId: grill, workedMinutes: 270, date: "2026-12-12" });
  });
});
