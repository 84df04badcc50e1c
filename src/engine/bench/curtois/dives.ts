// Dives: from the master LP of column generation to a roster, by fixing the lines the LP likes most and
// pricing again (the primal heuristic of branch and price), and the phase that runs them in the solver.
import type { Highs } from "highs";
import { generateColumns, LineMaster, type ColumnGenerationOptions } from "./column-generation";
import type { EmployeeDp } from "./employee-dp";
import type { Model } from "./model";
import type { Rng } from "./rng";

/** Fixes a dive may undo, and the LP rise (share of the LP value) that makes it undo one. */
const MAX_BACKTRACKS = 8;
const JUMP_SHARE = 0.005;
/** Root solve times a dive is expected to take at most: no dive unless that fits in the phase. */
const ROOTS_PER_DIVE = 4;
/** Dives in a row without a better roster after which the phase ends. */
const IDLE_DIVES = 3;
/** Bound / LP value from which an LP cut short still gives prices. */
const NEARLY_CONVERGED = 0.95;
/** LP value from which a dive takes lines together in one step. */
const NEARLY_WHOLE = 0.8;

/**
 * Price and dive: column generation, then repeatedly fix the line the LP likes most (every line at 1
 * at once, else the largest fractional one, or with `rng` one of the three largest) and generate columns
 * again for the employees left, until each employee has a line. Stopped early, each employee left takes
 * its line of largest LP value. Every line is a DP line, so the roster is feasible.
 */
export function dive(
  m: Model,
  master: LineMaster,
  dp: EmployeeDp,
  options: ColumnGenerationOptions,
  rng?: Rng,
): Int8Array {
  const { employees: E, days: H } = m;
  const fixedLine = new Int32Array(E).fill(-1);
  const fixed = (e: number) => fixedLine[e] !== -1;
  const take = (i: number) => {
    const l = master.lines[i];
    if (l === undefined || fixed(l.employee)) return;
    fixedLine[l.employee] = i;
    master.fix(i);
  };
  // A fix that raises the LP by more than this is undone and its line banned, a few times per dive: those
  // jumps are where a dive goes wrong (Instance8: one fix forcing a short slot costs 40-50 at once).
  let backtracks = MAX_BACKTRACKS;
  let jumpLimit = Number.POSITIVE_INFINITY;
  let lastFixes: number[] = [];
  let lastLp = Number.POSITIVE_INFINITY;
  try {
    while (!fixedLine.every((i) => i !== -1)) {
      const lp = generateColumns(m, master, dp, { ...options, fixed }).lpValue;
      const stopped = options.shouldStop();
      if (jumpLimit === Number.POSITIVE_INFINITY) jumpLimit = Math.max(1, JUMP_SHARE * lp);
      if (lastFixes.length > 0 && lp > lastLp + jumpLimit && backtracks > 0 && !stopped) {
        // Undo the step's fixes and ban the most doubtful of them (the last, of smallest LP value).
        backtracks--;
        for (const i of lastFixes) {
          const l = master.lines[i];
          if (l !== undefined) fixedLine[l.employee] = -1;
          master.unfix(i);
        }
        master.ban(lastFixes[lastFixes.length - 1] ?? -1);
        lastFixes = [];
        continue;
      }
      lastLp = lp;
      const values = master.lineValues();
      // Each free employee's line of largest value, largest first.
      const top = new Int32Array(E).fill(-1);
      master.lines.forEach((l, i) => {
        if (!fixed(l.employee) && (values[i] ?? 0) > (values[top[l.employee] ?? -1] ?? -1))
          top[l.employee] = i;
      });
      const ranked = [...top].filter((i) => i >= 0).sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0));
      if (ranked.length === 0) break;
      if (stopped) {
        ranked.forEach(take);
        break;
      }
      // Lines at 1 are taken at once and undone never (they cannot move the LP); lines the LP nearly
      // takes are taken together, which halves the steps on large instances; else one fractional line.
      const whole = ranked.filter((i) => (values[i] ?? 0) > 1 - 1e-6);
      whole.forEach(take);
      lastFixes = ranked.filter((i) => (values[i] ?? 0) <= 1 - 1e-6 && (values[i] ?? 0) >= NEARLY_WHOLE);
      if (whole.length === 0 && lastFixes.length === 0)
        lastFixes = [ranked[rng === undefined ? 0 : rng.int(Math.min(3, ranked.length))] ?? -1];
      lastFixes.forEach(take);
    }
  } finally {
    master.release();
  }
  const roster = new Int8Array(E * H);
  for (let e = 0; e < E; e++) {
    const l = master.lines[fixedLine[e] ?? -1];
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
