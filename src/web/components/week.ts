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

// Formatters are built once: `toLocaleString` builds one per call, which cost ~0.4 ms a label and made
// the 150-person schedule grid (a label per cell) slow to re-render.
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const MONTH_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function utcDate(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  // UTC both ways: the label never depends on the viewer's time zone.
  return new Date(Date.UTC(y, m - 1, d));
}

function parts(date: string): { year: number; month: string; day: number } {
  const at = utcDate(date);
  return { year: at.getUTCFullYear(), month: MONTH.format(at), day: at.getUTCDate() };
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

/** "Mon", "Nov 23" for a column header (remembered: the grid asks for the same seven dates many times). */
export function formatDayHeader(date: string): { weekday: string; date: string } {
  let header = dayHeaders.get(date);
  if (!header) {
    const at = utcDate(date);
    header = { weekday: WEEKDAY.format(at), date: MONTH_DAY.format(at) };
    dayHeaders.set(date, header);
  }
  return header;
}
