import { and, asc, count, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import { OVERTIME_MULTIPLIER } from "../../domain/labor-cost";
import type {
  DashboardFigures,
  Figure,
  MyFigures,
  TrendFigures,
  TrendWeek,
} from "../../domain/schemas/figures";
import { addDays, DAYS_OF_WEEK, dayOfWeekOf, localToday, workedMinutes } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { swapRequests, timeOffRequests } from "../db/schema/requests";
import { schedules } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";
import { listLaborTargets } from "./labor-targets";
import { priceWeek, round2, type PricedWeek } from "../schedules/costs";
import { actualWeek } from "../timesheets/actual";

export const NO_SCHEDULE = "No schedule for this week";
export const NO_TARGETS = "No labor targets for this store";
export const NO_STORE = "No store yet";
export const NO_APPROVED_HOURS = "No approved hours for this week yet";
const TREND_WEEKS = 6;

/** This week's Monday on the server's calendar. */
export function thisMonday(today: string = localToday()): string {
  return addDays(today, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(today)));
}

export interface Scope {
  storeId: number | null;
  storeName: string | null;
  weekStart: string;
}

/** The store and week asked for, else the first store (the stores list's order) and this week. */
export async function resolveScope(
  db: Db,
  tenantId: number,
  query: { storeId?: number | undefined; weekStart?: string | undefined },
): Promise<Scope> {
  const weekStart = query.weekStart ?? thisMonday();
  const [store] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(
      query.storeId === undefined
        ? eq(stores.tenantId, tenantId)
        : and(eq(stores.tenantId, tenantId), eq(stores.id, query.storeId)),
    )
    .orderBy(asc(sql`lower(${stores.name})`), asc(stores.id))
    .limit(1);
  if (!store && query.storeId !== undefined) throw notFound("Store");
  return { storeId: store?.id ?? null, storeName: store?.name ?? null, weekStart };
}

const figure = (value: number | null, reason: string | null, counts: string): Figure => ({
  value,
  reason: value === null ? reason : null,
  counts,
});

const COUNTS = {
  coverage:
    "Share of the staffing templates' required person-slots (15 minutes each) that the week's shifts fill",
  actualCost: `Approved time entries only (Timesheets): hours worked × hourly wage, hours past the overtime threshold at ${OVERTIME_MULTIPLIER}×`,
  budgetVariance: `(labor cost − labor targets) ÷ labor targets for the week. Cost = paid hours (shift minus meal breaks) × hourly wage, hours past the overtime threshold at ${OVERTIME_MULTIPLIER}×`,
  fairness:
    "0-100: 100 when everyone of the store works the same share of their desired weekly hours, lower as the shares drift apart",
  pendingRequests: "Time-off and shift-swap requests of the organization waiting for a decision",
};

export async function countPendingRequests(db: Db, tenantId: number, userId?: number): Promise<number> {
  const [timeOff, swaps] = await Promise.all([
    db
      .select({ n: count() })
      .from(timeOffRequests)
      .where(
        and(
          eq(timeOffRequests.tenantId, tenantId),
          eq(timeOffRequests.status, "pending"),
          userId === undefined ? undefined : eq(timeOffRequests.userId, userId),
        ),
      ),
    db
      .select({ n: count() })
      .from(swapRequests)
      .where(
        and(
          eq(swapRequests.tenantId, tenantId),
          eq(swapRequests.status, "pending"),
          userId === undefined
            ? undefined
            : or(eq(swapRequests.requestingUserId, userId), eq(swapRequests.targetUserId, userId)),
        ),
      ),
  ]);
  return (timeOff[0]?.n ?? 0) + (swaps[0]?.n ?? 0);
}

function coverageOf(priced: PricedWeek | undefined): Figure {
  if (!priced) return figure(null, NO_SCHEDULE, COUNTS.coverage);
  const needs = priced.week.input.demand.some((d) => d.requiredHeadcount > 0);
  if (!needs) return figure(null, "No staffing needs set for this store", COUNTS.coverage);
  return figure(priced.metrics.coveragePercent, null, COUNTS.coverage);
}

/** A published week edited since its last publish (employees do not see those edits yet). */
export function hasUnpublishedChanges(schedule: { version: number; publishedVersion: number | null }) {
  return schedule.publishedVersion !== null && schedule.version > schedule.publishedVersion;
}

