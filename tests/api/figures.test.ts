import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  DashboardFigures,
  MyFigures,
  ReportFigures,
  TrendFigures,
} from "../../src/domain/schemas/figures";
import type { LaborTarget } from "../../src/domain/schemas/labor-targets";
import { addDays, localToday, timeSlots } from "../../src/domain/time";
import { constraintProfiles } from "../../src/server/db/schema/constraint-profiles";
import { positions } from "../../src/server/db/schema/positions";
import { schedules, shifts } from "../../src/server/db/schema/schedules";
import { staffingTemplates } from "../../src/server/db/schema/staffing-templates";
import { stores } from "../../src/server/db/schema/stores";
import { NO_SCHEDULE, NO_TARGETS, thisMonday } from "../../src/server/services/figures";
import { expectBadRequest, rolesWith, rolesWithout, setup, type TestContext } from "./helper";

/**
 * Labor targets and the Dashboard / Reports figures (docs/product.md, Decisions;
 * docs/api.md, Labor and figures), against a week priced by hand below.
 *
 * Store "Zeta Figures", week of Monday 2026-12-07, overtime threshold 10 h (its profile):
 *   EMPLOYEE  $20/h, desires 12 h: Mon Grill 08:00-16:00 with a 30 min meal = 7.5 h → $150
 *                                  Tue Grill 09:00-14:00 = 5 h; 7.5 + 5 = 12.5, so 2.5 h regular
 *                                  and 2.5 h overtime: 2.5 × 20 + 2.5 × 20 × 1.5 = 50 + 75 = $125
 *   EMPLOYEE2 $15/h, desires 30 h: Mon Cashier 10:00-14:00 = 4 h → $60
 *   TRAINER   $18/h, desires 5 h:  Wed Grill 10:00-15:00 = 5 h → $90
 *   open shift                     Tue Cashier 10:00-12:00 = 2 h, nobody paid → $0
 *   Labor cost = 150 + 125 + 60 + 90 = $425.
 * Targets: Grill Mon 140, Grill Tue 130, Cashier Mon 80 → budget $350; variance (425 − 350) / 350 = +21.4 %.
 * Needs: Grill Mon 08:00-12:00 × 1 (16 slots), Cashier Mon 10:00-14:00 × 2 (32 person-slots) = 48;
 *   filled: Grill 16 (EMPLOYEE), Cashier 16 (EMPLOYEE2 alone) = 32 → coverage 66.67 %.
 * Fairness: worked / desired = 12.5/12, 4/30, 5/5 → mean 0.725, mean deviation 0.3944 → 1 − 0.3944 = 61.
 */
