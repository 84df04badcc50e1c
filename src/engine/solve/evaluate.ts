import { DAY_MINUTES, MAX_SHIFT_MINUTES, spanEnd } from "../../domain/time";
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
 * The stability term (currentShifts) and the premiums are left out: this is metrics.objective.
 */
export function evaluateObjective(
  input: EngineInput,
  shifts: OutputShift[],
  weights: Partial<Weights> = {},
): number {
  return priceShifts(input, shifts, weights).quality;
}

/**
 * The premium money of any set of shifts as the search's State counts it (per employee-day, the day's
 * first shift against the posted one): what metrics.premiumCost recomputes from the strings.
 */
export function evaluatePremium(input: EngineInput, shifts: OutputShift[]): number {
  return priceShifts(input, shifts, {}).premiumMoney;
}

/** A pricing-only State holding the shifts (see evaluateObjective for what each shift adds). */
function priceShifts(input: EngineInput, shifts: OutputShift[], weights: Partial<Weights>): State {
  const m = buildModel(input, { pricingOnly: true });
  const s = new State(m, { ...DEFAULT_WEIGHTS, ...weights });
  const first = dayNumber(input.weekStart);
  for (const shift of shifts) {
    if (shift.employeeId === null) continue;
    const e = m.employeeIndex.get(shift.employeeId);
    const p = m.positionIndex.get(shift.positionId);
    const d = dayNumber(shift.date) - first;
    const start = safeParseTime(shift.start);
    const wallEnd = safeParseTime(shift.end);
    if (e === undefined || p === undefined || d < 0 || d >= DAYS || start === null || wallEnd === null)
      continue;
    const end = spanEnd(start, wallEnd); // an end at or before the start is the next day
    if (start % SLOT !== 0 || end % SLOT !== 0 || start >= DAY_MINUTES || end - start > MAX_SHIFT_MINUTES)
      continue;
    const cell = e * DAYS + d;
    if ((s.cellPos[cell] ?? -1) < 0) {
      s.place(e, d, p, start, end);
      continue;
    }
    s.addCoverage(e, d, p, start, end, 1);
    const worked = s.workedAt(d, start, end);
    s.worked[e] = (s.worked[e] ?? 0) + worked;
    if (m.minorDay[cell] === 1) s.minorWorked[e] = (s.minorWorked[e] ?? 0) + worked;
    s.refreshEmployee(e);
  }
  return s;
}
