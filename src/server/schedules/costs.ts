import { and, eq, inArray } from "drizzle-orm";
import type { Metrics, ScheduleWarning } from "../../domain/schemas/schedules";
import { workedMinutes, minutesAtOtherStores } from "../../engine";
import type { Db } from "../db/client";
import { schedules } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import type { ShiftRow } from "./shift-rows";
import type { WeekContext } from "./week";
import { loadWeek } from "./week";
import { reviewWeek } from "./review";

export const OVERTIME_RATE = 1.5;
export const round2 = (x: number) => Math.round(x * 100) / 100;

export interface ShiftCost {
  /** Paid minutes: the shift's length minus its MEAL breaks (REST breaks are paid). */
  worked: number;
  /** Of those, minutes past the person's overtime threshold this week. */
  overtime: number;
  /** wage × (worked + 0.5 × overtime) / 60; 0 for an open shift or an unknown wage. */
  cost: number;
}

export interface PricedWeek {
  schedule: { id: number; status: "DRAFT" | "PUBLISHED"; version: number; publishedVersion: number | null };
  week: WeekContext;
  warnings: ScheduleWarning[];
  metrics: Metrics;
  /** Hours (not minutes) past which a person's week is overtime. */
  overtimeThreshold: number;
  costs: Map<number, ShiftCost>;
  /** Minutes each person works this week at other stores (before this store's, for overtime). */
  elsewhere: Map<number, number>;
  wages: Map<number, number | null>;
  laborCost: number;
}

/**
 * Prices a store's week as it stands now (the working version, published or not), with today's wages,
 * templates and rules: the checker runs again, so the figures never lag behind a changed wage or template.
 *
 * Overtime is the engine's rule (src/engine/metrics.ts): a person's minutes at other stores that week count
 * first, then this store's shifts in date and time order; the minutes past the threshold are paid at 1.5×.
 * So the total equals the checker's `laborCost` (when everyone with a shift still works at the store), and
 * each shift carries its own share (per day and position).
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
  const week = await loadWeek(db, tenantId, schedule.id);
  if (!week) return undefined;
  const { warnings, metrics } = reviewWeek(week);

  // Wages of everyone with a shift, also people no longer at the store (their shifts still cost).
  const ids = [...new Set(week.shifts.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const wageRows = ids.length
    ? await db
        .select({ id: users.id, wage: users.hourlyWage })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    : [];
  const wages = new Map<number, number | null>(wageRows.map((r) => [r.id, r.wage]));
  const overtimeThreshold = week.input.constraints.overtimeThreshold;
  const elsewhere = minutesAtOtherStores(week.input);
  const costs = priceShifts(week.shifts, wages, elsewhere, overtimeThreshold * 60);
  let laborCost = 0;
  for (const c of costs.values()) laborCost += c.cost;
  return {
    schedule,
    week,
    warnings,
    metrics,
    overtimeThreshold,
    costs,
    elsewhere,
    wages,
    laborCost: round2(laborCost),
  };
}

/** Each shift's paid minutes, overtime minutes and cost (see priceWeek); `shifts` in date and time order. */
export function priceShifts(
  shifts: readonly ShiftRow[],
  wages: ReadonlyMap<number, number | null>,
  elsewhere: ReadonlyMap<number, number>,
  thresholdMinutes: number,
): Map<number, ShiftCost> {
  const sofar = new Map(elsewhere);
  const out = new Map<number, ShiftCost>();
  for (const s of shifts) {
    const worked = workedMinutes({ start: s.startTime, end: s.endTime, breaks: s.breaks });
    if (s.userId === null) {
      out.set(s.id, { worked, overtime: 0, cost: 0 });
      continue;
    }
    const before = sofar.get(s.userId) ?? 0;
    const regular = Math.max(0, Math.min(worked, thresholdMinutes - before));
    const overtime = worked - regular;
    const wage = wages.get(s.userId) ?? 0;
    out.set(s.id, { worked, overtime, cost: (wage * (regular + OVERTIME_RATE * overtime)) / 60 });
    sofar.set(s.userId, before + worked);
  }
  return out;
}
