import { addDays, businessMinute, DAY_MINUTES } from "../../domain/time";

/**
 * A store's history as the forecast reads it: daily totals per business day, dense from the first day
 * with a row, `null` where a day has no row (or no value of that field): missing, not 0.
 */

export const FIELDS = ["sales", "covers"] as const;
export type Field = (typeof FIELDS)[number];

/** One stored row of sales history (`time` null = a daily row). */
export interface HistoryRow {
  date: string;
  time: string | null;
  sales: number | null;
  covers: number | null;
}

/** Daily values from `start` on, one per calendar day; `null` = no data that day. */
export interface DailySeries {
  start: string;
  sales: (number | null)[];
  covers: (number | null)[];
}

/**
 * The business day a row belongs to: an overnight store's after-midnight rows (01:00 of a bar open
 * 17:00-02:00) belong to the day that opened the evening before (domain/time `businessMinute`).
 */
export function businessDateOf(row: HistoryRow, openTime: string, closeTime: string): string {
  if (row.time === null) return row.date;
  return businessMinute(row.time, openTime, closeTime) >= DAY_MINUTES ? addDays(row.date, -1) : row.date;
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Daily totals per business day before `before` (a day's total is the sum of its rows; a field none of a
 * day's rows carries stays null). Rows of later business days are dropped here, so nothing after the
 * forecast week's start can reach the model.
 */
export function dailySeries(
  rows: readonly HistoryRow[],
  openTime: string,
  closeTime: string,
  before: string,
): DailySeries | null {
  const totals = new Map<string, { sales: number | null; covers: number | null }>();
  for (const row of rows) {
    const date = businessDateOf(row, openTime, closeTime);
    if (date >= before) continue;
    const day = totals.get(date) ?? { sales: null, covers: null };
    if (row.sales !== null) day.sales = (day.sales ?? 0) + row.sales;
    if (row.covers !== null) day.covers = (day.covers ?? 0) + row.covers;
    totals.set(date, day);
  }
  const dates = [...totals.keys()].sort();
  const start = dates[0];
  const last = dates.at(-1);
  if (start === undefined || last === undefined) return null;
  const length = daysBetween(start, last) + 1;
  const series: DailySeries = {
    start,
    sales: new Array<number | null>(length).fill(null),
    covers: new Array<number | null>(length).fill(null),
  };
  for (const [date, day] of totals) {
    const i = daysBetween(start, date);
    series.sales[i] = day.sales;
    series.covers[i] = day.covers;
  }
  return series;
}

/** Days with any data (sales or covers) at indexes from `from` to below `end`. */
export function daysWithData(series: DailySeries, from: number, end: number): number {
  let n = 0;
  for (let i = Math.max(0, from); i < Math.min(end, series.sales.length); i++)
    if (series.sales[i] !== null || series.covers[i] !== null) n++;
  return n;
}
