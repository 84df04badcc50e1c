// The options and results of solve() (solver.ts), apart so that the solver reads as its steps.
import type { EngineOutput } from "./output";
import type { Frame } from "./solve/frame";
import type { State } from "./solve/state";
import type { Weights } from "./solve/weights";
import type { FixedRows } from "./solve/weekly-pricing";

export interface SolveProgress {
  /** Share of the work budget done, 0..1. */
  fraction: number;
  bestObjective: number;
  iteration: number;
}

export interface SolveOptions {
  seed?: number;
  /** Safety stop only: the work budget normally ends the search first. Defaults to the input's. */
  timeLimitSeconds?: number;
  signal?: AbortSignal;
  /** Polled like the signal; lets a worker thread stop a synchronous solve (src/server/schedules/engine-worker.ts). */
  shouldStop?: () => boolean;
  onProgress?: (p: SolveProgress) => void;
  weights?: Partial<Weights>;
  /** Propose open shifts (employeeId null) for unmet needs of an hour or more; default true. */
  openShifts?: boolean;
  /** Local-search moves; default scales with the store (see defaultIterations). */
  iterations?: number;
  /** Subgradient steps of the Lagrangian lower bound (metrics.lowerBound); default 150, 0 = simple bound only. */
  boundIterations?: number;
  /** Annealing temperatures (objective points) at the first and last move; defaults 100 and 1. */
  startTemperature?: number;
  endTemperature?: number;
  /**
   * Proof-driven effort (issue 16): while the proven gap (objective − lowerBound) / objective is above
   * `targetGap` (default 0.05), up to `extraRounds` (default 3) more annealing runs of the same budget,
   * each from the best schedule at the first run's temperature, on its own seeded stream. Weeks
   * already within the target pay nothing, and so do stores of more than `extraRoundsMaxStaff` (100)
   * people: one more run of a 150-person week costs ≈ 3.5 s, which the server's 10 s budget for that
   * week does not have. 0 turns it off.
   */
  extraRounds?: number;
  targetGap?: number;
  extraRoundsMaxStaff?: number;
  /**
   * The one extension point, for research (lab/, docs/engine.md): called once after the first annealing
   * run, before the lower bound is computed and the proof-driven runs start. The hook may read the
   * search's state, may change it (only to a schedule that keeps every rule: the checker still runs on
   * the output), and may return a proven lower bound, which joins `metrics.lowerBound` (the larger wins).
   * The product never sets it.
   */
  afterSearch?: (context: AfterSearchContext) => AfterSearchResult | void;
}

/** What `afterSearch` sees: the search's own objects, not a product API (src/engine/index.ts). */
export interface AfterSearchContext {
  /** The week as the first annealing run left it (its best schedule). */
  state: State;
  frame: Frame;
  /** Coverage and trainer-ratio rows of the locked shifts outside the frame. */
  fixed: FixedRows;
  /** The solve's seed, for a hook that wants a stream of its own. */
  seed: number;
  /** The solve's stop test (signal, shouldStop, time limit). */
  shouldStop: () => boolean;
}

export interface AfterSearchResult {
  /** A proven lower bound on the objective of every schedule that keeps the rules. */
  bound?: number;
}

export interface SolveStats {
  /** Milliseconds to the first complete schedule (end of the construction). */
  firstMs: number;
  /** Milliseconds to the best schedule. */
  bestMs: number;
  /** The move that found the best schedule (0 = the construction's): a load-independent measure. */
  bestIteration: number;
  totalMs: number;
  iterations: number;
  budget: number;
  constructObjective: number;
  stoppedEarly: boolean;
  /** Extra annealing runs the proven gap asked for (see SolveOptions.extraRounds). */
  extraRounds: number;
}

export interface SolveResult {
  output: EngineOutput;
  stats: SolveStats;
}
