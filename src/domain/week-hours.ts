import { workedMinutes } from "./time";

/** A shift as far as its person's week hours go. */
export interface WeekHoursShift {
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  breaks: readonly { start: string; end: string; kind: string }[];
}

/**
 * Each person's hours in a week of shifts: worked time (length less the MEAL break, the real length in the
 * store's time zone), open shifts left out. The one count of "this week's hours" for the grid's row
 * ("21.5h of 30h desired") and the shift dialog's person picker, so the two never disagree (issue 32: the
 * picker left out the shift being edited and rounded differently).
 */
export function weekHoursByPerson(shifts: readonly WeekHoursShift[], timeZone?: string): Map<number, number> {
  const minutes = weekMinutesByPerson(shifts, timeZone);
  return new Map([...minutes].map(([userId, total]) => [userId, total / 60]));
}

/** The same count in minutes (what labor cost is priced in). */
export function weekMinutesByPerson(
  shifts: readonly WeekHoursShift[],
  timeZone?: string,
): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const s of shifts) {
    if (s.userId === null) continue;
    minutes.set(s.userId, (minutes.get(s.userId) ?? 0) + workedMinutes(s, timeZone));
  }
  return minutes;
}
