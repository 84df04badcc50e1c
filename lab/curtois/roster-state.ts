// The solver's working roster with its cover counts and objective kept up to date incrementally.
import type { Model } from "./model";

export class RosterState {
  readonly roster: Int8Array;
  /** Assigned count per day and shift, index d * shifts + s. */
  readonly cover: Int32Array;
  objective = 0;

  constructor(private readonly m: Model) {
    this.roster = new Int8Array(m.employees * m.days);
    this.cover = new Int32Array(m.days * m.shifts);
    this.objective = this.recompute();
  }

  coverPenalty(at: number, count: number): number {
    const req = this.m.requirement[at] ?? 0;
    return count < req
      ? (req - count) * (this.m.weightUnder[at] ?? 0)
      : (count - req) * (this.m.weightOver[at] ?? 0);
  }

  /** Cost change of one more (+1) or one fewer (-1) person on a day's shift. */
  coverDelta(at: number, step: 1 | -1): number {
    const c = this.cover[at] ?? 0;
    return this.coverPenalty(at, c + step) - this.coverPenalty(at, c);
  }

  pref(e: number, d: number, v: number): number {
    return this.m.prefCost[(e * this.m.days + d) * (this.m.shifts + 1) + v] ?? 0;
  }

  recompute(): number {
    const { employees: E, days: H, shifts: S } = this.m;
    this.cover.fill(0);
    let total = 0;
    for (let e = 0; e < E; e++) {
      for (let d = 0; d < H; d++) {
        const v = this.roster[e * H + d] ?? 0;
        total += this.pref(e, d, v);
        if (v > 0) this.cover[d * S + v - 1] = (this.cover[d * S + v - 1] ?? 0) + 1;
      }
    }
    for (let at = 0; at < H * S; at++) total += this.coverPenalty(at, this.cover[at] ?? 0);
    this.objective = total;
    return total;
  }

  /** Objective change of giving value v to employee e on day d (nothing applied). */
  deltaValue(e: number, d: number, v: number): number {
    const S = this.m.shifts;
    const old = this.roster[e * this.m.days + d] ?? 0;
    if (old === v) return 0;
    let delta = this.pref(e, d, v) - this.pref(e, d, old);
    if (old > 0) delta += this.coverDelta(d * S + old - 1, -1);
    if (v > 0) delta += this.coverDelta(d * S + v - 1, 1);
    return delta;
  }

  setValue(e: number, d: number, v: number): void {
    const S = this.m.shifts;
    const at = e * this.m.days + d;
    const old = this.roster[at] ?? 0;
    if (old === v) return;
    this.objective += this.deltaValue(e, d, v);
    if (old > 0) this.cover[d * S + old - 1] = (this.cover[d * S + old - 1] ?? 0) - 1;
    if (v > 0) this.cover[d * S + v - 1] = (this.cover[d * S + v - 1] ?? 0) + 1;
    this.roster[at] = v;
  }

  setLine(e: number, line: Int8Array): void {
    for (let d = 0; d < this.m.days; d++) this.setValue(e, d, line[d] ?? 0);
  }

  /** Every line from a whole roster (employees × days). */
  setRoster(roster: Int8Array): void {
    const H = this.m.days;
    for (let e = 0; e < this.m.employees; e++) this.setLine(e, roster.subarray(e * H, (e + 1) * H));
  }

  getLine(e: number): Int8Array {
    return this.roster.slice(e * this.m.days, (e + 1) * this.m.days);
  }

  /**
   * DP costs for re-rostering e with everyone else fixed: request penalty plus the marginal cover cost
   * of each value, measured against the cover without e. Optional noise diversifies the search.
   */
  fillLineCosts(e: number, out: Float64Array, noise?: (d: number, v: number) => number): void {
    const { days: H, shifts: S } = this.m;
    const V = S + 1;
    for (let d = 0; d < H; d++) {
      const own = this.roster[e * H + d] ?? 0;
      out[d * V] = this.pref(e, d, 0) + (noise ? noise(d, 0) : 0);
      for (let s = 0; s < S; s++) {
        const at = d * S + s;
        const others = (this.cover[at] ?? 0) - (own === s + 1 ? 1 : 0);
        const add = this.coverPenalty(at, others + 1) - this.coverPenalty(at, others);
        out[d * V + 1 + s] = this.pref(e, d, s + 1) + add + (noise ? noise(d, s + 1) : 0);
      }
    }
  }
}
