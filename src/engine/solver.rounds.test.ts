import { describe, expect, it } from "vitest";
import { generateRestaurant } from "./generate";
import { checkSchedule } from "./checker";
import { solveWithStats } from "./solver";
import { goldenStore, parse } from "./test-fixtures";

describe("proof-driven effort (extra annealing runs while the proven gap is above the target)", () => {
  // A generated 20-staff week with a short first run: the bound proves the schedule is far from the best.
  const input = parse(generateRestaurant({ staff: 20, seed: 5 }));
  const options = { iterations: 40_000, boundIterations: 100 };

  it("runs more on a week beyond the target gap, never ending worse, and stays deterministic", () => {
    const without = solveWithStats(input, { ...options, extraRounds: 0 });
    const gap = (o: { objective: number; lowerBound: number }) => (o.objective - o.lowerBound) / o.objective;
    expect(without.stats.extraRounds).toBe(0);
    expect(gap(without.output.metrics)).toBeGreaterThan(0.05);

    const progress: number[] = [];
    const withRounds = solveWithStats(input, { ...options, onProgress: (p) => progress.push(p.fraction) });
    expect(withRounds.stats.extraRounds).toBeGreaterThan(0);
    expect(withRounds.stats.iterations).toBe(options.iterations * (1 + withRounds.stats.extraRounds));
    expect(withRounds.output.metrics.objective).toBeLessThanOrEqual(without.output.metrics.objective);
    expect(withRounds.output.metrics.lowerBound).toBe(without.output.metrics.lowerBound);
    expect(checkSchedule(input, withRounds.output)).toEqual([]);
    // It stops at the target or after the rounds allowed.
    expect(gap(withRounds.output.metrics) <= 0.05 || withRounds.stats.extraRounds === 3).toBe(true);

    // The bar keeps moving through the extra runs: the first fills 85 %, then on to 1, never back.
    expect(progress.every((f, k) => k === 0 || f >= (progress[k - 1] ?? 0))).toBe(true);
    expect(progress.some((f) => f > 0.85 && f < 1)).toBe(true);
    expect(progress.at(-1)).toBe(1);

    const again = solveWithStats(input, options);
    expect(again.output).toEqual(withRounds.output);
  });

  it("costs nothing on a week already within the target, or on a store above the size limit", () => {
    const golden = solveWithStats(parse(goldenStore()), { iterations: 5_000 });
    expect(golden.stats.extraRounds).toBe(0);
    const capped = solveWithStats(input, { ...options, extraRoundsMaxStaff: 19 });
    expect(capped.stats.extraRounds).toBe(0);
  });
});
