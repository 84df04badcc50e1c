// Engine benchmark CLI: `npm run bench:engine -- [--instances 1,2,3] [--time-limit 60] [--out DIR]
// [--no-peer] [--seed N] [--max-work N] [--data DIR] [--skip-restaurant]`. Runs the Curtois & Qu instances with our solver
// and the HiGHS peer, checks every roster independently, writes JSON and prints a table.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseBenchArgs, type BenchArgs } from "../curtois/bench-args";
import { runInstance, type InstanceReport } from "../curtois/bench-run";
import { loadBestKnown } from "../curtois/data";
import { formatRow, formatTable } from "../curtois/bench-table";
import { runRestaurantBench } from "./restaurant";
import { runReviewBench } from "./review";
import { runGapBench } from "./gap";
import { runStabilityBench } from "./stability";

export async function runCurtoisBench(
  args: BenchArgs,
  log: (line: string) => void = console.log,
): Promise<InstanceReport[]> {
  const bestKnown = loadBestKnown(args.dataDir);
  mkdirSync(args.outDir, { recursive: true });
  const reports: InstanceReport[] = [];
  for (const n of args.instances) {
    log(`Instance ${n}: solving (${args.timeLimitSeconds} s)…`);
    const report = await runInstance(n, {
      dataDir: args.dataDir,
      outDir: args.outDir,
      timeLimitSeconds: args.timeLimitSeconds,
      seed: args.seed,
      peer: args.peer,
      bestKnown: bestKnown.get(n) ?? null,
      maxWork: args.maxWork,
      mipShare: args.mipShare,
      log,
    });
    for (const v of report.ours.violations.slice(0, 5)) log(`  checker: ${v}`);
    log(formatRow(report));
    reports.push(report);
  }
  writeFileSync(
    join(args.outDir, "summary.json"),
    JSON.stringify(
      { timeLimitSeconds: args.timeLimitSeconds, seed: args.seed, instances: reports },
      null,
      2,
    ) + "\n",
  );
  log("");
  log(formatTable(reports));
  return reports;
}

/** The generated 60-staff restaurant week (restaurant.ts); fails when the checker does. */
async function runRestaurantPart(args: BenchArgs, log: (line: string) => void): Promise<boolean> {
  log("");
  const result = await runRestaurantBench({ seed: args.seed, log });
  runReviewBench({ seed: args.seed, log });
  log("");
  runStabilityBench({ log });
  log("");
  const gap = runGapBench({ log });
  return gap.ok && result.deterministic && result.runs.every((run) => run.hardViolations === 0);
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const reports = await runCurtoisBench(args);
  // Only our own rosters gate the exit code; a HiGHS roster that fails the checker is reported as "no solution".
  let ok = reports.every((r) => r.ours.feasible);
  if (args.restaurant) ok = (await runRestaurantPart(args, console.log)) && ok;
  if (!ok) {
    console.error(
      "FAIL: a roster or schedule failed the checker, an instance got no roster, or a rerun was not deterministic",
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
