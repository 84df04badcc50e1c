import { and, eq, isNull, sql } from "drizzle-orm";
import {
  WARNING_CODES,
  type Metrics,
  type PositionCoverage,
  type ScheduleWarning,
  type ShiftViolation,
  type WarningCode,
} from "../../domain/schemas/schedules";
import { reviewSchedule } from "../../engine";
import type { Db } from "../db/client";
import { schedules } from "../db/schema/schedules";
import { fromEngineCoverage, toEngineShift } from "./engine-shapes";
import type { ShiftRow } from "./shift-rows";
import type { WeekContext } from "./week";
import { loadWeek } from "./week";

const KNOWN_CODES: ReadonlySet<string> = new Set(WARNING_CODES);

export interface WeekReview {
  warnings: ScheduleWarning[];
  /** Per position and date: the counts the UNDERSTAFFED warnings were drawn from. */
  coverage: PositionCoverage[];
  metrics: Metrics;
}

/**
 * The engine's checker over a week's shifts (docs/api.md, Schedules): every hard-rule break, unmet need and
 * overtime as warnings naming their shifts by id, and the coverage they were counted from. `shifts` defaults
 * to the schedule's own; candidates pass a variant.
 */
export function reviewWeek(week: WeekContext, shifts: ShiftRow[] = week.shifts): WeekReview {
  const review = reviewSchedule(week.input, shifts.map(toEngineShift));
  const warnings: ScheduleWarning[] = [];
  for (const w of review.warnings) {
    if (!KNOWN_CODES.has(w.code)) continue; // structural checks the routes already enforce
    const shiftIds = w.shiftIndexes.map((i) => shifts[i]?.id).filter((id): id is number => id !== undefined);
    const name = w.employeeId === null ? undefined : week.names.get(w.employeeId);
    warnings.push({
      code: w.code as WarningCode,
      message:
        w.code === "NOT_AT_STORE" && name !== undefined ? `${name} does not work at this store` : w.message,
      date: w.date,
      positionId: w.positionId,
      start: w.start,
      end: w.end,
      userId: w.employeeId,
      shiftIds,
    });
  }
  return {
    warnings,
    coverage: fromEngineCoverage(review.coverage, week.input.store),
    metrics: review.metrics,
  };
}

/** A shift's violations: the warnings that name it. */
export function violationsByShift(warnings: readonly ScheduleWarning[]): Map<number, ShiftViolation[]> {
  const out = new Map<number, ShiftViolation[]>();
  for (const w of warnings) {
    for (const id of w.shiftIds) {
      const list = out.get(id) ?? [];
      list.push({ code: w.code, message: w.message });
      out.set(id, list);
    }
  }
  return out;
}

/**
 * The coverage of a week reviewed before coverage was stored with its warnings (schedules last changed
 * before migration 0007): counted now and stored, as the next change would have, so that a publish copies
 * it. A change that stored its own meanwhile keeps it. Null if the week is gone.
 */
export async function backfillCoverage(
  db: Db,
  tenantId: number,
  scheduleId: number,
): Promise<PositionCoverage[] | null> {
  const week = await loadWeek(db, tenantId, scheduleId);
  if (!week) return null;
  const { coverage } = reviewWeek(week);
  await db
    .update(schedules)
    .set({ coverage })
    .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId), isNull(schedules.coverage)));
  return coverage;
}

/**
 * After any change of a schedule's shifts (run, edit, swap, approved time off): recompute its warnings,
 * coverage and figures together (so they can never disagree) and bump its version. The proven lower
 * bound of the last run is kept: it bounds the week's best objective, whatever was edited since (until
 * the week's data changes, which a new run recomputes).
 */
export async function refreshSchedule(
  db: Db,
  tenantId: number,
  scheduleId: number,
  options: {
    lowerBound?: number;
    objective?: number;
    /** The week, read by a caller that changed only its shifts since, with the shifts as they are now. */
    week?: WeekContext;
    /** The schedule's figures before the change, when the caller has read them (under its lock). */
    metrics?: Metrics | null;
    /** The version to set, for a caller that saved several changes under its lock; else one more. */
    version?: number;
  } = {},
): Promise<{ week: WeekContext; warnings: ScheduleWarning[]; metrics: Metrics } | undefined> {
  const week = options.week ?? (await loadWeek(db, tenantId, scheduleId));
  if (!week) return undefined;
  const { warnings, coverage, metrics } = reviewWeek(week);
  const byId = and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId));
  const previous =
    options.metrics !== undefined
      ? options.metrics
      : (await db.select({ metrics: schedules.metrics }).from(schedules).where(byId))[0]?.metrics;
  const figures: Metrics = {
    ...metrics,
    objective: options.objective ?? metrics.objective,
    lowerBound: options.lowerBound ?? previous?.lowerBound ?? 0,
  };
  await db
    .update(schedules)
    .set({ warnings, coverage, metrics: figures, version: options.version ?? sql`${schedules.version} + 1` })
    .where(byId);
  return { week, warnings, metrics: figures };
}
