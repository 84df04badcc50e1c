// Mending a line that breaks an employee's minutes window, weekend limit or shift-type caps by a little
// (PricedLineDp's last step, where no price puts the cheapest line inside every limit): single-day
// changes, or a join of two lines on either side of the minutes window.
import { minutesIfRulesKept } from "./line-check";
import type { Model } from "./model";

const INF = Number.POSITIVE_INFINITY;

/** A line the price search met, at its minute price. */
export interface Side {
  lambda: number;
  line: Int8Array;
  use: Usage;
}

/** What a line uses of the priced resources, and whether it keeps their limits. */
export interface Usage {
  minutes: number;
  weekends: number;
  /** Shift types over their cap. */
  broken: number[];
  /** Shifts of each type. */
  counts: Int32Array;
}

export function usage(m: Model, e: number, line: Int8Array): Usage {
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

/**
 * Single-day changes, each the cheapest that keeps the run rules, days off and successions and lowers
 * how far the line is from its minutes window, weekend limit and caps, until it keeps them all; null
 * when no change helps within a few dozen steps.
 */
export function mendLine(
  m: Model,
  e: number,
  costs: Float64Array,
  side: Side | null,
  counts: Int32Array,
): Side | null {
  if (side === null) return null;
  const S = m.shifts;
  const V = S + 1;
  const minM = m.minMinutes[e] ?? 0;
  const maxM = m.maxMinutes[e] ?? 0;
  const maxW = m.maxWeekends[e] ?? 0;
  const unit = Math.max(1, Math.min(...Array.from(m.shiftMinutes)));
  // Over the limits, in shifts: minutes outside the window, weekends over, shifts over their caps.
  const distance = (use: Usage) => {
    let over = Math.max(0, minM - use.minutes, use.minutes - maxM) / unit + Math.max(0, use.weekends - maxW);
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
      if (distance(after) < now && minutesIfRulesKept(m, e, line, 0, counts, false) >= 0) {
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
 * The cheapest line made of one side's first days and the other's last days whose minutes are in the
 * window and which keeps every rule: the minutes of such joins run from one side's to the other's as
 * the joining day moves, so some fall in the window; the rules then decide at the seam.
 */
export function joinLines(
  m: Model,
  e: number,
  costs: Float64Array,
  a: Side | null,
  b: Side | null,
  counts: Int32Array,
): Side | null {
  if (a === null || b === null) return null;
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
      const minutes = minutesIfRulesKept(m, e, line, 0, counts);
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

/** Whether value v on day d is a shift on a Saturday or Sunday (taking it off may free a weekend). */
function worksWeekendDay(d: number, v: number): boolean {
  return v > 0 && (d % 7 === 5 || d % 7 === 6);
}
