import { addDays, formatTime, parseTime } from "../domain/time";
import { SLOT_MINUTES } from "./check/calendar";
import { CoverageGrid } from "./check/coverage";
import { checkSchedule } from "./checker";
import type { EngineInput } from "./input";
import { computeMetrics } from "./metrics";
import type { CoverageEntry, Metrics, OutputShift } from "./output";

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

/**
 * A week's shifts reviewed as the product shows them after every change: each hard-rule break the
 * independent checker finds, unmet needs merged into UNDERSTAFFED ranges, OVERTIME per person, and the
 * week's figures. Pure and fast: one checker pass and one coverage grid.
 */
const STRUCTURAL: ReadonlySet<string> = new Set([
  "INVALID_SHIFT",
  "LOCKED_CHANGED",
  "UNREPORTED_UNDERSTAFFING",
]);

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
    // Structural checks (grid, week, locked, unreported understaffing) are the routes' and the solver's.
    if (STRUCTURAL.has(v.code)) continue;
    hardViolations += 1;
    const first = v.shifts[0] === undefined ? undefined : shifts[v.shifts[0]];
    warnings.push({
      code: v.code,
      message: v.message,
      date: v.date ?? first?.date ?? input.weekStart,
      positionId: v.positionId ?? first?.positionId ?? null,
      start: v.start ?? (v.shifts.length === 1 ? (first?.start ?? null) : null),
      end: v.end ?? (v.shifts.length === 1 ? (first?.end ?? null) : null),
      employeeId: v.employeeId,
      shiftIndexes: v.shifts,
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
