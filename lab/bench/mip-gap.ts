import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import loadHighs from "highs";
import { formatTime } from "../../src/domain/time";
import {
  checkRules,
  parseEngineInput,
  type EngineInput,
  type OutputShift,
  solveWithStats,
  shiftBreaks,
  evaluateObjective,
  SLOT,
  generateRestaurant,
} from "../../src/engine/index";
import { solveCompactMip, type CompactMipResult, type CompactShift } from "../mip/compact-mip";

/**
 * Which side is the gap on? `npx tsx lab/bench/mip-gap.ts [--staff 20,60] [--seeds 1,3]
 * [--time 120] [--anywhere]`. Per generated week: the search's objective and Lagrangian bound, then
 * the compact MIP of the week (lab/mip/compact-mip.ts) in HiGHS from the search's schedule: its LP value,
 * its best schedule (re-priced by the solver's own objective and checked by the checker) and its
 * proven dual bound after `--time` seconds.
 */
export function toOutputShifts(input: EngineInput, dates: string[], list: CompactShift[]): OutputShift[] {
  return list.map((sh) => ({
    positionId: input.positions[sh.p]?.id ?? 0,
    employeeId: input.employees[sh.e]?.id ?? 0,
    date: dates[sh.d] ?? "",
    start: formatTime(sh.a * SLOT),
    end: formatTime(sh.b * SLOT),
    breaks: shiftBreaks(input.constraints, sh.a * SLOT, sh.b * SLOT),
  }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      staff: { type: "string", default: "20,60" },
      seeds: { type: "string", default: "1,2,3" },
      time: { type: "string", default: "120" },
      anywhere: { type: "boolean", default: false },
      "skip-lp": { type: "boolean", default: false },
      log: { type: "boolean", default: false },
      "no-ratio": { type: "boolean", default: false },
      cuts: { type: "boolean", default: false },
      "cover-cuts": { type: "boolean", default: false },
    },
  });
  const highs = await loadHighs();
  const list = (s: string) => s.split(",").map(Number);
  console.log(
    "staff seed objective lagrangian compactLp mipValue mipEval mipHard mipDual mipGap% cols rows nz nodes status mipSecs",
  );
  for (const staff of list(values.staff)) {
    for (const seed of list(values.seeds)) {
      const parsed = parseEngineInput(generateRestaurant({ staff, positions: staff >= 120 ? 8 : 6, seed }));
      if (!parsed.ok) throw new Error(parsed.errors.join("; "));
      const input = { ...parsed.input, timeLimitSeconds: 36_000 };
      let mip: CompactMipResult | null = null;
      let lp: CompactMipResult | null = null;
      let dates: string[] = [];
      let secs = 0;
      const { output } = solveWithStats(input, {
        afterSearch: ({ state: s, frame, fixed }) => {
          dates = s.m.dates;
          const anywhere = values.anywhere;
          const noRatio = values["no-ratio"];
          const trainerCuts = values.cuts;
          const coverCuts = values["cover-cuts"];
          if (!values["skip-lp"])
            lp = solveCompactMip(highs, s, frame, fixed, {
              timeLimit: 600,
              lpOnly: true,
              anywhere,
              noRatio,
              trainerCuts,
              coverCuts,
            });
          const t = performance.now();
          mip = solveCompactMip(highs, s, frame, fixed, {
            timeLimit: Number(values.time),
            anywhere,
            noRatio,
            trainerCuts,
            coverCuts,
            ...(values.log
              ? {
                  onLog: (t, p, d) =>
                    console.log(`  ${t.toFixed(1)} s: primal ${p.toFixed(2)} dual ${d.toFixed(2)}`),
                }
              : {}),
          });
          secs = (performance.now() - t) / 1000;
        },
      });
      const r = mip as CompactMipResult | null;
      const l = lp as CompactMipResult | null;
      const shifts = r === null ? [] : toOutputShifts(input, dates, r.shifts);
      const mipEval = r === null ? NaN : evaluateObjective(input, shifts);
      const hard = r === null ? NaN : checkRules(input, shifts).length;
      const best = Math.min(output.metrics.objective, r?.value ?? Infinity);
      console.log(
        `  under-cover cost per position: LP ${l?.underCostByPosition.join(",")}; MIP ${r?.underCostByPosition.join(",")}`,
      );
      const fix = (x: number | null | undefined) => (x === null || x === undefined ? "-" : x.toFixed(2));
      console.log(
        [
          staff,
          seed,
          fix(output.metrics.objective),
          fix(output.metrics.lowerBound),
          fix(l?.dualBound),
          fix(r?.value),
          fix(mipEval),
          hard,
          fix(r?.dualBound),
          r === null ? "-" : ((100 * (best - r.dualBound)) / best).toFixed(1),
          r?.columns,
          r?.rows,
          r?.nonzeros,
          r?.nodes,
          r?.status,
          secs.toFixed(0),
        ].join(" "),
      );
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void main();
}
