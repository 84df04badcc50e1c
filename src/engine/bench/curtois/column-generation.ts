// Column generation over employee lines (the formulation behind the benchmark's best-known values).
// The master chooses one line per employee, λ_e,j ∈ {0, 1}, against cover rows with under/over slacks:
//
//   min Σ cost(line) λ + Σ wUnder u + Σ wOver o
//   Σ_j λ_e,j = 1 (each employee e)          Σ_(e,j) [line j works s on d] λ_e,j + u_ds − o_ds = req_ds
//
// Every line is the DP's, so every master solution is a feasible roster, and the pricing problem (the
// cheapest line against the cover duals) is exactly the DP the search already uses. The LP relaxation,
// solved to the end, gives a lower bound; dives (fix a line, price again) turn the LP into a roster.
import type { Highs } from "highs";
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

/** The pool of lines and the master LP over it, kept in one HiGHS model that grows by columns. */
export class LineMaster {
  readonly lines: Line[] = [];
  private readonly keys: Set<string>[];
  private readonly model: ReturnType<Highs["createModel"]>;
  /** Master columns before the first line: under and over slack per day and shift. */
  private readonly slackColumns: number;
  /** Whether the model holds an optimal basis of its current columns. */
  private solved = false;
  /** Lines whose bounds a dive changed. */
  private readonly boundLines: number[] = [];

  constructor(
    private readonly m: Model,
    private readonly highs: Highs,
  ) {
    const { employees: E, days: H, shifts: S } = m;
    this.keys = Array.from({ length: E }, () => new Set<string>());
    const slots = H * S;
    this.slackColumns = 2 * slots;
    const colCost = new Float64Array(2 * slots);
    const starts = new Int32Array(2 * slots + 1);
    const indices = new Int32Array(2 * slots);
    const values = new Float64Array(2 * slots);
    for (let at = 0; at < slots; at++) {
      colCost[2 * at] = m.weightUnder[at] ?? 0;
      colCost[2 * at + 1] = m.weightOver[at] ?? 0;
      indices[2 * at] = E + at;
      indices[2 * at + 1] = E + at;
      values[2 * at] = 1;
      values[2 * at + 1] = -1;
      starts[2 * at + 1] = 2 * at + 1;
      starts[2 * at + 2] = 2 * at + 2;
    }
    const rowBounds = new Float64Array(E + slots);
    rowBounds.fill(1, 0, E);
    for (let at = 0; at < slots; at++) rowBounds[E + at] = m.requirement[at] ?? 0;
    this.model = highs.createModel({
      numCols: 2 * slots,
      numRows: E + slots,
      colCost,
      colLower: new Float64Array(2 * slots),
      colUpper: new Float64Array(2 * slots).fill(highs.infinity),
      rowLower: rowBounds,
      rowUpper: rowBounds,
      matrix: { format: "csc", numRows: E + slots, numCols: 2 * slots, starts, indices, values },
    });
    // Primal simplex: after new columns the last basis stays primal feasible (2-3x faster than dual here).
    this.model.options.set({ output_flag: false, random_seed: 0, presolve: "off", simplex_strategy: 4 });
  }

  dispose(): void {
    this.model.dispose();
  }

  lineCost(e: number, line: Int8Array): number {
    const { days: H, shifts: S } = this.m;
    let cost = 0;
    for (let d = 0; d < H; d++) cost += this.m.prefCost[(e * H + d) * (S + 1) + (line[d] ?? 0)] ?? 0;
    return cost;
  }

