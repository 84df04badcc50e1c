// Moves that need no DP, annealed: swap two employees' values over a block of days (cover unchanged,
// only requests and feasibility change) and change one employee's value on one day.
import { isLineFeasible } from "./line-check";
import type { Model } from "./model";
import type { Rng } from "./rng";
import type { RosterState } from "./roster-state";

export function runCheapMoves(
  m: Model,
  state: RosterState,
  rng: Rng,
  temperature: number,
  tries: number,
): void {
  const { employees: E, days: H, shifts: S } = m;
  const counts = new Int32Array(S);
  const roster = state.roster;
  const accept = (delta: number) => delta <= 0 || rng.next() < Math.exp(-delta / Math.max(temperature, 1e-9));
  for (let t = 0; t < tries; t++) {
    if (rng.next() < 0.5 && E > 1) {
      const a = rng.int(E);
      let b = rng.int(E - 1);
      if (b >= a) b++;
      const d0 = rng.int(H);
      const d1 = Math.min(H - 1, d0 + rng.int(7));
      let delta = 0;
      let same = true;
      for (let d = d0; d <= d1; d++) {
        const va = roster[a * H + d] ?? 0;
        const vb = roster[b * H + d] ?? 0;
        if (va !== vb) same = false;
        delta += state.pref(a, d, vb) - state.pref(a, d, va) + state.pref(b, d, va) - state.pref(b, d, vb);
      }
      if (same || !accept(delta)) continue;
      swapBlock(roster, a, b, d0, d1, H);
      if (isLineFeasible(m, a, roster, counts) && isLineFeasible(m, b, roster, counts)) {
        state.objective += delta; // cover is unchanged by a swap
      } else swapBlock(roster, a, b, d0, d1, H);
    } else {
      const e = rng.int(E);
      const d = rng.int(H);
      const v = rng.int(S + 1);
      const old = roster[e * H + d] ?? 0;
      if (v === old) continue;
      const delta = state.deltaValue(e, d, v);
      if (!accept(delta)) continue;
      roster[e * H + d] = v;
      const feasible = isLineFeasible(m, e, roster, counts);
      roster[e * H + d] = old;
      if (feasible) state.setValue(e, d, v);
    }
  }
}

function swapBlock(roster: Int8Array, a: number, b: number, d0: number, d1: number, H: number): void {
  for (let d = d0; d <= d1; d++) {
    const t = roster[a * H + d] ?? 0;
    roster[a * H + d] = roster[b * H + d] ?? 0;
    roster[b * H + d] = t;
  }
}
