// Curtois & Qu solver: construction by per-employee exact DP, then a simulated-annealing large-neighbourhood
// search whose main move re-rosters one to three employees exactly (DP) against everyone else's cover.
// Every line passes through the DP or the line check, so the roster stays feasible throughout.
import { ExactMoves } from "./exact-moves";
import type { Model } from "./model";
import { runLagrangian } from "./lagrangian";
import { Rng } from "./rng";
import { RosterState } from "./roster-state";
import { runCheapMoves } from "./cheap-moves";
import { isLargeInstance, mipPhaseShare, runMipLns, type MipLnsOptions } from "./mip-lns";
import { priceAndDive } from "./dives";
import { EmployeeDp } from "./employee-dp";

/**
 * Shares of the time before the MIP phase: the root LP of column generation must converge within the
 * first, or the search goes on without dives (8 and 9 take 1-1.6 s of 30; Instance12's 6-7 s root and the
 * 13-20's unfinished ones are better left: at 0.4, 12 ended 1.4-7.3% above best known as load varied, at
 * 0.15 1.3%); new dives start within the column-generation share (half), and a dive under way may run
 * to the second (Instance9's first dive takes 4-16 s, Instance8's seed-3 ones 11 s and 4 s).
 */
const ROOT_SHARE = 0.15;
const DIVE_SHARE = 0.6;

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
  /** Work budget in exact re-roster (DP) calls, the dominant cost; deterministic for a seed too. */
  maxWork?: number;
  /** Stop early once this objective is reached (e.g. a proven optimum). */
  target?: number;
  onProgress?: (p: Progress) => void;
  /** Annealed swap/change moves between two exact re-roster moves (overrides the per-employee count). */
  cheapMovesPerIteration?: number;
  /** The same, per employee of the instance. */
  cheapMovesPerEmployee?: number;
  /** Largest number of employees freed and re-rostered together. */
  maxRuin?: number;
  initialTemperature?: number;
  /** Number of annealing cycles (doubling in length), each restarting from the best roster. */
  cycles?: number;
  finalTemperatureRatio?: number;
  /** Track binding shift-type caps exactly in the DP state instead of pricing them. */
  exactCaps?: boolean;
  /** Share of the budget spent in the Lagrangian (price-coordinated) phase before annealing. */
  lagrangianShare?: number;
  lagrangianIterations?: number;
  /** Share of exact moves that are ejection chains rather than ruin-and-recreate. */
  chainShare?: number;
  /** Try the ejection-chain candidates that look cheapest first (see ExactMoves.candidateScore). */
  rankChainCandidates?: boolean;
  /** Width of an ejection chain: candidates tried per link. */
  chainWidth?: number;
  /** Share of exact moves that swap a block between two employees and repair both lines by DP. */
  blockSwapShare?: number;
  signal?: AbortSignal;
  /** Polish the best roster with exact sub-MIPs (HiGHS) in a last phase; see mip-lns.ts. */
  mipLns?: MipLnsOptions;
}

export interface SolveResult {
  roster: Int8Array | null;
  objective: number;
  timeToFirstMs: number | null;
  timeToBestMs: number | null;
  iterations: number;
  /** DP calls made. */
  work: number;
  /** Exact moves per kind: [tried, accepted, improved]. */
  moveStats?: ExactMoves["stats"];
  /** Proven lower bound on the objective (column generation's), when that phase ran. */
  lowerBound?: number;
}

