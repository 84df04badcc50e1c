/**
 * Today and its Monday with Intl alone, no date library: the app's first load (app/preload.ts) works out
 * which week /schedule will show, to fetch it while the screen's code loads, and the entry must stay small
 * for /login (date-fns and its time zones would add ~8 KB compressed there). domain/time.ts is the
 * reference; week-of.test.ts holds the two together.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of now on a time zone's wall clock (the browser's own without one). */
export function wallToday(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** The Monday of the week holding a "YYYY-MM-DD" day, or null when it names no day (2026-02-30). */
export function mondayOfDay(date: string): string | null {
  if (!DAY.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(date)) return null;
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