  /** Adds the lines not in the pool yet; returns how many were new. */
  add(lines: { employee: number; line: Int8Array }[]): number {
    const { employees: E, days: H, shifts: S } = this.m;
    const fresh: Line[] = [];
    for (const { employee, line } of lines) {
      const key = line.join(",");
      const keys = this.keys[employee];
      if (keys === undefined || keys.has(key)) continue;
      keys.add(key);
      fresh.push({ employee, line: line.slice(), cost: this.lineCost(employee, line) });
    }
    if (fresh.length === 0) return 0;
    const starts: number[] = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const l of fresh) {
      indices.push(l.employee);
      values.push(1);
      for (let d = 0; d < H; d++) {
        const v = l.line[d] ?? 0;
        if (v > 0) {
          indices.push(E + d * S + v - 1);
          values.push(1);
        }
      }
      starts.push(indices.length);
    }
    const n = fresh.length;
    // The basis of the last solve, so that the next one starts from it (HiGHS would start afresh).
    const basis = this.solved ? this.model.getBasis() : null;
    this.model.addCols({
      cost: Float64Array.from(fresh, (l) => l.cost),
      lower: new Float64Array(n),
      // No upper bound of 1: the convexity row already caps λ, and a column held at an upper bound would
      // carry a dual of its own that the reduced costs below do not see (making Lasdon's bound wrong).
      upper: new Float64Array(n).fill(this.highs.infinity),
      matrix: {
        format: "csc",
        numRows: E + H * S,
        numCols: n,
        starts: Int32Array.from(starts),
        indices: Int32Array.from(indices),
        values: Float64Array.from(values),
      },
    });
    this.lines.push(...fresh);
    if (basis !== null) {
      const colStatus = new Int32Array(basis.colStatus.length + n);
      colStatus.set(basis.colStatus);
      colStatus.fill(this.highs.constants.basisStatus.lower, basis.colStatus.length);
      this.model.setBasis({ colStatus, rowStatus: basis.rowStatus });
    }
    return n;
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

  /** Line i of the pool must be taken (its employee's other lines then cannot be). */
  fix(i: number): void {
    this.bound(i, 1, this.highs.infinity);
  }

  /** Line i of the pool is free again. */
  unfix(i: number): void {
    this.model.changeColBounds(this.slackColumns + i, 0, this.highs.infinity);
  }

  /** Line i of the pool may not be taken. */
  ban(i: number): void {
    this.bound(i, 0, 0);
  }

  /** Undoes every fix and ban. */
  release(): void {
    for (const i of this.boundLines)
      this.model.changeColBounds(this.slackColumns + i, 0, this.highs.infinity);
    this.boundLines.length = 0;
  }

  private bound(i: number, lower: number, upper: number): void {
    this.model.changeColBounds(this.slackColumns + i, lower, upper);
    this.boundLines.push(i);
  }

  /** Value of each pool line in the last LP solution. */
  lineValues(): Float64Array {
    return this.model.getSolution().colValue.slice(this.slackColumns);
  }

  /** Solves the master LP; returns its value and the duals (convexity per employee, cover per slot). */
  solveLp(): { value: number; employeeDual: Float64Array; coverDual: Float64Array } | null {
    const E = this.m.employees;
    this.model.run();
    this.solved = this.model.getModelStatus() === this.highs.constants.modelStatus.optimal;
    if (!this.solved) return null;
    const { rowDual } = this.model.getSolution();
    return {
      value: this.model.getObjectiveValue(),
      employeeDual: rowDual.slice(0, E),
      coverDual: rowDual.slice(E),
    };
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
      for (let d = 0; d < H; d++) {
        const base = (e * H + d) * V;
        costs[d * V] = m.prefCost[base] ?? 0;
        for (let s = 0; s < S; s++)
          costs[d * V + 1 + s] = (m.prefCost[base + 1 + s] ?? 0) - (lp.coverDual[d * S + s] ?? 0);
      }
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
 * row found nothing better; the first dive is deterministic and the later ones randomised. Returns
 * the lower bound (Lasdon's, valid even if the LP did not finish; −∞ when the DP could not be exact).
 */
export function priceAndDive(
  m: Model,
  highs: Highs,
  dp: EmployeeDp,
  rng: Rng,
  options: PriceAndDiveOptions,
): { bound: number; dived: boolean; coverDual: Float64Array | null } {
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
    if (!root.converged) return { bound, dived: false, coverDual };
    // A dive costs a few root solves (2-7 on 5-11), or far more where the LP is large and degenerate
    // (Instance12: a 6 s root, dives over a minute): dive only when several root solves fit in the time left.
    const rootSeconds = (performance.now() - started) / 1000;
    if (rootSeconds * ROOTS_PER_DIVE > options.secondsLeft()) return { bound, dived: false, coverDual };
    const floor = Number.isFinite(bound) ? bound : undefined;
    for (let n = 0, idle = 0; idle < IDLE_DIVES && !options.shouldStop() && !options.isProven(); n++) {
      master.addRoster(options.best());
      // A dive started within the phase may run past it (a finished dive is worth more than the time).
      const better = options.onRoster(
        dive(m, master, dp, { shouldStop: options.shouldStopDive, floor }, n === 0 ? undefined : rng),
      );
      idle = better ? 0 : idle + 1;
    }
    return { bound, dived: true, coverDual };
  } finally {
    master.dispose();
  }
}
