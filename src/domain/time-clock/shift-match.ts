import { TZDate } from "@date-fns/tz";
import { addDays, formatTime, parseTime, wallSpan } from "../time";

/**
 * Which published shift a clock-in belongs to (docs/product.md, Time clock): one of the person's shifts
 * that starts within the profile's early window from now, or has started and not ended. Shifts are on their
 * store's wall clock; an end at or before the start is the next day, and a daylight-saving change counts.
 */

export interface ClockShift {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
}

/** A wall time of a time zone as an instant (a time that does not exist reads as the hour after). */
export function wallInstant(timeZone: string, date: string, minute: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, minute, timeZone).getTime());
}

/** A shift's real [start, end) as instants. */
export function shiftInstants(shift: ClockShift): { start: Date; end: Date } {
  const span = wallSpan(shift.startTime, shift.endTime);
  return {
    start: wallInstant(shift.timezone, shift.date, span.start),
    end: wallInstant(shift.timezone, shift.date, span.end),
  };
}

export type ClockInMatch<S extends ClockShift> =
  | { kind: "SHIFT"; shift: S }
  /** The next shift starts later than the early window: refused, with the wall time they may clock in. */
  | { kind: "TOO_EARLY"; shift: S; from: string }
  | { kind: "UNSCHEDULED" };

/** An early clock-in is refused for a shift starting within 4 hours; a later one leaves it unscheduled. */
const TOO_EARLY_HORIZON_MS = 4 * 3_600_000;

/**
 * The shift a clock-in at `now` works: the earliest of those open for clocking in; else, when a shift
 * starts later today (within 4 hours), a refusal naming when they can clock in; else unscheduled.
 */
export function matchClockIn<S extends ClockShift>(
  shifts: readonly S[],
  now: Date,
  earlyMinutes: number | ((shift: S) => number),
): ClockInMatch<S> {
  const earlyOf = (shift: S) => (typeof earlyMinutes === "number" ? earlyMinutes : earlyMinutes(shift));
  const timed = shifts
    .map((shift) => ({ shift, ...shiftInstants(shift) }))
    .filter((s) => s.end.getTime() > now.getTime())
    .sort((x, y) => x.start.getTime() - y.start.getTime());
  const open = timed.find((s) => s.start.getTime() - earlyOf(s.shift) * 60_000 <= now.getTime());
  if (open) return { kind: "SHIFT", shift: open.shift };
  const next = timed[0];
  if (next && next.start.getTime() - now.getTime() <= TOO_EARLY_HORIZON_MS) {
    const fromMinute = parseTime(next.shift.startTime) - earlyOf(next.shift);
    return { kind: "TOO_EARLY", shift: next.shift, from: formatTime(((fromMinute % 1440) + 1440) % 1440) };
  }
  return { kind: "UNSCHEDULED" };
}

/** The dates whose shifts may match a clock-in on `today`: yesterday's overnight shift runs into today. */
export const matchDates = (now: Date) => {
  // Every time zone's today lies within a day of UTC's; yesterday's overnight shift runs into today.
  const utcToday = now.toISOString().slice(0, 10);
  return { from: addDays(utcToday, -2), to: addDays(utcToday, 1) };
};
