/**
 * MIP large-neighbourhood search, model-free: free part of a solution (some people, some days), keep
 * the rest fixed, solve that sub-problem exactly (HiGHS) from the current solution as a warm start, keep
 * the answer when it is no worse. What is shared by the engine's two solvers is the control: how big the
 * next neighbourhood is, and when to stop. Each solver says what a neighbourhood is and how it is solved
 * (the Curtois adapter's employees and day windows, the restaurant's people of a week).
 */

/** One sub-MIP as the control sees it. */
export interface SubSolve {
  /** Objective change applied (≤ 0; 0 when the answer was no better or broke a rule). */
  delta: number;
  /** Whether HiGHS proved the sub-problem optimal (false when a limit cut it). */
  optimal: boolean;
  seconds: number;
}

/**
 * A neighbourhood size that follows how hard its sub-MIPs are: it grows by two after a proof within a
 * tenth of the sub-MIP's time limit, by one within a quarter, stays after a slower proof, and shrinks by
 * one when the limit cut the solve. So the search works at the largest size HiGHS still closes quickly.
 */
export class AdaptiveSize {
  constructor(
    public size: number,
    readonly min: number,
    readonly max: number,
  ) {
    this.size = clamp(size, min, max);
  }

  /** Whether the size covers the whole problem (the sub-MIP is the full MIP). */
  get isWhole(): boolean {
    return this.size >= this.max;
  }

  update(result: SubSolve, limitSeconds: number): void {
    const step = !result.optimal
      ? -1
      : result.seconds < limitSeconds / 10
        ? 2
        : result.seconds < limitSeconds / 4
          ? 1
          : 0;
    this.size = clamp(this.size + step, this.min, this.max);
  }
}

export interface LnsLoopOptions {
  /** One sub-MIP, given the seconds left; returns what it did. */
  step: (secondsLeft: number) => SubSolve;
  secondsLeft: () => number;
  /** Returns true when the phase must stop (a target reached, an abort). */
  shouldStop: () => boolean;
  /** Returns true when no move can improve any more (the whole MIP was solved to optimality). */
  isProven?: () => boolean;
  /** Budget in sub-MIPs; with it and no time cut, the phase is deterministic. */
  maxMoves?: number;
  /** Called after each move that lowered the objective. */
  onImprove?: () => void;
}

/** Runs sub-MIPs until a stop, the moves or the time run out; returns the number run. */
export function runLns(options: LnsLoopOptions): number {
  const maxMoves = options.maxMoves ?? Number.POSITIVE_INFINITY;
  let moves = 0;
  while (
    moves < maxMoves &&
    options.isProven?.() !== true &&
    !options.shouldStop() &&
    options.secondsLeft() > 0
  ) {
    moves++;
    if (options.step(options.secondsLeft()).delta < 0) options.onImprove?.();
  }
  return moves;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
