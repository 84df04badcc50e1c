// Dives: from the master LP of column generation to a roster, by fixing the lines the LP likes most and
// pricing again (the primal heuristic of branch and price), and the phase that runs them in the solver.
import type { Highs } from "highs";
import { dive as diveColumns } from "../opt/dive";
import { generateColumns, LineMaster, type ColumnGenerationOptions } from "./column-generation";
import type { EmployeeDp } from "./employee-dp";
import type { Model } from "./model";
import type { Rng } from "./rng";

/** Root solve times a dive is expected to take at most: no dive unless that fits in the phase. */
const ROOTS_PER_DIVE = 4;
/** Dives in a row without a better roster after which the phase ends. */
const IDLE_DIVES = 3;
/** Bound / LP value from which an LP cut short still gives prices. */
const NEARLY_CONVERGED = 0.95;

/**
 * Price and dive (opt/dive.ts) over employee lines: each step generates lines by the DP for the
 * employees left. Every line is a DP line, so the roster is feasible. A fix that raises the LP by more
 * than half a percent is undone (Instance8: one fix forcing a short slot costs 40-50 at once).
 */
export function dive(
  m: Model,
  master: LineMaster,
  dp: EmployeeDp,
  options: ColumnGenerationOptions,
  rng?: Rng,
): Int8Array {
  const { employees: E, days: H } = m;
  const chosen = diveColumns(master.master, E, {
    resolve: (fixed) => generateColumns(m, master, dp, { ...options, fixed }).lpValue,
    shouldStop: options.shouldStop,
    ...(rng === undefined ? {} : { rng }),
  });
  const roster = new Int8Array(E * H);
  for (let e = 0; e < E; e++) {
    const l = master.lines[chosen[e] ?? -1];
    // Every employee has a line: the pool starts with a whole roster.
    if (l !== undefined) roster.set(l.line, e * H);
  }
  return roster;
}

export interface PriceAndDiveOptions {
  /** Returns true when the phase must stop. */
  shouldStop: () => boolean;
  /** Called with each dive's roster (feasible); returns whether it is better than the best so far. */
  onRoster: (roster: Int8Array) => boolean;
  /** Returns the best roster so far: each dive after the first starts from a pool that holds it. */
  best: () => Int8Array;
  /** Returns true when the root LP must stop (sooner than shouldStop). */
  shouldStopRoot: () => boolean;
  /** Returns true when a dive must stop (later than shouldStop, which only stops new dives). */
  shouldStopDive: () => boolean;
  /** Seconds left in the phase. */
  secondsLeft: () => number;
  /** Called with the LP's lower bound before the first dive. */
  onBound: (bound: number) => void;
  /** Returns true when the best roster is known optimal (it meets the bound): no dive is needed. */
  isProven: () => boolean;
}

/**
 * The column-generation phase: the LP to the end (its lower bound), then dives until the phase's time is
 * up (a dive under way may go on to shouldStopDive), the best roster meets the bound or three dives in a
 * row found nothing better; the first dive is deterministic and the later ones randomised. The bound
 * (Lasdon's, valid even if the LP did not finish; −∞ when the DP could not be exact) goes to onBound;
 * returns whether it dived and the root LP's cover duals (null when that LP was cut far from its optimum).
 */
export function priceAndDive(
  m: Model,
  highs: Highs,
  dp: EmployeeDp,
  rng: Rng,
  options: PriceAndDiveOptions,
): { dived: boolean; coverDual: Float64Array | null } {
  const master = new LineMaster(m, highs);
  try {
    master.addRoster(options.best());
    const started = performance.now();
    const root = generateColumns(m, master, dp, { shouldStop: options.shouldStopRoot });
    const { bound } = root;
    options.onBound(bound);
    // No dive from an LP cut short; if it was nearly there (its bound within 5% of its value), its
    // duals are still good prices for the Lagrangian phase (Instance12 under load), else not (13: worse
    // than the default prices, 3438 against 2536).
    const nearly = root.converged || bound >= NEARLY_CONVERGED * root.lpValue;
    const coverDual = nearly ? root.coverDual : null;
    if (!root.converged) return { dived: false, coverDual };
    // A dive costs a few root solves (2-7 on 5-11), or far more where the LP is large and degenerate
    // (Instance12: a 6 s root, dives over a minute): dive only when several root solves fit in the time left.
    const rootSeconds = (performance.now() - started) / 1000;
    if (rootSeconds * ROOTS_PER_DIVE > options.secondsLeft()) return { dived: false, coverDual };
    const floor = Number.isFinite(bound) ? bound : undefined;
    for (let n = 0, idle = 0; idle < IDLE_DIVES && !options.shouldStop() && !options.isProven(); n++) {
      master.addRoster(options.best());
      // A dive started within the phase may run past it (a finished dive is worth more than the time).
      const better = options.onRoster(
        dive(m, master, dp, { shouldStop: options.shouldStopDive, floor }, n === 0 ? undefined : rng),
      );
      idle = better ? 0 : idle + 1;
    }
    return { dived: true, coverDual };
  } finally {
    master.dispose();
  }
}
