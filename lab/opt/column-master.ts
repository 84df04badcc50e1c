/**
 * The master LP of column generation, model-free: a set of blocks (one per employee) each choosing one
 * column (a convexity row Σ λ = 1), and coupling rows lower ≤ Σ a·λ + slacks ≤ upper, with priced
 * slack columns (under- and over-cover, a soft side constraint). Kept in one HiGHS model that grows by
 * columns and restarts from its last basis. Deterministic: HiGHS single-threaded, simplex, no clock.
 *
 * The loop (`generateColumns`) asks the model's pricing for each block's best column against the
 * duals; the Lagrangian value of those duals (Σ dual·rhs + Σ blocks' minimum reduced cost) is a valid
 * lower bound at every iteration (Lasdon), and equals the LP value once pricing finds nothing better.
 */
import type { Highs } from "highs";

export interface MasterRows {
  lower: Float64Array;
  upper: Float64Array;
}

export interface SlackColumn {
  row: number;
  coef: number;
  cost: number;
}

export interface Column {
  block: number;
  cost: number;
  rows: ArrayLike<number>;
  values: ArrayLike<number>;
}

export interface LpSolution {
  value: number;
  blockDual: Float64Array;
  rowDual: Float64Array;
}

export class ColumnMaster {
  /** Pool columns in the order they joined (the model's columns after the slacks). */
  readonly columns: Column[] = [];
  private readonly keys: Set<string>[];
  private readonly model: ReturnType<Highs["createModel"]>;
  private readonly slackCount: number;
  private readonly rowCount: number;
  private solved = false;
  /** Pool columns whose bounds a dive changed. */
  private readonly boundColumns: number[] = [];

  constructor(
    private readonly highs: Highs,
    private readonly blocks: number,
    rows: MasterRows,
    slacks: SlackColumn[],
  ) {
    this.keys = Array.from({ length: blocks }, () => new Set<string>());
    const R = rows.lower.length;
    this.rowCount = blocks + R;
    this.slackCount = slacks.length;
    const n = slacks.length;
    const starts = new Int32Array(n + 1);
    const indices = new Int32Array(n);
    const values = new Float64Array(n);
    slacks.forEach((sl, j) => {
      indices[j] = blocks + sl.row;
      values[j] = sl.coef;
      starts[j + 1] = j + 1;
    });
    const rowLower = new Float64Array(this.rowCount).fill(1);
    const rowUpper = new Float64Array(this.rowCount).fill(1);
    for (let r = 0; r < R; r++) {
      rowLower[blocks + r] = Number.isFinite(rows.lower[r] ?? 0) ? (rows.lower[r] ?? 0) : -highs.infinity;
      rowUpper[blocks + r] = Number.isFinite(rows.upper[r] ?? 0) ? (rows.upper[r] ?? 0) : highs.infinity;
    }
    this.model = highs.createModel({
      numCols: n,
      numRows: this.rowCount,
      colCost: Float64Array.from(slacks, (sl) => sl.cost),
      colLower: new Float64Array(n),
      colUpper: new Float64Array(n).fill(highs.infinity),
      rowLower,
      rowUpper,
      matrix: { format: "csc", numRows: this.rowCount, numCols: n, starts, indices, values },
    });
    // Primal simplex: after new columns the last basis stays primal feasible.
    this.model.options.set({ output_flag: false, random_seed: 0, presolve: "off", simplex_strategy: 4 });
  }

  dispose(): void {
    this.model.dispose();
  }

