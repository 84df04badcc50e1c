/**
 * A dive: the primal heuristic of branch and price, model-free. From the master LP of column
 * generation (column-master.ts), fix the column the LP likes most, generate columns again for the
 * blocks left, and repeat until every block has its column. Columns at 1 are taken at once; columns
 * the LP nearly takes are taken together; else one fractional column (the largest, or with an `rng`
 * one of the three largest, for a varied dive). A step that raises the LP by more than a jump is
 * undone and its most doubtful column banned, a few times per dive: those jumps are where a dive goes
 * wrong. Stopped early, each block left takes its column of largest LP value.
 */
import type { ColumnMaster } from "./column-master";

/** Fixes a dive may undo, and the LP rise (share of the LP value) that makes it undo one. */
const MAX_BACKTRACKS = 8;
const JUMP_SHARE = 0.005;
/** LP value from which a dive takes columns together in one step. */
const NEARLY_WHOLE = 0.8;

export interface DiveOptions {
  /** Re-optimises the LP, generating columns for the blocks not fixed; returns the LP value. */
  resolve: (fixed: (block: number) => boolean) => number;
  /** Returns true when the dive must finish now (the remaining blocks take their best columns). */
  shouldStop: () => boolean;
  /** Varies the fractional choice; without it the dive is the deterministic one. */
  rng?: { int(n: number): number };
}

/**
 * Dives from the master's pool (which must already hold a column for every block, e.g. a whole
 * solution) and returns each block's chosen pool column (-1 only for a block with none). The master's
 * bounds are released at the end.
 */
export function dive(master: ColumnMaster, blocks: number, options: DiveOptions): Int32Array {
  const chosen = new Int32Array(blocks).fill(-1);
  const fixed = (b: number) => chosen[b] !== -1;
  const take = (i: number) => {
    const c = master.columns[i];
    if (c === undefined || fixed(c.block)) return;
    chosen[c.block] = i;
    master.fix(i);
  };
  let backtracks = MAX_BACKTRACKS;
  let jumpLimit = Number.POSITIVE_INFINITY;
  let lastFixes: number[] = [];
  let lastLp = Number.POSITIVE_INFINITY;
  try {
    while (!chosen.every((i) => i !== -1)) {
      const lp = options.resolve(fixed);
      const stopped = options.shouldStop();
      if (jumpLimit === Number.POSITIVE_INFINITY) jumpLimit = Math.max(1, JUMP_SHARE * lp);
      if (lastFixes.length > 0 && lp > lastLp + jumpLimit && backtracks > 0 && !stopped) {
        // Undo the step's fixes and ban the most doubtful of them (the last, of smallest LP value).
        backtracks--;
        for (const i of lastFixes) {
          const c = master.columns[i];
          if (c !== undefined) chosen[c.block] = -1;
          master.unfix(i);
        }
        master.ban(lastFixes[lastFixes.length - 1] ?? -1);
        lastFixes = [];
        continue;
      }
      lastLp = lp;
      const values = master.columnValues();
      // Each free block's column of largest value, largest first.
      const top = new Int32Array(blocks).fill(-1);
      master.columns.forEach((c, i) => {
        if (!fixed(c.block) && (values[i] ?? 0) > (values[top[c.block] ?? -1] ?? -1)) top[c.block] = i;
      });
      const ranked = [...top].filter((i) => i >= 0).sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0));
      if (ranked.length === 0) break;
      if (stopped) {
        ranked.forEach(take);
        break;
      }
      // Columns at 1 cannot move the LP: taken for good. Nearly whole ones together halve the steps on
      // large instances; else one fractional column.
      const whole = ranked.filter((i) => (values[i] ?? 0) > 1 - 1e-6);
      whole.forEach(take);
      lastFixes = ranked.filter((i) => (values[i] ?? 0) <= 1 - 1e-6 && (values[i] ?? 0) >= NEARLY_WHOLE);
      if (whole.length === 0 && lastFixes.length === 0) {
        const k = options.rng === undefined ? 0 : options.rng.int(Math.min(3, ranked.length));
        lastFixes = [ranked[k] ?? -1];
      }
      lastFixes.forEach(take);
    }
  } finally {
    master.release();
  }
  return chosen;
}
