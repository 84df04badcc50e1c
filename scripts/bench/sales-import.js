// Sales-history import figures of `npm run bench` (issue 30): a POS export of three years of daily rows
// (budget ≤ 2 s from POST to answer; the first import, then re-imports that replace every row), and one at
// the row cap (50,000 intraday rows: about two and a half years of half-hourly 08:00-20:00 intervals).
import { api } from "./server.js";
import { median } from "./load.js";

const MAX_SALES_ROWS = 50_000;

const isoDate = (start, days) => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function dailyCsv(days) {
  const lines = ["date,sales,covers"];
  for (let i = 0; i < days; i++)
    lines.push(`${isoDate("2023-01-02", i)},"${(2400 + (i % 7) * 517.35).toFixed(2)}",${120 + (i % 7) * 30}`);
  return lines.join("\n");
}

function intradayCsv(rows) {
  const lines = ["date,time,sales,covers"];
  for (let i = 0; i < rows; i++) {
    const slot = i % 24; // 08:00 … 19:30
    const minute = 8 * 60 + slot * 30;
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    lines.push(
      `${isoDate("2021-01-04", Math.floor(i / 24))},${time},${(100 + slot * 7.5).toFixed(2)},${4 + (slot % 5)}`,
    );
  }
  return lines.join("\n");
}

async function post(url, cookie, storeId, csv) {
  const started = performance.now();
  const res = await fetch(`${url}/api/stores/${storeId}/sales-history`, {
    method: "POST",
    headers: { cookie, "content-type": "text/csv" },
    body: csv,
  });
  const body = await res.json();
  if (res.status !== 200)
    throw new Error(`sales import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms: Math.round(performance.now() - started), ...body, rejected: body.rejected.length };
}

/** `runs` imports of three years of daily rows, then two at the row cap, into a store of its own. */
export async function measureSalesImport(url, cookie, runs) {
  const store = (await api(url, cookie, "POST", "/api/stores", { name: `Bench sales ${Date.now()}` })).body;
  const daily = dailyCsv(3 * 365 + 1);
  const dailyRuns = [];
  for (let i = 0; i < runs; i++) dailyRuns.push(await post(url, cookie, store.id, daily));
  const capped = intradayCsv(MAX_SALES_ROWS);
  const capRuns = [await post(url, cookie, store.id, capped), await post(url, cookie, store.id, capped)];
  return {
    threeYearsDaily: {
      rows: dailyRuns[0].imported,
      bytes: daily.length,
      runsMs: dailyRuns.map((r) => r.ms),
      medianMs: median(dailyRuns.map((r) => r.ms)),
      replacedOnRerun: dailyRuns.at(-1).replaced,
    },
    capIntraday: {
      rows: capRuns[0].imported,
      bytes: capped.length,
      firstMs: capRuns[0].ms,
      replacingMs: capRuns[1].ms,
    },
  };
}
