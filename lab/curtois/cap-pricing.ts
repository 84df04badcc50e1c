// Heuristic alternative to counting shift-type caps in the DP state (EmployeeDp with exactCaps false):
// price the broken caps with a per-shift penalty instead. Kept for comparison; the solver uses exact caps.
import type { LineResult } from "./employee-dp";
import { lineCost, type Model } from "./model";

/** Shift types whose cap this line exceeds. */
export function brokenCaps(m: Model, e: number, line: Int8Array): number[] {
  const S = m.shifts;
  const counts = new Int32Array(S);
  for (let d = 0; d < m.days; d++) {
    const v = line[d] ?? 0;
    if (v > 0) counts[v - 1] = (counts[v - 1] ?? 0) + 1;
  }
  const broken: number[] = [];
  for (let s = 0; s < S; s++) if ((counts[s] ?? 0) > (m.maxShifts[e * S + s] ?? 0)) broken.push(s);
  return broken;
}

/**
 * Lagrangian pricing of the broken caps: a per-shift penalty on those types, doubled while the cap
 * is still broken, then bisected back down to keep the line as cheap as possible. `sweep` is the DP
 * without type counts. The returned cost is the true cost (without penalties).
 */
export function priceCaps(
  m: Model,
  e: number,
  costs: Float64Array,
  broken: number[],
  sweep: (costs: Float64Array) => LineResult | null,
): LineResult | null {
  const S = m.shifts;
  const V = S + 1;
  const penalized = new Float64Array(costs.length);
  const lambda = new Float64Array(S);
  const run = (): LineResult | null => {
    for (let d = 0; d < m.days; d++) {
      penalized[d * V] = costs[d * V] ?? 0;
      for (let s = 0; s < S; s++) penalized[d * V + 1 + s] = (costs[d * V + 1 + s] ?? 0) + (lambda[s] ?? 0);
    }
    const r = sweep(penalized);
    if (r === null) return null;
    return { line: r.line, cost: lineCost(costs, V, r.line) };
  };
  let best: LineResult | null = null;
  let low = 0;
  let high = 0;
  let step = 1;
  let broke = broken;
  for (let round = 0; round < 24; round++) {
    for (const s of broke) lambda[s] = (lambda[s] ?? 0) + step;
    step *= 2;
    const r = run();
    if (r === null) return best;
    broke = brokenCaps(m, e, r.line);
    if (broke.length === 0) {
      best = r;
      high = step;
      break;
    }
    low = step;
  }
  if (best === null) return null;
  // Bisect the common scale of the penalties downwards for a cheaper line that still keeps the caps.
  const base = Float64Array.from(lambda);
  let lo = low / high;
  let hi = 1;
  for (let round = 0; round < 3; round++) {
    const mid = (lo + hi) / 2;
    for (let s = 0; s < S; s++) lambda[s] = (base[s] ?? 0) * mid;
    const r = run();
    if (r !== null && brokenCaps(m, e, r.line).length === 0) {
      if (r.cost < best.cost) best = r;
      hi = mid;
    } else lo = mid;
  }
  return best;
}
