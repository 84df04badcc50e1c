import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeekNeed } from "../../src/domain/schemas/demand";
import type { PositionCoverage, Run, Schedule } from "../../src/domain/schemas/schedules";
import { addDays, businessMinute, DAYS_OF_WEEK, parseTime, timeSlots } from "../../src/domain/time";
import { staffingWeekNeeds, staffingWeeks } from "../../src/server/db/schema/demand";
import { positions } from "../../src/server/db/schema/positions";
import { replaceWeekNeeds } from "../../src/server/demand/week-needs-edit";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";
import {
  changeUnheard,
  eventually,
  expectBadRequest,
  rolesWith,
  rolesWithout,
  setup,
  type TestContext,
} from "./helper";

/**
 * A week's own needs (docs/api.md, Demand): read as a run reads them, a day edited by hand, back to the
 * templates, and what a run and a shift edit's review read. The store opens 10:00-20:00; its templates
 * ask for one cook 10:00-14:00 every day (and a 0 at 14:00, which no reader shows).
 */
let ctx: TestContext;
let storeId: number;
let cook: number;
const WEEK = "2027-02-01"; // a Monday
const needsUrl = (weekStart: string, store = storeId) => `/api/stores/${store}/needs?weekStart=${weekStart}`;
const dayUrl = (weekStart: string, date: string, store = storeId) =>
  `${needsUrl(weekStart, store)}&date=${date}`;

async function getNeeds(weekStart: string): Promise<WeekNeed[]> {
  const res = await ctx.call("MANAGER", "GET", needsUrl(weekStart));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WeekNeed[];
}

async function putDay(weekStart: string, date: string, body: unknown) {
  return ctx.call("MANAGER", "PUT", dayUrl(weekStart, date), body);
}

/** One need per slot from `from` up to (not including) `until`. */
const needs = (positionId: number, from: string, until: string, requiredHeadcount: number) =>
  timeSlots(from, until)
    .slice(0, -1)
    .map((timeSlot) => ({ positionId, timeSlot, requiredHeadcount }));

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const [store] = await ctx.db
    .insert(stores)
    .values({ tenantId, name: "Needs Bistro", openTime: "10:00", closeTime: "20:00" })
    .returning();
  const [position] = await ctx.db.insert(positions).values({ tenantId, name: "Cook" }).returning();
  storeId = store?.id ?? 0;
  cook = position?.id ?? 0;
  await ctx.db
    .insert(staffingTemplates)
    .values(
      DAYS_OF_WEEK.flatMap((dayOfWeek) => [
        ...needs(cook, "10:00", "14:00", 1).map((n) => ({ ...n, tenantId, storeId, dayOfWeek })),
        { tenantId, storeId, dayOfWeek, positionId: cook, timeSlot: "14:00", requiredHeadcount: 0 },
      ]),
    );
  for (const role of ["EMPLOYEE2", "TRAINER", "MANAGER"] as const) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
      positionIds: [cook],
      storeIds: [storeId],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(() => ctx.close());

describe("GET /api/stores/:id/needs", () => {
  it("without own needs: the templates on the week's dates, positive only, in order", async () => {
    const rows = await getNeeds(WEEK);
    expect(rows).toHaveLength(7 * 16);
    expect(rows.every((r) => r.source === "TEMPLATE" && r.requiredHeadcount === 1)).toBe(true);
    expect(rows[0]).toEqual({
      positionId: cook,
      date: WEEK,
      timeSlot: "10:00",
      requiredHeadcount: 1,
      source: "TEMPLATE",
    });
    expect(rows.at(-1)).toMatchObject({ date: addDays(WEEK, 6), timeSlot: "13:45" });
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
  });

  it("refuses a weekStart that is not a Monday, another organization's store and employees", async () => {
    expectBadRequest(await ctx.call("MANAGER", "GET", needsUrl(addDays(WEEK, 1))), "weekStart");
    expectBadRequest(await ctx.call("MANAGER", "GET", needsUrl("2027-02-30")), "weekStart");
    expect((await ctx.call("MANAGER", "GET", needsUrl(WEEK, ctx.b.fixtures.storeId))).statusCode).toBe(404);
    for (const role of rolesWithout("manageStaffing"))
      expect((await ctx.call(role, "GET", needsUrl(WEEK))).statusCode, role).toBe(403);
    for (const role of rolesWith("manageStaffing"))
      expect((await ctx.call(role, "GET", needsUrl(WEEK))).statusCode, role).toBe(200);
  });
});