let ctx: TestContext;
const WEEK = "2026-12-07";
let storeId: number;
let bareStoreId: number;
let grill: number;
let cashier: number;
const shiftIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await setup();
  const tenantId = ctx.a.id;
  const [profile] = await ctx.db
    .insert(constraintProfiles)
    .values({ tenantId, name: "Ten-hour overtime", overtimeThreshold: 10 })
    .returning();
  const storeRows = await ctx.db
    .insert(stores)
    .values([
      { tenantId, name: "Zeta Figures", constraintProfileId: profile?.id ?? null },
      { tenantId, name: "Zeta No Targets" },
    ])
    .returning();
  storeId = storeRows[0]?.id ?? 0;
  bareStoreId = storeRows[1]?.id ?? 0;
  const positionRows = await ctx.db
    .insert(positions)
    .values([
      { tenantId, name: "Grill", sortOrder: 1 },
      { tenantId, name: "Cashier", sortOrder: 2 },
    ])
    .returning();
  grill = positionRows[0]?.id ?? 0;
  cashier = positionRows[1]?.id ?? 0;
  const people = [
    ["EMPLOYEE", 20, 12],
    ["EMPLOYEE2", 15, 30],
    ["TRAINER", 18, 5],
  ] as const;
  for (const [role, hourlyWage, desiredWeeklyHours] of people) {
    const res = await ctx.call("OWNER", "PATCH", `/api/employees/${ctx.a.users[role]}`, {
      hourlyWage,
      desiredWeeklyHours,
      storeIds: [storeId],
      positionIds: [grill, cashier],
    });
    expect(res.statusCode).toBe(200);
  }
  await ctx.db.insert(staffingTemplates).values([
    ...timeSlots("08:00", "11:45").map((timeSlot) => ({
      tenantId,
      storeId,
      positionId: grill,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    })),
    ...timeSlots("10:00", "13:45").map((timeSlot) => ({
      tenantId,
      storeId,
      positionId: cashier,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 2,
    })),
  ]);
  const [schedule] = await ctx.db
    .insert(schedules)
    .values([
      { tenantId, storeId, weekStartDate: WEEK },
      { tenantId, storeId: bareStoreId, weekStartDate: WEEK },
    ])
    .returning();
  const u = ctx.a.users;
  const rows = await ctx.db
    .insert(shifts)
    .values(
      (
        [
          [
            "monGrill",
            grill,
            u.EMPLOYEE,
            0,
            "08:00",
            "16:00",
            [{ start: "12:00", end: "12:30", kind: "MEAL" }],
          ],
          ["tueGrill", grill, u.EMPLOYEE, 1, "09:00", "14:00", []],
          ["monCashier", cashier, u.EMPLOYEE2, 0, "10:00", "14:00", []],
          ["wedGrill", grill, u.TRAINER, 2, "10:00", "15:00", []],
          ["tueOpen", cashier, null, 1, "10:00", "12:00", []],
        ] as const
      ).map(([, positionId, userId, day, startTime, endTime, breaks]) => ({
        tenantId,
        scheduleId: schedule?.id ?? 0,
        positionId,
        userId,
        date: addDays(WEEK, day),
        startTime,
        endTime,
        breaks: [...breaks],
      })),
    )
    .returning({ id: shifts.id });
  ["monGrill", "tueGrill", "monCashier", "wedGrill", "tueOpen"].forEach((name, i) => {
    shiftIds[name] = rows[i]?.id ?? 0;
  });
  const targets: LaborTarget[] = [
    { positionId: grill, dayOfWeek: "MONDAY", budget: 140 },
    { positionId: grill, dayOfWeek: "TUESDAY", budget: 130 },
    { positionId: cashier, dayOfWeek: "MONDAY", budget: 80 },
  ];
  const put = await ctx.call("MANAGER", "PUT", `/api/labor-targets?storeId=${storeId}`, targets);
  expect(put.statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

const get = async <T>(url: string, role: "MANAGER" | "ACCOUNTING" | "EMPLOYEE" = "MANAGER") => {
  const res = await ctx.call(role, "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe("labor targets", () => {
  it("reads back what was saved, by position and Monday-Sunday", async () => {
    const targets = await get<LaborTarget[]>(`/api/labor-targets?storeId=${storeId}`, "ACCOUNTING");
    expect(targets).toEqual([
      { positionId: grill, dayOfWeek: "MONDAY", budget: 140 },
      { positionId: grill, dayOfWeek: "TUESDAY", budget: 130 },
      { positionId: cashier, dayOfWeek: "MONDAY", budget: 80 },
    ]);
  });

  it("PUT replaces every target of the store", async () => {
    const url = `/api/labor-targets?storeId=${bareStoreId}`;
    const first = await ctx.call("OWNER", "PUT", url, [
      { positionId: grill, dayOfWeek: "FRIDAY", budget: 99.5 },
    ]);
    expect(first.json()).toEqual([{ positionId: grill, dayOfWeek: "FRIDAY", budget: 99.5 }]);
    const emptied = await ctx.call("OWNER", "PUT", url, []);
    expect(emptied.json()).toEqual([]);
    expect(await get<LaborTarget[]>(url)).toEqual([]);
  });

  it.each(rolesWithout("editLaborTargets"))("%s cannot change targets (403)", async (role) => {
    const res = await ctx.call(role, "PUT", `/api/labor-targets?storeId=${storeId}`, []);
    expect(res.statusCode).toBe(403);
    expect(await get<LaborTarget[]>(`/api/labor-targets?storeId=${storeId}`)).toHaveLength(3);
  });

  it("ACCOUNTING reads them; EMPLOYEE and TRAINER do not", async () => {
    expect(rolesWith("manageLabor")).toContain("ACCOUNTING");
    expect((await ctx.call("EMPLOYEE", "GET", `/api/labor-targets?storeId=${storeId}`)).statusCode).toBe(403);
    expect((await ctx.call("TRAINER", "GET", `/api/labor-targets?storeId=${storeId}`)).statusCode).toBe(403);
  });

  it("another organization's store is 404, its position 400", async () => {
    const other = `/api/labor-targets?storeId=${ctx.b.fixtures.storeId}`;
    expect((await ctx.call("MANAGER", "GET", other)).statusCode).toBe(404);
    expect((await ctx.call("MANAGER", "PUT", other, [])).statusCode).toBe(404);
    expectBadRequest(
      await ctx.call("MANAGER", "PUT", `/api/labor-targets?storeId=${storeId}`, [
        { positionId: ctx.b.fixtures.positionId, dayOfWeek: "MONDAY", budget: 1 },
      ]),
      "positionId",
    );
  });

  it("refuses bad budgets and twice the same cell", async () => {
    const url = `/api/labor-targets?storeId=${storeId}`;
    for (const budget of [-1, 1.005, "12"]) {
      expectBadRequest(
        await ctx.call("MANAGER", "PUT", url, [{ positionId: grill, dayOfWeek: "MONDAY", budget }]),
      );
    }
    expectBadRequest(
      await ctx.call("MANAGER", "PUT", url, [{ positionId: grill, dayOfWeek: "FUNDAY", budget: 1 }]),
    );
    const twice = [
      { positionId: grill, dayOfWeek: "MONDAY", budget: 1 },
      { positionId: grill, dayOfWeek: "MONDAY", budget: 2 },
    ];
    expectBadRequest(await ctx.call("MANAGER", "PUT", url, twice), "1");
    expectBadRequest(await ctx.call("MANAGER", "PUT", "/api/labor-targets?storeId=abc", []), "storeId");
  });
});

describe("dashboard figures", () => {
  it("prices the week by hand: cost, budget, variance, coverage, fairness, status", async () => {
    const d = await get<DashboardFigures>(`/api/figures/dashboard?storeId=${storeId}&weekStart=${WEEK}`);
    expect(d).toMatchObject({ storeId, storeName: "Zeta Figures", weekStart: WEEK });
    expect(d.budgetVariance).toMatchObject({ value: 21.4, laborCost: 425, budget: 350, reason: null });
    expect(d.coverage).toMatchObject({ value: 66.67, reason: null });
    expect(d.fairness).toMatchObject({ value: 61, reason: null });
    // The fixtures' two pending time-off requests and two pending swaps.
    expect(d.pendingRequests).toMatchObject({ value: 4, reason: null });
    expect(d.week).toMatchObject({
      status: "DRAFT",
      totalShifts: 5,
      assignedShifts: 4,
      hasUnpublishedChanges: false,
    });
    expect(d.week.warnings).toBeGreaterThanOrEqual(1); // at least EMPLOYEE's overtime
    for (const f of [d.coverage, d.budgetVariance, d.fairness, d.pendingRequests])
      expect(f.counts.length).toBeGreaterThan(20);
  });

  it("a week without a schedule says so instead of 0 %", async () => {
    const d = await get<DashboardFigures>(
      `/api/figures/dashboard?storeId=${storeId}&weekStart=${addDays(WEEK, 7)}`,
    );
    expect(d.coverage).toMatchObject({ value: null, reason: NO_SCHEDULE });
    expect(d.budgetVariance).toMatchObject({
      value: null,
      reason: NO_SCHEDULE,
      laborCost: null,
      budget: 350,
    });
    expect(d.fairness).toMatchObject({ value: null, reason: NO_SCHEDULE });
    expect(d.week).toMatchObject({ status: "NONE", totalShifts: 0, assignedShifts: 0, warnings: 0 });
  });

  it("a store without targets says so", async () => {
    const d = await get<DashboardFigures>(`/api/figures/dashboard?storeId=${bareStoreId}&weekStart=${WEEK}`);
    expect(d.budgetVariance).toMatchObject({ value: null, reason: NO_TARGETS, laborCost: 0, budget: null });
    expect(d.coverage).toMatchObject({ value: null, reason: "No staffing needs set for this store" });
  });

  it("defaults to the first store and this week", async () => {
    const d = await get<DashboardFigures>("/api/figures/dashboard");
    expect(d).toMatchObject({
      storeId: ctx.a.fixtures.storeId,
      storeName: "Fixture Store",
      weekStart: thisMonday(),
    });
  });

  it("is for those who view reports; another organization's store is 404; a Tuesday is 400", async () => {
    for (const role of rolesWithout("viewReports")) {
      expect((await ctx.call(role, "GET", "/api/figures/dashboard")).statusCode).toBe(403);
      expect((await ctx.call(role, "GET", "/api/figures/reports")).statusCode).toBe(403);
      expect((await ctx.call(role, "GET", "/api/figures/trend")).statusCode).toBe(403);
    }
    expect(
      (await ctx.call("ACCOUNTING", "GET", `/api/figures/dashboard?storeId=${storeId}`)).statusCode,
    ).toBe(200);
    for (const path of ["dashboard", "trend", "reports"]) {
      const res = await ctx.call("MANAGER", "GET", `/api/figures/${path}?storeId=${ctx.b.fixtures.storeId}`);
      expect(res.statusCode).toBe(404);
    }
    expectBadRequest(
      await ctx.call("MANAGER", "GET", `/api/figures/dashboard?weekStart=2026-12-08`),
      "weekStart",
    );
  });
});

describe("trend", () => {
  it("six weeks, oldest first, a week without a schedule null with its reason", async () => {
    const t = await get<TrendFigures>(`/api/figures/trend?storeId=${storeId}&weekStart=${WEEK}`);
    expect(t.weeks.map((w) => w.weekStart)).toEqual([35, 28, 21, 14, 7, 0].map((n) => addDays(WEEK, -n)));
    expect(t.weeks.at(-1)).toEqual({ weekStart: WEEK, coveragePercent: 66.67, laborCost: 425, reason: null });
    for (const w of t.weeks.slice(0, 5)) {
      expect(w).toMatchObject({ coveragePercent: null, laborCost: null, reason: NO_SCHEDULE });
    }
  });
});

describe("reports", () => {
  let r: ReportFigures;
  beforeAll(async () => {
    r = await get<ReportFigures>(`/api/figures/reports?storeId=${storeId}&weekStart=${WEEK}`, "ACCOUNTING");
  });

  it("labor vs budget per day and position", () => {
    expect(r).toMatchObject({ scheduleStatus: "DRAFT", reason: null });
    expect(r.labor).toMatchObject({ totalBudget: 350, totalCost: 425, budgetReason: null });
    expect(
      r.labor.rows.map((row) => [
        row.date,
        row.positionName,
        row.budget,
        row.cost,
        row.hours,
        row.variance,
        row.status,
      ]),
    ).toEqual([
      ["2026-12-07", "Grill", 140, 150, 7.5, 10, "OVER_BUDGET"],
      ["2026-12-07", "Cashier", 80, 60, 4, -20, "UNDER_BUDGET"],
      ["2026-12-08", "Grill", 130, 125, 5, -5, "UNDER_BUDGET"],
      ["2026-12-08", "Cashier", null, 0, 2, null, "NO_TARGET"],
      ["2026-12-09", "Grill", null, 90, 5, null, "NO_TARGET"],
    ]);
  });

  it("hours per employee against desired hours and the overtime threshold", () => {
    const byName = new Map(r.hours.rows.map((row) => [row.userId, row]));
    expect(r.hours.overtimeThreshold).toBe(10);
    // EMPLOYEE also worked the fixture store's 6-hour shift on 2026-11-23 (two weeks before): (12.5 + 6) / 4.
    expect(byName.get(ctx.a.users.EMPLOYEE)).toMatchObject({
      totalHours: 12.5,
      overtimeHours: 2.5,
      avgPerWeek: 4.63,
      desiredHours: 12,
      status: "overtime",
      positions: "Grill",
    });
    expect(byName.get(ctx.a.users.EMPLOYEE2)).toMatchObject({
      totalHours: 4,
      avgPerWeek: 2.5,
      status: "under",
    });
    expect(byName.get(ctx.a.users.TRAINER)).toMatchObject({
      totalHours: 5,
      overtimeHours: 0,
      status: "optimal",
    });
    expect(r.hours.rows).toHaveLength(3);
  });

  it("compliance per rule with counts and the shifts concerned", () => {
    const rule = (code: string) => r.compliance.rows.find((row) => row.code === code);
    expect(r.compliance.rows.slice(0, 4).map((row) => row.rule)).toEqual([
      "Rest period 8+ hours",
      "Minor curfew (no work past 22:00)",
      "Overtime within limits (10 h a week)",
      "Trainer ratio 1:3",
    ]);
    expect(rule("OVERTIME")?.count).toBe(1);
    expect(rule("OVERTIME")?.shifts.map((s) => s.shiftId)).toContain(shiftIds.tueGrill);
    expect(rule("MIN_REST")).toMatchObject({ count: 0, shifts: [] });
    expect(rule("MINOR_CURFEW")).toMatchObject({ count: 0, shifts: [] });
    expect(r.compliance.rows).toHaveLength(17);
  });

  it("a week without a schedule has no rows and says why", async () => {
    const empty = await get<ReportFigures>(
      `/api/figures/reports?storeId=${storeId}&weekStart=${addDays(WEEK, 7)}`,
    );
    expect(empty).toMatchObject({ scheduleStatus: "NONE", reason: NO_SCHEDULE });
    expect(empty.labor).toMatchObject({ totalBudget: 350, totalCost: null, rows: [] });
    expect(empty.hours.rows).toEqual([]);
  });
});

describe("an employee's own figures", () => {
  it("next published shift, hours this week, own pending requests", async () => {
    const tenantId = ctx.a.id;
    const today = localToday();
    const monday = thisMonday(today);
    const mine = {
      id: 999_001,
      positionId: grill,
      userId: ctx.a.users.EMPLOYEE,
      date: today,
      startTime: "09:00",
      endTime: "13:00",
      breaks: [],
    };
    const before = await get<MyFigures>("/api/figures/me", "EMPLOYEE");
    expect(before.hoursThisWeek).toMatchObject({
      value: null,
      reason: "No published schedule for this week",
    });
    await ctx.db.insert(schedules).values({
      tenantId,
      storeId: bareStoreId,
      weekStartDate: monday,
      status: "PUBLISHED",
      publishedShifts: [mine, { ...mine, id: 999_002, userId: ctx.a.users.EMPLOYEE2 }],
    });
    const me = await get<MyFigures>("/api/figures/me", "EMPLOYEE");
    expect(me.weekStart).toBe(monday);
    expect(me.nextShift).toEqual({
      date: today,
      startTime: "09:00",
      endTime: "13:00",
      storeName: "Zeta No Targets",
      positionName: "Grill",
    });
    expect(me.hoursThisWeek).toMatchObject({ value: 4, reason: null });
    // EMPLOYEE's pending time off, and the two pending swaps between EMPLOYEE and EMPLOYEE2.
    expect(me.pendingRequests).toMatchObject({ value: 3, reason: null });
    await ctx.db
      .delete(schedules)
      .where(and(eq(schedules.storeId, bareStoreId), eq(schedules.weekStartDate, monday)));
  });
});
