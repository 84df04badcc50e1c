import { describe, expect, it } from "vitest";
import { generateRestaurant } from "../generate";
import { solveWithStats } from "../solver";
import { parse } from "../test-fixtures";
import { Mulberry32 } from "./mulberry32";
import type { FixedRows } from "./weekly-pricing";
import { boundRows, trainerCoverCuts } from "./lower-bound";
import { WEEK_SLOTS } from "./model";
import type { Frame } from "./frame";
import type { State } from "./state";

/** The search's state of a generated week (20 staff, a Line Cook needing trainers), through the afterSearch hook. */
function searched(seed: number, staff = 20): { s: State; fixed: FixedRows; frame: Frame } {
  let out: { s: State; fixed: FixedRows; frame: Frame } | null = null;
  solveWithStats(parse(generateRestaurant({ staff, seed })), {
    iterations: 20_000,
    boundIterations: 0,
    extraRounds: 0,
    afterSearch: ({ state, fixed, frame }) => {
      out = { s: state, fixed, frame };
    },
  });
  if (out === null) throw new Error("the hook did not run");
  return out;
}

describe("the trainer cover cuts", () => {
  it.each([1, 3])("hold on the search's schedule of a generated week (seed %i)", (seed) => {
    const { s, fixed, frame } = searched(seed);
    const m = s.m;
    const cuts = trainerCoverCuts(s, fixed, frame);
    expect(cuts.coef.length).toBeGreaterThan(0);
    for (let i = 0; i < m.nP * WEEK_SLOTS; i++) {
      const under = Math.max(0, (m.demand[i] ?? 0) - (s.cov[i] ?? 0));
      for (let j = cuts.first[i] ?? 0; j < (cuts.first[i + 1] ?? 0); j++)
        expect((cuts.coef[j] ?? 0) * (s.trainers[i] ?? 0) + under).toBeGreaterThanOrEqual(cuts.rhs[j] ?? 0);
    }
  });

  it.each([20, 60])(
    "hold for every whole number of trainers and trainees the rules allow on a slot (%i staff)",
    (staff) => {
      const { s, fixed, frame } = searched(1, staff);
      const m = s.m;
      const cuts = trainerCoverCuts(s, fixed, frame);
      for (let i = 0; i < m.nP * WEEK_SLOTS; i++) {
        if ((cuts.first[i] ?? 0) === (cuts.first[i + 1] ?? 0)) continue;
        const p = Math.floor(i / WEEK_SLOTS);
        const d = Math.floor((i % WEEK_SLOTS) / 96);
        const need = m.demand[i] ?? 0;
        let trainees = 0;
        for (let e = 0; e < m.nE; e++) {
          const cell = e * 7 + d;
          const free = m.dayOff[cell] !== 1 && m.fixedDay[cell] !== 1;
          if (m.qualified[e * m.nP + p] === 1 && m.trainer[e] !== 1 && free) trainees++;
        }
        for (let t = 0; t <= 6; t++) {
          for (let k = 0; k <= Math.min(trainees, Math.floor(m.ratio * t)); k++) {
            const under = Math.max(0, need - t - k);
            for (let j = cuts.first[i] ?? 0; j < (cuts.first[i + 1] ?? 0); j++)
              expect((cuts.coef[j] ?? 0) * t + under).toBeGreaterThanOrEqual((cuts.rhs[j] ?? 0) - 1e-9);
          }
        }
      }
    },
  );

  it("keep the multipliers valid: the projection lands in π ≥ −over, ν ≥ 0, π + Σν ≤ under, and leaves valid points alone", () => {
    const { s, fixed, frame } = searched(1);
    const cuts = trainerCoverCuts(s, fixed, frame);
    const { rows, project } = boundRows(s, cuts);
    if (project === undefined) throw new Error("no projection");
    const n = s.m.nP * WEEK_SLOTS;
    const rng = new Mulberry32(7);
    const prices = Float64Array.from(rows.rhs, (_, k) => {
      const lo = rows.lo[k] ?? 0;
      const hi = rows.hi[k] ?? 0;
      return lo + (hi - lo) * rng.next();
    });
    project(prices);
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const from = cuts.first[i] ?? 0;
      const to = cuts.first[i + 1] ?? 0;
      if (from === to) continue;
      let sum = prices[i] ?? 0;
      expect(prices[i]).toBeGreaterThanOrEqual(-s.w.overstaffedSlot - 1e-9);
      for (let j = from; j < to; j++) {
        expect(prices[2 * n + j]).toBeGreaterThanOrEqual(0);
        sum += prices[2 * n + j] ?? 0;
      }
      expect(sum).toBeLessThanOrEqual(s.w.understaffedSlot + 1e-6);
      moved++;
    }
    expect(moved).toBeGreaterThan(0);
    const again = Float64Array.from(prices);
    project(again);
    for (let k = 0; k < again.length; k++) expect(again[k]).toBeCloseTo(prices[k] ?? 0, 6);
  });
});
