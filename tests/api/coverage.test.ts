import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PositionCoverage, Schedule, ScheduleWarning } from "../../src/domain/schemas/schedules";
import { formatTime, parseTime, timeSlots } from "../../src/domain/time";
import { eq, sql } from "drizzle-orm";
import { positions } from "../../src/server/db/schema/positions";
import { schedules } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";
import { setup, type TestContext } from "./helper";

/**
 * The schedule's coverage comes from the same review as its warnings, per position as the engine counts.
 *
 * Store "Gamma", week of Monday 2026-12-21, needs on Monday: one Server 09:00-13:00 and one Cook
 * 09:00-11:00. Shifts: EMPLOYEE and EMPLOYEE2 both serve 09:00-13:00, nobody cooks. All positions pooled,
 * 09:00-11:00 needs two and has two, so a pooled count says "0 short" there; per position the Cook is short
 * all eight slots of 09:00-11:00 (2 staff-hours) and the engine warns UNDERSTAFFED Cook 09:00-11:00.
 */
let ctx: TestContext;
const WEEK = "2026-12-21";
let storeId: number;
let server: number;
let cook: number;
let scheduleId: number;

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const [store] = await ctx.db.insert(stores).values({ tenantId, name: "Gamma" }).returning();
  storeId = store?.id ?? 0;
  const rows = await ctx.db
    .insert(positions)
    .values([
      { tenantId, name: "Server", sortOrder: 1 },
      { tenantId, name: "Cook", sortOrder: 2 },
    ])
    .returning();
  server = rows[0]?.id ?? 0;
  cook = rows[1]?.id ?? 0;
  for (const role of ["EMPLOYEE", "EMPLOYEE2"] as const) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
      storeIds: [storeId],
      positionIds: [server, cook],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const need = (positionId: number, from: string, last: string) =>
    timeSlots(from, last).map((timeSlot) => ({
      tenantId,
      storeId,
      positionId,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    }));
  await ctx.db
    .insert(staffingTemplates)
    .values([...need(server, "09:00", "12:45"), ...need(cook, "09:00", "10:45")]);
  const created = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: WEEK });
  expect(created.statusCode, created.body).toBe(201);
  scheduleId = (created.json() as Schedule).id;
  for (const role of ["EMPLOYEE", "EMPLOYEE2"] as const) {
    const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
      positionId: server,
      userId: ctx.a.users[role],
      date: WEEK,
      startTime: "09:00",
      endTime: "13:00",
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(() => ctx.close());

const read = async (role: "MANAGER" | "EMPLOYEE" = "MANAGER"): Promise<Schedule> => {
  const res = await ctx.call(role, "GET", `/api/schedules?storeId=${storeId}&weekStart=${WEEK}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Schedule;
};

/** Every short slot as "positionId date HH:MM", read from the coverage alone. */
function shortSlots(coverage: readonly PositionCoverage[]): string[] {
  return coverage.flatMap((c) =>
    c.required.flatMap((required, i) =>
      (c.scheduled[i] ?? 0) < required
        ? [`${c.positionId} ${c.date} ${formatTime(parseTime(c.from) + 15 * i)}`]
        : [],
    ),
  );
}

/** Every slot the UNDERSTAFFED warnings cover, as "positionId date HH:MM". */
function understaffedSlots(warnings: readonly ScheduleWarning[]): string[] {
  return warnings
    .filter((w) => w.code === "UNDERSTAFFED")
    .flatMap((w) => {
      const slots: string[] = [];
      for (let t = parseTime(w.start ?? "00:00"); t < parseTime(w.end ?? "00:00"); t += 15) {
        slots.push(`${w.positionId} ${w.date} ${formatTime(t)}`);
      }
      return slots;
    });
}

describe("the schedule's coverage", () => {
  it("counts per position: the Cook is short while the pooled count is full", async () => {
    const schedule = await read();
    expect(schedule.coverage).toEqual([
      {
        positionId: server,
        date: WEEK,
        from: "09:00",
        required: Array(16).fill(1),
        scheduled: Array(16).fill(2),
      },
      {
        positionId: cook,
        date: WEEK,
        from: "09:00",
        required: Array(8).fill(1),
        scheduled: Array(8).fill(0),
      },
    ]);
  });

  it("agrees with the UNDERSTAFFED warnings slot for slot", async () => {
    const schedule = await read();
    const short = shortSlots(schedule.coverage ?? []);
    expect(short).toEqual(timeSlots("09:00", "10:45").map((t) => `${cook} ${WEEK} ${t}`));
    expect(understaffedSlots(schedule.warnings).sort()).toEqual([...short].sort());
  });

  it("follows every edit, still agreeing with the warnings", async () => {
    // EMPLOYEE2 moves to Cook 10:00-14:00: the Cook is then short 09:00-10:00 only, and EMPLOYEE alone
    // meets the Server need.
    const before = await read();
    const moved = before.shifts.find((s) => s.userId === ctx.a.users.EMPLOYEE2);
    const res = await ctx.call("MANAGER", "PATCH", `/api/shifts/${moved?.id ?? 0}`, {
      positionId: cook,
      startTime: "10:00",
      endTime: "14:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read();
    const short = shortSlots(after.coverage ?? []);
    expect(short).toEqual(timeSlots("09:00", "09:45").map((t) => `${cook} ${WEEK} ${t}`));
    expect(understaffedSlots(after.warnings).sort()).toEqual([...short].sort());
  });

  it("counts and stores it on reading a week last changed before coverage was stored", async () => {
    const stored = (await read()).coverage;
    expect(stored).not.toBeNull();
    // As migration 0007 left every existing week: no coverage, whatever its version.
    await ctx.db
      .update(schedules)
      .set({ coverage: null, version: sql`${schedules.version} + 1` })
      .where(eq(schedules.id, scheduleId));
    expect((await read()).coverage).toEqual(stored);
    const [row] = await ctx.db
      .select({ coverage: schedules.coverage })
      .from(schedules)
      .where(eq(schedules.id, scheduleId));
    expect(row?.coverage).toEqual(stored);
  });

  it("shows people without editSchedule the coverage as last published", async () => {
    expect((await ctx.call("EMPLOYEE", "GET", `/api/schedules/${scheduleId}`)).statusCode).toBe(404);
    const published = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const atPublish = (await read()).coverage;
    expect((await read("EMPLOYEE")).coverage).toEqual(atPublish);
    // An edit after publishing changes the working week's coverage, not what employees see.
    const serving = (await read()).shifts.find((s) => s.userId === ctx.a.users.EMPLOYEE);
    const removed = await ctx.call("MANAGER", "DELETE", `/api/shifts/${serving?.id ?? 0}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(shortSlots((await read()).coverage ?? [])).toContain(`${server} ${WEEK} 12:45`);
    expect((await read("EMPLOYEE")).coverage).toEqual(atPublish);
  });
});
