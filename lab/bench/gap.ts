import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import loadHighs from "highs";
import { checkSchedule, parseEngineInput, solveWithStats, generateRestaurant } from "../../src/engine/index";
import { mipAfterSearch } from "../mip/mip-after-search";
import type { MipStepOptions } from "../mip/mip-step";
import type { MipLnsOptions } from "../mip/mip-lns";
import { median } from "./restaurant";

/**
 * The proven gap on generated weeks: `npx tsx lab/bench/gap.ts [--staff 20,60,150] [--seeds 1,2,3]
 * [--bound-iterations N] [--work F] [--baseline] [--mip-nodes N] [--lns-moves N]`, and the gap part of `npm run bench:engine`. Per week: objective, lower bound, gap, coverage, the checker's
 * hard violations, the under- and over-cover cost in the objective, CPU time. Budgeted in moves and
 * bound steps, so the figures do not depend on the machine's load.
 */
export interface GapRow {
  staff: number;
  seed: number;
  objective: number;
  lowerBound: number;
  gapPercent: number;
  coveragePercent: number;
  hardViolations: number;
  underCost: number;
  overCost: number;
  cpuMs: number;
  /** Extra annealing runs the proven gap asked for. */
  rounds: number;
  /** Objective change of the opt-in MIP-LNS (0 when off). */
  lnsDelta: number;
}

export function runGap(
  staff: number,
  seed: number,
  options: {
    boundIterations?: number;
    work?: number;
    mip?: MipStepOptions;
    mipLns?: MipLnsOptions;
    baseline?: boolean;
  } = {},
): GapRow {
  const positions = staff >= 120 ? 8 : 6;
  const parsed = parseEngineInput(generateRestaurant({ staff, positions, seed }));
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  const input = { ...parsed.input, timeLimitSeconds: 600 };
  const budget = Math.round((20_000 + 2_500 * input.employees.length * 7) * (options.work ?? 1));
  const cpu = process.cpuUsage();
  let lnsDelta = 0;
  const { mip, mipLns } = options;
  const { output, stats } = solveWithStats(input, {
    iterations: budget,
    ...(options.boundIterations === undefined ? {} : { boundIterations: options.boundIterations }),
    ...(mip === undefined && mipLns === undefined
      ? {}
      : {
          afterSearch: mipAfterSearch({
            ...(mip === undefined ? {} : { mip }),
            ...(mipLns === undefined ? {} : { mipLns }),
            onLns: (result) => (lnsDelta = result.delta),
          }),
        }),
    // The search before issue 16: one annealing run, no repair of moves that strand trainees.
    ...(options.baseline === true ? { extraRounds: 0 } : {}),
  });
  const used = process.cpuUsage(cpu);
  const m = output.metrics;
  return {
    staff,
    seed,
    objective: m.objective,
    lowerBound: m.lowerBound,
    gapPercent: Math.round((10000 * (m.objective - m.lowerBound)) / Math.max(1e-9, m.objective)) / 100,
    coveragePercent: m.coveragePercent,
    hardViolations: checkSchedule(parsed.input, output).length,
    underCost: Math.round(m.understaffedHours * 4 * 100),
    overCost: Math.round(m.overstaffedHours * 4 * 10),
    cpuMs: Math.round((used.user + used.system) / 1000),
    rounds: stats.extraRounds,
    lnsDelta: Math.round(lnsDelta * 100) / 100,
  };
}

/**
 * `npm run bench:engine`'s gap part: every week solved by today's solver and by the baseline (the
 * search before issue 16, with today's bound), in the same run. Returns false when a schedule breaks a
 * hard rule. Targets: gap median ≤ 5 %, every week ≤ 10 %; coverage never below the baseline's.
 */
export function runGapBench(
  options: { staff?: number[]; seeds?: number[]; log?: (line: string) => void } = {},
): { rows: GapRow[]; baseline: GapRow[]; ok: boolean } {
  const log = options.log ?? console.log;
  const rows: GapRow[] = [];
  const baseline: GapRow[] = [];
  log(
    "Proven gap (objective − lowerBound) / objective on generated weeks; baseline = the search before issue 16",
  );
  log(
    "| staff | seed | objective | lower bound | gap % | coverage % | hard | extra runs | CPU ms | baseline objective | baseline gap % | baseline coverage % | baseline CPU ms |",
  );
  log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const staff of options.staff ?? [20, 60, 150]) {
    for (const seed of options.seeds ?? [1, 2, 3]) {
      const now = runGap(staff, seed);
      const before = runGap(staff, seed, { baseline: true });
      rows.push(now);
      baseline.push(before);
      const cells = [now.objective, now.lowerBound, now.gapPercent, now.coveragePercent, now.hardViolations];
      const old = [before.objective, before.gapPercent, before.coveragePercent, before.cpuMs];
      log(`| ${[staff, seed, ...cells, now.rounds, now.cpuMs, ...old].join(" | ")} |`);
    }
  }
  const gaps = rows.map((r) => r.gapPercent);
  const below = rows.filter((r, k) => r.coveragePercent < (baseline[k]?.coveragePercent ?? 0));
  log(
    `Gap median ${median(gaps)} % (target ≤ 5), worst ${Math.max(...gaps)} % (target ≤ 10); the baseline's median ${median(baseline.map((r) => r.gapPercent))} %, worst ${Math.max(...baseline.map((r) => r.gapPercent))} %.`,
  );
  log(
    `Coverage below the baseline's on ${below.length} of ${rows.length} weeks${below.map((r) => ` ${r.staff}/${r.seed}`).join(",")}.`,
  );
  return { rows, baseline, ok: rows.every((r) => r.hardViolations === 0) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      staff: { type: "string", default: "20,60,150" },
      seeds: { type: "string", default: "1,2,3" },
      "bound-iterations": { type: "string" },
      work: { type: "string" },
      baseline: { type: "boolean", default: false },
      // The opt-in compact-MIP step (lab/mip/mip-step.ts): node limit and safety time limit.
      "mip-nodes": { type: "string" },
      "mip-time": { type: "string", default: "600" },
      // The opt-in MIP-LNS (lab/mip/mip-lns.ts): sub-MIPs after the first annealing run.
      "lns-moves": { type: "string" },
    },
  });
  const list = (s: string) => s.split(",").map(Number);
  const bi = values["bound-iterations"];
  const work = values.work;
  const rows: GapRow[] = [];
  const nodes = values["mip-nodes"];
  const mip =
    nodes === undefined
      ? undefined
      : { highs: await loadHighs(), maxNodes: Number(nodes), timeLimitSeconds: Number(values["mip-time"]) };
  const lnsMoves = values["lns-moves"];
  const mipLns =
    lnsMoves === undefined
      ? undefined
      : { highs: mip?.highs ?? (await loadHighs()), maxMoves: Number(lnsMoves) };
  console.log("staff seed objective lowerBound gap% coverage% hard underCost overCost cpuMs rounds lnsDelta");
  for (const staff of list(values.staff)) {
    for (const seed of list(values.seeds)) {
      const row = runGap(staff, seed, {
        ...(bi === undefined ? {} : { boundIterations: Number(bi) }),
        ...(work === undefined ? {} : { work: Number(work) }),
        ...(mip === undefined ? {} : { mip }),
        ...(mipLns === undefined ? {} : { mipLns }),
        baseline: values.baseline,
      });
      rows.push(row);
      console.log(Object.values(row).join(" "));
    }
  }
  const gaps = rows.map((r) => r.gapPercent);
  console.log(`median gap ${median(gaps)} %, worst ${Math.max(...gaps)} %`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void main();
}
