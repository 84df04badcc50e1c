import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkRules,
  checkSchedule,
  type OutputShift,
  generateRestaurant,
  solveWithStats,
  evaluateObjective,
  everyMondayShift,
  tinyWeek,
} from "../../src/engine/index";
import { parse } from "./test-fixtures";
import { mipAfterSearch } from "./mip-after-search";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe("the compact MIP step", () => {
  it.each([1, 2])("proves the exhaustive optimum of a tiny week (%i Cooks needed)", (heads) => {
    const input = parse(tinyWeek(heads));
    let optimum = Number.POSITIVE_INFINITY;
    for (const a of everyMondayShift(1)) {
      for (const b of everyMondayShift(2)) {
        const shifts = [a, b].filter((s): s is OutputShift => s !== null);
        if (checkRules(input, shifts).length > 0) continue;
        optimum = Math.min(optimum, evaluateObjective(input, shifts));
      }
    }
    // A short search, so that the MIP has something to improve; its bound must not pass the optimum.
    const { output } = solveWithStats(input, {
      iterations: 50,
      boundIterations: 0,
      afterSearch: mipAfterSearch({ mip: { highs } }),
    });
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(optimum + 1e-9);
    // The model is exact: HiGHS closes the tiny week, and the schedule it returns is the optimum.
    expect(output.metrics.lowerBound).toBeGreaterThanOrEqual(optimum - 0.05);
    expect(output.metrics.objective).toBeCloseTo(optimum, 6);
    expect(checkSchedule(input, output)).toEqual([]);
  });

  it("keeps a generated 20-staff week valid: bound under every objective, no hard violation", () => {
    const input = parse(generateRestaurant({ staff: 20, seed: 2 }));
    const plain = solveWithStats(input, { iterations: 30_000 });
    const seen: number[] = [];
    const { output } = solveWithStats(input, {
      iterations: 30_000,
      onProgress: ({ bestObjective }) => seen.push(bestObjective),
      afterSearch: mipAfterSearch({ mip: { highs, maxNodes: 0, timeLimitSeconds: 240 } }),
      // The solve's own safety stop (30 s) would interrupt HiGHS and the Lagrangian on a loaded machine.
      timeLimitSeconds: 900,
    });
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.metrics.objective).toBeLessThanOrEqual(plain.output.metrics.objective + 1e-9);
    expect(output.metrics.lowerBound).toBeGreaterThanOrEqual(plain.output.metrics.lowerBound);
    for (const o of [...seen, output.metrics.objective, plain.output.metrics.objective])
      expect(output.metrics.lowerBound).toBeLessThanOrEqual(o + 1e-6);
  }, 600_000);
});
