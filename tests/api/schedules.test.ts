import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Candidate,
  Run,
  Schedule,
  ScheduleChange,
  Shift,
  WeekStaff,
} from "../../src/domain/schemas/schedules";
import { addDays, DAYS_OF_WEEK, timeSlots } from "../../src/domain/time";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { timeOffRequests } from "../../src/server/db/schema/requests";
import { expectBadRequest, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

let ctx: TestContext;
const WEEK = "2026-11-30"; // a Monday with no fixture schedule
let storeId: number;
let positionId: number;
let staff: number[];

beforeAll(async () => {
  ctx = await setup();
  storeId = ctx.a.fixtures.storeId;
  positionId = ctx.a.fixtures.positionId;
  // The fixture store's people: every plain employee, trainer and the manager hold the fixture position.
  staff = [ctx.a.users.EMPLOYEE, ctx.a.users.EMPLOYEE2, ctx.a.users.TRAINER, ctx.a.users.MANAGER];
  for (const [i, userId] of staff.entries()) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${userId}`, {
      positionIds: [positionId],
      storeIds: [storeId],
      hourlyWage: 20 + i,
    });
    expect(res.statusCode).toBe(200);
  }
  // Demand every day 09:00-17:00: two people.
  await ctx.db
    .insert(staffingTemplates)
    .values(
      DAYS_OF_WEEK.flatMap((dayOfWeek) =>
        timeSlots("09:00", "16:45").map((timeSlot) => ({
          tenantId: ctx.a.id,
          storeId,
          positionId,
          dayOfWeek,
          timeSlot,
          requiredHeadcount: 2,
        })),
      ),
    )
    .onConflictDoNothing();
}, 120_000);
afterAll(() => ctx.close());

async function createWeek(weekStartDate: string, body: object = {}): Promise<Schedule> {
  const res = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as Schedule;
}

async function waitForRun(runId: number): Promise<Run> {
  for (let i = 0; i < 300; i++) {
    const res = await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`);
    const run = res.json() as Run;
    if (!["QUEUED", "RUNNING"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("run did not finish");
}

describe("scheduling data on employees and stores", () => {
  it("lists positionIds, storeIds and hourlyWage", async () => {
    const res = await ctx.call("MANAGER", "GET", "/api/employees");
    const me = (
      res.json() as { userId: number; positionIds: number[]; storeIds: number[]; hourlyWage: number }[]
    ).find((e) => e.userId === ctx.a.users.EMPLOYEE);
    expect(me).toMatchObject({ positionIds: [positionId], storeIds: [storeId], hourlyWage: 20 });
  });

  it("refuses another organization's position or store with 400 on that field", async () => {
    const url = `/api/employees/${ctx.a.users.EMPLOYEE}`;
    expectBadRequest(
      await ctx.call("OWNER", "PATCH", url, { positionIds: [ctx.b.fixtures.positionId] }),
      "positionIds",
    );
    expectBadRequest(
      await ctx.call("OWNER", "PATCH", url, { storeIds: [ctx.b.fixtures.storeId] }),
      "storeIds",
    );
    expectBadRequest(await ctx.call("OWNER", "PATCH", url, { hourlyWage: 12.345 }), "hourlyWage");
  });

  it("stores take a profile of the organization; profiles an advance notice", async () => {
    const ok = await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}`, {
      constraintProfileId: ctx.a.fixtures.profileId,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ constraintProfileId: ctx.a.fixtures.profileId });
    const other = await ctx.call("MANAGER", "PATCH", `/api/stores/${storeId}`, {
      constraintProfileId: ctx.b.fixtures.profileId,
    });
    expectBadRequest(other, "constraintProfileId");
    const profile = await ctx.call("MANAGER", "PATCH", `/api/constraints/${ctx.a.fixtures.profileId}`, {
      advanceNoticeDays: 61,
    });
    expectBadRequest(profile, "advanceNoticeDays");
  });
});

describe("schedules", () => {
  it("creates a draft week once; 400 off Monday; 409 for a duplicate; 403 without editSchedule", async () => {
    const week = await createWeek("2027-01-04");
    expect(week).toMatchObject({ storeId, status: "DRAFT", isLocked: false, shifts: [], activeRun: null });
    const again = await ctx.call("MANAGER", "POST", "/api/schedules", {
      storeId,
      weekStartDate: "2027-01-04",
    });
    expect(again.statusCode).toBe(409);
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: "2027-01-05" }),
      "weekStartDate",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: "2027-13-45" }),
      "weekStartDate",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", "/api/schedules", {
        storeId: ctx.b.fixtures.storeId,
        weekStartDate: "2027-01-11",
      }),
      "storeId",
    );
    for (const role of rolesWithout("editSchedule")) {
      const res = await ctx.call(role, "POST", "/api/schedules", { storeId, weekStartDate: "2027-01-18" });
      expect(res.statusCode).toBe(403);
    }
  });

  it("hides drafts from those who cannot edit schedules; another organization's is 404", async () => {
    const week = await createWeek("2027-01-11");
    const query = `/api/schedules?storeId=${storeId}&weekStart=2027-01-11`;
    expect((await ctx.call("EMPLOYEE", "GET", query)).json()).toBeNull();
    expect((await ctx.call("MANAGER", "GET", query)).json()).toMatchObject({ id: week.id });
    expect((await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}`)).statusCode).toBe(404);
    const other = await ctx.app.inject({
      method: "GET",
      url: `/api/schedules/${week.id}`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
    });
    expect(other.statusCode).toBe(404);
    expectBadRequest(
      await ctx.call("MANAGER", "GET", `/api/schedules?storeId=${storeId}&weekStart=2027-01-12`),
    );
  });
});

