import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { addDays } from "../src/domain/time";
import { WapeSum } from "../src/server/forecast/backtest";
import { seasonalNaive } from "../src/server/forecast/baseline";
import { clearFits } from "../src/server/forecast/daily-model";
import { forecastFromHistory } from "../src/server/forecast/model";
import { FIELDS, type Field, type HistoryRow } from "../src/server/forecast/series";

/**
 * npm run bench:forecast: replays a real restaurant's two years of daily sales and
 * covers (bench-data/restaurant-sales, its README names the source) week by week: the history up to each
 * Monday, the week forecast by the server's own code (forecastFromHistory, backtest included), its WAPE
 * against what happened and against seasonal naive. 2017 is the year the method was tuned on, 2018 the
 * one it is judged on (goal: at most 0.85 × the baseline on both fields).
 */

const FILE = fileURLToPath(new URL("../bench-data/restaurant-sales/daily.csv", import.meta.url));
const GOAL = 0.85;

function readRows(): HistoryRow[] {
  const [header, ...lines] = readFileSync(FILE, "utf8").trim().split("\n");
  if (header !== "date,sales,covers") throw new Error(`unexpected header in ${FILE}: ${header}`);
  return lines.map((line) => {
    const [date, sales, covers] = line.split(",");
    return { date: date as string, time: null, sales: Number(sales), covers: Number(covers) };
  });
}

interface YearFigures {
  weeks: number;
  method: Record<Field, WapeSum>;
  baseline: Record<Field, WapeSum>;
}

function newYear(): YearFigures {
  return {
    weeks: 0,
    method: { sales: new WapeSum(), covers: new WapeSum() },
    baseline: { sales: new WapeSum(), covers: new WapeSum() },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (x: number | null) => (x === null ? "—" : x.toFixed(3));

function main(): void {
  const rows = readRows();
  const actual = new Map(rows.map((r) => [r.date, r]));
  const first = rows[0]?.date as string;
  const last = rows.at(-1)?.date as string;
  const years = new Map<string, YearFigures>();
  const times: number[] = [];
  let skipped = 0;
  for (let weekStart = addDays(first, 7); addDays(weekStart, 6) <= last; weekStart = addDays(weekStart, 7)) {
    const history = rows.filter((r) => r.date < weekStart);
    const started = performance.now();
    const forecast = forecastFromHistory({ rows: history, openTime: "11:00", closeTime: "23:00", weekStart });
    times.push(performance.now() - started);
    if (forecast.method === "NONE") {
      skipped++;
      continue;
    }
    const year = weekStart.slice(0, 4);
    const figures = years.get(year) ?? newYear();
    years.set(year, figures);
    figures.weeks++;
    const values = (field: Field) => history.map((r) => r[field]);
    const naive = {
      sales: seasonalNaive(values("sales"), history.length),
      covers: seasonalNaive(values("covers"), history.length),
    };
    forecast.days.forEach((day, d) => {
      const truth = actual.get(day.date);
      for (const field of FIELDS) {
        figures.method[field].add(truth?.[field] ?? null, day[field]);
        figures.baseline[field].add(truth?.[field] ?? null, naive[field][d] ?? null);
      }
    });
  }
  console.log(
    `restaurant-sales: ${rows.length} days ${first}..${last}; ${skipped} weeks without enough history`,
  );
  console.log("year  role     weeks  field    WAPE    baseline  ratio  goal");
  for (const [year, f] of years) {
    for (const field of FIELDS) {
      const m = f.method[field].value();
      const b = f.baseline[field].value();
      const ratio = m !== null && b !== null ? m / b : null;
      const role = year === "2017" ? "tuning" : "report";
      const goal = ratio === null ? "" : ratio <= GOAL ? "met" : "MISSED";
      console.log(
        `${year}  ${role.padEnd(7)}  ${String(f.weeks).padStart(5)}  ${field.padEnd(7)}  ${fmt(m)}   ${fmt(b)}     ${fmt(ratio)}  ${goal}`,
      );
    }
  }
  console.log(
    `forecast of a week, backtest included, week after week: median ${median(times).toFixed(0)} ms`,
  );
  const cold = coldMs(rows, last);
  console.log(
    `the last week with no fit kept (26 fits): median ${cold.wall.toFixed(0)} ms of 5 (CPU ${cold.cpu.toFixed(0)} ms)`,
  );
}

/** The forecast of the data's last week from nothing kept: every fit of the week and its backtest made. */
function coldMs(rows: HistoryRow[], last: string): { wall: number; cpu: number } {
  const weekStart = addDays(last, -6);
  const history = rows.filter((r) => r.date < weekStart);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    clearFits();
    const started = performance.now();
    const usage = process.cpuUsage();
    forecastFromHistory({ rows: history, openTime: "11:00", closeTime: "23:00", weekStart });
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - started);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

main();
