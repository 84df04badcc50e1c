import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardFigures, ReportFigures } from "../../src/domain/schemas/figures";
import type { Candidate, Schedule } from "../../src/domain/schemas/schedules";
import { addDays } from "../../src/domain/time";
import { constraintProfiles } from "../../src/server/db/schema/constraint-profiles";
import { positions } from "../../src/server/db/schema/positions";
import { stores } from "../../src/server/db/schema/stores";
import { setup, type TestContext } from "./helper";

/**
 * One person who works at two stores, priced by hand in every output that shows labor cost.
 *
 * Week of Monday 2026-12-14. EMPLOYEE2 earns $20/h and works at both stores; TRAINER earns $15/h and
 * works at Beta only. Every shift of 8 h gets a 30-minute meal break (after 5 h), so it pays 7.5 h.
 *   Alpha (the other store): EMPLOYEE2 Mon-Thu 09:00-17:00 = 4 × 7.5 = 30 h.
 *   Beta (overtime threshold 40 h), priced here:
 *     Sat EMPLOYEE2 10:00-18:00 = 7.5 h; after 30 h elsewhere: 37.5 h, all regular → 7.5 × 20 = $150
 *     Sun EMPLOYEE2 10:00-18:00 = 7.5 h; 2.5 h up to 40 h, 5 h past it → 2.5 × 20 + 5 × 30 = $200
 *     Sat TRAINER   10:00-14:00 = 4 h → 4 × 15 = $60
 *   Beta's labor cost = 150 + 200 + 60 = $410. Without counting Alpha's hours first it would be $380
 *   (EMPLOYEE2's 15 h at Beta all regular), which is what the CSV and the candidates used to say.
 *   A candidate for Fri 10:00-14:00 at Beta: EMPLOYEE2 has 45 h already, so 4 h at 30 = $120;
 *   TRAINER has 4 h, so 4 h at 15 = $60.
 */
let ctx: TestContext;
const WEEK = "2026-12-14";
let alpha: number;
let beta: number;
let grill: number;
let betaScheduleId: number;
const betaShifts: Record<string, number> = {};

async function createSchedule(storeId: number): Promise<number> {
  const res = await ctx.call("MANAGER", "POST", "/api/schedules", { storeId, weekStartDate: WEEK });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Schedule).id;
}

async function addShift(scheduleId: number, userId: number, day: number, startTime: string, endTime: string) {
  const res = await ctx.call("MANAGER", "POST", `/api/schedules/${scheduleId}/shifts`, {
    positionId: grill,
    userId,
    date: addDays(WEEK, day),
    startTime,
    endTime,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const [profile] = await ctx.db
    .insert(constraintProfiles)
    .values({ tenantId, name: "Forty hours", overtimeThreshold: 40 })
    .returning();
  const storeRows = await ctx.db
    .insert(stores)
    .values([
      { tenantId, name: "Alpha" },
      { tenantId, name: "Beta", constraintProfileId: profile?.id ?? null },
    ])
    .returning();
  alpha = storeRows[0]?.id ?? 0;
  beta = storeRows[1]?.id ?? 0;
  const [position] = await ctx.db.insert(positions).values({ tenantId, name: "Grill" }).returning();
  grill = position?.id ?? 0;
  for (const [role, hourlyWage, storeIds] of [
    ["EMPLOYEE2", 20, [alpha, beta]],
    ["TRAINER", 15, [beta]],
  ] as const) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
      hourlyWage,
      storeIds: [...storeIds],
      positionIds: [grill],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const twoStores = ctx.a.users.EMPLOYEE2;
  const alphaScheduleId = await createSchedule(alpha);
  for (const day of [0, 1, 2, 3]) await addShift(alphaScheduleId, twoStores, day, "09:00", "17:00");
  betaScheduleId = await createSchedule(beta);
  betaShifts.sat = await addShift(betaScheduleId, twoStores, 5, "10:00", "18:00");
  betaShifts.sun = await addShift(betaScheduleId, twoStores, 6, "10:00", "18:00");
  betaShifts.trainer = await addShift(betaScheduleId, ctx.a.users.TRAINER, 5, "10:00", "14:00");
}, 120_000);
afterAll(() => ctx.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await ctx.call("MANAGER", "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe("a person who works at two stores is priced the same everywhere", () => {
  it("in the schedule's figures (the engine's metrics)", async () => {
    const schedule = await get<Schedule>(`/api/schedules/${betaScheduleId}`);
    expect(schedule.metrics).toMatchObject({ laborCost: 410, totalHours: 19, overtimeHours: 5 });
  });

  it("in the Dashboard's labor cost", async () => {
    const d = await get<DashboardFigures>(`/api/figures/dashboard?storeId=${beta}&weekStart=${WEEK}`);
    expect(d.budgetVariance.laborCost).toBe(410);
  });

  it("in Reports: per day and position, in total, and in the person's hours", async () => {
    const r = await get<ReportFigures>(`/api/figures/reports?storeId=${beta}&weekStart=${WEEK}`);
    expect(r.labor.totalCost).toBe(410);
    expect(r.labor.rows.map((row) => [row.date, row.cost, row.hours])).toEqual([
      [addDays(WEEK, 5), 210, 11.5],
      [addDays(WEEK, 6), 200, 7.5],
    ]);
    const person = r.hours.rows.find((row) => row.userId === ctx.a.users.EMPLOYEE2);
    expect(person).toMatchObject({ totalHours: 45, overtimeHours: 5, status: "overtime" });
  });

  it("in the CSV export's Cost column", async () => {
    const res = await ctx.call("MANAGER", "GET", `/api/schedules/${betaScheduleId}/export.csv`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    const person = (role: string) => expect.stringMatching(new RegExp(`^${role} of `));
    expect(rows.map((row) => [row.Date, row.Employee, row.Hours, row["Cost (USD)"]])).toEqual([
      [addDays(WEEK, 5), person("EMPLOYEE2"), "7.50", "150.00"],
      [addDays(WEEK, 5), person("TRAINER"), "4.00", "60.00"],
      [addDays(WEEK, 6), person("EMPLOYEE2"), "7.50", "200.00"],
    ]);
  });

  it("in the shift dialog's candidates: what the slot adds after everything else that week", async () => {
    const slot = `positionId=${grill}&date=${addDays(WEEK, 4)}&startTime=10:00&endTime=14:00`;
    const candidates = await get<Candidate[]>(`/api/schedules/${betaScheduleId}/candidates?${slot}`);
    const costOf = (userId: number) => candidates.find((c) => c.userId === userId)?.cost;
    expect(costOf(ctx.a.users.EMPLOYEE2)).toBe(120);
    expect(costOf(ctx.a.users.TRAINER)).toBe(60);
  });

  it("a candidate for an existing shift costs what that shift costs", async () => {
    // Sunday's shift left out: 30 h elsewhere + 7.5 h Saturday, then 7.5 h → 2.5 h regular + 5 h overtime.
    const slot = `positionId=${grill}&date=${addDays(WEEK, 6)}&startTime=10:00&endTime=18:00&shiftId=${betaShifts.sun}`;
    const candidates = await get<Candidate[]>(`/api/schedules/${betaScheduleId}/candidates?${slot}`);
    expect(candidates.find((c) => c.userId === ctx.a.users.EMPLOYEE2)?.cost).toBe(200);
  });
});
