// The sweep behind PricedLineDp: the cheapest line of one employee under prices on minutes, weekends
// and shift-type caps, keeping in its state only what the run rules need (working or off, the run's
// length, whether it touches day 0, and the class of the last shift).
import type { Model } from "./model";

const INF = Number.POSITIVE_INFINITY;

/**
 * Shifts that behave alike after and before every other shift (same row and column of forbiddenNext)
 * share a class: with their minutes and caps priced, the state needs the class only.
 */
function shiftClasses(m: Model): { classOf: Int32Array; count: number; rep: number[] } {
  const S = m.shifts;
  const keys = new Map<string, number>();
  const classOf = new Int32Array(S);
  const rep: number[] = [];
  for (let s = 0; s < S; s++) {
    let key = "";
    for (let t = 0; t < S; t++) key += `${m.forbiddenNext[s * S + t]}${m.forbiddenNext[t * S + s]}`;
    let c = keys.get(key);
    if (c === undefined) {
      c = rep.length;
      keys.set(key, c);
      rep.push(s);
    }
    classOf[s] = c;
  }
  return { classOf, count: rep.length, rep };
}

interface RunTables {
  canOff: Uint8Array;
  canWork: Uint8Array;
  offNext: Int32Array;
  workNext: Int32Array;
  classOfState: Int32Array;
}

export class PricedSweep {
  private readonly classOf: Int32Array;
  private readonly classes: number;
  private readonly classAfter: Uint8Array;
  private readonly priced: Float64Array;
  private readonly cheapest: Float64Array;
  private readonly cheapestShift: Int32Array;
  private readonly tables = new Map<string, RunTables>();
  private from = new Float64Array(0);
  private to = new Float64Array(0);
  private back = new Int16Array(0);
  /** Sweeps run, for the docs' figures. */
  sweeps = 0;

  constructor(private readonly m: Model) {
    const { classOf, count, rep } = shiftClasses(m);
    this.classOf = classOf;
    this.classes = count;
    this.classAfter = new Uint8Array(count * count);
    for (let a = 0; a < count; a++)
      for (let b = 0; b < count; b++)
        this.classAfter[a * count + b] =
          m.forbiddenNext[(rep[a] ?? 0) * m.shifts + (rep[b] ?? 0)] === 1 ? 0 : 1;
    this.priced = new Float64Array(m.shifts);
    this.cheapest = new Float64Array(m.days * count);
    this.cheapestShift = new Int32Array(m.days * count);
  }