  /**
   * Adds the columns not in the pool yet (same block, rows and values); returns how many were new.
   * `onFresh` hears the input index of each new one, in pool order.
   */
  add(columns: Column[], onFresh?: (k: number) => void): number {
    const fresh: Column[] = [];
    for (const [k, c] of columns.entries()) {
      const key = `${Array.from(c.rows).join(",")}|${Array.from(c.values).join(",")}`;
      const keys = this.keys[c.block];
      if (keys === undefined || keys.has(key)) continue;
      keys.add(key);
      onFresh?.(k);
      fresh.push({ block: c.block, cost: c.cost, rows: Array.from(c.rows), values: Array.from(c.values) });
    }
    if (fresh.length === 0) return 0;
    const starts: number[] = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const c of fresh) {
      indices.push(c.block);
      values.push(1);
      for (let k = 0; k < c.rows.length; k++) {
        indices.push(this.blocks + (c.rows[k] ?? 0));
        values.push(c.values[k] ?? 0);
      }
      starts.push(indices.length);
    }
    const n = fresh.length;
    const basis = this.solved ? this.model.getBasis() : null;
    this.model.addCols({
      cost: Float64Array.from(fresh, (c) => c.cost),
      lower: new Float64Array(n),
      // No upper bound of 1: the convexity row caps λ, and a bound would carry a dual the reduced costs miss.
      upper: new Float64Array(n).fill(this.highs.infinity),
      matrix: {
        format: "csc",
        numRows: this.rowCount,
        numCols: n,
        starts: Int32Array.from(starts),
        indices: Int32Array.from(indices),
        values: Float64Array.from(values),
      },
    });
    this.columns.push(...fresh);
    if (basis !== null) {
      const colStatus = new Int32Array(basis.colStatus.length + n);
      colStatus.set(basis.colStatus);
      colStatus.fill(this.highs.constants.basisStatus.lower, basis.colStatus.length);
      this.model.setBasis({ colStatus, rowStatus: basis.rowStatus });
    }
    return n;
  }

  solveLp(): LpSolution | null {
    this.model.run();
    this.solved = this.model.getModelStatus() === this.highs.constants.modelStatus.optimal;
    if (!this.solved) return null;
    const { rowDual } = this.model.getSolution();
    return {
      value: this.model.getObjectiveValue(),
      blockDual: rowDual.slice(0, this.blocks),
      rowDual: rowDual.slice(this.blocks),
    };
  }

  /**
   * The restricted master as a MIP: pool columns binary, the slacks in `closed` held at 0 (rows that
   * are hard in the real problem). Stopped by HiGHS's node limit (deterministic) and a wall-clock
   * safety limit. Returns each block's chosen column index and the MIP value, or null without one.
   * The LP model is left as it was.
   */
  solveMip(options: { closed: number[]; maxNodes: number; timeLimit: number }): {
    value: number;
    /** HiGHS's proven bound over the pool's columns (not over every week). */
    dualBound: number;
    chosen: Int32Array;
  } | null {
    const n = this.columns.length;
    const selection = { kind: "range" as const, from: this.slackCount, to: this.slackCount + n - 1 };
    const inf = this.highs.infinity;
    if (n === 0) return null;
    this.model.changeColsIntegrality(selection, new Int32Array(n).fill(1));
    for (const j of this.closed(options.closed)) this.model.changeColBounds(j, 0, 0);
    this.model.options.set({
      presolve: "on",
      mip_max_nodes: options.maxNodes,
      time_limit: options.timeLimit,
    });
    try {
      this.model.run();
      const sol = this.model.getSolution();
      if (sol.colValue.length === 0) return null;
      const chosen = new Int32Array(this.blocks).fill(-1);
      for (let k = 0; k < n; k++) {
        if ((sol.colValue[this.slackCount + k] ?? 0) > 0.5) chosen[this.columns[k]?.block ?? 0] = k;
      }
      if (chosen.some((k) => k < 0)) return null;
      return {
        value: this.model.getObjectiveValue(),
        dualBound: Number(this.model.info.get("mip_dual_bound")),
        chosen,
      };
    } finally {
      this.model.clearIntegrality();
      for (const j of this.closed(options.closed)) this.model.changeColBounds(j, 0, inf);
      this.model.options.set({ presolve: "off", mip_max_nodes: 2147483647, time_limit: 1e9 });
      this.solved = false;
    }
  }

  private closed(slacks: number[]): number[] {
    return slacks.filter((j) => j >= 0 && j < this.slackCount);
  }

  /** Pool column i must be taken (its block's other columns then cannot be): a dive's fix. */
  fix(i: number): void {
    this.setBounds(i, 1, this.highs.infinity);
  }

  /** Pool column i is free again. */
  unfix(i: number): void {
    this.model.changeColBounds(this.slackCount + i, 0, this.highs.infinity);
  }

  /** Pool column i may not be taken. */
  ban(i: number): void {
    this.setBounds(i, 0, 0);
  }

  /** Undoes every fix and ban. */
  release(): void {
    for (const i of this.boundColumns)
      this.model.changeColBounds(this.slackCount + i, 0, this.highs.infinity);
    this.boundColumns.length = 0;
  }

  private setBounds(i: number, lower: number, upper: number): void {
    if (i < 0 || i >= this.columns.length) return;
    this.model.changeColBounds(this.slackCount + i, lower, upper);
    this.boundColumns.push(i);
  }

  /** Value of each pool column in the last LP solution. */
  columnValues(): Float64Array {
    return this.model.getSolution().colValue.slice(this.slackCount);
  }
}

/**
 * The model's pricing: for the row duals, every block's best column (`add` each, with its own cost)
 * and the Lagrangian value Σ dual·rhs + Σ blocks' minimum (cost − dual·column). The caller clips the
 * duals to the range in which that value is a valid bound.
 */
export type Pricing = (rowDual: Float64Array, add: (column: Column, reducedCost: number) => void) => number;

export interface ColumnGenerationResult {
  /** Best Lagrangian value seen (a valid bound when the pricing is exact). */
  bound: number;
  lpValue: number;
  iterations: number;
  converged: boolean;
}

/**
 * Solve the master, price every block, add the columns whose reduced cost (less the block's dual) is
 * negative, until none is left, `maxIterations` or `shouldStop` (checked between LP solves).
 */
export function generateColumns(
  master: ColumnMaster,
  price: Pricing,
  options: {
    maxIterations: number;
    shouldStop?: () => boolean;
    epsilon?: number;
    onIteration?: (lpValue: number, bound: number, added: number) => void;
  },
): ColumnGenerationResult {
  const epsilon = options.epsilon ?? 1e-6;
  let bound = Number.NEGATIVE_INFINITY;
  let lpValue = Number.POSITIVE_INFINITY;
  let iterations = 0;
  let converged = false;
  while (iterations < options.maxIterations && !(options.shouldStop?.() ?? false)) {
    const lp = master.solveLp();
    if (lp === null) break;
    iterations++;
    lpValue = lp.value;
    const fresh: Column[] = [];
    const value = price(lp.rowDual, (column, reducedCost) => {
      if (reducedCost < (lp.blockDual[column.block] ?? 0) - epsilon) fresh.push(column);
    });
    bound = Math.max(bound, value);
    const added = fresh.length === 0 ? 0 : master.add(fresh);
    options.onIteration?.(lp.value, value, added);
    if (added === 0 || value >= lpValue - 1e-6 * Math.abs(lpValue)) {
      converged = fresh.length === 0 || value >= lpValue - 1e-6 * Math.abs(lpValue);
      break;
    }
  }
  return { bound, lpValue, iterations, converged };
}
