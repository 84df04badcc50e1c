// Lines for employees whose exact DP state is too large (the long horizons, instances 21-24: minutes
// worked × weekends used × run, over 182-364 days). Minutes, weekends and shift-type caps leave the state
// and get a price instead: λ per minute worked, μ per weekend worked, κ per shift of a capped type. What
// is left is the run (working or off, its length, whether it touches day 0) and the last shift's class,
// a few hundred states, swept in about a millisecond over a year. The prices are then searched, per employee,
// until the line keeps every rule: μ and κ rise while weekends or caps are broken, and λ is bisected
// into the minutes window, since the minutes of the cheapest line fall as λ rises. Every line returned
// keeps all the employee's rules (checked here); the line is not always the cheapest one that does.
import type { LineResult } from "./employee-dp";
import { joinLines, mendLine, type Side, usage } from "./line-mend";
import { lineCost, type Model } from "./model";
import { PricedSweep } from "./priced-sweep";

/**
 * Share of an employee's last weekend and cap prices its next search starts from: prices only raised
 * would make its lines ever more cautious (Instance20, priced throughout, 30 s: 16166 without, 5603 with).
 */
const PRICE_DECAY = 0.85;

export class PricedLineDp {
  private readonly sweeper: PricedSweep;
  /** The last prices that gave each employee a feasible line: the next search starts there. */
  private readonly minutePrice: Float64Array;
  private readonly weekendPrice: Float64Array;
  private readonly capPrice: Float64Array;
  private readonly solved: Uint8Array;
  private lastMinutePrice = 0;
  private lastWeekendPrice = 0;
  private readonly meanMinutes: number;
  private readonly longestShift: number;
  private readonly counts: Int32Array;

  constructor(private readonly m: Model) {
    this.sweeper = new PricedSweep(m);
    this.minutePrice = new Float64Array(m.employees);
    this.weekendPrice = new Float64Array(m.employees);
    this.capPrice = new Float64Array(m.employees * m.shifts);
    this.solved = new Uint8Array(m.employees);
    let total = 0;
    for (let s = 0; s < m.shifts; s++) total += m.shiftMinutes[s] ?? 0;
    this.meanMinutes = Math.max(1, total / Math.max(1, m.shifts));
    this.longestShift = Math.max(1, ...Array.from(m.shiftMinutes));
    this.counts = new Int32Array(m.shifts);
  }

  /** Sweeps run, for the docs' figures. */
  get sweeps(): number {
    return this.sweeper.sweeps;
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
    if (this.solved[e] === 1) {
      mu *= PRICE_DECAY;
      for (let s = 0; s < S; s++) kappa[s] = (kappa[s] ?? 0) * PRICE_DECAY;
    }
    const step0 = 0.5 / this.meanMinutes;
    for (let round = 0; round < 16; round++) {
      // λ into the minutes window at these μ and κ: bracket by doubling steps, then bisect.
      let over: Side | null = null; // the line of the largest λ seen that works more than the maximum
      let under: Side | null = null; // the line of the smallest λ seen that works less than the minimum
      let step = step0;
      let found: Side | null = null;
      for (let probe = 0; probe < 40; probe++) {
        const line = this.sweeper.sweep(e, costs, lambda, mu, kappa);
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
      // A line in the window keeping weekends and caps is taken as it is. Otherwise (no λ lands in the
      // window, as when a whole new run of minimum length adds several shifts at once, or the line there
      // breaks weekends or caps by a little): mend the nearest line a day or a block at a time, or join
      // the two lines around the window.
      const mended =
        mendLine(m, e, costs, found, this.counts) ??
        mendLine(m, e, costs, over, this.counts) ??
        mendLine(m, e, costs, under, this.counts) ??
        joinLines(m, e, costs, over, under, this.counts);
      if (mended !== null) {
        this.remember(e, mended.lambda, mu);
        return { line: mended.line, cost: lineCost(costs, S + 1, mended.line) };
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

  private remember(e: number, lambda: number, mu: number): void {
    this.minutePrice[e] = lambda;
    this.weekendPrice[e] = mu;
    this.solved[e] = 1;
    this.lastMinutePrice = lambda;
    this.lastWeekendPrice = mu;
  }
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
