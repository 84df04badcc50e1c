// The forecast figure of `npm run bench`: a store with three years of daily sales and covers, imported
// through the API, then GET /api/stores/:id/forecast timed from the client (127.0.0.1, so server time
// plus a local round trip). The history is the bench data's two years (bench-data/restaurant-sales) with
// its first year again before them, so the dates run 2016-01-04..2018-12-30 and the week is 2018-12-31.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "./load.js";
import { api, root } from "./server.js";

const WEEK = "2018-12-31";

function threeYears() {
  const lines = readFileSync(join(root, "bench-data", "restaurant-sales", "daily.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1);
  const rows = lines.map((line) => {
    const [date, sales, covers] = line.split(",");
    return { date, sales: Number(sales), covers: Number(covers) };
  });
  const shift = (date, days) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const before = rows.slice(0, 364).map((r) => ({ ...r, date: shift(r.date, -364) }));
  return [...before, ...rows];
}

/** JSON rows as the import takes them (an array; `{rows}` if it wants an object); null without the route. */
async function importRows(url, cookie, storeId, rows) {
  const path = `/api/stores/${storeId}/sales-history`;
  try {
    return (await api(url, cookie, "POST", path, rows)).body;
  } catch (error) {
    if (/: 404 /.test(error.message)) return null;
    if (!/: 400 /.test(error.message)) throw error;
    return (await api(url, cookie, "POST", path, { rows })).body;
  }
}

async function timed(url, cookie, path) {
  const started = performance.now();
  const answer = await api(url, cookie, "GET", path);
  return { ms: performance.now() - started, body: answer.body };
}

/**
 * `runs` GETs of the same week after the first, and the `runs` weeks after it: the first request makes
 * every fit (the week's and its 12 backtest weeks', two fields each); fits are kept by their exact input
 * (src/server/forecast/daily-model.ts), so the same week again, or the next one, makes few or none.
 */
export async function measureForecast(url, cookie, { runs = 5 } = {}) {
  const store = (
    await api(url, cookie, "POST", "/api/stores", {
      name: `Bench forecast ${Date.now()}`,
      openTime: "11:00",
      closeTime: "23:00",
    })
  ).body;
  const rows = threeYears();
  const imported = await importRows(url, cookie, store.id, rows);
  if (!imported) return { skipped: "POST /api/stores/:id/sales-history is not served" };
  const path = (weekStart) => `/api/stores/${store.id}/forecast?weekStart=${weekStart}`;
  const first = await timed(url, cookie, path(WEEK));
  if (first.body.method === "NONE") throw new Error(`forecast: ${first.body.reason}`);
  const again = [];
  for (let i = 0; i < runs; i++) again.push((await timed(url, cookie, path(WEEK))).ms);
  const later = [];
  for (let i = 1; i <= runs; i++) {
    const weekStart = new Date(Date.parse(`${WEEK}T00:00:00Z`) + 7 * i * 86_400_000)
      .toISOString()
      .slice(0, 10);
    later.push((await timed(url, cookie, path(weekStart))).ms);
  }
  const round = (ms) => Math.round(ms);
  return {
    historyDays: rows.length,
    imported: imported.imported,
    method: first.body.method,
    backtest: first.body.backtest,
    firstMs: round(first.ms),
    sameWeekMs: again.map(round),
    sameWeekMedianMs: round(median(again)),
    nextWeeksMs: later.map(round),
    nextWeeksMedianMs: round(median(later)),
  };
}
