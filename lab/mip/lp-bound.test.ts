import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkRules,
  type EngineInput,
  type OutputShift,
  generateRestaurant,
  solveWithStats,
  evaluateObjective,
  everyMondayShift,
  tinyWeek,
} from "../../src/engine/index";
import { parse } from "./test-fixtures";
import { lpBound, type LpBoundOptions, type LpBoundResult } from "./lp-bound";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** Solves the week and runs the LP master on the solver's own state; also returns the Lagrangian bound. */
function solveWithLp(
  input: EngineInput,
  lp: LpBoundOptions,
  iterations: number,
): { lp: LpBoundResult; lagrangian: number; objective: number; seen: number[] } {
  let result: LpBoundResult | null = null;
  const seen: number[] = [];
  const { output } = solveWithStats(input, {
    iterations,
    boundIterations: 300,
    onProgress: ({ bestObjective }) => seen.push(bestObjective),
    afterSearch: ({ state, frame, fixed }) => {
      result = lpBound(highs, state, frame, fixed, lp);
    },
  });
  if (result === null) throw new Error("the hook did not run");
  return { lp: result, lagrangian: output.metrics.lowerBound, objective: output.metrics.objective, seen };
}

// HiGHS on a master of every position-slot (4 000+ rows even for a tiny week): slow under load.
describe("the LP master bound", () => {
  it.each([1, 2])(
    "is at most the exhaustive optimum of a tiny week and at least the Lagrangian (%i Cooks)",
    (heads) => {
      const input = parse(tinyWeek(heads));
      let optimum = Number.POSITIVE_INFINITY;
      for (const a of everyMondayShift(1)) {
        for (const b of everyMondayShift(2)) {
          const shifts = [a, b].filter((s): s is OutputShift => s !== null);
          if (checkRules(input, shifts).length > 0) continue;
          optimum = Math.min(optimum, evaluateObjective(input, shifts));
        }
      }
      const { lp, lagrangian } = solveWithLp(
        input,
        { maxIterations: 200, subgradientIterations: 20, dive: { maxIterations: 50 } },
        5000,
      );
      expect(lp.converged).toBe(true);
      // The dive's whole weeks are a restriction of the LP: never below its optimum.
      expect(lp.diveValue).not.toBeNull();
      expect(lp.diveValue ?? 0).toBeGreaterThanOrEqual(lp.lpValue - 1e-6);
      expect(lp.bound).toBeLessThanOrEqual(optimum + 1e-6);
      // At convergence the LP value is the LP optimum, which no Lagrangian over the same rows passes.
      expect(lp.lpValue).toBeGreaterThanOrEqual(lagrangian - 1e-6);
      expect(lp.bound).toBeGreaterThanOrEqual(lp.lpValue - 1e-3);
    },
  );

  it("is at most the objective of every schedule the search reports on a generated 20-staff week", () => {
    const input = parse(generateRestaurant({ staff: 20, seed: 2 }));
    const { lp, seen, objective } = solveWithLp(
      input,
      { maxIterations: 2, subgradientIterations: 20 },
      30_000,
    );
    expect(lp.bound).toBeGreaterThan(0);
    for (const o of [...seen, objective]) expect(lp.bound).toBeLessThanOrEqual(o + 1e-6);
    // The restricted master's LP value is an upper bound of the LP optimum, so of every bound here.
    expect(lp.bound).toBeLessThanOrEqual(lp.lpValue + 1e-6);
  }, 120_000);
});
