// Fast feasibility test of one employee's line on the solver's arrays, for the cheap local moves
// (swaps, single-day changes) that do not go through the DP. The independent checker remains the judge.
import type { Model } from "./model";

export function isLineFeasible(m: Model, e: number, roster: Int8Array, counts: Int32Array): boolean {
  const minutes = minutesIfRulesKept(m, e, roster, e * m.days, counts);
  return minutes >= (m.minMinutes[e] ?? 0) && minutes <= (m.maxMinutes[e] ?? 0);
}

/**
 * Minutes worked on e's line (the `m.days` values of `line` from `off`) when it keeps every rule of e
 * but the minimum and maximum minutes, else -1. With `limits` false, the shift-type caps and the
 * weekend limit are not checked either.
 */
export function minutesIfRulesKept(
  m: Model,
  e: number,
  line: Int8Array,
  off: number,
  counts: Int32Array,
  limits = true,
): number {
  const H = m.days;
  const S = m.shifts;
  counts.fill(0, 0, S);
  let minutes = 0;
  let weekends = 0;
  let run = 0; // length of the current run
  let runStart = 0;
  let prev = -1; // previous value; -1 before day 0
  const maxCons = m.maxConsecutive[e] ?? 0;
  const minCons = m.minConsecutive[e] ?? 0;
  const minOff = m.minDaysOff[e] ?? 0;
  for (let d = 0; d < H; d++) {
    const v = line[off + d] ?? 0;
    const working = v > 0;
    if (working) {
      if (m.dayOff[e * H + d] === 1) return -1;
      const s = v - 1;
      const c = (counts[s] ?? 0) + 1;
      if (limits && c > (m.maxShifts[e * S + s] ?? 0)) return -1;
      counts[s] = c;
      minutes += m.shiftMinutes[s] ?? 0;
      if (prev > 0 && m.forbiddenNext[(prev - 1) * S + s] === 1) return -1;
      if (d % 7 === 5 || (d % 7 === 6 && prev <= 0)) weekends++;
    }
    if (d > 0 && working !== prev > 0) {
      // a run ended at d - 1; it is exempt from minima when it started on day 0
      if (runStart > 0) {
        if (prev > 0 && run < minCons) return -1;
        if (prev === 0 && run < minOff) return -1;
      }
      run = 0;
      runStart = d;
    }
    run++;
    if (working && run > maxCons) return -1;
    prev = v;
  }
  return !limits || weekends <= (m.maxWeekends[e] ?? 0) ? minutes : -1;
}
