import { format } from "date-fns";
import { tz } from "@date-fns/tz";
import { DAY_MINUTES, parseTime } from "./time";

/**
 * The past of a lived week (docs/product.md, The real week): a shift that has started (its date and start
 * time on the store's wall clock are at or before now) is history. One reading for the server (runs keep
 * such shifts, edits ask for `confirmPast`) and the web app (the grid shades them and asks first).
 */

/** Now on a time zone's wall clock: the calendar date and the minute of that day. */
export function wallNow(timeZone: string, now: Date): { date: string; minute: number } {
  const [date, hours, minutes] = format(now, "yyyy-MM-dd HH mm", { in: tz(timeZone) }).split(" ") as [
    string,
    string,
    string,
  ];
  return { date, minute: Number(hours) * 60 + Number(minutes) };
}

/** Whether a shift starting at `date` `startTime` (store wall clock) has started at `now`. */
export function hasStarted(shift: { date: string; startTime: string }, timeZone: string, now: Date): boolean {
  return hasStartedBy(shift, wallNow(timeZone, now));
}

/**
 * The same against a wall clock read once: reading it asks Intl for the zone's offset (~0.1 ms, more on a
 * phone), and a screen asks about every shift of its week.
 */
export function hasStartedBy(
  shift: { date: string; startTime: string },
  here: { date: string; minute: number },
): boolean {
  return shift.date < here.date || (shift.date === here.date && parseTime(shift.startTime) <= here.minute);
}

/**
 * Where now lies in a week, in wall minutes from its Monday 00:00, plus one: every start before it has
 * happened (a start at exactly now too). 0 for a week still to come, 7 days for a week gone by.
 */
export function pastHorizon(weekStart: string, timeZone: string, now: Date): number {
  const here = wallNow(timeZone, now);
  const days = Math.round(
    (Date.parse(`${here.date}T00:00:00Z`) - Date.parse(`${weekStart}T00:00:00Z`)) / 86_400_000,
  );
  const minute = days * DAY_MINUTES + here.minute + 1;
  return Math.min(Math.max(minute, 0), 7 * DAY_MINUTES);
}
