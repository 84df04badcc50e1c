import { parseArgs } from "node:util";
import { checkSchedule, parseEngineInput, solveWithStats, generateRestaurant } from "../../src/engine/index";
import { isMain } from "./is-main";

/**
 * The restaurant benchmark: realistic weeks (default 60 staff × 6 positions), each solved with its
 * default work budget. Reports time to the first complete week (end of construction), time to the
 * best week, total time, the checker's hard violations, coverage and fairness, and whether a second
 * solve of the same input and seed gives the same schedule.
 */
export interface RestaurantRun {
  seed: number;
  firstMs: number;
  bestMs: number;
  totalMs: number;
  /** CPU time of the solve: less sensitive than wall time to a busy machine. */
  cpuMs: number;
  iterations: number;
  bestIteration: number;
  hardViolations: number;
  coveragePercent: number;
  fairness: number;
  objective: number;
  lowerBound: number;
  shifts: number;
}

export interface RestaurantBenchResult {
  staff: number;
  positions: number;
  runs: RestaurantRun[];
  median: Omit<RestaurantRun, "seed">;
  deterministic: boolean;
}

/** The median of a list (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function runRestaurantBench(
  opts: {
    staff?: number;
    seed?: number;
    runs?: number;
    positions?: number;
    log?: (line: string) => void;
  } = {},
): Promise<RestaurantBenchResult> {
  const staff = opts.staff ?? 60;
  const positions = opts.positions ?? 6;
  const firstSeed = opts.seed ?? 1;
  const count = Math.max(1, opts.runs ?? 3);
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const runs: RestaurantRun[] = [];
  let deterministic = true;
  log(`Restaurant bench: ${staff} staff × ${positions} positions × 7 days, 15-minute demand, ${count} runs`);
  for (let k = 0; k < count; k++) {
    const seed = firstSeed + k;
    const parsed = parseEngineInput(generateRestaurant({ staff, positions, seed }));
    if (!parsed.ok) throw new Error(`generator produced invalid input: ${parsed.errors.join("; ")}`);
    const cpu = process.cpuUsage();
    const { output, stats } = solveWithStats(parsed.input);
    const used = process.cpuUsage(cpu);
    const violations = checkSchedule(parsed.input, output);
    if (k === 0) {
      const again = solveWithStats(parsed.input).output;
      deterministic = JSON.stringify(again) === JSON.stringify(output);
    }
    const run: RestaurantRun = {
      seed,
      firstMs: Math.round(stats.firstMs),
      bestMs: Math.round(stats.bestMs),
      totalMs: Math.round(stats.totalMs),
      cpuMs: Math.round((used.user + used.system) / 1000),
      iterations: stats.iterations,
      bestIteration: stats.bestIteration,
      hardViolations: violations.length,
      coveragePercent: output.metrics.coveragePercent,
      fairness: output.metrics.fairness,
      objective: output.metrics.objective,
      lowerBound: output.metrics.lowerBound,
      shifts: output.shifts.length,
    };
    runs.push(run);
    log(
      `  seed ${seed}: first complete week ${run.firstMs} ms, best ${run.bestMs} ms (move ${run.bestIteration} of ${run.iterations}), ` +
        `total ${run.totalMs} ms wall / ${run.cpuMs} ms CPU, ` +
        `${run.shifts} shifts, violations ${run.hardViolations}, coverage ${run.coveragePercent}%, fairness ${run.fairness}, ` +
        `objective ${run.objective} (lower bound ${run.lowerBound})`,
    );
    // Let the event loop breathe between runs (the bench may share a process with other work).
    await new Promise((resolve) => setImmediate(resolve));
  }
  const pick = (key: keyof Omit<RestaurantRun, "seed">) => median(runs.map((r) => r[key]));
  const result: RestaurantBenchResult = {
    staff,
    positions,
    runs,
    deterministic,
    median: {
      firstMs: pick("firstMs"),
      bestMs: pick("bestMs"),
      totalMs: pick("totalMs"),
      cpuMs: pick("cpuMs"),
      iterations: pick("iterations"),
      bestIteration: pick("bestIteration"),
      hardViolations: pick("hardViolations"),
      coveragePercent: pick("coveragePercent"),
      fairness: pick("fairness"),
      objective: pick("objective"),
      lowerBound: pick("lowerBound"),
      shifts: pick("shifts"),
    },
  };
  const m = result.median;
  log(
    `Median: first complete week ${m.firstMs} ms, best ${m.bestMs} ms, total ${m.totalMs} ms (${m.cpuMs} ms CPU), ` +
      `violations ${m.hardViolations}, coverage ${m.coveragePercent}%, fairness ${m.fairness}; ` +
      `same input and seed give the same schedule: ${deterministic ? "yes" : "NO"}`,
  );
  return result;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      staff: { type: "string" },
      seed: { type: "string" },
      runs: { type: "string" },
      positions: { type: "string" },
    },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  await runRestaurantBench({
    staff: num(values.staff),
    seed: num(values.seed),
    runs: num(values.runs),
    positions: num(values.positions),
  });
}
