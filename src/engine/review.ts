import { addDays, formatTime, parseTime } from "../domain/time";
import { SLOT_MINUTES } from "./check/calendar";
import { CoverageGrid } from "./check/coverage";
import { checkSchedule } from "./checker";
import type { EngineInput } from "./input";
import { computeMetrics } from "./metrics";
import type { CoverageEntry, Metrics, OutputShift, ShiftBreak } from "./output";

/** A warning of a reviewed week, naming the output shifts it concerns by index. */
export interface ReviewWarning {
  code: string;
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

/** The checker's rule names → the product's warning codes (DESIGN §6). */
const CODE_OF_RULE: Record<string, string> = {
  qualified: "NOT_QUALIFIED",
  employee: "NOT_AT_STORE",
  available: "UNAVAILABLE",
  timeOff: "TIME_OFF",
  oneShiftADay: "DOUBLE_SHIFT",
  length: "SHIFT_LENGTH",
  breaks: "MEAL_BREAK",
  rest: "MIN_REST",
  clopen: "CLOPEN",
  minorCurfew: "MINOR_CURFEW",
  minorDaily: "MINOR_DAILY_HOURS",
  minorWeekly: "MINOR_WEEKLY_HOURS",
  weeklyCap: "WEEKLY_CAP",
  consecutiveDays: "CONSECUTIVE_DAYS",
  trainerRatio: "TRAINER_RATIO",
};

/**
 * A week's shifts reviewed as the product shows them after every change: each hard-rule break the
 * independent checker finds, unmet needs merged into UNDERSTAFFED ranges, OVERTIME per person, and the
 * week's figures. Pure and fast: one checker pass and one coverage grid.
 */
export function reviewSchedule(input: EngineInput, shifts: OutputShift[]): Review {
  const warnings: ReviewWarning[] = [];
  const shiftsOf = new Map<number, number[]>();
  shifts.forEach((s, i) => {
    if (s.employeeId === null) return;
    const list = shiftsOf.get(s.employeeId) ?? [];
    list.push(i);
    shiftsOf.set(s.employeeId, list);
  });
  const hard = checkSchedule(input, { shifts, warnings: [] });
  let hardViolations = 0;
  for (const v of hard) {
    const code = CODE_OF_RULE[v.rule];
    if (!code) continue;
    hardViolations += 1;
    const shift = v.shift === undefined ? undefined : shifts[v.shift];
    const indexes =
      v.shift !== undefined
        ? [v.shift]
        : v.employeeId !== undefined
          ? (shiftsOf.get(v.employeeId) ?? [])
          : [];
    warnings.push({
      code,
      message: v.message,
      date: v.date ?? shift?.date ?? input.weekStart,
      positionId: shift?.positionId ?? null,
      start: shift?.start ?? null,
      end: shift?.end ?? null,
      employeeId: shift?.employeeId ?? v.employeeId ?? null,
      shiftIndexes: indexes,
    });
  }

  const grid = new CoverageGrid(input, shifts);
  const coverage: CoverageEntry[] = [];
  for (const p of input.positions) {
    const req = grid.required.get(p.id) as Int32Array; // the grid has every position
    const sch = grid.scheduled.get(p.id) as Int32Array;
    for (let day = 0; day < 7; day++) {
      const date = addDays(input.weekStart, day);
      let from = -1;
      let worst = 0;
      for (let t = 0; t <= 96; t++) {
        const i = day * 96 + t;
        const r = t < 96 ? (req[i] ?? 0) : 0;
        const s = t < 96 ? (sch[i] ?? 0) : 0;
        if (t < 96 && r > 0)
          coverage.push({
            positionId: p.id,
            date,
            timeSlot: formatTime(t * SLOT_MINUTES),
            required: r,
            scheduled: s,
          });
        if (t < 96 && s < r) {
          if (from < 0) from = t;
          worst = Math.max(worst, r - s);
        } else if (from >= 0) {
          warnings.push({
            code: "UNDERSTAFFED",
            message: `${p.name} ${date} ${formatTime(from * SLOT_MINUTES)}-${formatTime(t * SLOT_MINUTES)}: short by up to ${worst}`,
            date,
            positionId: p.id,
            start: formatTime(from * SLOT_MINUTES),
            end: formatTime(t * SLOT_MINUTES),
            employeeId: null,
            shiftIndexes: [],
          });
          from = -1;
          worst = 0;
        }
      }
    }
  }

  const threshold = input.constraints.overtimeThreshold * 60;
  for (const e of input.employees) {
    const indexes = shiftsOf.get(e.id) ?? [];
    const worked = indexes.reduce((sum, i) => sum + workedOf(shifts[i]), 0);
    if (worked > threshold) {
      warnings.push({
        code: "OVERTIME",
        message: `${e.name || `Employee ${e.id}`} works ${(worked / 60).toFixed(2)} h, ${((worked - threshold) / 60).toFixed(2)} h past the overtime threshold`,
        date: input.weekStart,
        positionId: null,
        start: null,
        end: null,
        employeeId: e.id,
        shiftIndexes: indexes,
      });
    }
  }
  const metrics = computeMetrics(input, shifts, { hardViolations, objective: 0, lowerBound: 0 });
  return { warnings, coverage, metrics };
}

function workedOf(s: OutputShift | undefined): number {
  if (!s) return 0;
  const meal = s.breaks
    .filter((b) => b.kind === "MEAL")
    .reduce((m, b) => m + parseTime(b.end) - parseTime(b.start), 0);
  return parseTime(s.end) - parseTime(s.start) - meal;
}

/**
 * The MEAL break a manual shift gets by the rules (DESIGN §7): for shifts longer than mealBreakAfter, one
 * break of mealBreakLength near the middle on the 15-minute grid, starting no later than mealBreakAfter.
 */
export function placeBreaks(input: EngineInput, start: string, end: string): ShiftBreak[] {
  const from = parseTime(start);
  const length = parseTime(end) - from;
  const { mealBreakAfter: after, mealBreakLength: meal } = input.constraints;
  if (length <= after || meal <= 0) return [];
  const middle = Math.floor((length - meal) / 2 / SLOT_MINUTES) * SLOT_MINUTES;
  const offset = Math.max(0, Math.min(after, length - meal, middle));
  return [{ start: formatTime(from + offset), end: formatTime(from + offset + meal), kind: "MEAL" }];
}
