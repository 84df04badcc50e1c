import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { Store } from "../../domain/schemas/stores";
import { addDays, DAYS_OF_WEEK, localToday, mondayOf, todayIn } from "../../domain/time";

/**
 * Calendar weeks as the scheduling screens show them: Monday to Sunday, dates as "YYYY-MM-DD"
 * (docs/engine.md, Contract: a week starts on Monday). Pure; shared by the dashboard and schedule screens.
 */

/** The Monday of the week holding `date` (default: today, local). */
export function weekStartOf(date: string = localToday()): string {
  return mondayOf(date);
}

/** The Monday of this week on a store's wall clock (its IANA time zone). */
export function weekStartIn(timeZone: string, now: Date = new Date()): string {
  return mondayOf(todayIn(timeZone, now));
}

/** This week's Monday on the store's wall clock (the browser's own before the stores are loaded). */
export function storeThisWeek(
  stores: readonly Pick<Store, "id" | "timezone">[] | undefined,
  storeId: number,
): string {
  const timezone = stores?.find((s) => s.id === storeId)?.timezone;
  return timezone ? weekStartIn(timezone) : weekStartOf();
}

/** The 7 dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return DAYS_OF_WEEK.map((_, i) => addDays(monday, i));
}

const UTC = tz("UTC");

/** A calendar date at midnight UTC: labels never depend on the viewer's time zone. */
function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function parts(date: string): { year: number; month: string; day: number } {
  const at = utcDate(date);
  return {
    year: Number(format(at, "yyyy", { in: UTC })),
    month: format(at, "MMM", { in: UTC }),
    day: Number(format(at, "d", { in: UTC })),
  };
}

/**
 * "Week of Nov 23 – 29, 2026"; across months "Week of Nov 30 – Dec 6, 2026"; across years
 * "Week of Dec 28, 2026 – Jan 3, 2027".
 */
export function formatWeekLabel(monday: string): string {
  const start = parts(monday);
  const end = parts(addDays(monday, 6));
  if (start.year !== end.year) {
    return `Week of ${start.month} ${start.day}, ${start.year} – ${end.month} ${end.day}, ${end.year}`;
  }
  if (start.month !== end.month) {
    return `Week of ${start.month} ${start.day} – ${end.month} ${end.day}, ${end.year}`;
  }
  return `Week of ${start.month} ${start.day} – ${end.day}, ${end.year}`;
}

const dayHeaders = new Map<string, { weekday: string; date: string }>();

/**
 * "Mon", "Nov 23" for a column header, remembered: the schedule grid asks for the same seven dates once per
 * cell, and formatting them anew for 1,050 cells of a 150-person week made every re-render slow.
 */
export function formatDayHeader(date: string): { weekday: string; date: string } {
  let header = dayHeaders.get(date);
  if (!header) {
    const at = utcDate(date);
    header = { weekday: format(at, "EEE", { in: UTC }), date: format(at, "MMM d", { in: UTC }) };
    dayHeaders.set(date, header);
  }
  return header;
}
