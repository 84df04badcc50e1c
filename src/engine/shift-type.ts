import { SHIFT_TYPES, SHIFT_TYPE_HOURS, type ShiftType } from "../domain/schemas/preferences";
import { parseTime } from "../domain/time";

/** The shift types' hours in minutes, in SHIFT_TYPES order (OPENING 06-14, MID 10-18, CLOSING 14-22). */
export const SHIFT_TYPE_RANGES: ReadonlyArray<readonly [number, number]> = SHIFT_TYPES.map((t) => [
  parseTime(SHIFT_TYPE_HOURS[t].start),
  parseTime(SHIFT_TYPE_HOURS[t].end),
]);

function overlap(start: number, end: number, range: readonly [number, number]): number {
  return Math.max(0, Math.min(end, range[1]) - Math.max(start, range[0]));
}

/**
 * Whether a shift [start, end) in minutes counts as the preferred type: the type it overlaps most
 * (docs/engine.md, Contract). On a tie (10:00-14:00 is as much OPENING as MID) every tied type counts as met.
 */
export function isPreferredType(start: number, end: number, preferred: ShiftType): boolean {
  const own = overlap(
    start,
    end,
    SHIFT_TYPE_RANGES[SHIFT_TYPES.indexOf(preferred)] as readonly [number, number],
  );
  return SHIFT_TYPE_RANGES.every((r) => overlap(start, end, r) <= own);
}

/** The type a shift overlaps most (first listed on a tie), for explanations. */
export function shiftTypeOf(start: number, end: number): ShiftType {
  let best: ShiftType = "MID";
  let bestOverlap = -1;
  SHIFT_TYPES.forEach((t, i) => {
    const o = overlap(start, end, SHIFT_TYPE_RANGES[i] as readonly [number, number]);
    if (o > bestOverlap) {
      best = t;
      bestOverlap = o;
    }
  });
  return best;
}
