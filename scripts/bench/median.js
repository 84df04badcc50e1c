// Medians over several `npm run bench` result files (bench-results/*.json), as the docs report them:
//   node scripts/bench/median.js bench-results/bench-A.json bench-results/bench-B.json bench-results/bench-C.json
import { readFileSync } from "node:fs";
import { median, round } from "./load.js";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node scripts/bench/median.js <bench-*.json>…");
  process.exit(2);
}
const runs = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
const rows = new Map();
for (const run of runs) {
  for (const row of run.load?.summary ?? []) {
    const key = `${row.endpoint}|${row.target}`;
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(row);
  }
}
console.log(
  `${runs.length} runs; load average at start: ${runs.map((r) => r.loadAverageBefore[0]).join(", ")}`,
);
console.table(
  [...rows.values()].map((list) => ({
    endpoint: list[0].endpoint,
    target: list[0].target,
    "req/s": round(median(list.map((r) => r.requestsPerSecond)), 0),
    "p50 ms": median(list.map((r) => r.p50Ms)),
    "p99 ms": median(list.map((r) => r.p99Ms)),
    "× ref": round(median(list.map((r) => r.ratioToReference)), 3),
    "× ref (each run)": list.map((r) => r.ratioToReference).join(" "),
    errors: list.reduce((n, r) => n + r.errors + r.non2xx, 0),
  })),
);
const startups = runs.filter((r) => r.startup);
if (startups.length) {
  console.log(
    `start-up: first run ${startups.map((r) => r.startup.firstRunMs).join(", ")} ms (median ${median(startups.map((r) => r.startup.firstRunMs))}); ` +
      `warm median ${startups.map((r) => r.startup.warmMedianMs).join(", ")} ms (median ${median(startups.map((r) => r.startup.warmMedianMs))})`,
  );
}
const bundles = runs.filter((r) => r.bundle);
if (bundles.length) {
  const b = bundles.at(-1).bundle;
  console.log(
    `bundle: /login JS ${round(b.loginJsGzipBytes / 1024, 1)} KB gz, CSS ${round(b.cssGzipBytes / 1024, 1)} KB gz, largest lazy ${b.largestLazyChunk?.file} ${round((b.largestLazyChunk?.gzipBytes ?? 0) / 1024, 1)} KB gz`,
  );
}
