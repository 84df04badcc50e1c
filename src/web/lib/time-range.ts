import {
  businessMinute,
  DAY_MINUTES,
  endsNextDay,
  MAX_SHIFT_MINUTES,
  normalizeTime,
  realMinutes,
  wallMinutes,
} from "../../domain/time";

/**
 * How the screens write times that run past midnight (docs/product.md, The real week): a shift or an
 * availability window whose end is at or before its start ends the next day, and shows "+1" after its end
 * ("18:00–02:00 +1"); screen readers hear "ends the next day". "24:00" stays midnight of the same day.
 */

/** The visible mark after a time on the next day. */
export const NEXT_DAY_MARK = "+1";
/** What a screen reader hears for the mark. */
export const NEXT_DAY_WORDS = "ends the next day";

/** "HH:MM" of a time the server may send with seconds ("09:00:00"); text that is no time stays as is. */
export function hhmm(time: string): string {
  try {
    return normalizeTime(time);
  } catch {
    return time;
  }
}

/** Whether a span ends the next day; false for anything that is not two readable times. */
export function isOvernight(start: string, end: string): boolean {
  try {
    return endsNextDay(start, end);
  } catch {
    return false;
  }
}

/** "09:00–17:00", "18:00–02:00 +1". */
export function timeRangeText(start: string, end: string): string {
  const range = `${hhmm(start)}–${hhmm(end)}`;
  return isOvernight(start, end) ? `${range} ${NEXT_DAY_MARK}` : range;
}

/** " +1" after the end of a span that ends the next day, else nothing: for lists that write "09:00-17:00". */
export function nextDaySuffix(start: string, end: string): string {
  return isOvernight(start, end) ? ` ${NEXT_DAY_MARK}` : "";
}

/** "09:00 to 17:00", "18:00 to 02:00 the next day": for labels and announcements. */
export function timeRangeWords(start: string, end: string): string {
  const range = `${hhmm(start)} to ${hhmm(end)}`;
  return isOvernight(start, end) ? `${range} the next day` : range;
}

/** A store's hours, enough to place a staffing slot or a warning in its business day. */
export interface StoreHours {
  openTime: string;
  closeTime: string;
}

/**
 * Whether a time of a business day (a staffing slot, a coverage slot, an UNDERSTAFFED warning's start)
 * lies after midnight: for a store open 17:00-02:00, FRIDAY's "01:00" is Saturday 01:00.
 */
export function isAfterMidnight(time: string, hours: StoreHours | undefined): boolean {
  if (!hours) return false;
  try {
    return businessMinute(time, hours.openTime, hours.closeTime) >= DAY_MINUTES;
  } catch {
    return false;
  }
}

/**
 * A span of a business day as text: "23:00–02:00 +1" when it runs past midnight, "00:30–01:30 (next day)"
 * when all of it lies after midnight (the warnings and coverage of a store that closes the next day).
 */
export function businessRangeText(start: string, end: string, hours: StoreHours | undefined): string {
  return isAfterMidnight(start, hours) ? `${hhmm(start)}–${hhmm(end)} (next day)` : timeRangeText(start, end);
}

/** "01:00 +1" for a business-day time after midnight, else "01:00". */
export function businessTimeText(time: string, hours: StoreHours | undefined): string {
  return isAfterMidnight(time, hours) ? `${hhmm(time)} ${NEXT_DAY_MARK}` : hhmm(time);
}

/**
 * A shift's length in minutes: its real length in the store's time zone when both are known (a
 * daylight-saving change counts), else on the wall clock; null when the times are not readable.
 */
export function spanMinutes(
  start: string,
  end: string,
  where?: { timeZone?: string | undefined; date?: string | undefined },
): number | null {
  try {
    return where?.timeZone && where.date
      ? realMinutes(where.timeZone, where.date, start, end)
      : wallMinutes(start, end);
  } catch {
    return null;
  }
}

/** Whether a shift of that many minutes is allowed: longer than nothing, at most 16 hours. */
export function isShiftLength(minutes: number | null): minutes is number {
  return minutes !== null && minutes > 0 && minutes <= MAX_SHIFT_MINUTES;
}

/** "8 h", "7 h 30 min", "45 min". */
export function lengthText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
