// Exact best line for one employee against given per-day costs: a dynamic program over the horizon whose
// state holds everything the employee's hard rules look at (current run and its length, whether that run
// touches day 0, weekends used, minutes worked, and shift counts for the types whose cap can bind). Every
// line it returns is feasible by construction, which is how the solver keeps the hard rules hard.
import { brokenCaps, priceCaps } from "./cap-pricing";
import type { Model } from "./model";
import { PricedLineDp } from "./priced-dp";

const INF = Number.POSITIVE_INFINITY;
/**
 * Default of EmployeeDp's pricedAboveCells: instances 1-12 stay under it (at most 0.35 million cells),
 * 13-15 and 17-24 are over it for some or all employees.
 */
export const PRICED_ABOVE_CELLS = 500_000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export interface LineResult {
  line: Int8Array;
  cost: number;
}

/** Reused buffers, so a search that calls the DP thousands of times does not churn the allocator. */
export class EmployeeDp {
  private cur = new Float64Array(0);
  private next = new Float64Array(0);
  private back = new Int32Array(0);
  private activeA = new Int32Array(0);
  private activeB = new Int32Array(0);
  /** Cost of a known feasible line (or infinity): states that cannot beat it are not expanded. */
  private incumbent = INF;
  /**
   * Sweeps refused for their size: the answer may then not be the cheapest line (caps priced instead,
   * or, when even the state without type counts is too large, minutes, weekends and caps: PricedLineDp).
   */
  approximations = 0;
  private priced: PricedLineDp | null = null;

  /**
   * @param exactCaps when true, a shift-type cap the line breaks is added to the DP state (exact but the
   *   state grows by cap + 1 per type); when false (default) caps are priced by a Lagrangian penalty
   *   first, and the exact state is only the fallback when pricing finds no feasible line.
   * @param pricedAboveCells when the state without type counts would exceed this many cells over the
   *   horizon, the line comes from PricedLineDp (minutes, weekends and caps priced) rather than the exact
   *   sweep: past half a million cells the exact sweep is so slow that the search gets further with
   *   priced lines (see docs/curtois-bench.md).
   */
  constructor(
    private readonly model: Model,
    private readonly exactCaps = false,
    private readonly pricedAboveCells = PRICED_ABOVE_CELLS,
  ) {}

  /**
   * costs[d * (S + 1) + v]: cost of value v (0 off, 1 + shift) on day d. Returns the cheapest feasible
   * line (exactly the cheapest when exactCaps), or null when the employee has none or the state space
   * would exceed maxCells. `incumbent`, the cost of a feasible line the caller knows (its current one),
   * lets the sweep skip states that cannot beat it even taking every later day's cheapest value: the
   * result is the same, found faster.
   */
  solve(e: number, costs: Float64Array, maxCells = 40_000_000, incumbent = INF): LineResult | null {
    if (incumbent < INF) {
      // A pruning bug must never cost a line: without a result, solve again unpruned.
      return this.solveBounded(e, costs, maxCells, incumbent) ?? this.solveBounded(e, costs, maxCells, INF);
    }
    return this.solveBounded(e, costs, maxCells, INF);
  }

  /**
   * The cheapest line when it costs less than `limit`, else null (exact with exactCaps). Column
   * generation asks this of every employee, and most have no such line: the pruning makes that fast.
   */
  solveBelow(e: number, costs: Float64Array, limit: number, maxCells = 40_000_000): LineResult | null {
    const result = this.solveBounded(e, costs, maxCells, limit);
    // The pruning keeps lines that tie with the bound.
    return result !== null && result.cost < limit ? result : null;
  }

  private solveBounded(
    e: number,
    costs: Float64Array,
    maxCells: number,
    incumbent: number,
  ): LineResult | null {
    this.incumbent = incumbent;
    const refused = this.approximations;
    const first = this.solveCounting(e, costs, [], Math.min(maxCells, this.pricedAboveCells));
    if (first === null && this.approximations > refused) {
      this.priced ??= new PricedLineDp(this.model);
      return this.priced.solve(e, costs);
    }
    if (first === null) return null;
    let broken = brokenCaps(this.model, e, first.line);
    if (broken.length === 0) return first;
    if (!this.exactCaps) {
      const priced = priceCaps(this.model, e, costs, broken, (c) => this.solveCounting(e, c, [], maxCells));
      if (priced !== null) return priced;
    }
    // Exact: track the counts of the broken types in the state, adding more if others then break.
    const counted: number[] = [];
    for (;;) {
      for (const s of broken) if (!counted.includes(s)) counted.push(s);
      const result = this.solveCounting(e, costs, counted, maxCells);
      // With a bound, no line below it; without, too many cells to count the types (Instance13, 19):
      // fall back to pricing the caps, which may miss the cheapest line.
      if (result === null && this.incumbent < INF) return null;
      if (result === null)
        return priceCaps(this.model, e, costs, broken, (c) => this.solveCounting(e, c, [], maxCells));
      broken = brokenCaps(this.model, e, result.line);
      if (broken.length === 0) return result;
    }
  }

