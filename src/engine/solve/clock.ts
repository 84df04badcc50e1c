import { DAY_MINUTES } from "../../domain/time";
import type { Model } from "./model";

// Local copies of the grid constants (see rules.ts): this file is read in the search's inner loops.
const SLOT = 15;
const SLOTS_PER_DAY = 96;

/**
 * The real week's clock for the solver (docs/engine.md, Model: daylight saving). Positions on the time
 * axis are wall minutes; lengths, rest gaps and the clopen test read real minutes. Without a change in
 * the week (`m.realAt === null`, the common case) both are the same and every function here is the
 * plain arithmetic, so the search pays nothing for it.
 */

/** Real minutes since Monday 00:00 of wall minute `minute` of day d (on the grid, day −1..8). */
export function realMinute(m: Model, d: number, minute: number): number {
  const table = m.realAt;
  const wall = d * DAY_MINUTES + minute;
  if (table === null) return wall;
  return table[(d + 1) * SLOTS_PER_DAY + Math.floor(minute / SLOT)] ?? wall;
}

/**
 * The real length of a span of day d from `start` to `end` (wall minutes of that day, end may pass
 * 1440): end − start unless a daylight-saving change falls inside (01:00-03:00 on a spring-forward
 * night is 60).
 */
export function realLength(m: Model, d: number, start: number, end: number): number {
  if (m.realAt === null) return end - start;
  return realMinute(m, d, end) - realMinute(m, d, start);
}

/**
 * A shift of day d ending at `end` (minutes of day d) ends "at or after the close" (the clopen rule)
 * when its real end is at or after business day d's real close (Saturday 02:00 for a Friday of a
 * 17:00-02:00 store).
 */
export function isLateEnd(m: Model, d: number, end: number): boolean {
  if (m.realAt === null) return end >= m.close;
  return realMinute(m, d, end) >= realMinute(m, d, m.close);
}

/** A shift of day d starting at `start` starts "at or before the open" (the clopen rule). */
export function isEarlyStart(m: Model, d: number, start: number): boolean {
  if (m.realAt === null) return start <= m.open;
  return realMinute(m, d, start) <= realMinute(m, d, m.open);
}

/**
 * Whether the span of day d from `start` to `end` (wall minutes of that day) holds a daylight-saving
 * change, where real and wall minutes part: only there does a meal break need the careful placement
 * of `mealStartAcross`.
 */
export function crossesChange(m: Model, d: number, start: number, end: number): boolean {
  const table = m.realAt;
  if (table === null) return false;
  const from = (d + 1) * SLOTS_PER_DAY + Math.floor(start / SLOT);
  const to = (d + 1) * SLOTS_PER_DAY + Math.ceil(end / SLOT);
  for (let i = from; i < to; i++) if ((table[i + 1] ?? 0) - (table[i] ?? 0) !== SLOT) return true;
  return false;
}

/**
 * Where the MEAL break of a shift across a daylight-saving change starts (wall minutes of day d), or
 * −1 when none fits. The break itself stays clear of the change, so its wall and real lengths are both
 * the meal length; it starts no later than `after` after the shift's start in real and in wall
 * minutes (both readings agree), inside the shift; `preferred` (the usual middle) is tried first,
 * then earlier starts, then later ones.
 */
export function mealStartAcross(
  m: Model,
  d: number,
  start: number,
  end: number,
  preferred: number,
  after: number,
  mealLen: number,
): number {
  const fits = (at: number) =>
    at >= start &&
    at + mealLen <= end &&
    at - start <= after &&
    realMinute(m, d, at) - realMinute(m, d, start) <= after &&
    realMinute(m, d, at) >= realMinute(m, d, start) &&
    realMinute(m, d, at + mealLen) <= realMinute(m, d, end) &&
    !crossesChange(m, d, at, at + mealLen);
  for (let at = preferred; at >= start; at -= SLOT) if (fits(at)) return at;
  for (let at = preferred + SLOT; at + mealLen <= end; at += SLOT) if (fits(at)) return at;
  return -1;
}
