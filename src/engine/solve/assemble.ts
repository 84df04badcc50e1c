import { formatTime, parseTime } from "../../domain/time";
import type { ShiftBreak } from "../output";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS, type Model } from "./model";
import type { State } from "./state";

/**
 * A shift's breaks: its MEAL break (the rule) and paid REST breaks, one of restBreakLength per full
 * restBreakFrequency of shift, spread evenly on the grid and moved off the meal (REST breaks are
 * optional in DESIGN §7 and never checked; they show the manager where a rest fits).
 */
export function shiftBreaks(m: Model, start: number, end: number): ShiftBreak[] {
  const meal = mealBreak(m, start, end);
  const { restBreakFrequency: every, restBreakLength: length } = m.input.constraints;
  if (every <= 0 || length <= 0) return meal;
  const mealStart = meal[0] ? parseTime(meal[0].start) : -1;
  const mealEnd = meal[0] ? parseTime(meal[0].end) : -1;
  const overlapsMeal = (at: number) => at < mealEnd && at + length > mealStart;
  const count = Math.floor((end - start) / every);
  const rests: ShiftBreak[] = [];
  let earliest = start;
  for (let k = 1; k <= count; k++) {
    let at = Math.max(earliest, start + Math.round(((end - start) * k) / (count + 1) / SLOT) * SLOT);
    if (overlapsMeal(at)) at = mealEnd;
    if (at + length > end) break;
    rests.push({ start: formatTime(at), end: formatTime(at + length), kind: "REST" });
    earliest = at + length;
  }
  return [...meal, ...rests].sort((x, y) => parseTime(x.start) - parseTime(y.start));
}

/**
 * The MEAL break of a shift (DESIGN §7): for shifts longer than mealBreakAfter, one break of exactly
 * mealBreakLength, near the middle of the shift on the 15-minute grid, but starting no later than
 * mealBreakAfter after the start and ending inside the shift.
 */
export function mealBreak(m: Model, start: number, end: number): ShiftBreak[] {
  const length = end - start;
  if (length <= m.mealAfter) return [];
  const middle = Math.floor((length - m.mealLen) / 2 / SLOT) * SLOT;
  const offset = Math.max(0, Math.min(m.mealAfter, length - m.mealLen, middle));
  return [{ start: formatTime(start + offset), end: formatTime(start + offset + m.mealLen), kind: "MEAL" }];
}

export interface Gap {
  p: number;
  d: number;
  /** Slots [from, to) on day d. */
  from: number;
  to: number;
  /** Most people missing in one slot, and staff-slots missing in all. */
  worst: number;
  missing: number;
}

/** Runs of understaffed slots per position and day, adjacent slots merged. */
export function findGaps(s: State): Gap[] {
  const m = s.m;
  const gaps: Gap[] = [];
  for (let p = 0; p < m.nP; p++) {
    for (let d = 0; d < DAYS; d++) {
      const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
      let current: Gap | null = null;
      for (let t = 0; t <= SLOTS_PER_DAY; t++) {
        const short = t < SLOTS_PER_DAY ? (m.demand[base + t] ?? 0) - (s.cov[base + t] ?? 0) : 0;
        if (short > 0) {
          if (!current) current = { p, d, from: t, to: t + 1, worst: 0, missing: 0 };
          current.to = t + 1;
          current.worst = Math.max(current.worst, short);
          current.missing += short;
        } else if (current) {
          gaps.push(current);
          current = null;
        }
      }
    }
  }
  return gaps;
}
