import loadHighs, { type Highs } from "highs";
import { beforeAll, describe, expect, it } from "vitest";
import { checkRoster } from "./checker";
import { EmployeeDp } from "./employee-dp";
import { loadInstance } from "./data";
import { buildMipProblem } from "./mip-model";
import { MipNeighbourhood } from "./mip-lns";
import { compileModel, rosterToRecord, type Model } from "./model";
import { parseInstance } from "./parser";
import { Rng } from "./rng";
import { RosterState } from "./roster-state";
import { solveCurtois } from "./solver";
import { TINY } from "./test-fixtures";

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** A feasible but deliberately bad roster: every line the DP finds when it maximises the request penalty. */
function worstLines(m: Model): RosterState {
  const state = new RosterState(m);
  const dp = new EmployeeDp(m, true);
  const V = m.shifts + 1;
  const costs = new Float64Array(m.days * V);
  for (let e = 0; e < m.employees; e++) {
    for (let i = 0; i < costs.length; i++) costs[i] = -(m.prefCost[e * m.days * V + i] ?? 0);
    const line = dp.solve(e, costs);
    if (line === null) throw new Error(`employee ${e} has no feasible line`);
    state.setLine(e, line.line);
  }
  return state;
}

describe("MipNeighbourhood", () => {
  it.each([
    ["TINY", parseInstance(TINY)],
    ["Instance1", loadInstance(1)],
  ])(
    "improves a bad roster of %s, never worsens it, and keeps every roster feasible",
    (_, instance) => {
      const m = compileModel(instance);
      const state = worstLines(m);
      const start = state.objective;
      const lns = new MipNeighbourhood(m, state, new Rng(3), {
        highs,
        subTimeLimitSeconds: 10,
        wholeWhenSmall: false,
      });
      let previous = start;
      const kinds = new Set<string>();
      for (let i = 0; i < 6; i++) {
        kinds.add(lns.step().kind);
        const check = checkRoster(instance, rosterToRecord(m, state.roster));
        expect(check.violations).toEqual([]);
        expect(check.objective).toBe(state.objective);
        expect(state.objective).toBeLessThanOrEqual(previous);
        previous = state.objective;
      }
      expect(state.objective).toBeLessThan(start);
    },
    60_000,
  );

  it("starts the sub-MIP from the current roster: the start satisfies every row", () => {
    const m = compileModel(loadInstance(2));
    const state = worstLines(m);
    const free = new Uint8Array(m.employees * m.days);
    // Employees 0-2 whole, and everyone on days 5-8: the window edges and the mixed cells are folded.
    free.fill(1, 0, 3 * m.days);
    for (let e = 0; e < m.employees; e++) free.fill(1, e * m.days + 5, e * m.days + 9);
    const p = buildMipProblem(m, { roster: state.roster, free });
    for (let r = 0; r < p.numRows; r++) {
      let activity = 0;
      for (let k = p.rowStart[r] ?? 0; k < (p.rowStart[r + 1] ?? 0); k++)
        activity += (p.rowValue[k] ?? 0) * (p.start[p.rowIndex[k] ?? 0] ?? 0);
      expect(activity).toBeGreaterThanOrEqual((p.rowLower[r] ?? 0) - 1e-9);
      expect(activity).toBeLessThanOrEqual((p.rowUpper[r] ?? 0) + 1e-9);
    }
  });

  it("as the last phase of solveCurtois, reaches the optimum 607 of Instance1 and is deterministic", () => {
    const m = compileModel(loadInstance(1));
    const run = () =>
      solveCurtois(m, {
        seed: 2,
        maxIterations: 5,
        lagrangianShare: 0,
        timeLimitMs: 60_000,
        target: 607,
        mipLns: { highs, share: 0.5, maxMoves: 20, subTimeLimitSeconds: 60 },
      });
    const a = run();
    expect(a.objective).toBe(607);
    const b = run();
    expect(Array.from(b.roster ?? [])).toEqual(Array.from(a.roster ?? []));
  }, 60_000);
});
