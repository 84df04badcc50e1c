import { formatTime, parseTime } from "../../domain/time";
import type { EngineInput, ResolvedConstraints } from "../input";
import type { ShiftBreak } from "../output";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./model";
import type { State } from "./state";

/**
 * A shift's breaks: its MEAL break (the rule) and paid REST breaks, one of restBreakLength per full
 * restBreakFrequency of shift, spread evenly on the grid and moved off the meal (REST breaks are
 * optional in docs/engine.md, Contract and never checked; they show the manager where a rest fits).
 */
export function shiftBreaks(c: ResolvedConstraints, start: number, end: number): ShiftBreak[] {
  const meal = mealBreak(c, start, end);
  const { restBreakFrequency: every, restBreakLength: length } = c;
  const count = every > 0 && length > 0 ? Math.floor((end - start) / every) : 0;
  if (count === 0) return meal;
  // Work segments around the meal; each rest goes to the segment with the most time per rest, and a
  // segment's rests split it evenly (on the grid), so a rest never sits right against the meal.
  const mealBreakItself = meal[0];
  const segments: Array<{ from: number; to: number; rests: number }> = mealBreakItself
    ? [
        { from: start, to: parseTime(mealBreakItself.start), rests: 0 },
        { from: parseTime(mealBreakItself.end), to: end, rests: 0 },
      ]
    : [{ from: start, to: end, rests: 0 }];
  for (let k = 0; k < count; k++) {
    let best = segments[0];
    for (const seg of segments) {
      if (best && (seg.to - seg.from) / (seg.rests + 1) > (best.to - best.from) / (best.rests + 1))
        best = seg;
    }
    if (best) best.rests++;
  }
  const rests: ShiftBreak[] = [];
  for (const seg of segments) {
    let free = seg.from + 1; // a rest never opens a segment
    for (let j = 1; j <= seg.rests; j++) {
      const at = seg.from + Math.round(((seg.to - seg.from) * j) / (seg.rests + 1) / SLOT) * SLOT;
      if (at < free || at + length > seg.to) continue; // no room for it in this segment
      rests.push({ start: formatTime(at), end: formatTime(at + length), kind: "REST" });
      free = at + length;
    }
  }
  return [...meal, ...rests].sort((x, y) => parseTime(x.start) - parseTime(y.start));
}

/**
 * The MEAL break of a shift (docs/engine.md, Contract): for shifts longer than mealBreakAfter, one break of
 * exactly mealBreakLength, near the middle of the shift on the 15-minute grid, but starting no later than
 * mealBreakAfter after the start and ending inside the shift.
 */
export function mealBreak(c: ResolvedConstraints, start: number, end: number): ShiftBreak[] {
  const { mealBreakAfter: after, mealBreakLength: mealLen } = c;
  const length = end - start;
  if (length <= after) return [];
  const middle = Math.floor((length - mealLen) / 2 / SLOT) * SLOT;
  const offset = Math.max(0, Math.min(after, length - mealLen, middle));
  return [{ start: formatTime(start + offset), end: formatTime(start + offset + mealLen), kind: "MEAL" }];
}

/**
 * The breaks the engine would give a shift from `start` to `end` ("HH:MM", end may be "24:00") under
 * the input's rules: the MEAL break where one is due, and the paid REST breaks. For a shift a manager
 * adds or edits by hand, so that it gets the same breaks as the engine's own shifts.
 */
export function placeBreaks(input: EngineInput, start: string, end: string): ShiftBreak[] {
  return shiftBreaks(input.constraints, parseTime(start), parseTime(end));
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
