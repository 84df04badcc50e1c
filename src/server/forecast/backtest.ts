import { seasonalNaive } from "./baseline";
import { daysWithData, FIELDS, type DailySeries, type Field } from "./series";

/**
 * The method's own rolling one-week-ahead error (DESIGN §9): for each of the last up to BACKTEST_WEEKS
 * weeks before the forecast week, forecast it from the history strictly before it, with the method and
 * with seasonal naive, and compare with what happened. WAPE = Σ|actual − forecast| ÷ Σ actual, over the
 * days that have an actual value; null when a field has none.
 */

export const BACKTEST_WEEKS = 12;
export const HORIZON_DAYS = 7;

export interface Backtest {
  horizonDays: number;
  weeks: number;
  wape: Record<Field, number | null>;
  baselineWape: Record<Field, number | null>;
}

/** Error sums of one method on one field: Σ|actual − forecast| and Σ actual. */
export class WapeSum {
  error = 0;
  actual = 0;
  days = 0;

  add(actual: number | null, forecast: number | null): void {
    if (actual === null) return;
    this.error += Math.abs(actual - (forecast ?? 0));
    this.actual += actual;
    this.days++;
  }

  value(): number | null {
    return this.days > 0 && this.actual > 0 ? this.error / this.actual : null;
  }
}

/**
 * `cut` is the index of the forecast week's first day in `series`; `enough(cut)` says whether the history
 * before a day is long enough to forecast from and `forecast` the method (both the forecast's own).
 */
export function backtest(
  series: DailySeries,
  cut: number,
  enough: (cut: number) => boolean,
  forecast: (values: readonly (number | null)[], cut: number) => number[],
): Backtest {
  const method = { sales: new WapeSum(), covers: new WapeSum() };
  const baseline = { sales: new WapeSum(), covers: new WapeSum() };
  let weeks = 0;
  for (let k = BACKTEST_WEEKS; k >= 1; k--) {
    const start = cut - HORIZON_DAYS * k;
    if (start < 0 || !enough(start) || daysWithData(series, start, start + HORIZON_DAYS) === 0) continue;
    weeks++;
    for (const field of FIELDS) {
      const values = series[field];
      const actual = (d: number) => values[start + d] ?? null;
      const predicted = forecast(values, start);
      const naive = seasonalNaive(values, start);
      for (let d = 0; d < HORIZON_DAYS; d++) {
        method[field].add(actual(d), predicted[d] ?? null);
        baseline[field].add(actual(d), naive[d] ?? null);
      }
    }
  }
  return {
    horizonDays: HORIZON_DAYS,
    weeks,
    wape: { sales: method.sales.value(), covers: method.covers.value() },
    baselineWape: { sales: baseline.sales.value(), covers: baseline.covers.value() },
  };
}
