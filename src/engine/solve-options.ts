// The options and results of solve() (solver.ts), apart so that the solver reads as its steps.
import type { EngineOutput } from "./output";
import type { Frame } from "./solve/frame";
import type { MipLnsOptions } from "./solve/mip-lns";
import type { MipStepOptions } from "./solve/mip-step";
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
  /** Polled like the signal; lets a worker thread stop a synchronous solve (see worker.ts). */
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
   * Opt-in: after the search, the compact MIP of the week in HiGHS (solve/mip-step.ts), for weeks of at
   * most `maxStaff` (30) people: its proven bound joins metrics.lowerBound and its schedule replaces the
   * search's when better. Off by default (minutes of CPU on a 20-60 person week).
   */
  mip?: MipStepOptions;
  /**
   * Opt-in: after the annealing runs, MIP-LNS (solve/mip-lns.ts, the shared control of opt/lns.ts):
   * sub-MIPs over a few people at a time, the rest of the week held. Off by default: it gains less
   * than 1 % for tens of seconds of HiGHS on the generated weeks (docs/engine.md).
   */
  mipLns?: MipLnsOptions;
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
  /** Diagnostics (bench/lp-gap.ts): called after the search with what the bounds are computed from. */
  probe?: (s: State, frame: Frame, fixed: FixedRows) => void;
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
  /** MIP-LNS sub-MIPs run and the objective change they made (null when it was off). */
  mipLns: { moves: number; delta: number } | null;
}

export interface SolveResult {
  output: EngineOutput;
  stats: SolveStats;
}
