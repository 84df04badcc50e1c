import { describe, expect, it } from "vitest";
import { checkRoster } from "./checker";
import { loadInstance } from "./data";
import { EmployeeDp } from "./employee-dp";
import { compileModel, rosterToRecord } from "./model";
import { Rng } from "./rng";
import { RosterState } from "./roster-state";

describe("lines on a long horizon (Instance22: 364 days, 50 employees, 10 shift types)", () => {
  it("gives every employee a line keeping all its rules, though the exact state is too large", () => {
    const instance = loadInstance(22);
    const m = compileModel(instance);
    const { days: H, shifts: S } = m;
    const V = S + 1;
    const dp = new EmployeeDp(m);
    const roster = new Int8Array(m.employees * H);
    const costs = new Float64Array(H * V);
    for (let e = 0; e < m.employees; e++) {
      // The construction's first costs: requests, less the under-cover weight of each shift worked.
      for (let d = 0; d < H; d++)
        for (let v = 0; v < V; v++)
          costs[d * V + v] =
            (m.prefCost[(e * H + d) * V + v] ?? 0) - (v > 0 ? (m.weightUnder[d * S + v - 1] ?? 0) : 0);
      const result = dp.solve(e, costs);
      expect(result, m.employeeIds[e]).not.toBeNull();
      roster.set(result?.line ?? [], e * H);
    }
    expect(dp.approximations).toBeGreaterThan(0);
    const check = checkRoster(instance, rosterToRecord(m, roster));
    expect(check.violations).toEqual([]);
    expect(check.feasible).toBe(true);
  });
});

describe("priced lines forced on every employee (Instance14: 42 days, 32 employees)", () => {
  it("give a feasible roster in the solver's construction, where single-day mending once fell short", () => {
    const instance = loadInstance(14);
    const m = compileModel(instance);
    const dp = new EmployeeDp(m, true, 0); // every sweep over 0 cells: all lines priced
    const state = new RosterState(m);
    const costs = new Float64Array(m.days * (m.shifts + 1));
    for (const e of new Rng(1).shuffle(Array.from({ length: m.employees }, (_, i) => i))) {
      state.fillLineCosts(e, costs);
      const result = dp.solve(e, costs);
      expect(result, m.employeeIds[e]).not.toBeNull();
      if (result !== null) state.setLine(e, result.line);
    }
    expect(checkRoster(instance, rosterToRecord(m, state.roster)).violations).toEqual([]);
  });
});