export async function dashboardFigures(
  db: Db,
  tenantId: number,
  query: { storeId?: number | undefined; weekStart?: string | undefined },
): Promise<DashboardFigures> {
  const scope = await resolveScope(db, tenantId, query);
  const [priced, targets, pending, actual] = await Promise.all([
    scope.storeId === null ? undefined : priceWeek(db, tenantId, scope.storeId, scope.weekStart),
    scope.storeId === null ? [] : listLaborTargets(db, tenantId, scope.storeId),
    countPendingRequests(db, tenantId),
    scope.storeId === null ? undefined : actualWeek(db, tenantId, scope.storeId, scope.weekStart),
  ]);
  const budget = targets.length ? round2(targets.reduce((sum, t) => sum + t.budget, 0)) : null;
  let variance: number | null = null;
  let varianceReason: string | null = null;
  if (scope.storeId === null) varianceReason = NO_STORE;
  else if (!priced) varianceReason = NO_SCHEDULE;
  else if (budget === null) varianceReason = NO_TARGETS;
  else if (budget === 0) varianceReason = "The labor targets add up to 0";
  else variance = Math.round(((priced.laborCost - budget) / budget) * 1000) / 10;

  const shifts = priced?.week.shifts ?? [];
  return {
    ...scope,
    coverage: scope.storeId === null ? figure(null, NO_STORE, COUNTS.coverage) : coverageOf(priced),
    budgetVariance: {
      ...figure(variance, varianceReason, COUNTS.budgetVariance),
      laborCost: priced ? priced.laborCost : null,
      budget,
    },
    fairness: priced
      ? figure(Math.round(priced.metrics.fairness * 100), null, COUNTS.fairness)
      : figure(null, scope.storeId === null ? NO_STORE : NO_SCHEDULE, COUNTS.fairness),
    pendingRequests: figure(pending, null, COUNTS.pendingRequests),
    actualCost: {
      ...(actual && actual.totalMinutes > 0
        ? figure(actual.cost, null, COUNTS.actualCost)
        : figure(null, scope.storeId === null ? NO_STORE : NO_APPROVED_HOURS, COUNTS.actualCost)),
      hours: actual && actual.totalMinutes > 0 ? round2(actual.totalMinutes / 60) : null,
    },
    week: {
      scheduleId: priced?.schedule.id ?? null,
      status: priced ? priced.schedule.status : "NONE",
      hasUnpublishedChanges: priced !== undefined && hasUnpublishedChanges(priced.schedule),
      totalShifts: shifts.length,
      assignedShifts: shifts.filter((s) => s.userId !== null).length,
      warnings: priced?.warnings.length ?? 0,
    },
  };
}

/** Coverage and labor cost of the chosen week and the five before it, oldest first. */
export async function trendFigures(
  db: Db,
  tenantId: number,
  query: { storeId?: number | undefined; weekStart?: string | undefined },
): Promise<TrendFigures> {
  const scope = await resolveScope(db, tenantId, query);
  const weeks: TrendWeek[] = [];
  for (let i = TREND_WEEKS - 1; i >= 0; i--) {
    const weekStart = addDays(scope.weekStart, -7 * i);
    // One week at a time: each loads a whole week, and the machine serves others meanwhile.
    const priced =
      scope.storeId === null ? undefined : await priceWeek(db, tenantId, scope.storeId, weekStart);
    const coverage = coverageOf(priced);
    weeks.push({
      weekStart,
      coveragePercent: coverage.value,
      laborCost: priced ? priced.laborCost : null,
      reason: priced ? coverage.reason : scope.storeId === null ? NO_STORE : NO_SCHEDULE,
    });
  }
  return {
    ...scope,
    counts: `Coverage (${COUNTS.coverage.toLowerCase()}) and labor cost of the ${TREND_WEEKS} weeks up to the chosen one`,
    weeks,
  };
}

/**
 * The caller's own figures (docs/product.md, Decisions): next published shift, hours this week, their pending
 * requests.
 */
export async function myFigures(
  db: Db,
  caller: CurrentUser,
  today: string = localToday(),
): Promise<MyFigures> {
  const weekStart = thisMonday(today);
  const weekEnd = addDays(weekStart, 6);
  const published = await db
    .select({
      weekStart: schedules.weekStartDate,
      shifts: schedules.publishedShifts,
      storeName: stores.name,
      timezone: stores.timezone,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(
      and(
        eq(schedules.tenantId, caller.tenantId),
        isNotNull(schedules.publishedShifts),
        gte(schedules.weekStartDate, weekStart),
        lte(schedules.weekStartDate, addDays(weekStart, 7 * 8)),
      ),
    );
  const positionNames = new Map(
    (
      await db
        .select({ id: positions.id, name: positions.name })
        .from(positions)
        .where(eq(positions.tenantId, caller.tenantId))
    ).map((p) => [p.id, p.name]),
  );
  const mine = published.flatMap((s) =>
    (s.shifts ?? [])
      .filter((shift) => shift.userId === caller.id)
      .map((shift) => ({ ...shift, storeName: s.storeName, timezone: s.timezone })),
  );
  const next = mine
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))[0];
  const thisWeek = mine.filter((s) => s.date >= weekStart && s.date <= weekEnd);
  // Real minutes at each shift's store (overnight shifts end the next day, DST nights count).
  const minutes = thisWeek.reduce((sum, s) => sum + workedMinutes(s, s.timezone), 0);
  const anyPublishedThisWeek = published.some((s) => s.weekStart === weekStart);
  const pending = await countPendingRequests(db, caller.tenantId, caller.id);
  return {
    weekStart,
    nextShift: next
      ? {
          date: next.date,
          startTime: next.startTime,
          endTime: next.endTime,
          storeName: next.storeName,
          positionName: positionNames.get(next.positionId) ?? "",
        }
      : null,
    hoursThisWeek: figure(
      anyPublishedThisWeek ? round2(minutes / 60) : null,
      "No published schedule for this week",
      "Your published shifts this week, every store, minus unpaid meal breaks",
    ),
    pendingRequests: figure(
      pending,
      null,
      "Your time-off requests and the swaps you asked for or were asked for, waiting for a decision",
    ),
  };
}
