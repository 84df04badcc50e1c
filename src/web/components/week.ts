import { addDays, DAYS_OF_WEEK, dayOfWeekOf, localToday } from "../../domain/time";

/**
 * Calendar weeks as the scheduling screens show them: Monday to Sunday, dates as "YYYY-MM-DD"
 * (DESIGN §7: a week starts on Monday). Pure; shared by the dashboard and schedule screens.
 */

/** The Monday of the week holding `date` (default: today, local). */
export function weekStartOf(date: string = localToday()): string {
  return addDays(date, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(date)));
}

/** The 7 dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return DAYS_OF_WEEK.map((_, i) => addDays(monday, i));
}

function parts(date: string): { year: number; month: string; day: number } {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  // UTC both ways: the label never depends on the viewer's time zone.
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return { year: y, month, day: d };
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

/** "Mon", "Nov 23" for a column header. */
export function formatDayHeader(date: string): { weekday: string; date: string } {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const at = new Date(Date.UTC(y, m - 1, d));
  return {
    weekday: at.toLocaleString("en-US", { weekday: "short", timeZone: "UTC" }),
    date: at.toLocaleString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
  };
}
