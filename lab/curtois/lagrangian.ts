// Lagrangian phase: relax the cover constraints with a price per day and shift, let every employee
// take its best line against those prices (the exact DP), and move the prices by subgradient steps.
// The cover coupling is what single-employee moves handle badly; prices coordinate all employees at
// once. Every priced roster is feasible (each line comes from the DP); a best-response pass against
// the true cover costs repairs it, and the best repaired roster seeds the annealing search.
import type { ExactMoves } from "./exact-moves";
import { fillPricedCosts, type Model } from "./model";
import type { Rng } from "./rng";
import type { RosterState } from "./roster-state";
import type { EmployeeDp } from "./employee-dp";

export interface LagrangianOptions {
  iterations: number;
  /** Returns true when the phase must stop (time or work budget). */
  shouldStop: () => boolean;
  /** Repair (best-response pass) every this many iterations. */
  repairEvery: number;
  /** Starting prices per day and shift (e.g. an LP's cover duals); default half the under-cover weight. */
  prices?: Float64Array | null;
}

export interface LagrangianResult {
  best: Int8Array | null;
  bestObjective: number;
  /** Best Lagrangian lower bound seen (request costs included). */
  bound: number;
}

export function runLagrangian(
  m: Model,
  state: RosterState,
  dp: EmployeeDp,
  moves: ExactMoves,
  rng: Rng,
  upperBound: number,
  options: LagrangianOptions,
): LagrangianResult {
  const { employees: E, days: H, shifts: S } = m;
  const V = S + 1;
  const slots = H * S;
  const price = new Float64Array(slots);
  for (let at = 0; at < slots; at++) {
    const start = options.prices?.[at] ?? (m.weightUnder[at] ?? 0) / 2;
    price[at] = Math.min(m.weightUnder[at] ?? 0, Math.max(-(m.weightOver[at] ?? 0), start));
  }
  const costs = new Float64Array(H * V);
  const count = new Int32Array(slots);
  const lines: Int8Array[] = [];
  const previousLines: Int8Array[] = [];
  let best: Int8Array | null = null;
  let bestObjective = upperBound;
  let bestBound = Number.NEGATIVE_INFINITY;
  let theta = 1;
  let sinceBound = 0;

  for (let it = 0; it < options.iterations && !options.shouldStop(); it++) {
    count.fill(0);
    let bound = 0;
    for (let at = 0; at < slots; at++) bound += (price[at] ?? 0) * (m.requirement[at] ?? 0);
    previousLines.splice(0, previousLines.length, ...lines);
    lines.length = 0;
    for (let e = 0; e < E; e++) {
      fillPricedCosts(m, e, price, costs);
      moves.dpCalls++;
      // Last iteration's line is feasible and prices move little: it bounds this DP.
      const previous = previousLines[e];
      let incumbent = Number.POSITIVE_INFINITY;
      if (previous !== undefined) {
        incumbent = 0;
        for (let d = 0; d < H; d++) incumbent += costs[d * V + (previous[d] ?? 0)] ?? 0;
      }
      const r = dp.solve(e, costs, undefined, incumbent);
      if (r === null) return { best, bestObjective, bound: bestBound };
      bound += r.cost;
      lines.push(r.line);
      for (let d = 0; d < H; d++) {
        const v = r.line[d] ?? 0;
        if (v > 0) count[d * S + v - 1] = (count[d * S + v - 1] ?? 0) + 1;
      }
    }
    if (bound > bestBound + 1e-9) {
      bestBound = bound;
      sinceBound = 0;
    } else if (++sinceBound >= 5) {
      theta /= 2;
      sinceBound = 0;
    }

    if (it % options.repairEvery === 0) {
      lines.forEach((line, e) => state.setLine(e, line));
      // Repair against the true cover costs: each employee in turn takes its exact best response.
      const order = rng.shuffle(Array.from({ length: E }, (_, i) => i));
      for (const e of order) moves.reroster(e);
      if (state.objective < bestObjective || best === null) {
        bestObjective = state.objective;
        best = state.roster.slice();
      }
    }

    // Subgradient step (Polyak), prices kept where the relaxed cover term stays bounded.
    let norm = 0;
    for (let at = 0; at < slots; at++) {
      const g = (m.requirement[at] ?? 0) - (count[at] ?? 0);
      norm += g * g;
    }
    if (norm === 0) break;
    const step = (theta * Math.max(1, bestObjective - bound)) / norm;
    for (let at = 0; at < slots; at++) {
      const g = (m.requirement[at] ?? 0) - (count[at] ?? 0);
      const p = (price[at] ?? 0) + step * g;
      price[at] = Math.min(m.weightUnder[at] ?? 0, Math.max(-(m.weightOver[at] ?? 0), p));
    }
  }
  return { best, bestObjective, bound: bestBound };
}
