// Large-neighbourhood moves built on the exact per-employee DP: ruin-and-recreate of a few employees,
// and an ejection chain that forces an employee onto an under-covered shift and lets the next employee
// repair the hole that leaves. Both are annealed on the true objective and undone when rejected.
import { EmployeeDp } from "./employee-dp";
import type { Model } from "./model";
import type { Rng } from "./rng";
import type { RosterState } from "./roster-state";
import { selectEmployees } from "./ruin-select";

/** Large enough to dominate any real cost of a line, small enough to keep float sums exact. */
const FORCE = 1e7;

export class ExactMoves {
  readonly dp: EmployeeDp;
  private readonly costs: Float64Array;
  private readonly chosen: number[] = [];
  private readonly saved: Int8Array[] = [];
  private readonly empty: Int8Array;
  /** Work done so far, in exact re-roster calls: the unit of the solver's work budget. */
  dpCalls = 0;

  constructor(
    private readonly m: Model,
    private readonly state: RosterState,
    private readonly rng: Rng,
    exactCaps = false,
  ) {
    this.dp = new EmployeeDp(m, exactCaps);
    this.costs = new Float64Array(m.days * (m.shifts + 1));
    this.empty = new Int8Array(m.days);
  }

  /** Best line for e against everyone else; `force` = day * shifts + shift it must work. */
  reroster(e: number, noise?: (d: number, v: number) => number, force = -1): boolean {
    this.dpCalls++;
    this.state.fillLineCosts(e, this.costs, noise);
    if (force >= 0) {
      const d = Math.floor(force / this.m.shifts);
      const s = force % this.m.shifts;
      const at = d * (this.m.shifts + 1) + 1 + s;
      this.costs[at] = (this.costs[at] ?? 0) - FORCE;
    }
    const result = this.dp.solve(e, this.costs);
    if (result === null) return false;
    this.state.setLine(e, result.line);
    return true;
  }

  private accept(delta: number, temperature: number): boolean {
    return delta <= 0 || this.rng.next() < Math.exp(-delta / Math.max(temperature, 1e-9));
  }

  private save(e: number): void {
    if (this.chosen.includes(e)) return;
    this.chosen.push(e);
    this.saved.push(this.state.getLine(e));
  }

  private restore(): void {
    this.chosen.forEach((e, i) => this.state.setLine(e, this.saved[i] ?? this.empty));
  }

  /** Free k employees, re-roster them one by one (random order, slight noise), then once more exactly. */
  ruinRecreate(k: number, temperature: number): void {
    const before = this.state.objective;
    const picked: number[] = [];
    selectEmployees(this.m, this.state, this.rng, k, picked);
    this.chosen.length = 0;
    this.saved.length = 0;
    for (const e of picked) this.save(e);
    const noiseScale = k === 1 ? temperature : temperature * 0.5;
    const noise = noiseScale > 0 ? () => this.rng.next() * noiseScale : undefined;
    let ok = true;
    for (const e of picked) this.state.setLine(e, this.empty);
    for (const e of picked) if (!this.reroster(e, noise)) ok = false;
    if (ok) for (const e of picked) if (!this.reroster(e)) ok = false;
    if (!ok || !this.accept(this.state.objective - before, temperature)) this.restore();
  }

  /**
   * Ejection chain: put someone on an under-covered shift even at a local loss, then let another
   * employee take the most expensive hole that move opened, up to maxLength links.
   */
  ejectionChain(temperature: number, maxLength: number, width = 3): void {
    const { employees: E, days: H, shifts: S } = this.m;
    const slot = this.pickUnderSlot();
    if (slot < 0) return;
    const before = this.state.objective;
    this.chosen.length = 0;
    this.saved.length = 0;
    let target = slot;
    let ok = true;
    for (let link = 0; link < maxLength && target >= 0; link++) {
      const d = Math.floor(target / S);
      const s = target % S;
      const candidates: number[] = [];
      for (let e = 0; e < E; e++) {
        if (this.chosen.includes(e)) continue;
        if ((this.state.roster[e * H + d] ?? 0) === s + 1) continue;
        if (this.m.dayOff[e * H + d] === 1 || (this.m.maxShifts[e * S + s] ?? 0) === 0) continue;
        candidates.push(e);
      }
      if (candidates.length === 0) break;
      // Try a few candidates on the forced shift and keep the one that leaves the roster cheapest.
      this.rng.shuffle(candidates);
      let e = -1;
      let bestObjective = Number.POSITIVE_INFINITY;
      let bestLine: Int8Array | null = null;
      const old = this.state.getLine(candidates[0] ?? 0);
      for (const c of candidates.slice(0, width)) {
        const line = this.state.getLine(c);
        if (!this.reroster(c, undefined, target)) continue;
        if (this.state.objective < bestObjective) {
          bestObjective = this.state.objective;
          e = c;
          bestLine = this.state.getLine(c);
          old.set(line);
        }
        this.state.setLine(c, line);
      }
      if (e < 0 || bestLine === null) {
        ok = false;
        break;
      }
      this.save(e);
      this.state.setLine(e, bestLine);
      if (this.state.objective < before) break;
      // Next link: the costliest slot this employee just left that is now under-covered.
      target = -1;
      let worst = 0;
      for (let dd = 0; dd < H; dd++) {
        const v = old[dd] ?? 0;
        if (v === 0 || v === (this.state.roster[e * H + dd] ?? 0)) continue;
        const at = dd * S + v - 1;
        const short = (this.m.requirement[at] ?? 0) - (this.state.cover[at] ?? 0);
        const cost = short > 0 ? (this.m.weightUnder[at] ?? 0) + this.rng.next() : 0;
        if (cost > worst) {
          worst = cost;
          target = at;
        }
      }
    }
    // Let the touched employees settle exactly before judging the chain.
    if (ok) for (const e of [...this.chosen]) if (!this.reroster(e)) ok = false;
    if (!ok || !this.accept(this.state.objective - before, temperature)) this.restore();
  }

  private pickUnderSlot(): number {
    const { days: H, shifts: S } = this.m;
    const n = H * S;
    const startAt = this.rng.int(n);
    for (let i = 0; i < n; i++) {
      const at = (startAt + i) % n;
      if ((this.state.cover[at] ?? 0) < (this.m.requirement[at] ?? 0)) return at;
    }
    return -1;
  }
}
