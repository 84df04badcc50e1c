import { dayNumber, safeParseTime } from "../check/calendar";
import type { EngineInput } from "../input";
import type { OutputShift } from "../output";
import { DAYS, SLOT, buildModel } from "./model";
import { State } from "./state";
import { DEFAULT_WEIGHTS, type Weights } from "./weights";

/**
 * The solver's soft objective (solve/weights.ts) of any set of shifts, e.g. after a manager's edits,
 * priced by the same State the search uses so that the figure means the same for both. A second
 * shift of a person on one day adds its coverage and hours (not its shift-type or weekend terms);
 * open shifts, off-grid shifts and shifts of unknown people, positions or dates cover nothing.
 * The stability term (currentShifts) is left out: this is metrics.objective.
 */
export function evaluateObjective(
  input: EngineInput,
  shifts: OutputShift[],
  weights: Partial<Weights> = {},
): number {
  const m = buildModel(input, { pricingOnly: true });
  const s = new State(m, { ...DEFAULT_WEIGHTS, ...weights });
  const first = dayNumber(input.weekStart);
  for (const shift of shifts) {
    if (shift.employeeId === null) continue;
    const e = m.employeeIndex.get(shift.employeeId);
    const p = m.positionIndex.get(shift.positionId);
    const d = dayNumber(shift.date) - first;
    const start = safeParseTime(shift.start);
    const end = safeParseTime(shift.end);
    if (e === undefined || p === undefined || d < 0 || d >= DAYS || start === null || end === null) continue;
    if (start % SLOT !== 0 || end % SLOT !== 0 || !(start < end && end <= 1440)) continue;
    const cell = e * DAYS + d;
    if ((s.cellPos[cell] ?? -1) < 0) {
      s.place(e, d, p, start, end);
      continue;
    }
    s.addCoverage(e, d, p, start, end, 1);
    s.worked[e] = (s.worked[e] ?? 0) + s.workedOf(end - start);
    if (m.minorDay[cell] === 1) s.minorWorked[e] = (s.minorWorked[e] ?? 0) + s.workedOf(end - start);
    s.refreshEmployee(e);
  }
  return s.quality;
}
