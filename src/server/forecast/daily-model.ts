import { LRUCache } from "lru-cache";
import { mstlForecast } from "./augurs";

/**
 * The daily model (docs/decisions/070-demand-forecast.md): MSTL with a weekly season and an AutoETS trend,
 * fitted on the last 364 days of history before the forecast week, closed and missing days imputed
 * first. One field (sales or covers) at a time; `values[i]` is day i, null = no data, and only indexes
 * below `cut` (the week's first day) are ever read.
 */

export const FIT_DAYS = 364;
/** Same weekday this many weeks either side fills a closed or missing day. */
const IMPUTE_WEEKS = [-2, -1, 1, 2];
/** A weekday closed on each of its last this many occurrences is forecast closed (0). */
const CLOSED_WEEKS = 3;

/** The last index below `cut` holding data, or -1. */
export function lastDataIndex(values: readonly (number | null)[], cut: number): number {
  for (let i = Math.min(cut, values.length) - 1; i >= 0; i--) if ((values[i] ?? null) !== null) return i;
  return -1;
}

/**
 * The fitted window [from, last] with closed (0) and missing days replaced by the mean of the same weekday
 * one and two weeks either side that were open (within the history up to `last`), so a closed holiday
 * does not drag the following weeks down. A missing day without such neighbours takes its weekday's mean
 * over the window; a 0 without them stays 0 (the store is closed that weekday).
 */
export function imputedWindow(values: readonly (number | null)[], from: number, last: number): number[] {
  const open = (i: number): number | null => {
    const v = i >= 0 && i <= last ? (values[i] ?? null) : null;
    return v !== null && v > 0 ? v : null;
  };
  const weekdayMean = (i: number): number => {
    let sum = 0;
    let n = 0;
    for (let j = from + ((((i - from) % 7) + 7) % 7); j <= last; j += 7) {
      const v = open(j);
      if (v === null) continue;
      sum += v;
      n++;
    }
    return n > 0 ? sum / n : 0;
  };
  const window: number[] = [];
  for (let i = from; i <= last; i++) {
    const v = values[i] ?? null;
    if (v !== null && v > 0) {
      window.push(v);
      continue;
    }
    const near = IMPUTE_WEEKS.map((w) => open(i + 7 * w)).filter((x): x is number => x !== null);
    if (near.length > 0) window.push(near.reduce((a, b) => a + b, 0) / near.length);
    else window.push(v === null ? weekdayMean(i) : 0);
  }
  return window;
}

/** Whether the weekday of day `i` was closed (0) on each of its last CLOSED_WEEKS occurrences up to `last`. */
function closedWeekday(values: readonly (number | null)[], i: number, last: number): boolean {
  let j = i - 7 * Math.ceil((i - last) / 7);
  let seen = 0;
  for (; j >= 0 && seen < CLOSED_WEEKS; j -= 7) {
    const v = values[j] ?? null;
    if (v === null) continue;
    if (v > 0) return false;
    seen++;
  }
  return seen === CLOSED_WEEKS;
}

/**
 * The 7 days from `cut` on, or null without data. The week may start later than the day after the
 * history ends: the model predicts far enough and the week's 7 days are taken. Negative forecasts clip
 * to 0.
 */
export function forecastDaily(values: readonly (number | null)[], cut: number): number[] | null {
  const last = lastDataIndex(values, cut);
  if (last < 0) return null;
  let first = 0;
  while ((values[first] ?? null) === null) first++;
  const from = Math.max(first, last - FIT_DAYS + 1);
  const window = imputedWindow(values, from, last);
  const horizon = cut + 7 - (last + 1);
  const points = fitted(window, horizon).slice(horizon - 7);
  return points.map((p, d) => (closedWeekday(values, cut + d, last) ? 0 : Math.max(0, p)));
}

/**
 * The model is a pure function of the fitted window and the horizon, so its answers are kept by exactly
 * that input: a fit costs about 10 ms and a forecast with its backtest makes 26 of them, while the
 * forecast of the next week (or the same week again) shares 11 of its 12 backtest weeks. New history
 * changes the window, hence the key, so nothing stale can be served. About 4 kB an entry.
 */
const fits = new LRUCache<string, number[]>({ max: 2_000 });

function fitted(window: readonly number[], horizon: number): number[] {
  const key = `${horizon}:${window.join(",")}`;
  let points = fits.get(key);
  if (!points) {
    points = mstlForecast(window, horizon);
    fits.set(key, points);
  }
  return points;
}

/** Forgets every kept fit (the bench's cold figure). */
export function clearFits(): void {
  fits.clear();
}
