// Lines for employees whose exact DP state is too large (the long horizons, instances 20-24: minutes
// worked × weekends used × run, over 182-364 days). Minutes, weekends and shift-type caps leave the state
// and get a price instead: λ per minute worked, μ per weekend worked, κ per shift of a capped type. What
// is left is the run (working or off, its length, whether it touches day 0) and the last shift's class,
// a few hundred states, swept in well under a millisecond. The prices are then searched, per employee,
// until the line keeps every rule: μ and κ rise while weekends or caps are broken, and λ is bisected
// into the minutes window, since the minutes of the cheapest line fall as λ rises. Every line returned
// keeps all the employee's rules (checked here); the line is not always the cheapest one that does.
import type { LineResult } from "./employee-dp";
import { minutesIfRulesKept } from "./line-check";
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

/** A line the price search met, at its minute price. */
interface Side {
  lambda: number;
  line: Int8Array;
  use: Usage;
}

/** What a line uses of the priced resources, and whether it keeps their limits. */
interface Usage {
  minutes: number;
  weekends: number;
  /** Shift types over their cap. */
  broken: number[];
  /** Shifts of each type. */
  counts: Int32Array;
}

function usage(m: Model, e: number, line: Int8Array): Usage {
  const S = m.shifts;
  const counts = new Int32Array(S);
  let minutes = 0;
  let weekends = 0;
  for (let d = 0; d < m.days; d++) {
    const v = line[d] ?? 0;
    if (v === 0) continue;
    counts[v - 1] = (counts[v - 1] ?? 0) + 1;
    minutes += m.shiftMinutes[v - 1] ?? 0;
    if (d % 7 === 5 || (d % 7 === 6 && (line[d - 1] ?? 0) === 0)) weekends++;
  }
  const broken: number[] = [];
  for (let s = 0; s < S; s++) if ((counts[s] ?? 0) > (m.maxShifts[e * S + s] ?? 0)) broken.push(s);
  return { minutes, weekends, broken, counts };
}

