import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import loadHighs from "highs";
import { parseEngineInput, solveWithStats, generateRestaurant } from "../../src/engine/index";
import { lpBound, type LpBoundResult } from "../mip/lp-bound";

/**
 * Diagnosis of the gap: `npx tsx lab/bench/lp-gap.ts [--staff 20,60,150] [--seeds 1,2,3]
 * [--max-lp N] [--mip] [--dive N]`. Per generated week: the solver's objective, its Lagrangian bound (metrics.lowerBound),
 * and the restaurant LP master by column generation (its best Lagrangian value, which is a bound, the
 * last LP value, iterations, whether it converged, CPU); with --dive N, the value of the shared dive's
 * whole weeks from that LP (N column-generation rounds per step at most).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      staff: { type: "string", default: "20,60,150" },
      seeds: { type: "string", default: "1,2,3" },
      "max-lp": { type: "string", default: "400" },
      verbose: { type: "boolean", default: false },
      sub: { type: "string", default: "150" },
      mip: { type: "boolean", default: false },
      nodes: { type: "string", default: "500" },
      dive: { type: "string" },
    },
  });
  const highs = await loadHighs();
  const list = (s: string) => s.split(",").map(Number);
  console.log(
    "staff seed objective lagrangian lpBound lpValue its converged columns mip mipDual whole dive lagGap% lpGap% lpCpuMs",
  );
  for (const staff of list(values.staff)) {
    for (const seed of list(values.seeds)) {
      const parsed = parseEngineInput(generateRestaurant({ staff, positions: staff >= 120 ? 8 : 6, seed }));
      if (!parsed.ok) throw new Error(parsed.errors.join("; "));
      // The LP runs inside the solve (afterSearch): keep the safety stop from cutting the Lagrangian after it.
      const input = { ...parsed.input, timeLimitSeconds: 36_000 };
      let lp: LpBoundResult = {
        bound: 0,
        subgradientBound: 0,
        lpValue: 0,
        iterations: 0,
        converged: false,
        columns: 0,
        mipValue: null,
        mipDualBound: null,
        wholeWeeks: 0,
        diveValue: null,
      };
      let cpuMs = 0;
      const { output } = solveWithStats(input, {
        afterSearch: ({ state, frame, fixed }) => {
          const cpu = process.cpuUsage();
          lp = lpBound(highs, state, frame, fixed, {
            maxIterations: Number(values["max-lp"]),
            subgradientIterations: Number(values.sub),
            ...(values.mip ? { mip: { maxNodes: Number(values.nodes), timeLimit: 600 } } : {}),
            ...(values.dive === undefined ? {} : { dive: { maxIterations: Number(values.dive) } }),
            onIteration: (v, b, added) => {
              const t = process.cpuUsage(cpu);
              if (values.verbose)
                console.log(
                  `  lp ${v.toFixed(2)} bound ${b.toFixed(2)} +${added} ${Math.round((t.user + t.system) / 1000)} ms`,
                );
            },
          });
          const used = process.cpuUsage(cpu);
          cpuMs = Math.round((used.user + used.system) / 1000);
        },
      });
      const o = output.metrics.objective;
      const pct = (b: number) => Math.round((10000 * (o - b)) / o) / 100;
      console.log(
        [
          staff,
          seed,
          o,
          output.metrics.lowerBound,
          lp.bound.toFixed(2),
          lp.lpValue.toFixed(2),
          lp.iterations,
          lp.converged,
          lp.columns,
          lp.mipValue?.toFixed(2),
          lp.mipDualBound?.toFixed(2),
          `${lp.wholeWeeks}/${input.employees.length}`,
          lp.diveValue?.toFixed(2),
          pct(output.metrics.lowerBound),
          pct(lp.bound),
          cpuMs,
        ].join(" "),
      );
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void main();
}
