import { formatTime } from "../../domain/time";
import type { ShiftBreak } from "../output";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS, type Model } from "./model";
import type { State } from "./state";

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
