import { DAY_MINUTES, formatTime, parseTime, realMinutes, spanEnd } from "../../domain/time";
import type { EngineInput, ResolvedConstraints } from "../input";
import type { ShiftBreak } from "../output";
import { crossesChange, realLength } from "./clock";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS, type Model } from "./model";
import { mealStart } from "./rules";
import type { State } from "./state";

/**
 * A time of the solver's day as "HH:MM": minutes past 1440 are the next day's ("01:30" for 1530).
 * An end at exactly midnight stays "24:00", as before overnight shifts (it reads the same in both
 * conventions: the end of the start day).
 */
export function formatStart(minute: number): string {
  return formatTime(minute % DAY_MINUTES);
}

export function formatEnd(minute: number): string {
  return minute === DAY_MINUTES ? "24:00" : formatTime(minute % DAY_MINUTES);
}

/**
 * A shift's breaks: its MEAL break (the rule) and paid REST breaks, one of restBreakLength per full
 * restBreakFrequency of shift, spread evenly on the grid and moved off the meal (REST breaks are
 * optional in docs/engine.md, Contract and never checked; they show the manager where a rest fits).
 * `start`/`end` are minutes of the start day (end past 1440 = the next day); `realLength` is the
 * shift's real length (a daylight-saving change inside it) and `mealAt` where its meal starts when
 * the caller placed it (rules.mealStart), else near the middle.
 */
export function shiftBreaks(
  c: ResolvedConstraints,
  start: number,
  end: number,
  realLength = end - start,
  mealAt?: number,
): ShiftBreak[] {
  const meal = mealBreak(c, start, end, realLength, mealAt);
  const { restBreakFrequency: every, restBreakLength: length } = c;
  const count = every > 0 && length > 0 ? Math.floor((end - start) / every) : 0;
  if (count === 0) return meal;
  // Work segments around the meal; each rest goes to the segment with the most time per rest, and a
  // segment's rests split it evenly (on the grid), so a rest never sits right against the meal.
  const mealBreakItself = meal[0];
  const segments: Array<{ from: number; to: number; rests: number }> = mealBreakItself
    ? [
        { from: start, to: mealMinute(mealBreakItself.start, start), rests: 0 },
        { from: mealMinute(mealBreakItself.end, start), to: end, rests: 0 },
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
      rests.push({ start: formatStart(at), end: formatEnd(at + length), kind: "REST" });
      free = at + length;
    }
  }
  return [...meal, ...rests].sort((x, y) => mealMinute(x.start, start) - mealMinute(y.start, start));
}

/** A break time of a shift starting at `shiftStart` back in minutes of its start day (after midnight = +1440). */
function mealMinute(time: string, shiftStart: number): number {
  const minute = parseTime(time);
  return minute < shiftStart ? minute + DAY_MINUTES : minute;
}

/**
 * The MEAL break of a shift (docs/engine.md, Contract): for shifts longer than mealBreakAfter, one break of
 * exactly mealBreakLength, near the middle of the shift on the 15-minute grid, but starting no later than
 * mealBreakAfter after the start and ending inside the shift.
 */
export function mealBreak(
  c: ResolvedConstraints,
  start: number,
  end: number,
  length = end - start,
  mealAt?: number,
): ShiftBreak[] {
  const { mealBreakAfter: after, mealBreakLength: mealLen } = c;
  if (length <= after) return [];
  const middle = Math.floor((length - mealLen) / 2 / SLOT) * SLOT;
  const at =
    mealAt !== undefined && mealAt >= 0
      ? mealAt
      : start + Math.max(0, Math.min(after, length - mealLen, middle));
  return [{ start: formatStart(at), end: formatEnd(at + mealLen), kind: "MEAL" }];
}

/** The breaks of the solver's shift of day d from start to end (real length and meal placement: rules.mealStart). */
export function cellBreaks(m: Model, d: number, start: number, end: number): ShiftBreak[] {
  if (m.realAt === null) return shiftBreaks(m.input.constraints, start, end);
  return shiftBreaks(
    m.input.constraints,
    start,
    end,
    realLength(m, d, start, end),
    crossesChange(m, d, start, end) ? mealStart(m, d, start, end) : undefined,
  );
}

/**
 * The breaks the engine would give a shift from `start` to `end` ("HH:MM"; an end at or before the
 * start is the next day, "24:00" the end of the start day) under the input's rules: the MEAL break
 * where one is due, and the paid REST breaks. For a shift a manager adds or edits by hand, so that it
 * gets the same breaks as the engine's own shifts. With the shift's `date`, its length is the real one
 * in the store's time zone (a daylight-saving change inside it counts).
 */
export function placeBreaks(input: EngineInput, start: string, end: string, date?: string): ShiftBreak[] {
  const from = parseTime(start);
  const to = spanEnd(from, parseTime(end));
  const length = date === undefined ? to - from : realMinutes(input.store.timezone, date, start, end);
  return shiftBreaks(input.constraints, from, to, length);
}

export interface Gap {
  p: number;
  /** The business day (docs/engine.md, Model): a gap never spans two. */
  d: number;
  /** Slots [from, to) counted from day d's midnight (past 96 = after midnight, the next day). */
  from: number;
  to: number;
  /** Most people missing in one slot, and staff-slots missing in all. */
  worst: number;
  missing: number;
}

/** Runs of understaffed slots per position and business day, adjacent slots merged. */
export function findGaps(s: State): Gap[] {
  const m = s.m;
  const gaps: Gap[] = [];
  const first = m.dayStartSlot;
  const last = first + SLOTS_PER_DAY;
  for (let p = 0; p < m.nP; p++) {
    for (let d = 0; d < DAYS; d++) {
      const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
      let current: Gap | null = null;
      for (let t = first; t <= last; t++) {
        const short = t < last ? (m.demand[base + t] ?? 0) - (s.cov[base + t] ?? 0) : 0;
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