describe("PUT and DELETE a week's own needs", () => {
  const wednesday = addDays(WEEK, 2);
  const friday = addDays(WEEK, 4);

  it("a first day edit copies the templates into the week (MANUAL), then replaces that day", async () => {
    // Prep from 09:30 (before the 10:00 open), two cooks for the dinner peak, a 0 that stores nothing.
    const body = [
      ...needs(cook, "17:00", "19:00", 2),
      ...needs(cook, "09:30", "12:00", 1),
      { positionId: cook, timeSlot: "15:00", requiredHeadcount: 0 },
    ];
    const res = await putDay(WEEK, wednesday, body);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json() as WeekNeed[];
    expect(day).toHaveLength(10 + 8);
    expect(day[0]).toEqual({
      positionId: cook,
      date: wednesday,
      timeSlot: "09:30",
      requiredHeadcount: 1,
      source: "WEEK",
    });
    expect(day.at(-1)).toMatchObject({ timeSlot: "18:45", requiredHeadcount: 2 });

    const rows = await getNeeds(WEEK);
    expect(rows.every((r) => r.source === "WEEK")).toBe(true);
    expect(rows.filter((r) => r.date === wednesday)).toEqual(day);
    // The other six days keep what the templates gave them.
    expect(rows.filter((r) => r.date !== wednesday)).toHaveLength(6 * 16);
    expect(rows.filter((r) => r.date === WEEK).map((r) => r.timeSlot)).toEqual(timeSlots("10:00", "13:45"));
    const [marker] = await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.storeId, storeId));
    expect(marker).toMatchObject({ weekStart: WEEK, source: "MANUAL", tenantId: ctx.a.id });
  });

  it("a second day edit keeps the first, and an empty day needs nobody", async () => {
    const res = await putDay(WEEK, friday, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    const rows = await getNeeds(WEEK);
    expect(rows.filter((r) => r.date === friday)).toEqual([]);
    expect(rows.filter((r) => r.date === wednesday)).toHaveLength(18);
    expect(rows).toHaveLength(5 * 16 + 18);
    // A template change no longer reaches this week; it does reach the next.
    await ctx.db
      .update(staffingTemplates)
      .set({ requiredHeadcount: 3 })
      .where(and(eq(staffingTemplates.storeId, storeId), eq(staffingTemplates.timeSlot, "10:00")));
    expect((await getNeeds(WEEK)).find((r) => r.date === WEEK)?.requiredHeadcount).toBe(1);
    const next = await getNeeds(addDays(WEEK, 7));
    expect(next[0]).toMatchObject({ timeSlot: "10:00", requiredHeadcount: 3, source: "TEMPLATE" });
    await ctx.db
      .update(staffingTemplates)
      .set({ requiredHeadcount: 1 })
      .where(and(eq(staffingTemplates.storeId, storeId), eq(staffingTemplates.timeSlot, "10:00")));
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const before = await getNeeds(WEEK);
    const one = (timeSlot: string, requiredHeadcount = 1, positionId = cook) => [
      { positionId, timeSlot, requiredHeadcount },
    ];
    expectBadRequest(await putDay(addDays(WEEK, 1), wednesday, one("11:00")), "weekStart");
    expectBadRequest(await putDay(WEEK, addDays(WEEK, 7), one("11:00")), "date");
    expectBadRequest(await putDay(WEEK, addDays(WEEK, -1), one("11:00")), "date");
    // The store's day widened by 4 h either side is 06:00-23:45; 05:45 is outside.
    const outside = await putDay(WEEK, wednesday, [...one("11:00"), ...one("05:45")]);
    expectBadRequest(outside, "1.timeSlot");
    expect((outside.json() as { message: string }).message).toContain("05:45");
    expect((await putDay(WEEK, wednesday, one("06:00"))).statusCode).toBe(200);
    expect((await putDay(WEEK, wednesday, one("23:45"))).statusCode).toBe(200);
    expectBadRequest(await putDay(WEEK, wednesday, one("11:10")), "0.timeSlot");
    expectBadRequest(await putDay(WEEK, wednesday, one("11:00", 100)), "0.requiredHeadcount");
    expectBadRequest(await putDay(WEEK, wednesday, one("11:00", -1)), "0.requiredHeadcount");
    expectBadRequest(await putDay(WEEK, wednesday, [...one("11:00"), ...one("11:00", 2)]), "1");
    expectBadRequest(await putDay(WEEK, wednesday, one("11:00", 1, 2_000_000)), "positionId");
    expectBadRequest(await putDay(WEEK, wednesday, one("11:00", 1, ctx.b.fixtures.positionId)), "positionId");
    expectBadRequest(await putDay(WEEK, wednesday, { positionId: cook }));
    const other = await ctx.call(
      "MANAGER",
      "PUT",
      dayUrl(WEEK, wednesday, ctx.b.fixtures.storeId),
      one("11:00"),
    );
    expect(other.statusCode).toBe(404);
    for (const role of rolesWithout("manageStaffing"))
      expect((await ctx.call(role, "PUT", dayUrl(WEEK, wednesday), one("11:00"))).statusCode, role).toBe(403);
    // Wednesday holds the last good edit (23:45); nothing else moved.
    const after = await getNeeds(WEEK);
    expect(after.filter((r) => r.date === wednesday).map((r) => r.timeSlot)).toEqual(["23:45"]);
    expect(after.filter((r) => r.date !== wednesday)).toEqual(before.filter((r) => r.date !== wednesday));
  });

  it("edits of two days of a fresh week at once both land, over one copy of the templates", async () => {
    const week = "2027-03-22";
    const [tue, thu] = [addDays(week, 1), addDays(week, 3)];
    const answers = await Promise.all([
      putDay(week, tue, needs(cook, "15:00", "16:00", 2)),
      putDay(week, thu, needs(cook, "16:00", "17:00", 3)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await getNeeds(week);
    expect(rows.filter((r) => r.date === tue).map((r) => r.requiredHeadcount)).toEqual([2, 2, 2, 2]);
    expect(rows.filter((r) => r.date === thu).map((r) => r.requiredHeadcount)).toEqual([3, 3, 3, 3]);
    expect(rows).toHaveLength(5 * 16 + 8);
    expect((await ctx.call("MANAGER", "DELETE", needsUrl(week))).statusCode).toBe(204);
  });

  it("a whole week written at once (as apply does) is what GET reads, marked FORECAST", async () => {
    const week = "2027-03-29";
    const rows = [0, 2].flatMap((d) =>
      needs(cook, "11:00", "12:00", d + 1).map((n) => ({ ...n, date: addDays(week, d) })),
    );
    await putDay(week, addDays(week, 5), needs(cook, "12:00", "13:00", 1));
    await replaceWeekNeeds(ctx.db, ctx.a.id, storeId, week, rows, "FORECAST");
    const read = await getNeeds(week);
    expect(read.map((r) => `${r.date} ${r.timeSlot} ${r.requiredHeadcount} ${r.source}`)).toEqual(
      rows.map((r) => `${r.date} ${r.timeSlot} ${r.requiredHeadcount} WEEK`),
    );
    const [marker] = await ctx.db
      .select()
      .from(staffingWeeks)
      .where(and(eq(staffingWeeks.storeId, storeId), eq(staffingWeeks.weekStart, week)));
    expect(marker?.source).toBe("FORECAST");
    // A day edited by hand afterwards keeps the week's source and the other days.
    expect((await putDay(week, week, [])).statusCode).toBe(200);
    expect((await getNeeds(week)).map((r) => r.date)).toEqual(rows.slice(4).map((r) => r.date));
    expect(
      (await ctx.db.select().from(staffingWeeks).where(eq(staffingWeeks.weekStart, week)))[0]?.source,
    ).toBe("FORECAST");
    expect((await ctx.call("MANAGER", "DELETE", needsUrl(week))).statusCode).toBe(204);
  });

  it("DELETE sends the week back to the templates (204, also when it had none)", async () => {
    for (const role of rolesWithout("manageStaffing"))
      expect((await ctx.call(role, "DELETE", needsUrl(WEEK))).statusCode, role).toBe(403);
    expectBadRequest(await ctx.call("MANAGER", "DELETE", needsUrl(addDays(WEEK, 2))), "weekStart");
    expect((await ctx.call("MANAGER", "DELETE", needsUrl(WEEK, ctx.b.fixtures.storeId))).statusCode).toBe(
      404,
    );
    expect((await ctx.call("MANAGER", "DELETE", needsUrl(WEEK))).statusCode).toBe(204);
    const rows = await getNeeds(WEEK);
    expect(rows).toHaveLength(7 * 16);
    expect(rows.every((r) => r.source === "TEMPLATE")).toBe(true);
    const left = await ctx.db.select().from(staffingWeekNeeds).where(eq(staffingWeekNeeds.storeId, storeId));
    expect(left).toEqual([]);
    expect((await ctx.call("MANAGER", "DELETE", needsUrl(WEEK))).statusCode).toBe(204);
  });
});

async function waitForRun(runId: number): Promise<Run> {
  for (let i = 0; i < 600; i++) {
    const run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`)).json() as Run;
    if (!["QUEUED", "RUNNING"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("run did not finish");
}

/** The required and scheduled people of a position at a date and slot, from a schedule's coverage. */
function coverageAt(coverage: PositionCoverage[] | null, date: string, time: string) {
  const entry = coverage?.find((c) => c.positionId === cook && c.date === date);
  if (!entry) return { required: 0, scheduled: 0 };
  const k = (parseTime(time) - parseTime(entry.from)) / 15;
  return { required: entry.required[k] ?? 0, scheduled: entry.scheduled[k] ?? 0 };
}

describe("a run reads the week's needs", () => {
  const RUN_WEEK = "2027-02-08";
  const thursday = addDays(RUN_WEEK, 3);
  const friday = addDays(RUN_WEEK, 4);

  it("places someone from 09:30 for a prep need before the 10:00 open, and nobody on a day without needs", async () => {
    expect((await putDay(RUN_WEEK, thursday, needs(cook, "09:30", "12:00", 1))).statusCode).toBe(200);
    expect((await putDay(RUN_WEEK, friday, [])).statusCode).toBe(200);
    const created = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: RUN_WEEK });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as Schedule;
    const start = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/runs`, {
      seed: 1,
      timeLimitSeconds: 5,
    });
    expect(start.statusCode, start.body).toBe(202);
    const run = await waitForRun((start.json() as Run).id);
    expect(run.status, run.error ?? "").toBe("SUCCEEDED");
    expect(run.metrics?.hardViolations).toBe(0);

    const week = (await ctx.call("MANAGER", "GET", `/api/schedules/${schedule.id}`)).json() as Schedule;
    const onThursday = week.shifts.filter((s) => s.date === thursday && s.userId !== null);
    expect(onThursday.some((s) => s.startTime === "09:30")).toBe(true);
    // The templates' Friday would need a cook 10:00-14:00; the week's Friday needs nobody.
    expect(week.shifts.filter((s) => s.date === friday)).toEqual([]);
    expect(
      week.shifts.filter((s) => s.date === addDays(RUN_WEEK, 1) && s.userId !== null).length,
    ).toBeGreaterThan(0);
    // The review counts the same needs: Thursday 09:30 is required and covered, 13:00 is not required.
    expect(coverageAt(week.coverage, thursday, "09:30")).toEqual({ required: 1, scheduled: 1 });
    expect(coverageAt(week.coverage, thursday, "13:00").required).toBe(0);
    expect(coverageAt(week.coverage, friday, "10:00").required).toBe(0);
    expect(coverageAt(week.coverage, addDays(RUN_WEEK, 1), "10:00").required).toBe(1);
    expect(week.metrics?.coveragePercent).toBe(100);
  }, 60_000);
});