  private solveCounting(
    e: number,
    costs: Float64Array,
    counted: number[],
    maxCells: number,
  ): LineResult | null {
    const m = this.model;
    const S = m.shifts;
    const H = m.days;
    const V = S + 1;
    const maxCons = Math.max(1, m.maxConsecutive[e] ?? 1);
    const minCons = m.minConsecutive[e] ?? 0;
    const offCap = Math.max(1, m.minDaysOff[e] ?? 1);
    const maxW = m.maxWeekends[e] ?? 0;

    let unit = 0;
    for (let s = 0; s < S; s++) unit = gcd(unit, m.shiftMinutes[s] ?? 0);
    if (unit === 0) unit = 1;
    const len = Int32Array.from({ length: S }, (_, s) => (m.shiftMinutes[s] ?? 0) / unit);
    const M = Math.floor((m.maxMinutes[e] ?? 0) / unit);
    const minUnits = Math.ceil((m.minMinutes[e] ?? 0) / unit);

    // Mixed radix over the counted types' counts.
    const radix = counted.map((s) => (m.maxShifts[e * S + s] ?? 0) + 1);
    const countStride = new Int32Array(counted.length);
    let C = 1;
    for (let i = counted.length - 1; i >= 0; i--) {
      countStride[i] = C;
      C *= radix[i] ?? 1;
    }
    const countedSlot = new Int32Array(S).fill(-1);
    counted.forEach((s, i) => (countedSlot[s] = i));

    const workStates = 2 * S * maxCons;
    const RS = workStates + 2 * offCap;
    const W1 = maxW + 1;
    const M1 = M + 1;
    const N = RS * W1 * M1 * C;
    if (N * H > maxCells) {
      this.approximations++;
      return null;
    }
    if (this.cur.length < N) {
      this.cur = new Float64Array(N).fill(INF);
      this.next = new Float64Array(N).fill(INF);
    }
    if (this.back.length < N * H) this.back = new Int32Array(N * H);
    const cur = this.cur;
    const next = this.next;
    const back = this.back;
    const workIdx = (f: number, s: number, k: number) => (f * S + s) * maxCons + (k - 1);
    const offIdx = (f: number, k: number) => workStates + f * offCap + (k - 1);
    const at = (rs: number, w: number, mm: number, c: number) => ((rs * W1 + w) * M1 + mm) * C + c;

    const allowed = new Uint8Array(H * S);
    for (let d = 0; d < H; d++) {
      if (m.dayOff[e * H + d] === 1) continue;
      for (let s = 0; s < S; s++) if ((m.maxShifts[e * S + s] ?? 0) > 0) allowed[d * S + s] = 1;
    }
    // reach[d]: most minute units still obtainable after day d; states that cannot reach the minimum
    // any more are dropped (a cheap bound, but it prunes a good share of the late, low-minute states).
    let maxLen = 0;
    for (let s = 0; s < S; s++) maxLen = Math.max(maxLen, len[s] ?? 0);
    const reach = new Int32Array(H);
    for (let d = H - 2; d >= 0; d--) {
      let any = false;
      for (let s = 0; s < S; s++) if (allowed[(d + 1) * S + s] === 1) any = true;
      reach[d] = (reach[d + 1] ?? 0) + (any ? maxLen : 0);
    }
    const weekendDay = (d: number) => d % 7 === 5 || d % 7 === 6;

    // Sparse sweep: only states reached on the previous day are expanded (most of the dense space is
    // unreachable), and only those entries are reset afterwards.
    if (this.activeA.length < N) {
      this.activeA = new Int32Array(N);
      this.activeB = new Int32Array(N);
      cur.fill(INF);
      next.fill(INF);
    }
    let fromList = this.activeA;
    let toList = this.activeB;
    let fromCount = 0;
    const seed = (idx: number, value: number) => {
      if (value < (cur[idx] ?? INF)) {
        if ((cur[idx] ?? INF) === INF) fromList[fromCount++] = idx;
        cur[idx] = value;
        back[idx] = -1;
      }
    };
    seed(at(offIdx(1, 1), 0, 0, 0), costs[0] ?? 0);
    for (let s = 0; s < S; s++) {
      if (allowed[s] !== 1 || (len[s] ?? 0) > M) continue;
      const w = weekendDay(0) ? 1 : 0;
      if (w > maxW) continue;
      const slot = countedSlot[s] ?? -1;
      const c = slot >= 0 ? (countStride[slot] ?? 0) : 0;
      seed(at(workIdx(1, s, 1), w, len[s] ?? 0, c), costs[1 + s] ?? 0);
    }

    // Per run state: whether it is a working run, its decoded parts, where an off day or a shift t
    // leads (-1 when the rules forbid it), so the sweep below does no decoding arithmetic per transition.
    const rsWorking = new Uint8Array(RS);
    const rsCanOff = new Uint8Array(RS);
    const rsCanWork = new Uint8Array(RS);
    const rsOffNext = new Int32Array(RS);
    const rsWorkNext = new Int32Array(RS * S).fill(-1);
    for (let rs = 0; rs < RS; rs++) {
      const working = rs < workStates;
      const f = working ? Math.floor(rs / (S * maxCons)) : Math.floor((rs - workStates) / offCap);
      const s = working ? Math.floor(rs / maxCons) % S : -1;
      const k = working ? (rs % maxCons) + 1 : ((rs - workStates) % offCap) + 1;
      rsWorking[rs] = working ? 1 : 0;
      rsCanOff[rs] = !working || f === 1 || k >= minCons ? 1 : 0;
      rsCanWork[rs] = working || f === 1 || k >= offCap ? 1 : 0;
      rsOffNext[rs] = working ? offIdx(0, 1) : offIdx(f, Math.min(k + 1, offCap));
      for (let t = 0; t < S; t++) {
        if (working) {
          if (k >= maxCons || m.forbiddenNext[s * S + t] === 1) continue;
          rsWorkNext[rs * S + t] = workIdx(f, t, k + 1);
        } else rsWorkNext[rs * S + t] = workIdx(0, t, 1);
      }
    }

    // suffixMin[d]: the cheapest value of every day from d on, a lower bound on what is left to pay.
    const suffixMin = new Float64Array(H + 1);
    for (let d = H - 1; d >= 0; d--) {
      let low = costs[d * V] ?? 0;
      for (let s = 0; s < S; s++)
        if (allowed[d * S + s] === 1) low = Math.min(low, costs[d * V + 1 + s] ?? 0);
      suffixMin[d] = (suffixMin[d + 1] ?? 0) + low;
    }
    const incumbent = this.incumbent + 1e-6;

    let from = cur;
    let to = next;
    const WMC = W1 * M1 * C;
    const MC = M1 * C;
    for (let d = 1; d < H; d++) {
      let toCount = 0;
      const base = d * N;
      const isSat = d % 7 === 5;
      const isSun = d % 7 === 6;
      const costOff = costs[d * V] ?? 0;
      const needed = minUnits - (reach[d] ?? 0);
      const costBase = d * V + 1;
      const allowedBase = d * S;
      const prune = incumbent - (suffixMin[d] ?? 0);
      for (let i = 0; i < fromCount; i++) {
        const src = fromList[i] ?? 0;
        const value = from[src] ?? INF;
        from[src] = INF; // reset for reuse as the next day's target
        if (value > prune) continue;
        const rs = (src / WMC) | 0;
        const rest = src - rs * WMC;
        const w = (rest / MC) | 0;
        const r2 = rest - w * MC;
        const mm = (r2 / C) | 0;
        const c = r2 - mm * C;
        const working = rsWorking[rs] === 1;
        if (rsCanOff[rs] === 1 && mm >= needed) {
          const dst = (rsOffNext[rs] ?? 0) * WMC + rest;
          const v = value + costOff;
          const old = to[dst] ?? INF;
          if (v < old) {
            if (old === INF) toList[toCount++] = dst;
            to[dst] = v;
            back[base + dst] = src;
          }
        }
        if (rsCanWork[rs] !== 1) continue;
        const nw = w + (isSat || (isSun && !working) ? 1 : 0);
        if (nw > maxW) continue;
        const wmBase = nw * MC;
        const nextBase = rs * S;
        for (let t = 0; t < S; t++) {
          if (allowed[allowedBase + t] !== 1) continue;
          const nrs = rsWorkNext[nextBase + t] ?? -1;
          if (nrs < 0) continue;
          const nm = mm + (len[t] ?? 0);
          if (nm > M || nm < needed) continue;
          let nc = c;
          const slot = countedSlot[t] ?? -1;
          if (slot >= 0) {
            const stride = countStride[slot] ?? 0;
            const have = Math.floor(c / stride) % (radix[slot] ?? 1);
            if (have + 1 >= (radix[slot] ?? 1)) continue;
            nc = c + stride;
          }
          const dst = nrs * WMC + wmBase + nm * C + nc;
          const v = value + (costs[costBase + t] ?? 0);
          const old = to[dst] ?? INF;
          if (v < old) {
            if (old === INF) toList[toCount++] = dst;
            to[dst] = v;
            back[base + dst] = src;
          }
        }
      }
      [from, to] = [to, from];
      [fromList, toList] = [toList, fromList];
      fromCount = toCount;
    }

    let best = -1;
    let bestCost = INF;
    for (let i = 0; i < fromCount; i++) {
      const idx = fromList[i] ?? 0;
      const v = from[idx] ?? INF;
      from[idx] = INF;
      const mm = Math.floor((idx % MC) / C);
      // ties go to the lower index so the result does not depend on the order states were reached
      if (mm >= minUnits && (v < bestCost || (v === bestCost && idx < best))) {
        bestCost = v;
        best = idx;
      }
    }
    if (best < 0) return null;

    const line = new Int8Array(H);
    let idx = best;
    for (let d = H - 1; d >= 0; d--) {
      const rs = Math.floor(idx / (W1 * M1 * C));
      line[d] = rs < workStates ? (Math.floor(rs / maxCons) % S) + 1 : 0;
      idx = back[d * N + idx] ?? -1;
    }
    return { line, cost: bestCost };
  }
}
