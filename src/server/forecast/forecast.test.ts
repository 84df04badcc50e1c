import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/time";
import { seasonalNaive } from "./baseline";
import { imputedWindow } from "./daily-model";
import { forecastFromHistory, MIN_HISTORY_DAYS, NOT_ENOUGH_HISTORY } from "./model";
import { dailySeries, type HistoryRow } from "./series";
import { rowMinutes } from "./shape";

// Monday 2026-01-05 starts the history; every forecast below is of a later Monday.
const START = "2026-01-05";
const PATTERN = [100, 120, 130, 140, 200, 250, 90];

function dailyRows(days: number, value = (d: number) => PATTERN[d % 7] as number): HistoryRow[] {
  return Array.from({ length: days }, (_, d) => ({
    date: addDays(START, d),
    time: null,
    sales: value(d),
    covers: value(d) / 10,
  }));
}

const DAY_STORE = { openTime: "09:00", closeTime: "22:00" };

describe("daily totals", () => {
  it("forecast a constant weekly pattern as that pattern, with a near-zero backtest error", () => {
    const forecast = forecastFromHistory({
      ...DAY_STORE,
      rows: dailyRows(12 * 7),
      weekStart: addDays(START, 84),
    });
    expect(forecast.method).toBe("MSTL-ETS");
    forecast.days.forEach((day, d) => {
      expect(day.sales).toBeCloseTo(PATTERN[d] as number, 0);
      expect(day.covers).toBeCloseTo((PATTERN[d] as number) / 10, 1);
    });
    expect(forecast.backtest?.weeks).toBe(8); // weeks 5..12: each needs 4 weeks before it
    expect(forecast.backtest?.horizonDays).toBe(7);
    expect(forecast.backtest?.wape.sales).toBeLessThan(0.01);
    expect(forecast.history).toEqual({ from: START, to: addDays(START, 83), days: 84 });
  });

  it("forecast a week that starts weeks after the history ends (the week's own 7 days)", () => {
    const weekStart = addDays(START, 84 + 21);
    const forecast = forecastFromHistory({ ...DAY_STORE, rows: dailyRows(84), weekStart });
    expect(forecast.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => addDays(weekStart, d)));
    forecast.days.forEach((day, d) => expect(day.sales).toBeCloseTo(PATTERN[d] as number, 0));
  });

  it("impute a closed day from the same weekday one and two weeks either side that were open", () => {
    const values = [
      10, 1, 1, 1, 1, 1, 1, 20, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 40, 1, 1, 1, 1, 1, 1, 50,
    ];
    const window = imputedWindow(values, 0, values.length - 1);
    expect(window[14]).toBe((10 + 20 + 40 + 50) / 4);
    expect(window.filter((v) => v === 0)).toEqual([]);
  });

  it("a closed day does not drag the following week down", () => {
    // Closed on the Monday a week before the forecast week: seasonal naive says 0, the model does not.
    const closed = addDays(START, 77);
    const rows = dailyRows(84).map((r) => (r.date === closed ? { ...r, sales: 0, covers: 0 } : r));
    const weekStart = addDays(START, 84);
    const forecast = forecastFromHistory({ ...DAY_STORE, rows, weekStart });
    expect(forecast.days[0]?.sales).toBeCloseTo(100, 0);
    expect(forecast.days[1]?.sales).toBeCloseTo(120, 0);
    expect(seasonalNaive(dailySeries(rows, "09:00", "22:00", weekStart)?.sales ?? [], 84)[0]).toBe(0);
  });

  it("a date with no row is missing, not 0", () => {
    const gone = addDays(START, 70);
    const rows = dailyRows(84).filter((r) => r.date !== gone);
    const series = dailySeries(rows, "09:00", "22:00", addDays(START, 84));
    expect(series?.sales[70]).toBeNull();
    const forecast = forecastFromHistory({ ...DAY_STORE, rows, weekStart: addDays(START, 84) });
    expect(forecast.days[0]?.sales).toBeCloseTo(100, 0);
  });

  it("forecast 0 for a weekday the store keeps closed", () => {
    const rows = dailyRows(84, (d) => (d % 7 === 6 ? 0 : (PATTERN[d % 7] as number)));
    const forecast = forecastFromHistory({ ...DAY_STORE, rows, weekStart: addDays(START, 84) });
    expect(forecast.days[6]?.sales).toBe(0);
    expect(forecast.days[5]?.sales).toBeCloseTo(250, 0);
  });

  it("never read history on or after the week's start", () => {
    const weekStart = addDays(START, 84);
    const rows = dailyRows(84);
    const later = dailyRows(120, () => 99_999).slice(84);
    const plain = forecastFromHistory({ ...DAY_STORE, rows, weekStart });
    const leaked = forecastFromHistory({ ...DAY_STORE, rows: [...rows, ...later], weekStart });
    expect(leaked).toEqual(plain);
  });

  it(`answer NONE with a reason below ${MIN_HISTORY_DAYS} days of history`, () => {
    const short = forecastFromHistory({ ...DAY_STORE, rows: dailyRows(27), weekStart: addDays(START, 27) });
    expect(short).toMatchObject({ method: "NONE", reason: NOT_ENOUGH_HISTORY, days: [], backtest: null });
    const enough = forecastFromHistory({ ...DAY_STORE, rows: dailyRows(28), weekStart: addDays(START, 28) });
    expect(enough.method).toBe("MSTL-ETS");
    expect(enough.backtest?.weeks).toBe(0);
  });
});

