import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublishNotice, Run, Schedule, ScheduleChange, Shift } from "../../src/domain/schemas/schedules";
import { hasStarted } from "../../src/domain/started";
import { DAYS_OF_WEEK, timeSlots } from "../../src/domain/time";
import { scheduleRuns } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { expectBadRequest, rawJson, rolesWithout, setup, type TestContext } from "./helper";

// The real week (docs/api.md, Schedules): days already worked are kept, undo back to what was published,
// and a first publish is not a change. The app's clock is set by each test: "now" moves through a week.

const TZ = "America/New_York"; // the fixture store's time zone (the store default)
const WEEK = "2026-12-07"; // a Monday no other fixture uses
/** Wednesday of WEEK, 12:07 in New York (EST, UTC-5). */
const WEDNESDAY_NOON = new Date("2026-12-09T17:07:00Z");

let ctx: TestContext;
let now = new Date("2026-11-20T12:00:00Z");
let storeId: number;
let positionId: number;
let staff: number[];

beforeAll(async () => {
  ctx = await setup({ now: () => now });
  storeId = ctx.a.fixtures.storeId;
  positionId = ctx.a.fixtures.positionId;
  staff = [ctx.a.users.EMPLOYEE, ctx.a.users.EMPLOYEE2, ctx.a.users.TRAINER, ctx.a.users.MANAGER];
  for (const [i, userId] of staff.entries()) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${userId}`, {
      positionIds: [positionId],
      storeIds: [storeId],
      hourlyWage: 20 + i,
    });
    expect(res.statusCode).toBe(200);
  }
  await setDemand(2);
}, 120_000);
afterAll(() => ctx.close());

/** Demand every day 09:00-17:00, `headcount` people. */
async function setDemand(headcount: number) {
  await ctx.db.delete(staffingTemplates).where(eq(staffingTemplates.storeId, storeId));
  await ctx.db.insert(staffingTemplates).values(
    DAYS_OF_WEEK.flatMap((dayOfWeek) =>
      timeSlots("09:00", "16:45").map((timeSlot) => ({
        tenantId: ctx.a.id,
        storeId,
        positionId,
        dayOfWeek,
        timeSlot,
        requiredHeadcount: headcount,
      })),
    ),
  );
}

async function createWeek(weekStartDate: string): Promise<Schedule> {
  const res = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate });
  expect(res.statusCode).toBe(201);
  return res.json() as Schedule;
}

async function read(id: number): Promise<Schedule> {
  const res = await ctx.call("MANAGER", "GET", `/api/schedules/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Schedule;
}

async function runAndWait(id: number): Promise<Run> {
  const start = await ctx.call("MANAGER", "POST", `/api/schedules/${id}/runs`, { timeLimitSeconds: 10 });
  expect(start.statusCode).toBe(202);
  const runId = (start.json() as Run).id;
  for (let i = 0; i < 600; i++) {
    const run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`)).json() as Run;
    if (!["QUEUED", "RUNNING"].includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("run did not finish");
}

const started = (s: Pick<Shift, "date" | "startTime">) => hasStarted(s, TZ, now);
/** What a run or a discard must keep of a shift. */
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

describe("a run keeps the days already worked", () => {
  let week: Schedule;

  it("fills a week, then re-run on Wednesday noon keeps every started shift and adds none in the past", async () => {
    week = await createWeek(WEEK);
    now = new Date("2026-12-01T12:00:00Z"); // the week before: nothing has started
    expect((await runAndWait(week.id)).status).toBe("SUCCEEDED");
    const filled = await read(week.id);
    expect(filled.shifts.length).toBeGreaterThan(5);

    now = WEDNESDAY_NOON;
    // The past gets two shifts a run would drop if it could: a manual one that overstaffs Monday morning
    // and an open one on Tuesday.
    const extra = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      positionId,
      userId: staff[0],
      date: "2026-12-07",
      startTime: "06:00",
      endTime: "10:00",
      confirmPast: true,
    });
    expect(extra.statusCode).toBe(201);
    const open = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      positionId,
      userId: null,
      date: "2026-12-08",
      startTime: "10:00",
      endTime: "14:00",
      confirmPast: true,
    });
    expect(open.statusCode).toBe(201);
    // More people wanted every day: the engine would staff the past days too if it could.
    await setDemand(3);

    const before = await read(week.id);
    const past = before.shifts.filter(started);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(past.some((s) => s.date === "2026-12-09")).toBe(true); // Wednesday's morning has started

    const run = await runAndWait(week.id);
    expect(run.status).toBe("SUCCEEDED");
    const after = await read(week.id);
    expect(after.version).toBeGreaterThan(before.version);

    // Every started shift is still there, exactly (ids, people, times, breaks).
    const afterById = new Map(after.shifts.map((s) => [s.id, s]));
    for (const s of past)
      expect(afterById.get(s.id) && place(afterById.get(s.id) as Shift)).toEqual(place(s));
    // Nothing else starts in the past.
    const beforeIds = new Set(before.shifts.map((s) => s.id));
    const added = after.shifts.filter((s) => !beforeIds.has(s.id));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter(started)).toEqual([]);
    expect(after.shifts.filter(started).map(place).sort(byId)).toEqual(past.map(place).sort(byId));
    await setDemand(2);
  }, 120_000);

  it("a change made while the run went is never lost: the run fails and applies nothing", async () => {
    const before = await read(week.id);
    const start = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/runs`, {
      timeLimitSeconds: 10,
    });
    expect(start.statusCode).toBe(202);
    const future = before.shifts.find((s) => !started(s) && s.userId !== null) as Shift;
    const moved = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, { endTime: "16:00" });
    expect(moved.statusCode).toBe(200);
    const runId = (start.json() as Run).id;
    let run = start.json() as Run;
    for (let i = 0; i < 600 && ["QUEUED", "RUNNING"].includes(run.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await ctx.call("MANAGER", "GET", `/api/schedule-runs/${runId}`)).json() as Run;
    }
    // The edit either came first (the run read it) or the run found the week changed and failed.
    const after = await read(week.id);
    if (run.status === "FAILED") {
      expect(run.error).toMatch(/changed while the engine ran/);
      expect(after.shifts.find((s) => s.id === future.id)?.endTime).toBe("16:00");
    } else expect(run.status).toBe("SUCCEEDED");
    expect(after.shifts.filter(started).map(place).sort(byId)).toEqual(
      before.shifts.filter(started).map(place).sort(byId),
    );
  }, 120_000);
});