describe("the kept week inputs", () => {
  const CACHE_WEEK = "2027-02-15";
  const tuesday = addDays(CACHE_WEEK, 1);
  let app: FastifyInstance;
  let scheduleId: number;

  const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: ctx.cookie("MANAGER") },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  /** A shift edit reviews the week with its kept inputs and stores the coverage it counted. */
  async function reviewedCoverage(startTime: string): Promise<PositionCoverage[] | null> {
    const added = await call("POST", `/api/schedules/${scheduleId}/shifts`, {
      positionId: cook,
      userId: null,
      date: tuesday,
      startTime,
      endTime: "20:00",
    });
    expect(added.statusCode, added.body).toBe(201);
    return ((await call("GET", `/api/schedules/${scheduleId}`)).json() as Schedule).coverage;
  }

  beforeAll(async () => {
    app = await ctx.buildApp({ cacheReads: true });
    const created = await call("POST", "/api/schedules", { storeId, weekStartDate: CACHE_WEEK });
    expect(created.statusCode, created.body).toBe(201);
    scheduleId = (created.json() as Schedule).id;
  });

  it("a week's needs written after the week was reviewed reach the next review (API and SQL)", async () => {
    expect(coverageAt(await reviewedCoverage("16:00"), tuesday, "18:00").required).toBe(0);
    // Through this instance: the write drops the kept inputs.
    expect(
      (await call("PUT", dayUrl(CACHE_WEEK, tuesday), needs(cook, "18:00", "19:00", 2))).statusCode,
    ).toBe(200);
    const afterPut = await reviewedCoverage("16:15");
    expect(coverageAt(afterPut, tuesday, "18:00").required).toBe(2);
    expect(coverageAt(afterPut, tuesday, "10:00").required).toBe(0);
    // Written as "apply" would, straight into the tables: the database's notification drops them.
    await ctx.db
      .update(staffingWeekNeeds)
      .set({ requiredHeadcount: 3 })
      .where(and(eq(staffingWeekNeeds.storeId, storeId), eq(staffingWeekNeeds.weekStart, CACHE_WEEK)));
    await eventually(async () => {
      expect(coverageAt(await reviewedCoverage("16:30"), tuesday, "18:00").required).toBe(3);
    });
    // The inputs are kept indeed: a change nobody hears of does not show in the next review.
    await changeUnheard(ctx.db, (tx) =>
      tx
        .update(staffingWeekNeeds)
        .set({ requiredHeadcount: 4 })
        .where(and(eq(staffingWeekNeeds.storeId, storeId), eq(staffingWeekNeeds.weekStart, CACHE_WEEK))),
    );
    expect(coverageAt(await reviewedCoverage("16:45"), tuesday, "18:00").required).toBe(3);
  });
});

