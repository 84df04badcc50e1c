import { wallNow } from "../started";

/**
 * A forgotten clock-out (docs/product.md, Time clock): an entry still open on a later day of its store's
 * calendar, once its shift (if any) ended more than the grace ago. Flagged, never closed: only the person's
 * manager knows when they left.
 */
export const MISSED_CLOCK_OUT_GRACE_MS = 2 * 3_600_000;

export function isMissedClockOut(
  entry: { clockIn: Date; shiftEnd: Date | null; timeZone: string },
  now: Date,
): boolean {
  const isNextDay = wallNow(entry.timeZone, now).date > wallNow(entry.timeZone, entry.clockIn).date;
  const endedAt = entry.shiftEnd ?? entry.clockIn;
  return isNextDay && now.getTime() - endedAt.getTime() >= MISSED_CLOCK_OUT_GRACE_MS;
}

/** "You are 10 minutes past your start": told once a shift's start is this far behind and nobody clocked in. */
export const LATE_NOTICE_MINUTES = 10;
