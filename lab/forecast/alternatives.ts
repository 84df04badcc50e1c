import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { AutoETS, initSync } from "@bsull/augurs/ets";
import { WapeSum } from "../../src/server/forecast/backtest";
import { seasonalNaive } from "../../src/server/forecast/baseline";
import { mstlForecast } from "../../src/server/forecast/augurs";
import { forecastDaily, imputedWindow } from "../../src/server/forecast/daily-model";

/**
 * The methods docs/decisions/070-demand-forecast.md compares, on the bench data (daily, no gaps), weekly
 * replay: history up to each Monday (from the fifth week on), the week forecast, WAPE per year and field
 * and its ratio to seasonal naive. `npx tsx lab/forecast/alternatives.ts`.
 */
const FILE = fileURLToPath(new URL("../../bench-data/restaurant-sales/daily.csv", import.meta.url));
const lines = readFileSync(FILE, "utf8").trim().split("\n").slice(1);
const data = {
  sales: lines.map((l) => Number(l.split(",")[1])),
  covers: lines.map((l) => Number(l.split(",")[2])),
};
const require = createRequire(import.meta.url);
initSync({ module: readFileSync(require.resolve("@bsull/augurs/ets").replace(/ets\.js$/, "ets_bg.wasm")) });

type Method = (values: number[], cut: number) => number[];
const clip = (xs: number[]) => xs.map((x) => Math.max(0, x));
const window = (values: number[], cut: number, days: number, impute: boolean) => {
  const from = Math.max(0, cut - days);
  return impute ? imputedWindow(values, from, cut - 1) : values.slice(from, cut);
};

const methods: Record<string, Method> = {
  "seasonal naive (baseline)": (v, cut) => seasonalNaive(v, cut).map((x) => x ?? 0),
  "mean of the last 4 same weekdays": (v, cut) =>
    [0, 1, 2, 3, 4, 5, 6].map((d) => [1, 2, 3, 4].reduce((s, w) => s + (v[cut + d - 7 * w] ?? 0), 0) / 4),
  "MSTL+AutoETS, 364 d, no imputation": (v, cut) => clip(mstlForecast(window(v, cut, 364, false), 7)),
  "MSTL+AutoETS, 182 d, imputed": (v, cut) => clip(mstlForecast(window(v, cut, 182, true), 7)),
  "AutoETS seasonal (7) ZZZ, 364 d, imputed": (v, cut) => {
    const model = new AutoETS(7, "ZZZ");
    try {
      model.fit(Float64Array.from(window(v, cut, 364, true)));
      return clip(model.predict(7).point);
    } finally {
      model.free();
    }
  },
  "MSTL+AutoETS, 364 d, imputed (chosen)": (v, cut) => forecastDaily(v, cut) ?? [],
};

console.log(
  "method                                     year  sales WAPE (×naive)  covers WAPE (×naive)  ms/fit",
);
for (const [name, method] of Object.entries(methods)) {
  for (const [year, from, to] of [
    ["2017", 28, 364],
    ["2018", 364, 728],
  ] as const) {
    const cells: string[] = [];
    let ms = 0;
    let fits = 0;
    for (const field of ["sales", "covers"] as const) {
      const v = data[field];
      const m = new WapeSum();
      const b = new WapeSum();
      for (let cut = from; cut < to; cut += 7) {
        const started = performance.now();
        const f = method(v, cut);
        ms += performance.now() - started;
        fits++;
        const naive = seasonalNaive(v, cut);
        for (let d = 0; d < 7; d++) {
          m.add(v[cut + d] ?? null, f[d] ?? null);
          b.add(v[cut + d] ?? null, naive[d] ?? null);
        }
      }
      const ratio = (m.value() ?? NaN) / (b.value() ?? NaN);
      cells.push(`${(m.value() ?? NaN).toFixed(3)} (${ratio.toFixed(3)})`);
    }
    console.log(
      `${name.padEnd(42)} ${year}  ${cells[0]?.padEnd(20)} ${cells[1]?.padEnd(21)} ${(ms / fits).toFixed(1)}`,
    );
  }
}
