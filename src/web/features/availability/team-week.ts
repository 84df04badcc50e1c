import { ANY_TIME_WINDOW } from "../../../domain/schemas/availability";
import { DAYS_OF_WEEK, normalizeTime, parseTime, type DayOfWeek } from "../../../domain/time";
// Relative, not "@/": this module is unit-tested and vitest has no "@" alias.
import { windowEndsNextDay } from "./group-windows";

type DayWindow = { dayOfWeek: DayOfWeek; startTime: string; endTime: string; isAvailable: boolean };

/** What a team-week cell says of a day with nothing set, for someone with no window at all. */
export const NOTHING_SET = "—";

/**
 * A day with nothing set for someone who has an available window on another day: the engine reads it as
 * unavailable (docs/engine.md, Available), so the cell says so rather than leaving a dash to decode.
 */
export const NO_WINDOW = "Not available";

/** The legend's reading of an empty cell: the engine's rule (docs/engine.md, Available). */
export const NOTHING_SET_MEANS = "nothing set: available any time";

/** "09", or "09:30" when the minutes are not zero. */
function hour(time: string): string {
  const t = normalizeTime(time);
  return t.endsWith(":00") ? t.slice(0, 2) : t;
}

const isWholeDay = (w: Pick<DayWindow, "startTime" | "endTime">) =>
  parseTime(w.startTime) === parseTime(ANY_TIME_WINDOW.startTime) &&
  parseTime(w.endTime) === parseTime(ANY_TIME_WINDOW.endTime);

/**
 * One window in a cell: "09–17", "20–02 (+1)" past midnight, "Any time" for a whole available day,
 * "Unavailable" for a whole unavailable one, "Unavailable 12–14" for part of a day.
 */
export function shortWindow(w: DayWindow): string {
  if (isWholeDay(w)) return w.isAvailable ? "Any time" : "Unavailable";
  const range = `${hour(w.startTime)}–${hour(w.endTime)}${windowEndsNextDay(w) ? " (+1)" : ""}`;
  return w.isAvailable ? range : `Unavailable ${range}`;
}

/**
 * Per day, Monday first, the short texts of its windows (by start); a day without any is `NO_WINDOW` when
 * another day has an available window, else `NOTHING_SET`.
 */
export function weekCells(windows: readonly DayWindow[]): Array<{ day: DayOfWeek; texts: string[] }> {
  const empty = windows.some((w) => w.isAvailable) ? NO_WINDOW : NOTHING_SET;
  return DAYS_OF_WEEK.map((day) => {
    const ofDay = windows
      .filter((w) => w.dayOfWeek === day)
      .sort((a, b) => parseTime(a.startTime) - parseTime(b.startTime));
    return { day, texts: ofDay.length === 0 ? [empty] : ofDay.map(shortWindow) };
  });
}
