import { OVERTIME_MULTIPLIER } from "../domain/labor-cost";
import { SLOT_MINUTES, dateAfter } from "./check/calendar";
import {
  CoverageGrid,
  DAY_SLOTS,
  businessSlot,
  businessSlotMinute,
  endLabel,
  startLabel,
} from "./check/coverage";
import { realLength, realWeekOf, realWorkedMinutes, shiftSpan } from "./check/real-week";
import { dayLabel, hoursLabel, nameOf, type RuleCode } from "./check/violation";
import { workedWithoutBreaks } from "./check/week-rules";
import { checkRules } from "./checker";
import type { EngineInput } from "./input";
import { computeMetrics, minutesAtOtherStores, overtimeHere } from "./metrics";
import type { CoverageEntry, Metrics, OutputShift } from "./output";
import { evaluateObjective } from "./solve/evaluate";
import type { Weights } from "./solve/weights";

export type ReviewCode = Exclude<RuleCode, "UNREPORTED_UNDERSTAFFING"> | "UNDERSTAFFED" | "OVERTIME";

/**
 * Module copies of the grid's sizes: the slot loops below run for every call of the review, and an
 * imported binding is a property read per use under some module loaders (vitest's among them).
 */
const SLOTS = DAY_SLOTS;

/**
 * A warning about a schedule (the warning of docs/api.md, Schedules, with `employeeId` for its userId): a
 * broken hard rule (its code), a need left unmet (UNDERSTAFFED, one per position, date and run of short
 * slots) or hours past the overtime threshold (OVERTIME, soft, one per person). `shiftIndexes` index the
 * reviewed shifts; a shift's violations are the warnings that name it.
 */
export interface ReviewWarning {
  code: ReviewCode;
  message: string;
  date: string;
  positionId: number | null;
  start: string | null;
  end: string | null;
  employeeId: number | null;
  shiftIndexes: number[];
}

export interface Review {
  warnings: ReviewWarning[];
  coverage: CoverageEntry[];
  metrics: Metrics;
}

/**
 * Everything the product shows about a schedule after any change, whoever made it: the hard-rule
 * violations of the independent checker, understaffed runs, overtime, coverage per slot and the
 * metrics the engine gives its own output. Pure and fast (a 60-person week in about a millisecond):
 * call it after every edit. `metrics.lowerBound` is 0 here (no solve ran; the last run's bound still
 * holds while the input is unchanged); `metrics.objective` is the engine's soft objective of these
 * shifts, the same figure a run reports for its own.
 */
export function reviewSchedule(
  input: EngineInput,
  shifts: OutputShift[],
  options: { weights?: Partial<Weights> } = {},
): Review {
  const violations = checkRules(input, shifts);
  const grid = new CoverageGrid(input, shifts);
  const warnings: ReviewWarning[] = violations.map((v) => ({
    code: v.code as ReviewWarning["code"], // checkRules never reports UNREPORTED_UNDERSTAFFING
    message: v.message,
    date: v.date ?? input.weekStart,
    positionId: v.positionId,
    start: v.start,
    end: v.end,
    employeeId: v.employeeId,
    shiftIndexes: v.shifts,
  }));
  warnings.push(...understaffedWarnings(input, grid), ...overtimeWarnings(input, shifts));
  const metrics = computeMetrics(
    input,
    shifts,
    {
      hardViolations: violations.length,
      objective: evaluateObjective(input, shifts, options.weights),
      lowerBound: 0,
    },
    grid,
  );
  return { warnings, coverage: grid.entries(), metrics };
}

/**
 * One UNDERSTAFFED warning per position, business day and run of adjacent short slots: the business
 * day's date and "HH:MM" times, an end at or before the start being the next day (Friday 23:00-02:00
 * of a 17:00-02:00 store ends Saturday 02:00).
 */
