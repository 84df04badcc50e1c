// Large-neighbourhood moves built on the exact per-employee DP: ruin-and-recreate of a few employees,
// and an ejection chain that forces an employee onto an under-covered shift and lets the next employee
// repair the hole that leaves. Both are annealed on the true objective and undone when rejected.
import { EmployeeDp } from "./employee-dp";
import { isLineFeasible } from "./line-check";
import { lineCost, type Model } from "./model";
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
  private readonly counts: Int32Array;
  /** Per move kind: [tried, accepted, improved], for tuning and the docs. */
  readonly stats: Record<"ruin" | "chain" | "swap", [number, number, number]> = {
    ruin: [0, 0, 0],
    chain: [0, 0, 0],
    swap: [0, 0, 0],
  };
  /** Work done so far, in exact re-roster calls: the unit of the solver's work budget. */
  dpCalls = 0;

  constructor(
    private readonly m: Model,
    private readonly state: RosterState,
    private readonly rng: Rng,
    exactCaps = false,
    /** Rank ejection-chain candidates by candidateScore instead of trying them in random order. */
    private readonly rankCandidates = false,
  ) {
    this.dp = new EmployeeDp(m, exactCaps);
    this.costs = new Float64Array(m.days * (m.shifts + 1));
    this.empty = new Int8Array(m.days);
    this.counts = new Int32Array(m.shifts);
  }

  /** Best line for e against everyone else; `force` = day * shifts + shift it must work. */
  reroster(
    e: number,
    noise?: (d: number, v: number) => number,
    force = -1,
    /** A feasible line of e other than its current one, to prune the DP with (see EmployeeDp.solve). */
    known?: Int8Array,
  ): boolean {
    this.dpCalls++;
    this.state.fillLineCosts(e, this.costs, noise);
    if (force >= 0) {
      const d = Math.floor(force / this.m.shifts);
      const s = force % this.m.shifts;
      const at = d * (this.m.shifts + 1) + 1 + s;
      this.costs[at] = (this.costs[at] ?? 0) - FORCE;
    }
    const result = this.dp.solve(e, this.costs, undefined, this.lineCost(e, known));
    if (result === null) return false;
    this.state.setLine(e, result.line);
    return true;
  }

  /** Cost of a known feasible line, or of e's current line when that keeps e's rules, else infinity. */
  private lineCost(e: number, known?: Int8Array): number {
    if (known !== undefined) return lineCost(this.costs, this.m.shifts + 1, known);
    return this.currentLineCost(e);
  }

  /** Cost of e's current line against this.costs when that line keeps e's rules, else infinity. */
  private currentLineCost(e: number): number {
    if (!isLineFeasible(this.m, e, this.state.roster, this.counts)) return Number.POSITIVE_INFINITY;
    const H = this.m.days;
    return lineCost(this.costs, this.m.shifts + 1, this.state.roster.subarray(e * H, (e + 1) * H));
  }

  private accept(delta: number, temperature: number): boolean {
    return delta <= 0 || this.rng.next() < Math.exp(-delta / Math.max(temperature, 1e-9));
  }

  /** Annealed acceptance of the move just made; undoes it when rejected. */
  private settle(kind: "ruin" | "chain" | "swap", ok: boolean, before: number, temperature: number): void {
    const stat = this.stats[kind];
    stat[0]++;
    const delta = this.state.objective - before;
    if (!ok || !this.accept(delta, temperature)) {
      this.restore();
      return;
    }
    stat[1]++;
    if (delta < 0) stat[2]++;
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
    // The saved lines are feasible (they come from the roster), so they bound the first pass's DP.
    picked.forEach((e, i) => {
      if (!this.reroster(e, noise, -1, this.saved[i])) ok = false;
    });
    if (ok) for (const e of picked) if (!this.reroster(e)) ok = false;
    this.settle("ruin", ok, before, temperature);
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
      // Try a few candidates on the forced shift and keep the one that leaves the roster cheapest;
      // when ranked, those whose move opens no new hole come first (see candidateScore).
      this.rng.shuffle(candidates);
      if (this.rankCandidates) {
        const score = candidates.map((c) => this.candidateScore(c, d, s) + this.rng.next());
        const order = candidates.map((_, i) => i).sort((x, y) => (score[y] ?? 0) - (score[x] ?? 0));
        const ranked = order.map((i) => candidates[i] ?? 0);
        candidates.splice(0, candidates.length, ...ranked);
      }
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
    this.settle("chain", ok, before, temperature);
  }

  /**
   * Swap two employees' values over a block of days even when that breaks their rules, then let each
   * re-roster the rest of its line around the block it received (the block is forced, the DP restores
   * feasibility). Cheap swaps only take blocks both lines accept as they are; this moves a weekend or a
   * run of nights from one employee to another when the lines must change around it.
   */
  blockSwap(temperature: number): void {
    const { employees: E, days: H } = this.m;
    if (E < 2) return;
    const slot = this.rng.next() < 0.5 ? this.pickUnderSlot() : -1;
    const centre = slot >= 0 ? Math.floor(slot / this.m.shifts) : this.rng.int(H);
    const length = 1 + this.rng.int(7);
    const d0 = Math.max(0, Math.min(H - length, centre - this.rng.int(length)));
    const d1 = d0 + length - 1;
    const a = this.rng.int(E);
    let b = this.rng.int(E - 1);
    if (b >= a) b++;
    const roster = this.state.roster;
    let same = true;
    for (let d = d0; d <= d1; d++) if ((roster[a * H + d] ?? 0) !== (roster[b * H + d] ?? 0)) same = false;
    if (same) return;
    const before = this.state.objective;
    this.chosen.length = 0;
    this.saved.length = 0;
    this.save(a);
    this.save(b);
    const lineA = this.saved[0] ?? this.empty;
    const lineB = this.saved[1] ?? this.empty;
    const ok = this.rerosterAround(a, lineB, d0, d1) && this.rerosterAround(b, lineA, d0, d1);
    this.settle("swap", ok, before, temperature);
  }

  /** Best line for e that takes `values` on days d0..d1 where its rules allow. */
  private rerosterAround(e: number, values: Int8Array, d0: number, d1: number): boolean {
    this.dpCalls++;
    const V = this.m.shifts + 1;
    this.state.fillLineCosts(e, this.costs);
    for (let d = d0; d <= d1; d++) {
      const at = d * V + (values[d] ?? 0);
      this.costs[at] = (this.costs[at] ?? 0) - FORCE;
    }
    const result = this.dp.solve(e, this.costs, undefined, this.currentLineCost(e));
    if (result === null) return false;
    this.state.setLine(e, result.line);
    return true;
  }

  /**
   * How cheaply employee e could take shift s on day d, judged without the DP: leaving an over-covered
   * shift or a day off with spare minutes opens no hole, and on a weekend day an employee who already
   * works the other day of that weekend spends no extra weekend. At its cap for s, it can only move a hole.
   */
  private candidateScore(e: number, d: number, s: number): number {
    const { days: H, shifts: S } = this.m;
    const roster = this.state.roster;
    const v = roster[e * H + d] ?? 0;
    let score = 0;
    if (v > 0) {
      const at = d * S + v - 1;
      if ((this.state.cover[at] ?? 0) > (this.m.requirement[at] ?? 0)) score += 3;
    } else {
      let minutes = 0;
      for (let dd = 0; dd < H; dd++) {
        const x = roster[e * H + dd] ?? 0;
        if (x > 0) minutes += this.m.shiftMinutes[x - 1] ?? 0;
      }
      if (minutes + (this.m.shiftMinutes[s] ?? 0) <= (this.m.maxMinutes[e] ?? 0)) score += 2;
    }
    // At its cap for s, the employee can only take it by dropping another s elsewhere: the hole moves.
    let count = 0;
    for (let dd = 0; dd < H; dd++) if ((roster[e * H + dd] ?? 0) === s + 1) count++;
    if (count >= (this.m.maxShifts[e * S + s] ?? 0)) score -= 4;
    const wd = d % 7;
    if (wd === 5 || wd === 6) {
      const other = wd === 5 ? d + 1 : d - 1;
      if (other < H && (roster[e * H + other] ?? 0) > 0) score += 2;
    }
    return score;
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