describe("confirmPast", () => {
  let week: Schedule;
  let past: Shift;
  let future: Shift;

  beforeAll(async () => {
    now = new Date("2026-12-01T12:00:00Z");
    week = await createWeek("2026-12-14");
    const add = async (date: string) => {
      const res = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
        positionId,
        userId: staff[1],
        date,
        startTime: "09:00",
        endTime: "15:00",
      });
      expect(res.statusCode).toBe(201);
      return res.json() as Shift;
    };
    past = await add("2026-12-14");
    future = await add("2026-12-18");
    now = new Date("2026-12-16T17:07:00Z"); // Wednesday 12:07 in New York
  });

  it("PATCH of a started shift: 409 without, 200 with confirmPast", async () => {
    const refused = await ctx.call("MANAGER", "PATCH", `/api/shifts/${past.id}`, { endTime: "14:00" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "This shift has already started" });
    expect((await read(week.id)).shifts.find((s) => s.id === past.id)?.endTime).toBe("15:00");
    const ok = await ctx.call("MANAGER", "PATCH", `/api/shifts/${past.id}`, {
      endTime: "14:00",
      confirmPast: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: past.id, endTime: "14:00" });
    expect(ok.json()).not.toHaveProperty("confirmPast");
  });

  it("PATCH moving a future shift into the past needs it too; on a future shift it is ignored", async () => {
    const into = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, { date: "2026-12-15" });
    expect(into.statusCode).toBe(409);
    const later = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, {
      startTime: "10:00",
      confirmPast: true,
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ date: "2026-12-18", startTime: "10:00" });
    const plain = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, { startTime: "09:00" });
    expect(plain.statusCode).toBe(200);
    // Today, before and after 12:07.
    const morning = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, {
      date: "2026-12-16",
      startTime: "12:00",
    });
    expect(morning.statusCode).toBe(409);
    const afternoon = await ctx.call("MANAGER", "PATCH", `/api/shifts/${future.id}`, {
      date: "2026-12-16",
      startTime: "12:15",
    });
    expect(afternoon.statusCode).toBe(200);
  });

  it("POST of a shift that starts in the past: 409 without, 201 with; future ones need nothing", async () => {
    const body = { positionId, userId: staff[2], date: "2026-12-15", startTime: "09:00", endTime: "13:00" };
    const refused = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "This shift has already started" });
    const ok = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      ...body,
      confirmPast: true,
    });
    expect(ok.statusCode).toBe(201);
    const later = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      ...body,
      date: "2026-12-19",
      confirmPast: true,
    });
    expect(later.statusCode).toBe(201);
    const plain = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      ...body,
      date: "2026-12-20",
    });
    expect(plain.statusCode).toBe(201);
  });

  it("DELETE of a started shift: 409 without, 204 with ?confirmPast=true; 400 for another value", async () => {
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${past.id}`)).statusCode).toBe(409);
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${past.id}?confirmPast=false`)).statusCode).toBe(
      409,
    );
    expectBadRequest(
      await ctx.call("MANAGER", "DELETE", `/api/shifts/${past.id}?confirmPast=yes`),
      "confirmPast",
    );
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${past.id}?confirmPast=true`)).statusCode).toBe(
      204,
    );
    expect((await read(week.id)).shifts.some((s) => s.id === past.id)).toBe(false);
    // A future shift is deleted as before; the flag is ignored.
    expect(
      (await ctx.call("MANAGER", "DELETE", `/api/shifts/${future.id}?confirmPast=true`)).statusCode,
    ).toBe(204);
  });

  it("confirmPast must be a boolean (400 naming it)", async () => {
    const shift = (await read(week.id)).shifts[0] as Shift;
    expectBadRequest(
      await ctx.call("MANAGER", "PATCH", `/api/shifts/${shift.id}`, { confirmPast: "yes" }),
      "confirmPast",
    );
    expectBadRequest(
      await rawJson(
        ctx,
        "MANAGER",
        "POST",
        `/api/schedules/${week.id}/shifts`,
        JSON.stringify({
          positionId,
          userId: null,
          date: "2026-12-19",
          startTime: "09:00",
          endTime: "13:00",
          confirmPast: 1,
        }),
      ),
      "confirmPast",
    );
  });
});

describe("discard: back to what was published", () => {
  let week: Schedule;

  beforeAll(async () => {
    now = new Date("2026-12-01T12:00:00Z");
    week = await createWeek("2026-12-21");
    for (const [i, date] of ["2026-12-21", "2026-12-22", "2026-12-23"].entries()) {
      const res = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
        positionId,
        userId: staff[i],
        date,
        startTime: "09:00",
        endTime: "17:00",
        isLocked: i === 0,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it("409 for a week never published", async () => {
    const res = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/discard`);
    expect(res.statusCode).toBe(409);
  });

  it("puts back exactly the published shifts, bumps the version, stays PUBLISHED, /changes empty", async () => {
    const published = (
      await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/publish`)
    ).json() as Schedule;
    const [first, second, third] = published.shifts as [Shift, Shift, Shift];
    // Changes of every kind: moved, reassigned, unlocked, deleted, added.
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/shifts/${first.id}`, { isLocked: false, startTime: "10:00" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/shifts/${second.id}`, { userId: staff[3] })).statusCode,
    ).toBe(200);
    expect((await ctx.call("MANAGER", "DELETE", `/api/shifts/${third.id}`)).statusCode).toBe(204);
    const added = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      positionId,
      userId: staff[2],
      date: "2026-12-25",
      startTime: "12:00",
      endTime: "18:00",
    });
    expect(added.statusCode).toBe(201);
    const changed = await read(week.id);
    expect(
      ((await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)).json() as ScheduleChange[])
        .length,
    ).toBe(4);

    const res = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/discard`);
    expect(res.statusCode).toBe(200);
    const discarded = res.json() as Schedule;
    expect(discarded.status).toBe("PUBLISHED");
    expect(discarded.version).toBeGreaterThan(changed.version);
    expect(discarded.publishedVersion).toBe(discarded.version);
    expect(discarded.shifts.map(place).sort(byId)).toEqual(published.shifts.map(place).sort(byId));
    expect(discarded.shifts.find((s) => s.id === first.id)?.isLocked).toBe(true);
    expect((await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)).json()).toEqual([]);
    // The review was recomputed for the restored week.
    expect(discarded.warnings).toEqual(published.warnings);
    expect(discarded.coverage).toEqual(published.coverage);
    // Employees see the same week as before.
    const seen = (await ctx.call("EMPLOYEE", "GET", `/api/schedules/${week.id}`)).json() as Schedule;
    expect(seen.shifts.map((s) => s.id).sort()).toEqual(published.shifts.map((s) => s.id).sort());
  });

  it("409 while the schedule is locked or a run is under way; If-Match behind is 409", async () => {
    const current = await read(week.id);
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/discard`)).statusCode).toBe(200); // nothing to discard is fine
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/schedules/${week.id}`, { isLocked: true })).statusCode,
    ).toBe(200);
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/discard`)).statusCode).toBe(409);
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/schedules/${week.id}`, { isLocked: false })).statusCode,
    ).toBe(200);

    const [queued] = await ctx.db
      .insert(scheduleRuns)
      .values({ tenantId: ctx.a.id, scheduleId: week.id, status: "RUNNING" })
      .returning({ id: scheduleRuns.id });
    const busy = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/discard`);
    expect(busy.statusCode).toBe(409);
    await ctx.db
      .update(scheduleRuns)
      .set({ status: "CANCELLED" })
      .where(eq(scheduleRuns.id, queued?.id ?? 0));

    const stale = await ctx.app.inject({
      method: "POST",
      url: `/api/schedules/${week.id}/discard`,
      headers: { cookie: ctx.cookie("MANAGER"), "if-match": String(current.version) },
    });
    expect(stale.statusCode).toBe(409);
  });

  it("another organization's schedule is 404; those who cannot edit schedules get 403", async () => {
    const other = await ctx.call(
      "MANAGER",
      "GET",
      `/api/schedules?storeId=${ctx.b.fixtures.storeId}&weekStart=2026-11-23`,
    );
    const otherId = (other.json() as Schedule | null)?.id;
    // Org B's fixture week, read as org A: not found either way.
    expect(otherId).toBeUndefined();
    const foreign = await ctx.app.inject({
      method: "GET",
      url: `/api/schedules?storeId=${ctx.b.fixtures.storeId}&weekStart=2026-11-23`,
      headers: { cookie: ctx.cookie("MANAGER", "b") },
    });
    const foreignId = (foreign.json() as Schedule).id;
    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${foreignId}/discard`)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "GET", `/api/schedules/${foreignId}/publish-notice`)).statusCode).toBe(
      404,
    );
    for (const role of rolesWithout("editSchedule")) {
      expect((await ctx.call(role, "POST", `/api/schedules/${week.id}/discard`)).statusCode).toBe(403);
      expect((await ctx.call(role, "GET", `/api/schedules/${week.id}/publish-notice`)).statusCode).toBe(403);
    }
    expect((await ctx.call(null, "POST", `/api/schedules/${week.id}/discard`)).statusCode).toBe(401);
  });
});

