import { DAYS_OF_WEEK, normalizeTime, parseTime, wallSpan, type DayOfWeek } from "../../../domain/time";
// Relative, not "@/": this module is unit-tested and vitest has no "@" alias.
import { dayLabel } from "../../lib/day-label";

/** Times from the server may carry seconds ("09:00:00"); the screen shows HH:MM. */
export function formatWindowTime(time: string): string {
  return normalizeTime(time);
}

type WindowLike = { dayOfWeek: DayOfWeek; startTime: string; endTime: string };

export type DayGroup<W> = { day: DayOfWeek; label: string; windows: W[] };

/**
 * "18:00 – 02:00 next day": a window whose end is at or before its start ends the next day
 * (docs/product.md, The real week).
 */
export function windowRangeText(
  window: Pick<WindowLike, "startTime" | "endTime">,
  separator = " – ",
): string {
  const range = `${formatWindowTime(window.startTime)}${separator}${formatWindowTime(window.endTime)}`;
  return windowEndsNextDay(window) ? `${range} next day` : range;
}

export function windowEndsNextDay(window: Pick<WindowLike, "startTime" | "endTime">): boolean {
  return parseTime(window.endTime) <= parseTime(window.startTime);
}

/** Every day MONDAY..SUNDAY (empty days included), each day's windows by start time, then by end. */
export function groupWindowsByDay<W extends WindowLike>(windows: readonly W[]): DayGroup<W>[] {
  return DAYS_OF_WEEK.map((day) => ({
    day,
    label: dayLabel(day),
    windows: windows
      .filter((w) => w.dayOfWeek === day)
      .sort(
        (a, b) =>
          parseTime(a.startTime) - parseTime(b.startTime) ||
          wallSpan(a.startTime, a.endTime).end - wallSpan(b.startTime, b.endTime).end,
      ),
  }));
}
