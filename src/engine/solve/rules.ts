import { DAY_MINUTES, MAX_SHIFT_MINUTES } from "../../domain/time";
import { crossesChange, isEarlyStart, isLateEnd, mealStartAcross, realLength, realMinute } from "./clock";
import * as grid from "./model";
import type { Model } from "./model";
import type { State } from "./state";

// Local copies of the grid constants: tsx and vitest compile imported bindings to getters, which
// cost about 40% of the search when read in its inner loops.
const { AVAIL_STRIDE, DAYS, NO_PREVIOUS, SLOT, SLOTS_PER_DAY } = grid;
const MAX_SHIFT = MAX_SHIFT_MINUTES;
/** No shift after: a start farther than any rest or clopen setting. */
const NO_NEXT = 1e9;

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
 * Would employee e be allowed to work position p from start to end (minutes of day d; end past 1440
 * = the next day) on day d, if this replaced whatever e has on day d? Returns the first rule that
 * forbids it, or Block.None. Lengths, hours and gaps are real minutes (solve/clock.ts).
 */
export function checkPlace(s: State, e: number, d: number, p: number, start: number, end: number): Block {
  const m = s.m;
  const cell = e * DAYS + d;
  if (m.qualified[e * m.nP + p] !== 1) return Block.NotQualified;
  if (m.dayOff[cell] === 1) return Block.TimeOff;
  if (m.fixedDay[cell] === 1) return Block.OtherStore;
  if (start < 0 || start >= DAY_MINUTES || end > start + MAX_SHIFT) return Block.Length;
  if (end > DAY_MINUTES && m.nightOff[cell] === 1) return Block.TimeOff; // would run into a day off
  const hasClock = m.realAt !== null;
  const length = hasClock ? realLength(m, d, start, end) : end - start;
  if (!isLengthAllowed(m, length)) return Block.Length;
  if (hasClock && length > m.mealAfter && crossesChange(m, d, start, end) && mealStart(m, d, start, end) < 0)
    return Block.Length;
  const base = e * AVAIL_STRIDE + d * SLOTS_PER_DAY;
  const a = start / SLOT;
  const b = end / SLOT;
  if ((m.availPrefix[base + b] ?? 0) - (m.availPrefix[base + a] ?? 0) !== b - a) return Block.Unavailable;

  const hasOld = (s.cellPos[cell] ?? -1) >= 0;
  const oldWorked = hasOld ? s.workedAt(d, s.cellStart[cell] ?? 0, s.cellEnd[cell] ?? 0) : 0;
  const worked = s.workedOf(length);
  if ((s.worked[e] ?? 0) + (m.fixedWorked[e] ?? 0) - oldWorked + worked > m.cap) return Block.WeeklyCap;
  if (m.minorDay[cell] === 1) {
    // The curfew of the start day: a minor's shift never ends the next day.
    if (end > m.curfew) return Block.MinorCurfew;
    if (worked > m.minorDaily) return Block.MinorDaily;
    if ((s.minorWorked[e] ?? 0) + (m.fixedMinorWorked[e] ?? 0) - oldWorked + worked > m.minorWeekly)
      return Block.MinorWeekly;
  }

  // Rest and clopen: the shift ending last before this one and the one starting first after it, here
  // or at another store. A shift may end up to 16 h after a start late on its day, so two days back
  // and ahead count; three days apart leave at least 1935 minutes, more than any setting.
  let prevEnd = d <= 1 ? (m.prevEnd[e] ?? NO_PREVIOUS) : NO_PREVIOUS;
  let prevLate = d <= 1 && m.prevEndLate[e] === 1;
  for (let k = d - 1; k >= 0 && k >= d - 2; k--) {
    const c = e * DAYS + k;
    let endK = -1;
    if ((s.cellPos[c] ?? -1) >= 0) endK = s.cellEnd[c] ?? 0;
    if (m.fixedDay[c] === 1) endK = Math.max(endK, m.fixedEnd[c] ?? 0);
    if (endK >= 0 && k * DAY_MINUTES + endK > prevEnd) {
      prevEnd = k * DAY_MINUTES + endK;
      prevLate = isLateEnd(m, k, endK);
    }
  }
  const startAt = d * DAY_MINUTES + start;
  if (prevEnd > NO_PREVIOUS) {
    const gapBefore = hasClock ? realMinute(m, 0, startAt) - realMinute(m, 0, prevEnd) : startAt - prevEnd;
    if (gapBefore < m.minRest) return Block.Rest;
    if (prevLate && gapBefore < m.clopenGap && isEarlyStart(m, d, start)) return Block.Clopen;
  }
  let nextStart = NO_NEXT;
  let nextDay = -1;
  for (let k = d + 1; k < DAYS && k <= d + 2; k++) {
    const c = e * DAYS + k;
    let startK = NO_NEXT;
    if ((s.cellPos[c] ?? -1) >= 0) startK = s.cellStart[c] ?? 0;
    if (m.fixedDay[c] === 1) startK = Math.min(startK, m.fixedStart[c] ?? 0);
    if (startK < NO_NEXT && k * DAY_MINUTES + startK < nextStart) {
      nextStart = k * DAY_MINUTES + startK;
      nextDay = k;
    }
  }
  if (nextDay >= 0) {
    const endAt = d * DAY_MINUTES + end;
    const gapAfter = hasClock ? realMinute(m, 0, nextStart) - realMinute(m, 0, endAt) : nextStart - endAt;
    if (gapAfter < m.minRest) return Block.Rest;
    if (
      gapAfter < m.clopenGap &&
      isLateEnd(m, d, end) &&
      isEarlyStart(m, nextDay, nextStart - nextDay * DAY_MINUTES)
    )
      return Block.Clopen;
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

/**
 * Where the MEAL break of a shift of day d starts (wall minutes of that day), or −1 when none fits:
 * near the middle of its real length, no later than mealBreakAfter after its start, on the grid; across
 * a daylight-saving change, clear of the change (solve/clock.ts). The solver's breaks (assemble.ts)
 * and its length rule read the same placement.
 */
export function mealStart(m: Model, d: number, start: number, end: number): number {
  const length = realLength(m, d, start, end);
  const middle = Math.floor((length - m.mealLen) / 2 / SLOT) * SLOT;
  const offset = Math.max(0, Math.min(m.mealAfter, length - m.mealLen, middle));
  if (!crossesChange(m, d, start, end)) return start + offset;
  return mealStartAcross(m, d, start, end, start + offset, m.mealAfter, m.mealLen);
}
