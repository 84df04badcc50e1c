import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSchedule, generateRestaurant, solveWithStats, DAYS, SLOT } from "../../src/engine/index";
import { parse } from "./test-fixtures";
import { solveCompactMip } from "./compact-mip";
import { mipAfterSearch } from "./mip-after-search";
import type { MipLnsResult } from "./mip-lns";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const shiftsOf = (output: { shifts: unknown[] }) => JSON.stringify(output.shifts);

describe("MIP-LNS on a restaurant week", () => {
  // A short search leaves room for the sub-MIPs; the generous safety stops keep the node limit the
  // one that ends each solve, so the runs are reproducible on a loaded machine.
  const input = parse(generateRestaurant({ staff: 20, seed: 3 }));
  const options = { iterations: 4_000, boundIterations: 20, extraRounds: 0, timeLimitSeconds: 900 };

  it("improves a short search's week, keeps every rule and is reproducible", () => {
    const plain = solveWithStats(input, options);
    const lns = { highs, maxMoves: 3, startSize: 2, maxSize: 2, maxNodes: 100, subTimeLimitSeconds: 120 };
    let done: MipLnsResult | null = null;
    const hook = mipAfterSearch({ mipLns: lns, onLns: (result) => (done = result) });
    const first = solveWithStats(input, { ...options, afterSearch: hook });
    const ran = done as MipLnsResult | null;
    const again = solveWithStats(input, { ...options, afterSearch: hook });
    expect(ran?.moves).toBe(3);
    expect(ran?.delta).toBeLessThan(0);
    expect(first.output.metrics.objective).toBeCloseTo(
      plain.output.metrics.objective + (ran?.delta ?? 0),
      1, // metrics round to cents
    );
    expect(checkSchedule(input, first.output)).toEqual([]);
    expect(first.output.metrics.lowerBound).toBeLessThanOrEqual(first.output.metrics.objective);
    expect(shiftsOf(again.output)).toBe(shiftsOf(first.output));
  }, 600_000);

  it("holds every week outside the neighbourhood as it is", () => {
    let checked = 0;
    solveWithStats(input, {
      ...options,
      afterSearch: ({ state: s, frame, fixed }) => {
        const free = new Uint8Array(s.m.nE);
        free[0] = free[5] = 1;
        const result = solveCompactMip(highs, s, frame, fixed, { free, timeLimit: 120, maxNodes: 200 });
        expect(result.value).not.toBeNull();
        for (let e = 0; e < s.m.nE; e++) {
          if (free[e] === 1) continue;
          for (let d = 0; d < DAYS; d++) {
            const cell = e * DAYS + d;
            const held = result.shifts.filter((sh) => sh.e === e && sh.d === d);
            const pos = s.cellPos[cell] ?? -1;
            if (pos < 0) expect(held).toEqual([]);
            else {
              expect(held).toHaveLength(1);
              expect(held[0]).toMatchObject({
                p: pos,
                a: (s.cellStart[cell] ?? 0) / SLOT,
                b: (s.cellEnd[cell] ?? 0) / SLOT,
              });
            }
            checked++;
          }
        }
      },
    });
    expect(checked).toBe((input.employees.length - 2) * DAYS);
  }, 600_000);
});