describe("a bar open 17:00-02:00", () => {
  const BAR_WEEK = "2027-03-01";
  const friday = addDays(BAR_WEEK, 4);
  let bar: number;
  const barMinute = (time: string) => businessMinute(time, "17:00", "02:00");

  beforeAll(async () => {
    const [row] = await ctx.db
      .insert(stores)
      .values({ tenantId: ctx.a.id, name: "Needs Bar", openTime: "17:00", closeTime: "02:00" })
      .returning();
    bar = row?.id ?? 0;
    for (const role of ["EMPLOYEE2", "TRAINER", "MANAGER"] as const) {
      const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
        storeIds: [storeId, bar],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("keeps prep and close-down on the business day: in order, and a run staffs them", async () => {
    // Prep from 16:30, service 21:00-02:00, close-down until 02:30 (Saturday morning, Friday's business day).
    const body = [...needs(cook, "21:00", "23:45", 1), ...needs(cook, "00:00", "02:30", 1)];
    body.push({ positionId: cook, timeSlot: "23:45", requiredHeadcount: 1 });
    body.push(...needs(cook, "16:30", "17:00", 1));
    const put = await ctx.call("MANAGER", "PUT", dayUrl(BAR_WEEK, friday, bar), body);
    expect(put.statusCode, put.body).toBe(200);
    const slots = (put.json() as WeekNeed[]).map((r) => r.timeSlot);
    expect(slots[0]).toBe("16:30");
    expect(slots.at(-1)).toBe("02:15");
    expect(slots.map(barMinute)).toEqual([...slots.map(barMinute)].sort((a, b) => a - b));
    // Up to 4 h either side of 17:00-02:00 is 13:00 to 06:00; a morning slot is no part of the day.
    const morning = await ctx.call(
      "MANAGER",
      "PUT",
      dayUrl(BAR_WEEK, friday, bar),
      needs(cook, "09:45", "10:15", 1),
    );
    expectBadRequest(morning, "0.timeSlot");

    const created = await ctx.call("MANAGER", "POST", "/api/schedules", {
      storeId: bar,
      weekStartDate: BAR_WEEK,
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as Schedule;
    const start = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/runs`, {
      seed: 2,
      timeLimitSeconds: 5,
    });
    expect(start.statusCode, start.body).toBe(202);
    const run = await waitForRun((start.json() as Run).id);
    expect(run.status, run.error ?? "").toBe("SUCCEEDED");
    const week = (await ctx.call("MANAGER", "GET", `/api/schedules/${schedule.id}`)).json() as Schedule;
    const fridays = week.shifts.filter((s) => s.date === friday && s.userId !== null);
    expect(fridays.some((s) => s.startTime === "16:30")).toBe(true);
    expect(fridays.some((s) => s.endTime === "02:30")).toBe(true);
    const entry = week.coverage?.find((c) => c.positionId === cook && c.date === friday);
    const at = (time: string) => {
      const k = (barMinute(time) - barMinute(entry?.from ?? "00:00")) / 15;
      return { required: entry?.required[k], scheduled: entry?.scheduled[k] };
    };
    expect(at("16:30")).toEqual({ required: 1, scheduled: 1 });
    expect(at("02:15")).toEqual({ required: 1, scheduled: 1 });
    expect(week.metrics?.coveragePercent).toBe(100);
  }, 60_000);
});