describe("shifts", () => {
  let schedule: Schedule;
  beforeAll(async () => {
    schedule = await createWeek("2027-02-01");
  });

  it("adds a shift with its meal break and the rules it breaks, and bumps the version", async () => {
    const res = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
      positionId,
      userId: ctx.a.users.EMPLOYEE,
      date: "2027-02-01",
      startTime: "09:00",
      endTime: "17:00",
    });
    expect(res.statusCode).toBe(201);
    const shift = res.json() as Shift;
    expect(shift).toMatchObject({ source: "MANUAL", isLocked: false, userId: ctx.a.users.EMPLOYEE });
    expect(shift.breaks.filter((b) => b.kind === "MEAL")).toHaveLength(1);
    // Someone without the position: saved, with NOT_QUALIFIED and NOT_AT_STORE in its violations.
    const owner = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
      positionId,
      userId: ctx.a.users.OWNER,
      date: "2027-02-02",
      startTime: "09:00",
      endTime: "13:00",
    });
    expect(owner.statusCode).toBe(201);
    expect((owner.json() as Shift).violations.map((v) => v.code)).toContain("NOT_AT_STORE");
    const after = (await ctx.call("MANAGER", "GET", `/api/schedules/${schedule.id}`)).json() as Schedule;
    expect(after.version).toBeGreaterThan(schedule.version + 1);
    expect(after.warnings.some((w) => w.code === "UNDERSTAFFED")).toBe(true);
  });

  it("refuses bad shifts with 400 naming the field", async () => {
    const url = `/api/schedules/${schedule.id}/shifts`;
    const base = {
      positionId,
      userId: ctx.a.users.EMPLOYEE,
      date: "2027-02-03",
      startTime: "09:00",
      endTime: "17:00",
    };
    expectBadRequest(await ctx.call("MANAGER", "POST", url, { ...base, date: "2027-02-08" }), "date");
    expectBadRequest(await ctx.call("MANAGER", "POST", url, { ...base, endTime: "08:00" }), "endTime");
    expectBadRequest(await ctx.call("MANAGER", "POST", url, { ...base, startTime: "09:10" }), "startTime");
    expectBadRequest(
      await ctx.call("MANAGER", "POST", url, { ...base, positionId: ctx.b.fixtures.positionId }),
      "positionId",
    );
    expectBadRequest(
      await ctx.call("MANAGER", "POST", url, { ...base, userId: ctx.b.users.EMPLOYEE }),
      "userId",
    );
    expectBadRequest(await ctx.call("MANAGER", "POST", url, { ...base, startTime: "25:99" }), "startTime");
    expect((await ctx.call("EMPLOYEE", "POST", url, base)).statusCode).toBe(403);
  });

  it("edits, opens and deletes a shift; another organization's shift is 404", async () => {
    const created = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
        positionId,
        userId: ctx.a.users.EMPLOYEE2,
        date: "2027-02-04",
        startTime: "10:00",
        endTime: "14:00",
      })
    ).json() as Shift;
    const moved = await ctx.call("MANAGER", "PATCH", `/api/shifts/${created.id}`, { endTime: "16:00" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: "10:00", endTime: "16:00" });
    expect((moved.json() as Shift).breaks.some((b) => b.kind === "MEAL")).toBe(true);
    const opened = await ctx.call("MANAGER", "PATCH", `/api/shifts/${created.id}`, { userId: null });
    expect(opened.json()).toMatchObject({ userId: null });
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/shifts/${created.id}`, { startTime: "17:00" }),
      "endTime",
    );
    const foreign = await ctx.app.inject({
      method: "PATCH",
      url: `/api/shifts/${created.id}`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
      payload: { userId: null },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${created.id}`)).statusCode).toBe(204);
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses an edit made on an older version (If-Match) with 409 and answers the new version", async () => {
    const current = (await ctx.call("MANAGER", "GET", `/api/schedules/${schedule.id}`)).json() as Schedule;
    const add = (version: number) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/schedules/${schedule.id}/shifts`,
        headers: { cookie: ctx.cookie("MANAGER"), "if-match": String(version) },
        payload: { positionId, userId: null, date: "2027-02-06", startTime: "09:00", endTime: "13:00" },
      });
    const ok = await add(current.version);
    expect(ok.statusCode).toBe(201);
    expect(Number(ok.headers["x-schedule-version"])).toBe(current.version + 1);
    const stale = await add(current.version);
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toMatch(/changed this week/);
  });

  it("lists candidates of the store holding the position, eligible first", async () => {
    const res = await ctx.call(
      "MANAGER",
      "GET",
      `/api/schedules/${schedule.id}/candidates?positionId=${positionId}&date=2027-02-01&startTime=12:00&endTime=18:00`,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json() as Candidate[];
    expect(list.map((c) => c.userId).sort()).toEqual([...staff].sort());
    // EMPLOYEE already works 09:00-17:00 that day: a second shift breaks DOUBLE_SHIFT.
    const busy = list.find((c) => c.userId === ctx.a.users.EMPLOYEE);
    expect(busy?.eligible).toBe(false);
    expect(busy?.violations.map((v) => v.code)).toContain("DOUBLE_SHIFT");
    expect(list[0]?.eligible).toBe(true);
    expect(list.indexOf(busy as Candidate)).toBe(list.length - 1);
    expect(list[0]?.cost).toBeGreaterThan(0);
  });

  it("a locked schedule refuses shift changes and runs with 409", async () => {
    const locked = await ctx.call("MANAGER", "PATCH", `/api/schedules/${schedule.id}`, { isLocked: true });
    expect(locked.json()).toMatchObject({ isLocked: true });
    const add = await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/shifts`, {
      positionId,
      userId: null,
      date: "2027-02-05",
      startTime: "09:00",
      endTime: "13:00",
    });
    expect(add.statusCode).toBe(409);
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${schedule.id}/runs`, {})).statusCode).toBe(
      409,
    );
    await ctx.call("MANAGER", "PATCH", `/api/schedules/${schedule.id}`, { isLocked: false });
  });
});

describe("run → edit → lock → re-run → publish → employee → changes", () => {
  it("runs the engine on the queue, keeps locked shifts, publishes and lists changes", async () => {
    const week = await createWeek(WEEK);
    // A locked shift for EMPLOYEE2 on Wednesday that the run must keep.
    const locked = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
        positionId,
        userId: ctx.a.users.EMPLOYEE2,
        date: addDays(WEEK, 2),
        startTime: "11:00",
        endTime: "17:00",
        isLocked: true,
      })
    ).json() as Shift;

    const start = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, {
      seed: 3,
      timeLimitSeconds: 10,
    });
    expect(start.statusCode).toBe(202);
    const queued = start.json() as Run;
    expect(["QUEUED", "RUNNING"]).toContain(queued.status);
    const second = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, {});
    expect([409, 202]).toContain(second.statusCode); // 409 unless the first already finished
    const run = await waitForRun(queued.id);
    expect(run).toMatchObject({ status: "SUCCEEDED", progress: 1, error: null });
    expect(run.metrics?.hardViolations).toBe(0);
    expect((await ctx.call("MANAGER", "POST", `/api/schedule-runs/${queued.id}/cancel`)).statusCode).toBe(
      409,
    );

    const afterRun = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    const engineShifts = afterRun.shifts.filter((s) => s.source === "ENGINE");
    expect(engineShifts.length).toBeGreaterThan(5);
    expect(engineShifts.every((s) => s.explanation !== null || s.userId === null)).toBe(true);
    expect(afterRun.shifts.find((s) => s.id === locked.id)).toMatchObject({
      isLocked: true,
      startTime: "11:00",
    });
    expect(afterRun.metrics?.coveragePercent).toBeGreaterThan(50);
    expect(afterRun.activeRun).toBeNull();

    // Edit one engine shift by hand and lock it, then re-run: both locked shifts stay as they are.
    const target = engineShifts.find((s) => s.userId !== null && s.date !== addDays(WEEK, 2)) as Shift;
    const edited = await ctx.call("MANAGER", "PATCH", `/api/shifts/${target.id}`, { isLocked: true });
    expect(edited.json()).toMatchObject({ isLocked: true });
    const rerun = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, { seed: 4, timeLimitSeconds: 10 })
    ).json() as Run;
    expect((await waitForRun(rerun.id)).status).toBe("SUCCEEDED");
    const afterRerun = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    for (const kept of [locked, target]) {
      expect(afterRerun.shifts.find((s) => s.id === kept.id)).toMatchObject({
        userId: kept.userId,
        date: kept.date,
        startTime: kept.startTime,
        endTime: kept.endTime,
      });
    }

    // Publish: the employee now sees exactly this version.
    for (const role of rolesWithout("publishSchedule")) {
      expect((await ctx.call(role, "POST", `/api/schedules/${week.id}/publish`)).statusCode).toBe(403);
    }
    const published = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/publish`)
    ).json() as Schedule;
    expect(published).toMatchObject({ status: "PUBLISHED" });
    expect(published.publishedVersion).toBe(published.version);
    const seen = (await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    expect(seen.shifts.map((s) => s.id).sort()).toEqual(published.shifts.map((s) => s.id).sort());
    expect(seen.warnings).toEqual([]);
    expect(seen.metrics).toBeNull();
    expect(seen.shifts.every((s) => s.explanation === null)).toBe(true);
    expect((await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)).json()).toEqual([]);

    // An edit after publishing stays unpublished: the employee still sees the published shift.
    const moving = published.shifts.find((s) => s.userId !== null && !s.isLocked) as Shift;
    await ctx.call("MANAGER", "PATCH", `/api/shifts/${moving.id}`, { startTime: "10:00" });
    const stillSeen = (await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    expect(stillSeen.shifts.find((s) => s.id === moving.id)?.startTime).toBe(moving.startTime);
    const changes = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)
    ).json() as ScheduleChange[];
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: "CHANGED", shiftId: moving.id, after: { startTime: "10:00" } });
    expect(typeof changes[0]?.lateChange).toBe("boolean");
    const current = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    expect(current.version).toBeGreaterThan(current.publishedVersion ?? 0);

    // The CSV: a header and one row per shift, parsed by a CSV library; employees may export it too.
    const csv = await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const rows = parse(csv.body) as string[][];
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
    expect(rows).toHaveLength(published.shifts.length + 1);
    const managerCsv = parse(
      (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/export.csv`)).body,
    ) as string[][];
    expect(managerCsv.slice(1).some((r) => Number(r[8]) > 0)).toBe(true);
  }, 120_000);

  it("cancels a queued or running run and leaves the schedule untouched", async () => {
    const week = await createWeek("2027-03-01");
    const run = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, { timeLimitSeconds: 30 })
    ).json() as Run;
    const cancelled = await ctx.call("MANAGER", "POST", `/api/schedule-runs/${run.id}/cancel`);
    if (cancelled.statusCode === 200) {
      expect(cancelled.json()).toMatchObject({ status: "CANCELLED" });
      await new Promise((r) => setTimeout(r, 1500));
      const after = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
      expect(after.shifts).toEqual([]);
      expect((await ctx.call("MANAGER", "GET", `/api/schedule-runs/${run.id}`)).json()).toMatchObject({
        status: "CANCELLED",
      });
    } else {
      expect(cancelled.statusCode).toBe(409); // it had already finished
    }
    const foreign = await ctx.app.inject({
      method: "GET",
      url: `/api/schedule-runs/${run.id}`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
    });
    expect(foreign.statusCode).toBe(404);
  }, 60_000);

  it("copies last week forward, leaving out people no longer at the store", async () => {
    const source = await createWeek("2027-03-08");
    for (const userId of [ctx.a.users.EMPLOYEE, ctx.a.users.ADMIN]) {
      await ctx.call("MANAGER", "POST", `/api/schedules/${source.id}/shifts`, {
        positionId,
        userId,
        date: "2027-03-09",
        startTime: "09:00",
        endTime: "15:00",
      });
    }
    const copy = await createWeek("2027-03-15", { copyFrom: source.id });
    expect(copy.shifts.map((s) => [s.userId, s.date])).toEqual([[ctx.a.users.EMPLOYEE, "2027-03-16"]]);
    expect(copy.shifts[0]).toMatchObject({ source: "MANUAL", isLocked: false });
    const wrong = await ctx.call("MANAGER", "POST", "/api/schedules", {
      storeId: ctx.a.fixtures.storeId,
      weekStartDate: "2027-03-22",
      copyFrom: 999_999,
    });
    expectBadRequest(wrong, "copyFrom");
  });
});

describe("approved time off", () => {
  it("leaves the person's shifts in place with a TIME_OFF warning", async () => {
    const week = await createWeek("2027-04-05");
    const shift = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
        positionId,
        userId: ctx.a.users.EMPLOYEE,
        date: "2027-04-06",
        startTime: "09:00",
        endTime: "15:00",
      })
    ).json() as Shift;
    expect(shift.violations.map((v) => v.code)).not.toContain("TIME_OFF");
    // Filed directly: employees' own requests are the employee-side work (issue 14).
    const [request] = await ctx.db
      .insert(timeOffRequests)
      .values({
        tenantId: ctx.a.id,
        userId: ctx.a.users.EMPLOYEE,
        startDate: "2027-04-06",
        endDate: "2027-04-07",
      })
      .returning({ id: timeOffRequests.id });
    const id = request?.id;
    const approve = await ctx.call(
      rolesWith("approveRequests")[0] ?? "MANAGER",
      "PATCH",
      `/api/requests/timeoff/${id}`,
      {
        status: "approved",
      },
    );
    expect(approve.statusCode).toBe(200);
    const after = (await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    expect(after.shifts.find((s) => s.id === shift.id)?.violations.map((v) => v.code)).toContain("TIME_OFF");
  });
});

describe("the week's staff (grid shading)", () => {
  it("gives each person's time off and workable times per day, as the checker reads them", async () => {
    const week = await createWeek("2027-05-03");
    // TRAINER works Mondays 09:00-13:00 only; EMPLOYEE2 cannot work Wednesdays 12:00-14:00.
    for (const body of [
      { userId: ctx.a.users.TRAINER, dayOfWeek: "MONDAY", startTime: "09:00", endTime: "13:00" },
      {
        userId: ctx.a.users.EMPLOYEE2,
        dayOfWeek: "WEDNESDAY",
        startTime: "12:00",
        endTime: "14:00",
        isAvailable: false,
      },
    ]) {
      expect((await ctx.call("MANAGER", "POST", "/api/availability", body)).statusCode).toBe(201);
    }
    await ctx.db.insert(timeOffRequests).values({
      tenantId: ctx.a.id,
      userId: ctx.a.users.EMPLOYEE,
      startDate: "2027-05-06",
      endDate: "2027-05-07",
      status: "approved",
    });

    const res = await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/staff`);
    expect(res.statusCode).toBe(200);
    const staffList = res.json() as WeekStaff[];
    expect(staffList.map((s) => s.userId).sort()).toEqual([...staff].sort());
    const of = (userId: number) => staffList.find((s) => s.userId === userId)?.days ?? [];
    const allDay = [{ start: "00:00", end: "24:00" }];

    const trainer = of(ctx.a.users.TRAINER);
    expect(trainer.map((d) => d.available)).toEqual([
      [{ start: "09:00", end: "13:00" }],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    const employee2 = of(ctx.a.users.EMPLOYEE2);
    expect(employee2[2]?.available).toEqual([
      { start: "00:00", end: "12:00" },
      { start: "14:00", end: "24:00" },
    ]);
    expect(employee2[1]?.available).toEqual(allDay);
    const employee = of(ctx.a.users.EMPLOYEE);
    expect(employee.filter((d) => d.timeOff).map((d) => d.date)).toEqual(["2027-05-06", "2027-05-07"]);

    expect((await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}/staff`)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: "GET",
      url: `/api/schedules/${week.id}/staff`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