describe("first publish is not a change", () => {
  it("a late first publish is one notice for the week, no lateChange; after it, late changes are flagged", async () => {
    now = new Date("2026-12-23T17:00:00Z"); // Wednesday; the week of Dec 28 lies inside 14 days
    const week = await createWeek("2026-12-28");
    for (const date of ["2026-12-29", "2026-12-31"]) {
      const res = await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
        positionId,
        userId: staff[0],
        date,
        startTime: "09:00",
        endTime: "17:00",
      });
      expect(res.statusCode).toBe(201);
    }
    const changes = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)
    ).json() as ScheduleChange[];
    expect(changes.map((c) => c.kind)).toEqual(["ADDED", "ADDED"]);
    expect(changes.filter((c) => c.lateChange)).toEqual([]);
    const notice = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/publish-notice`)
    ).json() as PublishNotice;
    expect(notice).toEqual({
      firstPublish: true,
      lateFirstPublish: true,
      noticeDays: 14,
      firstShiftDate: "2026-12-29",
      fairWorkweekPack: "NONE",
      currency: "USD",
      premiumTotal: 0,
      premiumsPaidToDate: 0,
    });

    expect((await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/publish`)).statusCode).toBe(200);
    const after = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/publish-notice`)
    ).json() as PublishNotice;
    expect(after).toMatchObject({ firstPublish: false, lateFirstPublish: false });
    const shift = (await read(week.id)).shifts[0] as Shift;
    expect(
      (await ctx.call("MANAGER", "PATCH", `/api/shifts/${shift.id}`, { endTime: "16:00" })).statusCode,
    ).toBe(200);
    const late = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/changes`)
    ).json() as ScheduleChange[];
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ kind: "CHANGED", lateChange: true });
  });

  it("a first publish in good time has no notice", async () => {
    now = new Date("2026-12-01T12:00:00Z");
    const week = await createWeek("2027-02-01");
    await ctx.call("MANAGER", "POST", `/api/schedules/${week.id}/shifts`, {
      positionId,
      userId: staff[0],
      date: "2027-02-02",
      startTime: "09:00",
      endTime: "17:00",
    });
    const notice = (
      await ctx.call("MANAGER", "GET", `/api/schedules/${week.id}/publish-notice`)
    ).json() as PublishNotice;
    expect(notice).toEqual({
      firstPublish: true,
      lateFirstPublish: false,
      noticeDays: 14,
      firstShiftDate: "2027-02-02",
      fairWorkweekPack: "NONE",
      currency: "USD",
      premiumTotal: 0,
      premiumsPaidToDate: 0,
    });
    const empty = await createWeek("2027-02-08");
    expect(
      (await ctx.call("MANAGER", "GET", `/api/schedules/${empty.id}/publish-notice`)).json(),
    ).toMatchObject({
      lateFirstPublish: false,
      firstShiftDate: null,
    });
  });
});
