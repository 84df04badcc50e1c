import { businessMinute, DAYS_OF_WEEK, dayOfWeekOf, SLOT_MINUTES } from "../../domain/time";
import { businessDateOf, FIELDS, type Field, type HistoryRow } from "./series";

/**
 * The intraday shape (DESIGN §9): per weekday, the share of the day that falls in each 15-minute slot of
 * the store's business day, learned from intraday rows (time not null); without them, the opening hours
 * evenly. A day's slots are its total times these shares, so they add up to it.
 */

/** Shares per weekday (index 0 = MONDAY), aligned with `slots`; each sums to 1. */
export type Shape = Record<Field, number[][]>;

/** The minutes one intraday row covers: the usual gap between a day's rows (15, 30 or 60). */
export function rowMinutes(minutesByDay: Iterable<number[]>): number {
  let gap = Infinity;
  for (const minutes of minutesByDay) {
    const sorted = [...new Set(minutes)].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      gap = Math.min(gap, (sorted[i] as number) - (sorted[i - 1] as number));
  }
  if (!Number.isFinite(gap)) return SLOT_MINUTES;
  return Math.min(60, Math.max(SLOT_MINUTES, Math.floor(gap / SLOT_MINUTES) * SLOT_MINUTES));
}

function even(slots: number): number[] {
  return new Array<number>(slots).fill(slots > 0 ? 1 / slots : 0);
}

function normalized(weights: number[]): number[] | null {
  const sum = weights.reduce((a, b) => a + b, 0);
  return sum > 0 ? weights.map((w) => w / sum) : null;
}

/**
 * Learns the shape from the intraday rows among `rows` (business days before `before` only). A row at a
 * 30- or 60-minute interval spreads evenly over its quarter hours; an overnight store's after-midnight
 * rows count on the business day before. Rows outside the opening hours are left out. A weekday without
 * intraday data of a field takes the field's shape over all weekdays, else the opening hours evenly.
 */
export function learnShape(
  rows: readonly HistoryRow[],
  openTime: string,
  closeTime: string,
  slots: readonly string[],
  before: string,
): Shape {
  const index = new Map(slots.map((s, i) => [businessMinute(s, openTime, closeTime), i]));
  const intraday: { weekday: number; minute: number; row: HistoryRow; date: string }[] = [];
  const minutesByDay = new Map<string, number[]>();
  for (const row of rows) {
    if (row.time === null) continue;
    const date = businessDateOf(row, openTime, closeTime);
    if (date >= before) continue;
    const minute = businessMinute(row.time, openTime, closeTime);
    intraday.push({ weekday: DAYS_OF_WEEK.indexOf(dayOfWeekOf(date)), minute, row, date });
    const day = minutesByDay.get(date);
    if (day) day.push(minute);
    else minutesByDay.set(date, [minute]);
  }
  const step = rowMinutes(minutesByDay.values());
  const shape = {} as Shape;
  for (const field of FIELDS) {
    const byWeekday = DAYS_OF_WEEK.map(() => new Array<number>(slots.length).fill(0));
    const all = new Array<number>(slots.length).fill(0);
    for (const { weekday, minute, row } of intraday) {
      const value = row[field];
      if (value === null || value <= 0) continue;
      const first = Math.floor(minute / SLOT_MINUTES) * SLOT_MINUTES;
      const quarters = step / SLOT_MINUTES;
      for (let q = 0; q < quarters; q++) {
        const i = index.get(first + q * SLOT_MINUTES);
        if (i === undefined) continue;
        (byWeekday[weekday] as number[])[i] = ((byWeekday[weekday] as number[])[i] ?? 0) + value / quarters;
        all[i] = (all[i] ?? 0) + value / quarters;
      }
    }
    const fallback = normalized(all) ?? even(slots.length);
    shape[field] = byWeekday.map((weights) => normalized(weights) ?? fallback);
  }
  return shape;
}

/** A day's total spread over its slots by the weekday's shares (they add up to the total). */
export function spread(total: number, shares: readonly number[]): number[] {
  return shares.map((share) => total * share);
}