function understaffedWarnings(input: EngineInput, grid: CoverageGrid): ReviewWarning[] {
  const out: ReviewWarning[] = [];
  const week = grid.week;
  for (const position of input.positions) {
    const req = grid.required.get(position.id) as Int32Array; // the grid has every position
    const sch = grid.scheduled.get(position.id) as Int32Array;
    for (let day = 0; day < 7; day++) {
      const first = businessSlot(week, day, 0);
      let from = -1;
      let worst = 0;
      let missing = 0;
      for (let k = 0; k <= SLOTS; k++) {
        const i = first + k;
        const short = k < SLOTS ? (req[i] ?? 0) - (sch[i] ?? 0) : 0;
        if (short > 0) {
          if (from < 0) from = k;
          worst = Math.max(worst, short);
          missing += short;
          continue;
        }
        if (from < 0) continue;
        const date = dateAfter(input.weekStart, day);
        const start = startLabel(businessSlotMinute(week, from));
        const end = endLabel(businessSlotMinute(week, k));
        out.push({
          code: "UNDERSTAFFED",
          message:
            `${position.name} on ${dayLabel(date)} ${start}-${end} is short by up to ${worst} ` +
            `(${hoursLabel(missing * SLOT_MINUTES)} of staff time missing)`,
          date,
          positionId: position.id,
          start,
          end,
          employeeId: null,
          shiftIndexes: [],
        });
        from = -1;
        worst = 0;
        missing = 0;
      }
    }
  }
  return out;
}

/**
 * One OVERTIME warning per person whose week (other stores included) passes overtimeThreshold while
 * working here; it names their shifts here and the day the threshold is passed.
 */
function overtimeWarnings(input: EngineInput, shifts: OutputShift[]): ReviewWarning[] {
  const out: ReviewWarning[] = [];
  const week = realWeekOf(input);
  const own = new Map<number, Array<{ index: number; date: string; start: string; minutes: number }>>();
  shifts.forEach((s, index) => {
    if (s.employeeId === null) return;
    const span = shiftSpan(week, s.date, s.start, s.end);
    if (span === null || span.day < 0 || span.day > 6) return;
    const list = own.get(s.employeeId) ?? [];
    list.push({ index, date: s.date, start: s.start, minutes: realWorkedMinutes(week, span, s.breaks) });
    own.set(s.employeeId, list);
  });
  const elsewhere = minutesAtOtherStores(input);
  const threshold = input.constraints.overtimeThreshold * 60;
  for (const employee of input.employees) {
    const mine = own.get(employee.id);
    if (!mine) continue;
    const here = mine.reduce((sum, s) => sum + s.minutes, 0);
    const other = elsewhere.get(employee.id) ?? 0;
    const overtime = overtimeHere(input, here, here + other);
    if (overtime <= 0) continue;
    // The day the threshold is passed, counting other stores' shifts in date order with these.
    const dated = [
      ...input.fixedShifts.flatMap((s) => {
        const span = s.employeeId === employee.id ? shiftSpan(week, s.date, s.start, s.end) : null;
        if (span === null) return [];
        return [{ date: s.date, start: s.start, minutes: workedWithoutBreaks(input, realLength(span)) }];
      }),
      ...mine,
    ].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
    let sum = 0;
    let date = input.weekStart;
    for (const s of dated) {
      sum += s.minutes;
      if (sum > threshold) {
        date = s.date;
        break;
      }
    }
    const note = other > 0 ? ` (${hoursLabel(other)} of it at other stores)` : "";
    out.push({
      code: "OVERTIME",
      message:
        `${nameOf(employee)} would work ${hoursLabel(here + other)} this week${note}, ` +
        `${hoursLabel(overtime)} of overtime here past the ${input.constraints.overtimeThreshold} h threshold (paid at ${OVERTIME_MULTIPLIER}×)`,
      date,
      positionId: null,
      start: null,
      end: null,
      employeeId: employee.id,
      shiftIndexes: mine.map((s) => s.index),
    });
  }
  return out;
}
