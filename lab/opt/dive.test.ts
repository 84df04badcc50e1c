import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { ColumnMaster, type Column } from "./column-master";
import { dive } from "./dive";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/**
 * Three jobs, each to be done exactly once (a missing or doubled job costs 10), and three people who
 * can each do one pair of them (cost 1) or nothing: the LP takes every pair at one half (value 1.5),
 * while any whole answer costs at least 11. The dive must still end with one column per person.
 */
function triangle(): ColumnMaster {
  const rows = { lower: new Float64Array([1, 1, 1]), upper: new Float64Array([1, 1, 1]) };
  const slacks = [0, 1, 2].flatMap((row) => [
    { row, coef: 1, cost: 10 },
    { row, coef: -1, cost: 10 },
  ]);
  const master = new ColumnMaster(highs, 3, rows, slacks);
  const pairs = [
    [0, 1],
    [1, 2],
    [0, 2],
  ];
  const columns: Column[] = pairs.flatMap((pair, block) => [
    { block, cost: 1, rows: pair, values: [1, 1] },
    { block, cost: 0, rows: [], values: [] },
  ]);
  master.add(columns);
  return master;
}

describe("the shared dive", () => {
  it("turns a fractional LP into one column per block, and releases its fixes", () => {
    const master = triangle();
    try {
      const lpValues: number[] = [];
      const chosen = dive(master, 3, {
        resolve: () => {
          const lp = master.solveLp();
          lpValues.push(lp?.value ?? Number.NaN);
          return lp?.value ?? Number.POSITIVE_INFINITY;
        },
        shouldStop: () => false,
      });
      expect(lpValues[0]).toBeCloseTo(1.5, 6);
      expect([...chosen].map((i) => master.columns[i]?.block)).toEqual([0, 1, 2]);
      // Every answer with one column per person costs at least 11; the dive's is one of the best.
      let cost = 0;
      const done = [0, 0, 0];
      for (const i of chosen) {
        const c = master.columns[i];
        cost += c?.cost ?? 0;
        for (const r of Array.from(c?.rows ?? [])) done[r] = (done[r] ?? 0) + 1;
      }
      cost += done.reduce((a, n) => a + 10 * Math.abs(n - 1), 0);
      expect(cost).toBe(11);
      expect(master.solveLp()?.value).toBeCloseTo(1.5, 6);
    } finally {
      master.dispose();
    }
  });

  it("stopped at once, gives each block its column of largest LP value", () => {
    const master = triangle();
    try {
      let values: Float64Array = new Float64Array();
      const chosen = dive(master, 3, {
        resolve: () => {
          const value = master.solveLp()?.value ?? Number.POSITIVE_INFINITY;
          values = master.columnValues();
          return value;
        },
        shouldStop: () => true,
      });
      chosen.forEach((i, block) => {
        expect(master.columns[i]?.block).toBe(block);
        for (const [k, c] of master.columns.entries())
          if (c.block === block) expect(values[i] ?? 0).toBeGreaterThanOrEqual((values[k] ?? 0) - 1e-9);
      });
    } finally {
      master.dispose();
    }
  });
});
