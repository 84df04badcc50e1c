// Column generation over employee lines (the formulation behind the benchmark's best-known values).
// The master chooses one line per employee, λ_e,j ∈ {0, 1}, against cover rows with under/over slacks:
//
//   min Σ cost(line) λ + Σ wUnder u + Σ wOver o
//   Σ_j λ_e,j = 1 (each employee e)          Σ_(e,j) [line j works s on d] λ_e,j + u_ds − o_ds = req_ds
//
// Every line is the DP's, so every master solution is a feasible roster, and the pricing problem (the
// cheapest line against the cover duals) is exactly the DP the search already uses. The LP relaxation,
// solved to the end, gives a lower bound; dives (dives.ts: fix a line, price again) turn the LP into a
// roster.
import type { Highs } from "highs";
import type { EmployeeDp } from "./employee-dp";
import { fillPricedCosts, type Model } from "./model";
import { ColumnMaster, type Column, type SlackColumn } from "../opt/column-master";

export interface ColumnGenerationOptions {
  /** Returns true when the phase must stop. */
  shouldStop: () => boolean;
  /** Reduced cost below which a line joins the pool. */
  epsilon?: number;
  /** Employees whose line is fixed: not priced. */
  fixed?: (e: number) => boolean;
  /** A proven lower bound of the whole problem: an LP value that rounds up to it cannot improve. */
  floor?: number;
}

export interface ColumnGenerationResult {
  /** Best valid lower bound seen (Lagrangian bound of the LP duals), rounded up: costs are integers. */
  bound: number;
  /** Last master LP value. */
  lpValue: number;
  iterations: number;
  /** Whether pricing found no more line: the LP value is then the LP optimum. */
  converged: boolean;
  /** Cover duals of the last LP (prices per day and shift), or null when no LP was solved. */
  coverDual: Float64Array | null;
}

interface Line {
  employee: number;
  line: Int8Array;
  cost: number;
}

/**
 * The pool of lines and the master LP over it: the lab's shared column master (lab/opt/column-master.ts),
 * with an employee per block and the cover of each day and shift as its rows (under and over slack).
 */
export class LineMaster {
  readonly lines: Line[] = [];
  /** The LP over the pool: pool column i is line i. */
  readonly master: ColumnMaster;

  constructor(
    private readonly m: Model,
    highs: Highs,
  ) {
    const { employees: E, days: H, shifts: S } = m;
    const slots = H * S;
    const slacks: SlackColumn[] = [];
    for (let at = 0; at < slots; at++) {
      slacks.push({ row: at, coef: 1, cost: m.weightUnder[at] ?? 0 });
      slacks.push({ row: at, coef: -1, cost: m.weightOver[at] ?? 0 });
    }
    const rows = new Float64Array(slots);
    for (let at = 0; at < slots; at++) rows[at] = m.requirement[at] ?? 0;
    this.master = new ColumnMaster(highs, E, { lower: rows, upper: rows }, slacks);
  }

  dispose(): void {
    this.master.dispose();
  }

  lineCost(e: number, line: Int8Array): number {
    const { days: H, shifts: S } = this.m;
    let cost = 0;
    for (let d = 0; d < H; d++) cost += this.m.prefCost[(e * H + d) * (S + 1) + (line[d] ?? 0)] ?? 0;
    return cost;
  }

  /** Adds the lines not in the pool yet; returns how many were new. */
  add(lines: { employee: number; line: Int8Array }[]): number {
    const S = this.m.shifts;
    const columns: Column[] = [];
    const candidates: Line[] = [];
    for (const { employee, line } of lines) {
      const rows: number[] = [];
      for (let d = 0; d < line.length; d++) {
        const v = line[d] ?? 0;
        if (v > 0) rows.push(d * S + v - 1);
      }
      const cost = this.lineCost(employee, line);
      columns.push({ block: employee, cost, rows, values: rows.map(() => 1) });
      candidates.push({ employee, line: line.slice(), cost });
    }
    const added = this.master.add(columns, (k) => {
      const line = candidates[k];
      if (line !== undefined) this.lines.push(line);
    });
    return added;
  }

  /** Adds every line of a roster. */
  addRoster(roster: Int8Array): number {
    const H = this.m.days;
    return this.add(
      Array.from({ length: this.m.employees }, (_, e) => ({
        employee: e,
        line: roster.subarray(e * H, (e + 1) * H) as Int8Array,
      })),
    );
  }

  /** Solves the master LP; returns its value and the duals (convexity per employee, cover per slot). */
  solveLp(): { value: number; employeeDual: Float64Array; coverDual: Float64Array } | null {
    const lp = this.master.solveLp();
    return lp === null ? null : { value: lp.value, employeeDual: lp.blockDual, coverDual: lp.rowDual };
  }
}

/**
 * Column generation from the lines in the pool: solve the master LP, price every employee by the DP
 * against the cover duals, add the lines of negative reduced cost, until none is left or shouldStop.
 */
export function generateColumns(
  m: Model,
  master: LineMaster,
  dp: EmployeeDp,
  options: ColumnGenerationOptions,
): ColumnGenerationResult {
  const { employees: E, days: H, shifts: S } = m;
  const V = S + 1;
  const epsilon = options.epsilon ?? 1e-6;
  const costs = new Float64Array(H * V);
  let bound = Number.NEGATIVE_INFINITY;
  let lpValue = Number.POSITIVE_INFINITY;
  let iterations = 0;
  let converged = false;
  let coverDual: Float64Array | null = null;
  const approximations = dp.approximations;
  // The LP is solved at least once, so that the master always holds a solution of its current columns.
  for (;;) {
    const lp = master.solveLp();
    if (lp === null || options.shouldStop()) break;
    iterations++;
    lpValue = lp.value;
    coverDual = lp.coverDual;
    if (lp.value <= (options.floor ?? Number.NEGATIVE_INFINITY) + 1e-3) {
      converged = true;
      break;
    }
    const fresh: { employee: number; line: Int8Array }[] = [];
    let lagrangian = lp.value;
    for (let e = 0; e < E; e++) {
      if (options.fixed?.(e) === true) continue;
      fillPricedCosts(m, e, lp.coverDual, costs);
      const dual = lp.employeeDual[e] ?? 0;
      const r = dp.solveBelow(e, costs, dual - epsilon);
      if (r === null) continue;
      fresh.push({ employee: e, line: r.line });
      lagrangian += r.cost - dual;
    }
    // Lasdon's bound: no employee's line can gain more on the LP than its most negative reduced cost.
    const exact = dp.approximations === approximations;
    if (exact) bound = Math.max(bound, Math.ceil(lagrangian - 1e-6));
    // Costs are integers: once the bound rounds up to the LP value, more columns cannot move the
    // rounded LP value, only shuffle a degenerate LP (the long tail of column generation).
    const closed = exact && Math.ceil(lagrangian - 1e-6) >= Math.ceil(lp.value - 1e-6);
    if (closed || fresh.length === 0 || master.add(fresh) === 0) {
      converged = true;
      break;
    }
  }
  return { bound, lpValue, iterations, converged, coverDual };
}
