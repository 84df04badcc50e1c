import { parseTime } from "../../domain/time";

/**
 * Small calendar helpers for the checker and metrics, kept apart from the solver's slot arrays so that
 * the checker reads the rules from the strings in the output, not from the solver's bookkeeping.
 */

export const SLOT_MINUTES = 15;
export const DAY_MINUTES = 1440;

/** Days since 1970-01-01 of a "YYYY-MM-DD" calendar date. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Minutes since the week's Monday 00:00 (negative before the week). */
export function absoluteMinutes(weekStart: string, date: string, time: string): number {
  return (dayNumber(date) - dayNumber(weekStart)) * DAY_MINUTES + parseTime(time);
}

export function isOnGrid(time: string): boolean {
  try {
    return parseTime(time) % SLOT_MINUTES === 0;
  } catch {
    return false;
  }
}

export function safeParseTime(time: string): number | null {
  try {
    return parseTime(time);
  } catch {
    return null;
  }
}

/** Merges [start, end) intervals that touch or overlap. */
export function mergeIntervals(intervals: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** The length of a shift minus its MEAL breaks (DESIGN §7 "worked minutes"). */
export function workedMinutes(shift: {
  start: string;
  end: string;
  breaks: Array<{ start: string; end: string; kind: string }>;
}): number {
  const length = parseTime(shift.end) - parseTime(shift.start);
  let meal = 0;
  for (const b of shift.breaks) if (b.kind === "MEAL") meal += parseTime(b.end) - parseTime(b.start);
  return length - meal;
}
