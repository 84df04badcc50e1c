import { DAYS_OF_WEEK, normalizeTime, parseTime, type DayOfWeek } from "../../../domain/time";
// Relative, not "@/": this module is unit-tested and vitest has no "@" alias.
import { dayLabel } from "../../lib/day-label";

/** Times from the server may carry seconds ("09:00:00"); the screen shows HH:MM. */
export function formatWindowTime(time: string): string {
  return normalizeTime(time);
}

type WindowLike = { dayOfWeek: DayOfWeek; startTime: string; endTime: string };

export type DayGroup<W> = { day: DayOfWeek; label: string; windows: W[] };

/** Every day MONDAY..SUNDAY (empty days included), each day's windows by start time. */
export function groupWindowsByDay<W extends WindowLike>(windows: readonly W[]): DayGroup<W>[] {
  return DAYS_OF_WEEK.map((day) => ({
    day,
    label: dayLabel(day),
    windows: windows
      .filter((w) => w.dayOfWeek === day)
      .sort(
        (a, b) =>
          parseTime(a.startTime) - parseTime(b.startTime) || parseTime(a.endTime) - parseTime(b.endTime),
      ),
  }));
}
