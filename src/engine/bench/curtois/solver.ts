// Curtois & Qu solver: construction by per-employee exact DP, then a simulated-annealing large-neighbourhood
// search whose main move re-rosters one to three employees exactly (DP) against everyone else's cover.
// Every line passes through the DP or the line check, so the roster stays feasible throughout.
import { EmployeeDp } from "./employee-dp";
import type { Model } from "./model";
import { Rng } from "./rng";
import { RosterState } from "./roster-state";
import { runCheapMoves } from "./cheap-moves";

export interface Progress {
  objective: number;
  elapsedMs: number;
  iteration: number;
}

export interface SolveOptions {
  seed?: number;
  /** Safety stop. */
  timeLimitMs?: number;
  /** Work budget in LNS iterations; when set, the search is deterministic for a seed. */
  maxIterations?: number;
  /** Stop early once this objective is reached (e.g. a proven optimum). */
  target?: number;
  onProgress?: (p: Progress) => void;
  signal?: AbortSignal;
}

export interface SolveResult {
  roster: Int8Array | null;
  objective: number;
  timeToFirstMs: number | null;
  timeToBestMs: number | null;
  iterations: number;
}

export function solveCurtois(model: Model, options: SolveOptions = {}): SolveResult {
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  const rng = new Rng(options.seed ?? 1);
  const timeLimit = options.timeLimitMs ?? 10_000;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const { employees: E, days: H, shifts: S } = model;
  const V = S + 1;
  const dp = new EmployeeDp(model);
  const state = new RosterState(model);
  const costs = new Float64Array(H * V);

  const reroster = (e: number, noise?: (d: number, v: number) => number): boolean => {
    state.fillLineCosts(e, costs, noise);
    const result = dp.solve(e, costs);
    if (result === null) return false;
    state.setLine(e, result.line);
    return true;
  };

  // Construction: everyone starts off; each employee in turn takes its best line against the cover so far.
  const order = rng.shuffle(Array.from({ length: E }, (_, i) => i));
  for (const e of order) {
    if (!reroster(e)) return { roster: null, objective: Number.POSITIVE_INFINITY, timeToFirstMs: null, timeToBestMs: null, iterations: 0 };
  }
  const timeToFirstMs = elapsed();
  let best = state.roster.slice();
  let bestObjective = state.objective;
  let timeToBestMs = timeToFirstMs;
  options.onProgress?.({ objective: bestObjective, elapsedMs: timeToFirstMs, iteration: 0 });

  const saved: Int8Array[] = [];
  const chosen: number[] = [];
  let iteration = 0;
  let sinceBest = 0;
  const t0 = initialTemperature(model);
  const done = () =>
    iteration >= maxIterations ||
    (options.target !== undefined && bestObjective <= options.target) ||
    options.signal?.aborted === true ||
    elapsed() >= timeLimit;

  while (!done()) {
    iteration++;
    const progress = Number.isFinite(maxIterations) ? iteration / maxIterations : elapsed() / timeLimit;
    const temperature = t0 * Math.pow(0.01, Math.min(1, progress));
    const before = state.objective;

    if (rng.next() < 0.3) {
      // Cheap moves need no DP: swaps between two employees and single-day changes, annealed.
      runCheapMoves(model, state, rng, temperature, 200);
    } else {
      // Ruin and recreate: free k employees, re-roster them one by one (random order, slight noise).
      const k = 1 + rng.int(Math.min(3, E));
      chosen.length = 0;
      while (chosen.length < k) {
        const e = rng.int(E);
        if (!chosen.includes(e)) chosen.push(e);
      }
      saved.length = 0;
      for (const e of chosen) saved.push(state.getLine(e));
      const noiseScale = k === 1 ? temperature : temperature * 0.5;
      const noise = noiseScale > 0 ? () => rng.next() * noiseScale : undefined;
      let ok = true;
      for (const e of chosen) state.setLine(e, new Int8Array(H));
      for (const e of chosen) if (!reroster(e, noise)) ok = false;
      // Polish: one exact pass without noise over the same employees.
      if (ok) for (const e of chosen) if (!reroster(e)) ok = false;
      const delta = state.objective - before;
      const accept = ok && (delta <= 0 || rng.next() < Math.exp(-delta / Math.max(temperature, 1e-9)));
      if (!accept) chosen.forEach((e, i) => state.setLine(e, saved[i] ?? new Int8Array(H)));
    }

    if (state.objective < bestObjective) {
      bestObjective = state.objective;
      best = state.roster.slice();
      timeToBestMs = elapsed();
      sinceBest = 0;
      options.onProgress?.({ objective: bestObjective, elapsedMs: timeToBestMs, iteration });
    } else if (++sinceBest > 2000) {
      // Long stagnation: go back to the best roster and search around it again.
      for (let e = 0; e < E; e++) state.setLine(e, best.subarray(e * H, (e + 1) * H) as Int8Array);
      sinceBest = 0;
    }
  }
  return { roster: best, objective: bestObjective, timeToFirstMs, timeToBestMs, iterations: iteration };
}

/** Start temperature from the instance's weights: about the typical request weight. */
function initialTemperature(m: Model): number {
  let sum = 0;
  let n = 0;
  for (const r of [...m.instance.shiftOnRequests, ...m.instance.shiftOffRequests]) {
    sum += r.weight;
    n++;
  }
  return n > 0 ? (2 * sum) / n : 2;
}
