import { DAYS_OF_WEEK, SLOT_MINUTES, addDays, isMinorOn, parseTime, type DayOfWeek } from "../../domain/time";

/**
 * Small calendar helpers for the checker and metrics, kept apart from the solver's slot arrays so that
 * the checker reads the rules from the strings in the output, not from the solver's bookkeeping.
 */

export { SLOT_MINUTES };
export const DAY_MINUTES = 1440;

/**
 * Memo tables for the string maths the checker, the review and the model repeat for every shift
 * (regular expressions and Date objects cost more than the rules themselves). The keys are the few
 * dates and times of a week, so the tables stay small; they are cleared if they ever grow large.
 * Pure: a table only remembers what the function would return.
 */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const table = new Map<K, V>();
  return (key: K) => {
    let value = table.get(key);
    if (value === undefined && !table.has(key)) {
      if (table.size > 20_000) table.clear();
      value = compute(key);
      table.set(key, value);
    }
    return value as V;
  };
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" calendar date. */
export const dayNumber = memo((date: string): number => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
});

/** MONDAY..SUNDAY of a calendar date (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): DayOfWeek {
  return DAYS_OF_WEEK[(((dayNumber(date) + 3) % 7) + 7) % 7] as DayOfWeek;
}

/** memo for two keys, without building a combined key string per call. */
function memo2<A, B, V>(compute: (a: A, b: B) => V): (a: A, b: B) => V {
  const tables = new Map<A, Map<B, V>>();
  return (a: A, b: B) => {
    let table = tables.get(a);
    if (!table) {
      if (tables.size > 20_000) tables.clear();
      tables.set(a, (table = new Map()));
    }
    let value = table.get(b);
    if (value === undefined && !table.has(b)) {
      value = compute(a, b);
      table.set(b, value);
    }
    return value as V;
  };
}

/** The date `days` after `date`. */
export const dateAfter = memo2((date: string, days: number): string => addDays(date, days));

/** Under 18 on that date. */
export const isMinorOnDate = memo2((dateOfBirth: string, date: string): boolean =>
  isMinorOn(dateOfBirth, date),
);

export function isOnGrid(time: string): boolean {
  const minutes = safeParseTime(time);
  return minutes !== null && minutes % SLOT_MINUTES === 0;
}

/** Minutes since midnight of "HH:MM" ("24:00" = 1440), or null if unreadable. */
export const safeParseTime = memo((time: string): number | null => {
  try {
    return parseTime(time);
  } catch {
    return null;
  }
});

/** Minutes since midnight of a time the input schema already validated. */
export function minutesOf(time: string): number {
  const minutes = safeParseTime(time);
  if (minutes === null) throw new RangeError(`Not a time: ${time}`);
  return minutes;
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

/**
 * The wall-clock length of a shift minus its MEAL breaks (docs/engine.md, Contract, "worked minutes"): an
 * end at or before the start is the next day, and so is a break time before the shift's start. No
 * daylight-saving change counted: the checker, the review and the metrics read real lengths
 * (check/real-week.ts, `realWorkedMinutes`).
 */
export function workedMinutes(shift: {
  start: string;
  end: string;
  breaks: Array<{ start: string; end: string; kind: string }>;
}): number {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  let meal = 0;
  for (const b of shift.breaks) {
    if (b.kind !== "MEAL") continue;
    const from = minutesOf(b.start) < start ? minutesOf(b.start) + DAY_MINUTES : minutesOf(b.start);
    let to = from >= DAY_MINUTES ? minutesOf(b.end) + DAY_MINUTES : minutesOf(b.end);
    if (to <= from) to += DAY_MINUTES;
    meal += to - from;
  }
  return (end <= start ? end + DAY_MINUTES : end) - start - meal;
}
