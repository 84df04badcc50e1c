// Which employees a ruin-and-recreate move frees: half the time at random, half the time guided by a
// cover slot that costs something now (the employees who could fill an under-covered shift, or who
// work an over-covered one), so the exact re-roster has a reason to move them.
import type { Model } from "./model";
import type { Rng } from "./rng";
import type { RosterState } from "./roster-state";

export function selectEmployees(m: Model, state: RosterState, rng: Rng, k: number, out: number[]): void {
  const { employees: E, days: H, shifts: S } = m;
  out.length = 0;
  if (rng.next() < 0.5) {
    // Sample a few slots and keep the first that is under- or over-covered.
    for (let tries = 0; tries < 20 && out.length === 0; tries++) {
      const at = rng.int(H * S);
      const count = state.cover[at] ?? 0;
      const req = m.requirement[at] ?? 0;
      if (count === req) continue;
      const d = Math.floor(at / S);
      const s = at % S;
      const under = count < req;
      const candidates: number[] = [];
      for (let e = 0; e < E; e++) {
        const v = state.roster[e * H + d] ?? 0;
        if (
          under ? v !== s + 1 && m.dayOff[e * H + d] !== 1 && (m.maxShifts[e * S + s] ?? 0) > 0 : v === s + 1
        ) {
          candidates.push(e);
        }
      }
      rng.shuffle(candidates);
      for (const e of candidates) {
        if (out.length >= k - 1) break;
        out.push(e);
      }
    }
  }
  while (out.length < Math.min(k, E)) {
    const e = rng.int(E);
    if (!out.includes(e)) out.push(e);
  }
}