  /**
   * Cheapest line under the prices, keeping the run rules, days off and forbidden successions (the
   * state's part); minutes, weekends and caps are only priced. A tiny fixed perturbation per day and
   * value breaks ties, so the minutes of the line move in small steps as λ moves.
   */
  sweep(e: number, costs: Float64Array, lambda: number, mu: number, kappa: Float64Array): Int8Array | null {
    this.sweeps++;
    const m = this.m;
    const S = m.shifts;
    const H = m.days;
    const V = S + 1;
    const K = this.classes;
    const maxCons = Math.max(1, m.maxConsecutive[e] ?? 1);
    const minCons = m.minConsecutive[e] ?? 0;
    const offCap = Math.max(1, m.minDaysOff[e] ?? 1);
    const workStates = 2 * K * maxCons;
    const RS = workStates + 2 * offCap;
    const workIdx = (f: number, c: number, k: number) => (f * K + c) * maxCons + (k - 1);
    const offIdx = (f: number, k: number) => workStates + f * offCap + (k - 1);

    for (let s = 0; s < S; s++)
      this.priced[s] =
        (m.maxShifts[e * S + s] ?? 0) > 0 ? lambda * (m.shiftMinutes[s] ?? 0) + (kappa[s] ?? 0) : INF;
    const cheapest = this.cheapest;
    const cheapestShift = this.cheapestShift;
    cheapest.fill(INF);
    for (let d = 0; d < H; d++) {
      if (m.dayOff[e * H + d] === 1) continue;
      for (let s = 0; s < S; s++) {
        const p = this.priced[s] ?? INF;
        if (p === INF) continue;
        const v = (costs[d * V + 1 + s] ?? 0) + p + tieBreak(d, s + 1);
        const at = d * K + (this.classOf[s] ?? 0);
        if (v < (cheapest[at] ?? INF)) {
          cheapest[at] = v;
          cheapestShift[at] = s;
        }
      }
    }

    const tables = this.runTables(maxCons, minCons, offCap);
    if (this.from.length < RS) {
      this.from = new Float64Array(RS);
      this.to = new Float64Array(RS);
    }
    if (this.back.length < H * RS) this.back = new Int16Array(H * RS);
    let from = this.from;
    let to = this.to;
    const back = this.back;
    from.fill(INF);
    from[offIdx(1, 1)] = (costs[0] ?? 0) + tieBreak(0, 0);
    for (let c = 0; c < K; c++) {
      const v = cheapest[c] ?? INF;
      if (v < INF) from[workIdx(1, c, 1)] = v;
    }
    const { canOff, canWork, offNext, workNext, classOfState } = tables;
    const classAfter = this.classAfter;
    for (let d = 1; d < H; d++) {
      to.fill(INF, 0, RS);
      const offCost = (costs[d * V] ?? 0) + tieBreak(d, 0);
      const weekday = d % 7;
      const dayBase = d * K;
      const backBase = d * RS;
      for (let rs = 0; rs < RS; rs++) {
        const value = from[rs] ?? INF;
        if (value === INF) continue;
        if (canOff[rs] === 1) {
          const dst = offNext[rs] ?? 0;
          const v = value + offCost;
          if (v < (to[dst] ?? INF)) {
            to[dst] = v;
            back[backBase + dst] = rs;
          }
        }
        if (canWork[rs] !== 1) continue;
        const c = classOfState[rs] ?? -1;
        const weekend = weekday === 5 || (weekday === 6 && c < 0) ? mu : 0;
        for (let t = 0; t < K; t++) {
          const cost = cheapest[dayBase + t] ?? INF;
          if (cost === INF || (c >= 0 && classAfter[c * K + t] !== 1)) continue;
          const dst = workNext[rs * K + t] ?? 0;
          const v = value + cost + weekend;
          if (v < (to[dst] ?? INF)) {
            to[dst] = v;
            back[backBase + dst] = rs;
          }
        }
      }
      [from, to] = [to, from];
    }
    let best = -1;
    let bestCost = INF;
    for (let rs = 0; rs < RS; rs++) {
      const v = from[rs] ?? INF;
      if (v < bestCost) {
        bestCost = v;
        best = rs;
      }
    }
    if (best < 0) return null;
    const line = new Int8Array(H);
    for (let d = H - 1, rs = best; d >= 0; d--) {
      if (rs < workStates) line[d] = (cheapestShift[d * K + (Math.floor(rs / maxCons) % K)] ?? 0) + 1;
      rs = back[d * RS + rs] ?? -1;
    }
    return line;
  }

  /**
   * Per run state of an employee with these run rules: whether an off day or a shift may follow it and
   * which state each leads to (shift targets per class), and the class of its last shift (-1 when off).
   * States: working (touches day 0, class, run length 1..maxCons), then off (touches day 0, length
   * 1..offCap, the last one meaning "long enough").
   */
  private runTables(maxCons: number, minCons: number, offCap: number): RunTables {
    const key = `${maxCons},${minCons},${offCap}`;
    const known = this.tables.get(key);
    if (known !== undefined) return known;
    const K = this.classes;
    const workStates = 2 * K * maxCons;
    const RS = workStates + 2 * offCap;
    const workIdx = (f: number, c: number, k: number) => (f * K + c) * maxCons + (k - 1);
    const offIdx = (f: number, k: number) => workStates + f * offCap + (k - 1);
    const t: RunTables = {
      canOff: new Uint8Array(RS),
      canWork: new Uint8Array(RS),
      offNext: new Int32Array(RS),
      workNext: new Int32Array(RS * K),
      classOfState: new Int32Array(RS).fill(-1),
    };
    for (let rs = 0; rs < RS; rs++) {
      const working = rs < workStates;
      const f = working ? Math.floor(rs / (K * maxCons)) : Math.floor((rs - workStates) / offCap);
      const k = working ? (rs % maxCons) + 1 : ((rs - workStates) % offCap) + 1;
      if (working) t.classOfState[rs] = Math.floor(rs / maxCons) % K;
      t.canOff[rs] = !working || f === 1 || k >= minCons ? 1 : 0;
      t.offNext[rs] = working ? offIdx(0, 1) : offIdx(f, Math.min(k + 1, offCap));
      t.canWork[rs] = working ? (k < maxCons ? 1 : 0) : f === 1 || k >= offCap ? 1 : 0;
      for (let c = 0; c < K; c++) t.workNext[rs * K + c] = working ? workIdx(f, c, k + 1) : workIdx(0, c, 1);
    }
    this.tables.set(key, t);
    return t;
  }
}

/** A deterministic perturbation far below any real cost difference (costs are whole numbers). */
function tieBreak(d: number, v: number): number {
  return (((d * 7919 + v * 104729) % 1009) + 1) * 1e-6;
}
