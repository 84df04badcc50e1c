import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { checkRoster } from "./checker";
import { generateColumns, LineMaster } from "./column-generation";
import { dive } from "./dives";
import { loadInstance } from "./data";
import { EmployeeDp } from "./employee-dp";
import { buildMipProblem, createHighsModel } from "./mip-model";
import { compileModel, rosterToRecord, type Model } from "./model";
import { parseInstance } from "./parser";
import { RosterState } from "./roster-state";
import { solveCurtois } from "./solver";
import { TINY } from "./test-fixtures";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** A feasible start: each employee's cheapest line for its requests alone, ignoring cover. */
function requestLines(m: Model, dp: EmployeeDp): Int8Array {
  const roster = new Int8Array(m.employees * m.days);
  const V = m.shifts + 1;
  for (let e = 0; e < m.employees; e++) {
    const costs = Float64Array.from(m.prefCost.subarray(e * m.days * V, (e + 1) * m.days * V));
    const line = dp.solve(e, costs);
    if (line === null) throw new Error(`employee ${e} has no feasible line`);
    roster.set(line.line, e * m.days);
  }
  return roster;
}

function objectiveOf(m: Model, roster: Int8Array): number {
  const state = new RosterState(m);
  state.roster.set(roster);
  return state.recompute();
}

/** The whole instance solved to optimality by HiGHS (small instances only). */
function mipOptimum(m: Model): number {
  const p = buildMipProblem(m);
  const model = createHighsModel(highs, p);
  try {
    model.options.set({ output_flag: false, mip_rel_gap: 0 });
    model.run();
    expect(model.getModelStatus()).toBe(highs.constants.modelStatus.optimal);
    // Request costs in the MIP are relative to a day off; add back what every day off costs.
    let offCost = 0;
    const V = m.shifts + 1;
    for (let i = 0; i < m.employees * m.days; i++) offCost += m.prefCost[i * V] ?? 0;
    return Math.round(model.getObjectiveValue() + offCost);
  } finally {
    model.dispose();
  }
}

describe("column generation", () => {
  it.each([
    ["TINY", parseInstance(TINY), null],
    ["Instance1", loadInstance(1), 607],
    ["Instance2", loadInstance(2), 828],
    ["Instance3", loadInstance(3), 1001],
    ["Instance4", loadInstance(4), 1716],
  ])(
    "on %s, bounds the optimum from below, and its dive returns a roster the checker accepts",
    (_, instance, optimum) => {
      const m = compileModel(instance);
      const dp = new EmployeeDp(m, true);
      const master = new LineMaster(m, highs);
      try {
        master.addRoster(requestLines(m, dp));
        const lp = generateColumns(m, master, dp, { shouldStop: () => false });
        expect(lp.converged).toBe(true);
        const best = optimum ?? mipOptimum(m);
        expect(lp.bound).toBeLessThanOrEqual(best);
        expect(lp.bound).toBeLessThanOrEqual(Math.ceil(lp.lpValue - 1e-6));
        const roster = dive(m, master, dp, { shouldStop: () => false, floor: lp.bound });
        const check = checkRoster(instance, rosterToRecord(m, roster));
        expect(check.violations).toEqual([]);
        expect(check.objective).toBe(objectiveOf(m, roster));
        expect(check.objective).toBeGreaterThanOrEqual(best);
      } finally {
        master.dispose();
      }
    },
    30_000,
  );

  it("proves the optimum of Instances 2-4 (the LP bound meets it) and the dive reaches it", () => {
    for (const [n, optimum] of [
      [2, 828],
      [3, 1001],
      [4, 1716],
    ] as const) {
      const m = compileModel(loadInstance(n));
      const dp = new EmployeeDp(m, true);
      const master = new LineMaster(m, highs);
      try {
        master.addRoster(requestLines(m, dp));
        const lp = generateColumns(m, master, dp, { shouldStop: () => false });
        expect(lp.bound).toBe(optimum);
        const roster = dive(m, master, dp, { shouldStop: () => false, floor: lp.bound });
        expect(objectiveOf(m, roster)).toBe(optimum);
      } finally {
        master.dispose();
      }
    }
  }, 30_000);

  it("a stopped dive still gives every employee a line of the pool", () => {
    const m = compileModel(loadInstance(2));
    const dp = new EmployeeDp(m, true);
    const master = new LineMaster(m, highs);
    try {
      const start = requestLines(m, dp);
      master.addRoster(start);
      const roster = dive(m, master, dp, { shouldStop: () => true });
      expect(checkRoster(loadInstance(2), rosterToRecord(m, roster)).violations).toEqual([]);
      // Nothing was generated: each line is the start's.
      expect(Array.from(roster)).toEqual(Array.from(start));
    } finally {
      master.dispose();
    }
  });

  it("in solveCurtois, stops as soon as the best roster meets the bound (no target given)", () => {
    const m = compileModel(loadInstance(4));
    const result = solveCurtois(m, { seed: 1, timeLimitMs: 60_000, mipLns: { highs } });
    expect(result.lowerBound).toBe(1716);
    expect(result.objective).toBe(1716);
    // Proven by the first dive: neither the annealing nor the MIP phase made a single step.
    expect(result.iterations).toBe(0);
  }, 60_000);
});
