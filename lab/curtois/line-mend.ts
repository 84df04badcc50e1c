// Mending a line that breaks an employee's minutes window, weekend limit or shift-type caps by a little
// (PricedLineDp's last step, where no price puts the cheapest line inside every limit): changes of a day
// or a short block, or a join of two lines on either side of the minutes window.
import { minutesIfRulesKept } from "./line-check";
import { lineCost, type Model } from "./model";

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

/** Set `len` days from `day` to `value`, at a cost change of `delta`. */
interface Change {
  delta: number;
  day: number;
  len: number;
  value: number;
}

/**
 * Changes (a day or a block, see below), each the cheapest that keeps the run rules, days off and
 * successions and lowers how far the line is from its minutes window, weekend limit and caps, until it
 * keeps them all; null when no change helps within a few dozen steps. A line already within every
 * limit comes back as it is.
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
  const H = m.days;
  const longest = Math.max(1, Math.min(4, Math.max(m.minConsecutive[e] ?? 1, m.minDaysOff[e] ?? 1)));
  const line = side.line.slice();
  let use = side.use;
  for (let stepsLeft = 32; distance(use) > 0; stepsLeft--) {
    if (stepsLeft === 0) return null;
    // Only changes that touch something over its limit can help; cheapest first, and the first that
    // helps and keeps the run rules is taken (those checks are the costly part). A change sets a block
    // of days to one value: a single day, or up to the minimum run or rest, which opens or closes a run.
    const up = use.minutes < minM;
    const down = use.minutes > maxM;
    const broken = new Uint8Array(V);
    for (const s of use.broken) broken[s + 1] = 1;
    const candidates: Change[] = [];
    for (let d = 0; d < H; d++) {
      for (let v = 0; v < V; v++) {
        if (v > 0 && (m.maxShifts[e * S + v - 1] ?? 0) === 0) continue;
        let change = 0;
        let delta = 0;
        let touchesBroken = false;
        let freesWeekend = false;
        for (let len = 1; len <= longest && d + len <= H; len++) {
          const day = d + len - 1;
          const old = line[day] ?? 0;
          if (v > 0 && m.dayOff[e * H + day] === 1) break;
          change +=
            (v > 0 ? (m.shiftMinutes[v - 1] ?? 0) : 0) - (old > 0 ? (m.shiftMinutes[old - 1] ?? 0) : 0);
          delta += (costs[day * V + v] ?? 0) - (costs[day * V + old] ?? 0);
          touchesBroken ||= old !== v && broken[old] === 1;
          freesWeekend ||= v === 0 && use.weekends > maxW && worksWeekendDay(day, old);
          if (old === v && len === 1) break; // a block must change its first day
          if ((up && change > 0) || (down && change < 0) || touchesBroken || freesWeekend)
            candidates.push({ delta, day: d, len, value: v });
        }
      }
    }
    candidates.sort((x, y) => x.delta - y.delta || x.day - y.day || x.len - y.len || x.value - y.value);
    const now = distance(use);
    let taken: Usage | null = null;
    const saved = new Int8Array(longest);
    for (const c of candidates) {
      saved.set(line.subarray(c.day, c.day + c.len));
      line.fill(c.value, c.day, c.day + c.len);
      const after = usage(m, e, line);
      if (distance(after) < now && minutesIfRulesKept(m, e, line, 0, counts, false) >= 0) {
        taken = after;
        break;
      }
      line.set(saved.subarray(0, c.len), c.day);
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
      const cost = lineCost(costs, V, line);
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