export function solveCurtois(model: Model, options: SolveOptions = {}): SolveResult {
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  const rng = new Rng(options.seed ?? 1);
  const fullTimeLimit = options.timeLimitMs ?? 10_000;
  // The annealing takes what the MIP phase leaves; every time-based schedule below follows its share.
  const mipShare = options.mipLns ? mipPhaseShare(model, options.mipLns) : 0;
  const timeLimit = fullTimeLimit * (1 - mipShare);
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const maxWork = options.maxWork ?? Number.POSITIVE_INFINITY;
  const { employees: E } = model;
  const state = new RosterState(model);
  const moves = new ExactMoves(
    model,
    state,
    rng,
    options.exactCaps ?? true,
    options.rankChainCandidates ?? true,
  );

  // Construction: everyone starts off; each employee in turn takes its best line against the cover so far.
  const order = rng.shuffle(Array.from({ length: E }, (_, i) => i));
  for (const e of order) {
    if (!moves.reroster(e))
      return {
        roster: null,
        objective: Number.POSITIVE_INFINITY,
        timeToFirstMs: null,
        timeToBestMs: null,
        iterations: 0,
        work: 0,
      };
  }
  const timeToFirstMs = elapsed();
  let best = state.roster.slice();
  let bestObjective = state.objective;
  let timeToBestMs = timeToFirstMs;
  options.onProgress?.({ objective: bestObjective, elapsedMs: timeToFirstMs, iteration: 0 });

  let iteration = 0;
  let sinceBest = 0;
  const t0 = options.initialTemperature ?? initialTemperature(model);
  const finalRatio = options.finalTemperatureRatio ?? 0.01;
  const cheapMoves = options.cheapMovesPerIteration ?? (options.cheapMovesPerEmployee ?? 150) * E;
  const maxRuin = options.maxRuin ?? 3;
  const chainShare = options.chainShare ?? 0.5;
  const blockSwapShare = options.blockSwapShare ?? 0;
  const recordBest = () => {
    bestObjective = state.objective;
    best = state.roster.slice();
    timeToBestMs = elapsed();
    sinceBest = 0;
    options.onProgress?.({ objective: bestObjective, elapsedMs: timeToBestMs, iteration });
  };
  // With HiGHS at hand, column generation does what the Lagrangian phase does, better: exact duals, a
  // proven bound, and dives to a roster.
  const columnShare =
    options.mipLns && !isLargeInstance(model) ? (options.mipLns.columnGenerationShare ?? 0.5) : 0;
  let lowerBound: number | undefined;
  const isProven = () => lowerBound !== undefined && bestObjective <= lowerBound;
  let dived = false;
  let prices: Float64Array | null = null;
  if (options.mipLns !== undefined && columnShare > 0) {
    const columns = priceAndDive(model, options.mipLns.highs, new EmployeeDp(model, true), rng, {
      shouldStop: () => options.signal?.aborted === true || elapsed() >= timeLimit * columnShare,
      shouldStopRoot: () => options.signal?.aborted === true || elapsed() >= timeLimit * ROOT_SHARE,
      shouldStopDive: () => options.signal?.aborted === true || elapsed() >= timeLimit * DIVE_SHARE,
      secondsLeft: () => (timeLimit * columnShare - elapsed()) / 1000,
      onBound: (b) => {
        // Penalties are never negative: a bound below 0 (an LP stopped early) says nothing more.
        if (Number.isFinite(b)) lowerBound = Math.max(0, b);
      },
      isProven,
      best: () => best,
      onRoster: (roster) => {
        state.setRoster(roster);
        if (state.objective >= bestObjective) return false;
        recordBest();
        return true;
      },
    });
    dived = columns.dived;
    prices = columns.coverDual;
    state.setRoster(best);
  }
  // Where the LP was solved but no dive fitted (Instance12), the Lagrangian phase starts from its duals.
  const lagrangianShare = options.lagrangianShare ?? (dived ? 0 : 0.2);
  if (lagrangianShare > 0) {
    const from = elapsed();
    const fromWork = moves.dpCalls;
    const lag = runLagrangian(model, state, moves.dp, moves, rng, bestObjective, {
      iterations: options.lagrangianIterations ?? 1000,
      repairEvery: 1,
      prices,
      shouldStop: () =>
        options.signal?.aborted === true ||
        moves.dpCalls - fromWork >= maxWork * lagrangianShare ||
        elapsed() - from >= timeLimit * lagrangianShare,
    });
    if (lag.best !== null && lag.bestObjective < bestObjective) {
      state.setRoster(lag.best);
      recordBest();
    } else {
      state.setRoster(best);
    }
  }
  const cycles = Math.max(1, options.cycles ?? 4);
  let currentCycle = 0;
  const done = () =>
    iteration >= maxIterations ||
    moves.dpCalls >= maxWork ||
    (options.target !== undefined && bestObjective <= options.target) ||
    isProven() ||
    options.signal?.aborted === true ||
    elapsed() >= timeLimit;

  const progressNow = () =>
    Number.isFinite(maxWork)
      ? moves.dpCalls / maxWork
      : Number.isFinite(maxIterations)
        ? iteration / maxIterations
        : elapsed() / timeLimit;
  const annealFrom = Math.min(0.99, progressNow());
  while (!done()) {
    iteration++;
    // Annealing restarts from the best roster in cycles of doubling length (1, 2, 4, … parts of what
    // is left after the first phases): small instances converge in the first short cycle, large ones
    // use the long last one.
    const annealed = Math.min(1, Math.max(0, (progressNow() - annealFrom) / (1 - annealFrom)));
    const { cycle, within } = cyclePosition(annealed, cycles);
    if (cycle !== currentCycle) {
      currentCycle = cycle;
      state.setRoster(best);
    }
    const temperature = t0 * Math.pow(finalRatio, within);

    {
      // Cheap moves need no DP: swaps between two employees and single-day changes, annealed. They
      // reshuffle who works what at constant cover, which opens new improvements to the exact move below.
      runCheapMoves(model, state, rng, temperature, cheapMoves);
      if (state.objective < bestObjective) recordBest();
    }
    // Exact moves: an ejection chain when some shift is short, otherwise ruin and recreate.
    const pick = rng.next();
    if (pick < blockSwapShare) moves.blockSwap(temperature);
    else if (pick < blockSwapShare + (1 - blockSwapShare) * chainShare)
      moves.ejectionChain(temperature, 4, options.chainWidth ?? 3);
    else moves.ruinRecreate(1 + rng.int(Math.min(maxRuin, E)), temperature);

    if (state.objective < bestObjective) recordBest();
    else if (++sinceBest > 2000) {
      // Long stagnation: go back to the best roster and search around it again.
      state.setRoster(best);
      sinceBest = 0;
    }
  }
  if (options.mipLns !== undefined && mipShare > 0) {
    state.setRoster(best);
    const stop = () =>
      (options.target !== undefined && bestObjective <= options.target) ||
      isProven() ||
      options.signal?.aborted === true;
    const left = () => (fullTimeLimit - elapsed()) / 1000;
    const lns = { target: options.target, ...options.mipLns };
    iteration += runMipLns(model, state, rng, lns, left, stop, recordBest);
  }
  return {
    roster: best,
    objective: bestObjective,
    timeToFirstMs,
    timeToBestMs,
    iterations: iteration,
    work: moves.dpCalls,
    moveStats: moves.stats,
    lowerBound,
  };
}

/**
 * Start temperature: a fifth of the heaviest under-cover weight, so that a move opening a hole is
 * sometimes accepted early on (chains need that room); it cools to 1% of that by the end.
 */
function initialTemperature(m: Model): number {
  let maxUnder = 0;
  for (const w of m.weightUnder) maxUnder = Math.max(maxUnder, w);
  let maxRequest = 0;
  for (const r of [...m.instance.shiftOnRequests, ...m.instance.shiftOffRequests])
    maxRequest = Math.max(maxRequest, r.weight);
  return Math.max(0.2 * maxUnder, 2 * maxRequest, 1);
}

/** Which of `cycles` annealing cycles (lengths 1, 2, 4, …) the progress p ∈ [0, 1] falls in, and where. */
export function cyclePosition(p: number, cycles: number): { cycle: number; within: number } {
  const total = 2 ** cycles - 1;
  let start = 0;
  for (let c = 0; c < cycles; c++) {
    const length = 2 ** c / total;
    if (p < start + length || c === cycles - 1)
      return { cycle: c, within: Math.min(1, (p - start) / length) };
    start += length;
  }
  return { cycle: cycles - 1, within: 1 };
}