export class PricedLineDp {
  private readonly classOf: Int32Array;
  private readonly classes: number;
  private readonly classAfter: Uint8Array;
  /** The last prices that gave each employee a feasible line: the next search starts there. */
  private readonly minutePrice: Float64Array;
  private readonly weekendPrice: Float64Array;
  private readonly capPrice: Float64Array;
  private readonly priced: Float64Array;
  private readonly cheapest: Float64Array;
  private readonly cheapestShift: Int32Array;
  private readonly meanMinutes: number;
  private readonly counts: Int32Array;
  private readonly shortestShift: number;
  private readonly longestShift: number;
  private readonly solved: Uint8Array;
  private lastMinutePrice = 0;
  private lastWeekendPrice = 0;
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
    this.minutePrice = new Float64Array(m.employees);
    this.weekendPrice = new Float64Array(m.employees);
    this.capPrice = new Float64Array(m.employees * m.shifts);
    this.priced = new Float64Array(m.shifts);
    this.cheapest = new Float64Array(m.days * count);
    this.cheapestShift = new Int32Array(m.days * count);
    let total = 0;
    for (let s = 0; s < m.shifts; s++) total += m.shiftMinutes[s] ?? 0;
    this.counts = new Int32Array(m.shifts);
    this.shortestShift = Math.max(1, Math.min(...Array.from(m.shiftMinutes)));
    this.longestShift = Math.max(1, ...Array.from(m.shiftMinutes));
    this.solved = new Uint8Array(m.employees);
    this.meanMinutes = Math.max(1, total / Math.max(1, m.shifts));
  }

  /** A feasible line of e against costs (the DP's layout), or null when the search finds none. */
  solve(e: number, costs: Float64Array): LineResult | null {
    const m = this.m;
    const S = m.shifts;
    const minM = m.minMinutes[e] ?? 0;
    const maxM = m.maxMinutes[e] ?? 0;
    const maxW = m.maxWeekends[e] ?? 0;
    const kappa = this.capPrice.subarray(e * S, (e + 1) * S);
    let mu = this.solved[e] === 1 ? (this.weekendPrice[e] ?? 0) : this.lastWeekendPrice;
    // An employee met for the first time starts from the last price that worked for anyone.
    let lambda = this.solved[e] === 1 ? (this.minutePrice[e] ?? 0) : this.lastMinutePrice;
    const step0 = 0.5 / this.meanMinutes;
    for (let round = 0; round < 16; round++) {
      // λ into the minutes window at these μ and κ: bracket by doubling steps, then bisect.
      let over: Side | null = null; // the line of the largest λ seen that works more than the maximum
      let under: Side | null = null; // the line of the smallest λ seen that works less than the minimum
      let step = step0;
      let found: Side | null = null;
      for (let probe = 0; probe < 40; probe++) {
        const line = this.sweep(e, costs, lambda, mu, kappa);
        if (line === null) return null;
        const side = { lambda, line, use: usage(m, e, line) };
        if (side.use.minutes > maxM) over = side;
        else if (side.use.minutes < minM) under = side;
        else {
          found = side;
          break;
        }
        if (over !== null && under !== null) {
          // Close enough for the repair below, or a jump no λ can split.
          if (
            over.use.minutes - under.use.minutes <= 3 * this.longestShift ||
            under.lambda - over.lambda < 1e-9
          )
            break;
          lambda = (over.lambda + under.lambda) / 2;
        } else {
          lambda += side.use.minutes > maxM ? step : -step;
          step *= 2;
        }
      }
      // No λ lands in the window (the minutes jump across it, e.g. a whole new run of minimum length):
      // walk the nearest line into it one day at a time, or join the two lines around the window.
      // A line in the window that breaks weekends or caps by a little is mended the same way.
      const mended =
        this.repaired(e, costs, found) ??
        this.repaired(e, costs, over) ??
        this.repaired(e, costs, under) ??
        this.joined(e, costs, over, under);
      if (mended !== null) {
        this.remember(e, mended.lambda, mu);
        return { line: mended.line, cost: trueCost(m, costs, mended.line) };
      }
      if (found !== null && found.use.weekends <= maxW && found.use.broken.length === 0) {
        this.remember(e, found.lambda, mu);
        return { line: found.line, cost: trueCost(m, costs, found.line) };
      }
      // Raise the prices of what the lines around the window break.
      const seen = [found, under, over].flatMap((side) => (side === null ? [] : [side.use]));
      if (seen.length === 0) return null;
      // A first price is a fraction of what a shift is typically worth here, then it doubles.
      const scale = typicalCost(costs, S + 1);
      if (seen.some((use) => use.weekends > maxW)) mu = mu === 0 ? scale : mu * 2;
      for (const s of new Set(seen.flatMap((use) => use.broken)))
        kappa[s] = (kappa[s] ?? 0) === 0 ? scale : (kappa[s] ?? 0) * 2;
      lambda = found?.lambda ?? lambda;
    }
    return null;
  }

  /**
   * The cheapest line made of one side's first days and the other's last days whose minutes are in the
   * window and which keeps every rule: the minutes of such joins run from one side's to the other's as
   * the joining day moves, so some fall in the window; the rules then decide at the seam.
   */
  private joined(e: number, costs: Float64Array, a: Side | null, b: Side | null): Side | null {
    if (a === null || b === null) return null;
    const m = this.m;
    const H = m.days;
    const V = m.shifts + 1;
    let best: Int8Array | null = null;
    let bestCost = INF;
    const line = new Int8Array(H);
    for (const [head, tail] of [
      [a.line, b.line],
      [b.line, a.line],
    ] as const) {
      for (let seam = 1; seam < H; seam++) {
        line.set(head.subarray(0, seam));
        line.set(tail.subarray(seam), seam);
        const minutes = minutesIfRulesKept(m, e, line, 0, this.counts);
        if (minutes < (m.minMinutes[e] ?? 0) || minutes > (m.maxMinutes[e] ?? 0)) continue;
        let cost = 0;
        for (let d = 0; d < H; d++) cost += costs[d * V + (line[d] ?? 0)] ?? 0;
        if (cost < bestCost) {
          bestCost = cost;
          best = line.slice();
        }
      }
    }
    return best === null ? null : { lambda: (a.lambda + b.lambda) / 2, line: best, use: usage(m, e, best) };
  }

  private remember(e: number, lambda: number, mu: number): void {
    this.minutePrice[e] = lambda;
    this.weekendPrice[e] = mu;
    this.solved[e] = 1;
    this.lastMinutePrice = lambda;
    this.lastWeekendPrice = mu;
  }

  /**
   * Single-day changes, each the cheapest that keeps the run rules, days off and successions and lowers
   * how far the line is from its minutes window, weekend limit and caps, until it keeps them all; null
   * when no change helps within a few dozen steps.
   */
  private repaired(e: number, costs: Float64Array, side: Side | null): Side | null {
    if (side === null) return null;
    const m = this.m;
    const S = m.shifts;
    const V = S + 1;
    const minM = m.minMinutes[e] ?? 0;
    const maxM = m.maxMinutes[e] ?? 0;
    const maxW = m.maxWeekends[e] ?? 0;
    const unit = this.shortestShift;
    // Over the limits, in shifts: minutes outside the window, weekends over, shifts over their caps.
    const distance = (use: Usage) => {
      let over =
        Math.max(0, minM - use.minutes, use.minutes - maxM) / unit + Math.max(0, use.weekends - maxW);
      for (const s of use.broken) over += (use.counts[s] ?? 0) - (m.maxShifts[e * S + s] ?? 0);
      return over;
    };
    const line = side.line.slice();
    let use = side.use;
    for (let stepsLeft = 32; distance(use) > 0; stepsLeft--) {
      if (stepsLeft === 0) return null;
      // Only changes that touch something over its limit can help; cheapest first, and the first that
      // helps and keeps the run rules is taken (those checks are the costly part).
      const up = use.minutes < minM;
      const down = use.minutes > maxM;
      const broken = new Uint8Array(V);
      for (const s of use.broken) broken[s + 1] = 1;
      const candidates: [number, number][] = [];
      for (let d = 0; d < m.days; d++) {
        const old = line[d] ?? 0;
        const oldMinutes = old > 0 ? (m.shiftMinutes[old - 1] ?? 0) : 0;
        const weekendHelps = use.weekends > maxW && worksWeekendDay(d, old);
        for (let v = 0; v < V; v++) {
          if (
            v === old ||
            (v > 0 && (m.dayOff[e * m.days + d] === 1 || (m.maxShifts[e * S + v - 1] ?? 0) === 0))
          )
            continue;
          const change = (v > 0 ? (m.shiftMinutes[v - 1] ?? 0) : 0) - oldMinutes;
          const helps =
            (up && change > 0) || (down && change < 0) || broken[old] === 1 || (weekendHelps && v === 0);
          if (helps) candidates.push([(costs[d * V + v] ?? 0) - (costs[d * V + old] ?? 0), d * V + v]);
        }
      }
      candidates.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      const now = distance(use);
      let taken: Usage | null = null;
      for (const [, code] of candidates) {
        const d = Math.floor(code / V);
        const old = line[d] ?? 0;
        line[d] = code % V;
        const after = usage(m, e, line);
        if (distance(after) < now && minutesIfRulesKept(m, e, line, 0, this.counts, false) >= 0) {
          taken = after;
          break;
        }
        line[d] = old;
      }
      if (taken === null) return null;
      use = taken;
    }
    return { lambda: side.lambda, line, use };
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

  /**
   * Cheapest line under the prices, keeping the run rules, days off and forbidden successions (the
   * state's part); minutes, weekends and caps are only priced. A tiny fixed perturbation per day and
   * value breaks ties, so the minutes of the line move in small steps as λ moves.
   */
  private sweep(
    e: number,
    costs: Float64Array,
    lambda: number,
    mu: number,
    kappa: Float64Array,
  ): Int8Array | null {
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
}

/** Whether value v on day d is a shift on a Saturday or Sunday (taking it off may free a weekend). */
function worksWeekendDay(d: number, v: number): boolean {
  return v > 0 && (d % 7 === 5 || d % 7 === 6);
}

/** A quarter of the mean absolute cost of a shift in `costs` (at least 1): the scale of a first price. */
function typicalCost(costs: Float64Array, V: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < costs.length; i++) {
    if (i % V === 0) continue;
    sum += Math.abs(costs[i] ?? 0);
    n++;
  }
  return Math.max(1, sum / Math.max(1, n) / 4);
}

/** A deterministic perturbation far below any real cost difference (costs are whole numbers). */
function tieBreak(d: number, v: number): number {
  return (((d * 7919 + v * 104729) % 1009) + 1) * 1e-6;
}

function trueCost(m: Model, costs: Float64Array, line: Int8Array): number {
  const V = m.shifts + 1;
  let cost = 0;
  for (let d = 0; d < m.days; d++) cost += costs[d * V + (line[d] ?? 0)] ?? 0;
  return cost;
}