describe("seasonal naive", () => {
  it("take the same weekday a week before, else the latest same weekday with data", () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 11, null, 13, 14, 15, 16, 17];
    expect(seasonalNaive(values, 14)).toEqual([11, 2, 13, 14, 15, 16, 17]);
    // A week starting a week after the data ends reads the last week of data.
    expect(seasonalNaive(values, 21)).toEqual([11, 2, 13, 14, 15, 16, 17]);
  });
});

describe("slots", () => {
  it("spread each day over the opening hours and add up to its total", () => {
    const forecast = forecastFromHistory({
      ...DAY_STORE,
      rows: dailyRows(84),
      weekStart: addDays(START, 84),
    });
    for (const day of forecast.days) {
      expect(day.slots).toHaveLength(52); // 09:00-22:00
      expect(day.slots[0]?.time).toBe("09:00");
      expect(day.slots.reduce((s, x) => s + x.sales, 0)).toBeCloseTo(day.sales, 6);
      expect(day.slots.reduce((s, x) => s + x.covers, 0)).toBeCloseTo(day.covers, 6);
      expect(day.slots[0]?.sales).toBeCloseTo(day.sales / 52, 6);
    }
  });

  it("follow the intraday shape of an overnight store, its small hours on the business day before", () => {
    // A bar open 17:00-02:00 with hourly rows: 17:00-23:00 sell 10 an hour, 00:00 and 01:00 (dated the
    // next calendar day) sell 40; Fridays sell 70 at 01:00.
    const bar = { openTime: "17:00", closeTime: "02:00" };
    const rows: HistoryRow[] = [];
    for (let d = 0; d < 56; d++) {
      const date = addDays(START, d);
      const friday = d % 7 === 4;
      for (let h = 17; h <= 23; h++) rows.push({ date, time: `${h}:00`, sales: 10, covers: 1 });
      rows.push({ date: addDays(date, 1), time: "00:00", sales: 40, covers: 4 });
      rows.push({ date: addDays(date, 1), time: "01:00", sales: friday ? 70 : 40, covers: 4 });
    }
    const weekStart = addDays(START, 56);
    const forecast = forecastFromHistory({ ...bar, rows, weekStart });
    const monday = forecast.days[0];
    const friday = forecast.days[4];
    if (!monday || !friday) throw new Error("no days");
    expect(monday.sales).toBeCloseTo(150, 0); // 7 × 10 + 40 + 40: the small hours count on Monday
    expect(friday.sales).toBeCloseTo(180, 0);
    expect(monday.slots.map((s) => s.time).slice(-2)).toEqual(["01:30", "01:45"]);
    const at = (day: typeof monday, time: string) => day.slots.find((s) => s.time === time)?.sales ?? NaN;
    // An hourly row spreads evenly over its four quarter hours.
    expect(at(monday, "17:00")).toBeCloseTo((monday.sales * 10) / 150 / 4, 6);
    expect(at(monday, "01:45")).toBeCloseTo((monday.sales * 40) / 150 / 4, 6);
    expect(at(friday, "01:15")).toBeCloseTo((friday.sales * 70) / 180 / 4, 6);
    for (const day of forecast.days)
      expect(day.slots.reduce((s, x) => s + x.sales, 0)).toBeCloseTo(day.sales, 6);
  });

  it("read the interval of intraday rows from their gaps", () => {
    expect(rowMinutes([[600, 630, 660]])).toBe(30);
    expect(rowMinutes([[600, 660], [720]])).toBe(60);
    expect(rowMinutes([[600, 615]])).toBe(15);
    expect(rowMinutes([[600]])).toBe(15);
  });
});
