import { describe, expect, it } from "vitest";
import { generateRestaurant, parseEngineInput, solve } from "../../engine";
import { runInWorker } from "./engine-thread";

function restaurant(staff: number) {
  const parsed = parseEngineInput(generateRestaurant({ staff, positions: 4, seed: 3 }));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return parsed.input;
}

describe("runInWorker", () => {
  it("solves off the main thread and reports progress", async () => {
    const progress: number[] = [];
    const result = await runInWorker(restaurant(12), {
      iterations: 40_000,
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(result.output.shifts.length).toBeGreaterThan(0);
    expect(result.output.metrics.hardViolations).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(result.stats.stoppedEarly).toBe(false);
    // Same input and seed, another thread: the same schedule.
    expect(JSON.stringify(result.output)).toBe(JSON.stringify(solve(restaurant(12), { iterations: 40_000 })));
  });

  it("stops on cancel and returns the best schedule so far", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = runInWorker(restaurant(20), {
      iterations: 500_000_000,
      onProgress: (p) => {
        if (p.iteration > 0) controller.abort();
      },
      signal: controller.signal,
    });
    const result = await pending;
    expect(result.stats.stoppedEarly).toBe(true);
    expect(result.stats.iterations).toBeLessThan(500_000_000);
    expect(result.output.metrics.hardViolations).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
