// Exact best line for one employee against given per-day costs: a dynamic program over the horizon whose
// state holds everything the employee's hard rules look at (current run and its length, whether that run
// touches day 0, weekends used, minutes worked, and shift counts for the types whose cap can bind). Every
// line it returns is feasible by construction, which is how the solver keeps the hard rules hard.
import type { Model } from "./model";

const INF = Number.POSITIVE_INFINITY;

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
  /** Shift types whose count must be tracked for this employee (cap binds); learnt lazily. */
  private readonly counted: number[][];

  constructor(private readonly model: Model) {
    this.counted = Array.from({ length: model.employees }, () => []);
  }

  /**
   * costs[d * (S + 1) + v]: cost of value v (0 off, 1 + shift) on day d. Returns the cheapest feasible
   * line, or null when the employee has none (or the state space would exceed maxStates × days).
   */
  solve(e: number, costs: Float64Array, maxCells = 40_000_000): LineResult | null {
    const m = this.model;
    const S = m.shifts;
    const H = m.days;
    for (;;) {
      const result = this.solveCounting(e, costs, this.counted[e] ?? [], maxCells);
      if (result === null) return null;
      // A type cap the line breaks is added to the state and the DP rerun; that keeps the result exact
      // while most employees (caps that cannot bind) pay nothing for it.
      const counts = new Int32Array(S);
      for (let d = 0; d < H; d++) {
        const v = result.line[d] ?? 0;
        if (v > 0) counts[v - 1] = (counts[v - 1] ?? 0) + 1;
      }
      const broken: number[] = [];
      for (let s = 0; s < S; s++) if ((counts[s] ?? 0) > (m.maxShifts[e * S + s] ?? 0)) broken.push(s);
      if (broken.length === 0) return result;
      const list = this.counted[e] ?? [];
      for (const s of broken) if (!list.includes(s)) list.push(s);
      this.counted[e] = list;
    }
  }

  private solveCounting(e: number, costs: Float64Array, counted: number[], maxCells: number): LineResult | null {
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
    if (N * H > maxCells) return null;
    if (this.cur.length < N) {
      this.cur = new Float64Array(N);
      this.next = new Float64Array(N);
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
    const weekendDay = (d: number) => d % 7 === 5 || d % 7 === 6;

    cur.fill(INF, 0, N);
    cur[at(offIdx(1, 1), 0, 0, 0)] = costs[0] ?? 0;
    back[at(offIdx(1, 1), 0, 0, 0)] = -1;
    for (let s = 0; s < S; s++) {
      if (allowed[s] !== 1 || (len[s] ?? 0) > M) continue;
      const w = weekendDay(0) ? 1 : 0;
      if (w > maxW) continue;
      const slot = countedSlot[s] ?? -1;
      const c = slot >= 0 ? (countStride[slot] ?? 0) : 0;
      const idx = at(workIdx(1, s, 1), w, len[s] ?? 0, c);
      cur[idx] = costs[1 + s] ?? 0;
      back[idx] = -1;
    }

    let from = cur;
    let to = next;
    for (let d = 1; d < H; d++) {
      to.fill(INF, 0, N);
      const base = d * N;
      const isSat = d % 7 === 5;
      const isSun = d % 7 === 6;
      const costOff = costs[d * V] ?? 0;
      for (let rs = 0; rs < RS; rs++) {
        const working = rs < workStates;
        let f: number, s: number, k: number;
        if (working) {
          f = Math.floor(rs / (S * maxCons));
          s = Math.floor(rs / maxCons) % S;
          k = (rs % maxCons) + 1;
        } else {
          f = Math.floor((rs - workStates) / offCap);
          s = -1;
          k = ((rs - workStates) % offCap) + 1;
        }
        const canRest = !working || f === 1 || k >= minCons;
        const canStart = working || f === 1 || k >= offCap;
        const offRs = working ? offIdx(0, 1) : offIdx(f, Math.min(k + 1, offCap));
        for (let w = 0; w < W1; w++) {
          for (let mm = 0; mm < M1; mm++) {
            const rowFrom = at(rs, w, mm, 0);
            for (let c = 0; c < C; c++) {
              const value = from[rowFrom + c] ?? INF;
              if (value === INF) continue;
              const src = rowFrom + c;
              if (canRest) {
                const dst = at(offRs, w, mm, c);
                const v = value + costOff;
                if (v < (to[dst] ?? INF)) {
                  to[dst] = v;
                  back[base + dst] = src;
                }
              }
              if (!canStart) continue;
              const nw = w + (isSat || (isSun && !working) ? 1 : 0);
              if (nw > maxW) continue;
              for (let t = 0; t < S; t++) {
                if (allowed[d * S + t] !== 1) continue;
                let nrs: number;
                if (working) {
                  if (k >= maxCons || m.forbiddenNext[s * S + t] === 1) continue;
                  nrs = workIdx(f, t, k + 1);
                } else nrs = workIdx(0, t, 1);
                const nm = mm + (len[t] ?? 0);
                if (nm > M) continue;
                let nc = c;
                const slot = countedSlot[t] ?? -1;
                if (slot >= 0) {
                  const stride = countStride[slot] ?? 0;
                  const have = Math.floor(c / stride) % (radix[slot] ?? 1);
                  if (have + 1 >= (radix[slot] ?? 1)) continue;
                  nc = c + stride;
                }
                const dst = at(nrs, nw, nm, nc);
                const v = value + (costs[d * V + 1 + t] ?? 0);
                if (v < (to[dst] ?? INF)) {
                  to[dst] = v;
                  back[base + dst] = src;
                }
              }
            }
          }
        }
      }
      const swap = from;
      from = to;
      to = swap;
    }

    let best = -1;
    let bestCost = INF;
    for (let rs = 0; rs < RS; rs++) {
      for (let w = 0; w < W1; w++) {
        for (let mm = minUnits; mm < M1; mm++) {
          for (let c = 0; c < C; c++) {
            const idx = at(rs, w, mm, c);
            const v = from[idx] ?? INF;
            if (v < bestCost) {
              bestCost = v;
              best = idx;
            }
          }
        }
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
