import * as grid from "./model";
import type { Model } from "./model";
import type { State } from "./state";

// Local copies of the grid constants: tsx and vitest compile imported bindings to getters, which
// cost about 40% of the search when read in its inner loops.
const { DAYS, SLOT, SLOTS_PER_DAY } = grid;

/**
 * The solver's incremental reading of the per-employee hard rules (docs/engine.md, Contract). The trainer
 * ratio is checked after a move is applied (see State.isRatioKept); everything else is here, in O(1) apart
 * from the consecutive-days walk (≤ 7 steps).
 */
export enum Block {
  None = 0,
  NotQualified,
  TimeOff,
  Unavailable,
  Length,
  WeeklyCap,
  MinorCurfew,
  MinorDaily,
  MinorWeekly,
  Rest,
  Clopen,
  Consecutive,
  /** Works at another store that day (one shift a day counts every store). */
  OtherStore,
}

export const BLOCK_TEXT: Record<Block, string> = {
  [Block.None]: "free",
  [Block.NotQualified]: "not qualified",
  [Block.TimeOff]: "on time off",
  [Block.Unavailable]: "unavailable",
  [Block.Length]: "shift length out of bounds",
  [Block.WeeklyCap]: "at the weekly hour cap",
  [Block.MinorCurfew]: "minor past curfew",
  [Block.MinorDaily]: "minor at the daily hour limit",
  [Block.MinorWeekly]: "minor at the weekly hour limit",
  [Block.Rest]: "too little rest between shifts",
  [Block.Clopen]: "close-then-open gap too short",
  [Block.Consecutive]: "at the max consecutive days",
  [Block.OtherStore]: "works at another store that day",
};

/** Whether a shift length (minutes) is allowed: bounds, grid, and room for the meal break. */
export function isLengthAllowed(m: Model, length: number): boolean {
  if (length < m.minLen || length > m.maxLen || length % SLOT !== 0 || length <= 0) return false;
  return length <= m.mealAfter || length >= m.mealLen;
}

/**
 * Would employee e be allowed to work position p from start to end (minutes) on day d, if this
 * replaced whatever e has on day d? Returns the first rule that forbids it, or Block.None.
 */
export function checkPlace(s: State, e: number, d: number, p: number, start: number, end: number): Block {
  const m = s.m;
  const cell = e * DAYS + d;
  if (m.qualified[e * m.nP + p] !== 1) return Block.NotQualified;
  if (m.dayOff[cell] === 1) return Block.TimeOff;
  if (m.fixedDay[cell] === 1) return Block.OtherStore;
  if (start < 0 || end > 1440 || !isLengthAllowed(m, end - start)) return Block.Length;
  const base = cell * (SLOTS_PER_DAY + 1);
  const a = start / SLOT;
  const b = end / SLOT;
  if ((m.availPrefix[base + b] ?? 0) - (m.availPrefix[base + a] ?? 0) !== b - a) return Block.Unavailable;

  const hasOld = (s.cellPos[cell] ?? -1) >= 0;
  const oldWorked = hasOld ? s.workedOf((s.cellEnd[cell] ?? 0) - (s.cellStart[cell] ?? 0)) : 0;
  const worked = s.workedOf(end - start);
  if ((s.worked[e] ?? 0) + (m.fixedWorked[e] ?? 0) - oldWorked + worked > m.cap) return Block.WeeklyCap;
  if (m.minorDay[cell] === 1) {
    if (end > m.curfew) return Block.MinorCurfew;
    if (worked > m.minorDaily) return Block.MinorDaily;
    if ((s.minorWorked[e] ?? 0) + (m.fixedMinorWorked[e] ?? 0) - oldWorked + worked > m.minorWeekly)
      return Block.MinorWeekly;
  }

  // Rest and clopen only involve the neighbouring days: two days apart is ≥ 1440 min ≥ any setting.
  // The day before ends with this store's shift or another store's, whichever ends later.
  let prevEnd = -1e9;
  let prevLate = false;
  if (d === 0) {
    prevEnd = m.prevEnd[e] ?? -1e9;
    prevLate = m.prevEndLate[e] === 1;
  } else {
    let end0 = -1;
    if ((s.cellPos[cell - 1] ?? -1) >= 0) end0 = s.cellEnd[cell - 1] ?? 0;
    if (m.fixedDay[cell - 1] === 1) end0 = Math.max(end0, m.fixedEnd[cell - 1] ?? 0);
    if (end0 >= 0) {
      prevEnd = (d - 1) * 1440 + end0;
      prevLate = end0 >= m.close;
    }
  }
  const gapBefore = d * 1440 + start - prevEnd;
  if (gapBefore < m.minRest) return Block.Rest;
  if (prevLate && start <= m.open && gapBefore < m.clopenGap) return Block.Clopen;
  if (d < DAYS - 1) {
    let nextStart = 1e4;
    if ((s.cellPos[cell + 1] ?? -1) >= 0) nextStart = s.cellStart[cell + 1] ?? 0;
    if (m.fixedDay[cell + 1] === 1) nextStart = Math.min(nextStart, m.fixedStart[cell + 1] ?? 0);
    const gapAfter = 1440 + nextStart - end;
    if (gapAfter < m.minRest) return Block.Rest;
    if (end >= m.close && nextStart <= m.open && gapAfter < m.clopenGap) return Block.Clopen;
  }

  if (!hasOld) {
    // Days worked here or at another store both count.
    let run = 1;
    let k = d - 1;
    while (k >= 0 && ((s.cellPos[e * DAYS + k] ?? -1) >= 0 || m.fixedDay[e * DAYS + k] === 1)) {
      run++;
      k--;
    }
    if (k < 0) run += m.prevRun[e] ?? 0;
    for (k = d + 1; k < DAYS && ((s.cellPos[e * DAYS + k] ?? -1) >= 0 || m.fixedDay[e * DAYS + k] === 1); k++)
      run++;
    if (run > (m.maxConsec[e] ?? 5)) return Block.Consecutive;
  }
  return Block.None;
}
