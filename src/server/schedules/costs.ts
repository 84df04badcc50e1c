import { and, eq, inArray } from "drizzle-orm";
import { priceShifts, type PricedMinutes } from "../../domain/labor-cost";
import type { Metrics, ScheduleWarning } from "../../domain/schemas/schedules";
import { workedMinutes } from "../../domain/time";
import { minutesAtOtherStores } from "../../engine";
import type { Db } from "../db/client";
import { schedules } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import { reviewWeek } from "./review";
import type { ShiftRow } from "./shift-rows";
import { loadWeek, type WeekContext } from "./week";

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** A schedule's shifts as they stand now, each with its price (src/domain/labor-cost.ts). */
export interface PricedShifts {
  week: WeekContext;
  /** Hours (not minutes) past which a person's week is overtime. */
  overtimeThreshold: number;
  /** Per shift id: paid minutes, overtime minutes and cost (not rounded). */
  costs: Map<number, PricedMinutes>;
  /** Minutes each person works this week at other stores (before this store's, for overtime). */
  elsewhere: Map<number, number>;
  wages: Map<number, number | null>;
  /** The week's labor cost, rounded to cents. */
  laborCost: number;
}

export interface PricedWeek extends PricedShifts {
  schedule: { id: number; status: "DRAFT" | "PUBLISHED"; version: number; publishedVersion: number | null };
  warnings: ScheduleWarning[];
  metrics: Metrics;
}

/**
 * Prices a store's week as it stands now (the working version, published or not), with today's wages,
 * templates and rules: the checker runs again, so the figures never lag behind a changed wage or template.
 * The total equals the checker's `laborCost` when everyone with a shift still works at the store.
 */
export async function priceWeek(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<PricedWeek | undefined> {
  const [schedule] = await db
    .select({
      id: schedules.id,
      status: schedules.status,
      version: schedules.version,
      publishedVersion: schedules.publishedVersion,
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        eq(schedules.storeId, storeId),
        eq(schedules.weekStartDate, weekStart),
      ),
    );
  if (!schedule) return undefined;
  const priced = await priceSchedule(db, tenantId, schedule.id);
  if (!priced) return undefined;
  const { warnings, metrics } = reviewWeek(priced.week);
  return { ...priced, schedule, warnings, metrics };
}

/**
 * A schedule's working shifts, each priced by the domain's labor-cost rule: the person's minutes at other
 * stores that week first, then this store's shifts in date and time order (the order `loadWeek` gives), so
 * each overtime minute is charged to the shift that worked it.
 */
export async function priceSchedule(
  db: Db,
  tenantId: number,
  scheduleId: number,
): Promise<PricedShifts | undefined> {
  const week = await loadWeek(db, tenantId, scheduleId);
  if (!week) return undefined;
  const wages = await wagesOf(db, tenantId, week.shifts);
  const overtimeThreshold = week.input.constraints.overtimeThreshold;
  const elsewhere = minutesAtOtherStores(week.input);
  const priced = priceShifts(
    // Real minutes in the store's time zone: an overnight shift ends the next day, a DST night counts.
    week.shifts.map((s) => ({ userId: s.userId, minutes: workedMinutes(s, week.storeTimezone) })),
    { thresholdMinutes: overtimeThreshold * 60, elsewhere, wages },
  );
  const costs = new Map<number, PricedMinutes>();
  let laborCost = 0;
  week.shifts.forEach((s, i) => {
    const price = priced[i];
    if (!price) return;
    costs.set(s.id, price);
    laborCost += price.cost;
  });
  return { week, overtimeThreshold, costs, elsewhere, wages, laborCost: round2(laborCost) };
}

/** Wages of everyone with a shift, also of people no longer at the store (their shifts still cost). */
async function wagesOf(db: Db, tenantId: number, shifts: readonly ShiftRow[]) {
  const ids = [...new Set(shifts.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const rows = ids.length
    ? await db
        .select({ id: users.id, wage: users.hourlyWage })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    : [];
  return new Map<number, number | null>(rows.map((r) => [r.id, r.wage]));
}
