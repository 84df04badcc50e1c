import type { Forecast } from "../../domain/schemas/demand";
import { addDays, businessSlots, DAYS_OF_WEEK, dayOfWeekOf } from "../../domain/time";
import { backtest } from "./backtest";
import { seasonalNaive } from "./baseline";
import { forecastDaily } from "./daily-model";
import { dailySeries, daysBetween, daysWithData, type DailySeries, type HistoryRow } from "./series";
import { learnShape, spread } from "./shape";

/**
 * The forecast of a week from a store's history, without a database (the server and `npm run
 * bench:forecast` run this same code). Only business days before `weekStart` are read.
 */

export const METHOD = "MSTL-ETS";
/** Days with data (sales or covers) before the week needed for a forecast: four weeks (MSTL needs a few
 * weekly cycles; fewer gives a forecast a manager should not staff by). */
export const MIN_HISTORY_DAYS = 28;
export const NOT_ENOUGH_HISTORY = "Import at least 4 weeks of sales history to get a forecast";
/** The store has history, but not in the year and a quarter before the week that the forecast reads. */
export const HISTORY_TOO_OLD =
  "The sales history ends too long before this week: import the last 4 weeks or more to get a forecast";

export interface ForecastInput {
  rows: readonly HistoryRow[];
  openTime: string;
  closeTime: string;
  weekStart: string;
  /** What the store holds before the week (all of it, not only `rows`); computed from `rows` without it. */
  history?: Forecast["history"];
}

/**
 * The 7 daily totals of one field from index `cut` on: the model with enough history of that field, else
 * (a field a store only recently started recording) seasonal naive. The backtest runs this same function.
 */
export function weekOf(values: readonly (number | null)[], cut: number): number[] {
  const model = daysOf(values, cut) >= MIN_HISTORY_DAYS ? modelled(values, cut) : null;
  return model ?? seasonalNaive(values, cut).map((v) => v ?? 0);
}

/** The model's week; null if the WebAssembly refuses the series (a manager gets the baseline, not a 500). */
function modelled(values: readonly (number | null)[], cut: number): number[] | null {
  try {
    return forecastDaily(values, cut);
  } catch {
    return null;
  }
}

function daysOf(values: readonly (number | null)[], cut: number): number {
  let n = 0;
  for (let i = 0; i < Math.min(cut, values.length); i++) if (values[i] !== null) n++;
  return n;
}

/** Whether the history before index `cut` is long enough to forecast from. */
function enoughBefore(series: DailySeries): (cut: number) => boolean {
  return (cut) => daysWithData(series, 0, cut) >= MIN_HISTORY_DAYS;
}

function summary(series: DailySeries | null): Forecast["history"] {
  if (!series) return { from: null, to: null, days: 0 };
  const length = series.sales.length;
  return { from: series.start, to: addDays(series.start, length - 1), days: daysWithData(series, 0, length) };
}

export function forecastFromHistory(input: ForecastInput): Forecast {
  const { rows, openTime, closeTime, weekStart } = input;
  const series = dailySeries(rows, openTime, closeTime, weekStart);
  const history = input.history ?? summary(series);
  const none = (): Forecast => {
    const reason = history.days >= MIN_HISTORY_DAYS ? HISTORY_TOO_OLD : NOT_ENOUGH_HISTORY;
    return { method: "NONE", reason, history, days: [], backtest: null };
  };
  if (!series) return none();
  const cut = daysBetween(series.start, weekStart);
  const enough = enoughBefore(series);
  if (!enough(cut)) return none();

  const totals = { sales: weekOf(series.sales, cut), covers: weekOf(series.covers, cut) };
  const slots = businessSlots(openTime, closeTime);
  const shape = learnShape(rows, openTime, closeTime, slots, weekStart);
  const days = Array.from({ length: 7 }, (_, d) => {
    const date = addDays(weekStart, d);
    const weekday = DAYS_OF_WEEK.indexOf(dayOfWeekOf(date));
    const sales = totals.sales[d] ?? 0;
    const covers = totals.covers[d] ?? 0;
    const salesSlots = spread(sales, shape.sales[weekday] ?? []);
    const coverSlots = spread(covers, shape.covers[weekday] ?? []);
    return {
      date,
      sales,
      covers,
      slots: slots.map((time, i) => ({ time, sales: salesSlots[i] ?? 0, covers: coverSlots[i] ?? 0 })),
    };
  });
  const result = backtest(series, cut, enough, weekOf);
  return { method: METHOD, history, days, backtest: result };
}
