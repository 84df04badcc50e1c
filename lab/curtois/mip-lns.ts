// MIP neighbourhood: free a group of employees (whole horizon) or every employee over a window of days,
// keep everything else fixed, and solve that sub-problem exactly with HiGHS (buildMipProblem folds the
// fixed cells into constants). The current lines are the warm start, so the answer is never worse; a
// sub-MIP solved fast grows the next neighbourhood, one stopped by its limit shrinks it.
import type { Highs } from "highs";
import { AdaptiveSize, runLns, type SubSolve } from "../opt/lns";
import { isLineFeasible } from "./line-check";
import { buildMipProblem, createHighsModel, type MipScope } from "./mip-model";
import type { Model } from "./model";
import type { Rng } from "./rng";
import type { RosterState } from "./roster-state";

/** Moves without improvement before a small instance is handed to HiGHS whole. */
const STALL_MOVES = 8;
/**
 * Shift variables of a "small" whole MIP: Instances 1-4 (104-598) are in, Instance3 being the one HiGHS
 * alone proves optimal within a minute; Instance5 (676), where HiGHS alone stays 18% off, is not.
 */
const SMALL_COLUMNS = 650;
/**
 * Shift variables above which the solver uses no HiGHS at all, neither this phase nor column generation
 * (instances 21-24). 60 s, seed 1, both / column generation only / neither: 23 (332,592 variables)
 * 225037 / 110754 / 56869, 24 (1,039,432) 541416 / 295198 / 181991; on 21 and 22 (90,692 and 108,568) it
 * made no clear difference (23936 / 23559 / 23357, 39979 / 39247 / 39483). Under it, 13 (39,936) does
 * better with both (1789 against 2058 with neither) and 20 (35,260) about the same (5453 / 5352).
 */
const LARGE_COLUMNS = 50_000;

export interface MipLnsOptions {
  /** A loaded HiGHS runtime (loading is asynchronous; the solves themselves are synchronous). */
  highs: Highs;
  /** Share of the time budget left to this phase after the annealing; default: see mipPhaseShare. */
  share?: number;
  /**
   * Share of the time budget (before the MIP phase's share is taken off) for column generation and dives
   * at the start; default 0.5, 0 leaves that phase out (the Lagrangian phase runs instead).
   */
  columnGenerationShare?: number;
  /** Budget of the phase in sub-MIPs; with it (and no time cut) the phase is deterministic. */
  maxMoves?: number;
  /** Branch-and-bound node limit per sub-MIP: the deterministic limit. */
  maxNodes?: number;
  /** Objective at which to stop (a proven bound): HiGHS stops a sub-MIP as soon as it reaches it. */
  target?: number;
  /** Hand a small instance to HiGHS whole once the neighbourhoods stall (default true). */
  wholeWhenSmall?: boolean;
  /** Safety stop per sub-MIP in seconds; when it cuts a solve, the run is no longer reproducible. */
  subTimeLimitSeconds?: number;
}

export interface MipMoveResult {
  kind: "employees" | "window" | "whole";
  size: number;
  /** Objective change applied (≤ 0). */
  delta: number;
  optimal: boolean;
  seconds: number;
}

export class MipNeighbourhood {
  /** Employees freed by the next employee move, and days freed by the next window move. */
  readonly employeeCount: AdaptiveSize;
  readonly windowDays: AdaptiveSize;
  moves = 0;
  /** Set when a whole-instance MIP was solved to optimality: no move can improve any more. */
  isProven = false;
  private sinceImprovement = 0;
  /** Whether the whole MIP is small enough to hand to HiGHS once the neighbourhoods stall. */
  private readonly isSmall: boolean;
  private readonly free: Uint8Array;
  private readonly counts: Int32Array;

  constructor(
    private readonly m: Model,
    private readonly state: RosterState,
    private readonly rng: Rng,
    private readonly options: MipLnsOptions,
  ) {
    this.free = new Uint8Array(m.employees * m.days);
    this.counts = new Int32Array(m.shifts);
    this.employeeCount = new AdaptiveSize(4, Math.min(2, m.employees), m.employees);
    this.windowDays = new AdaptiveSize(3, Math.min(2, m.days), m.days);
    this.isSmall = (options.wholeWhenSmall ?? true) && isSmallInstance(m);
  }

  /**
   * One move of the kind whose turn it is; the state changes only when the answer is not worse. On a
   * small instance whose neighbourhoods have stopped improving, the move is the whole MIP instead,
   * warm-started from the current roster, with all the time left (how Instance3 can get from a local
   * optimum 1003 to 1001).
   */
  step(secondsLeft = Number.POSITIVE_INFINITY): MipMoveResult {
    const escalate = this.isSmall && this.sinceImprovement >= STALL_MOVES;
    // Windows gave most of the gains on 8, 9 and 12 (and cost less per gain): two moves in three.
    const kind = escalate ? "whole" : this.moves % 3 === 0 ? "employees" : "window";
    this.moves++;
    this.free.fill(escalate ? 1 : 0);
    const size = kind === "employees" ? this.pickEmployees() : kind === "window" ? this.pickWindow() : 0;
    const limit = this.options.subTimeLimitSeconds ?? 2;
    // A neighbourhood as big as the instance is the full MIP: it gets all the time left too.
    const sizes = kind === "employees" ? this.employeeCount : kind === "window" ? this.windowDays : null;
    const whole = escalate || sizes?.isWhole === true;
    const result = this.solve(
      Math.max(0.01, Math.min(whole ? 1e6 : limit, secondsLeft)),
      whole ? 2_147_483_647 : (this.options.maxNodes ?? 1000),
    );
    if (whole && result.optimal) this.isProven = true;
    this.sinceImprovement = result.delta < 0 || escalate ? 0 : this.sinceImprovement + 1;
    if (escalate) return { kind, size: this.m.employees, ...result };
    sizes?.update(result, limit);
    return { kind, size, ...result };
  }

  /** Frees the employees who could change a costly slot, then random others up to employeeCount. */
  private pickEmployees(): number {
    const { employees: E, days: H, shifts: S } = this.m;
    const picked: number[] = [];
    const at = this.costlySlot();
    if (at >= 0) {
      const d = Math.floor(at / S);
      const s = at % S;
      const candidates: number[] = [];
      for (let e = 0; e < E; e++)
        if (this.m.dayOff[e * H + d] !== 1 && (this.m.maxShifts[e * S + s] ?? 0) > 0) candidates.push(e);
      this.rng.shuffle(candidates);
      picked.push(...candidates.slice(0, Math.ceil(this.employeeCount.size / 2)));
    }
    while (picked.length < this.employeeCount.size) {
      const e = this.rng.int(E);
      if (!picked.includes(e)) picked.push(e);
    }
    for (const e of picked) this.free.fill(1, e * H, (e + 1) * H);
    return picked.length;
  }

  /** Frees every employee over windowDays consecutive days, placed around a costly slot when there is one. */
  private pickWindow(): number {
    const { employees: E, days: H, shifts: S } = this.m;
    const w = this.windowDays.size;
    const at = this.costlySlot();
    const centre = at >= 0 ? Math.floor(at / S) : this.rng.int(H);
    const from = clamp(centre - this.rng.int(w), 0, H - w);
    for (let e = 0; e < E; e++) this.free.fill(1, e * H + from, e * H + from + w);
    return w;
  }

  /** A random day × shift whose cover costs something, or -1. */
  private costlySlot(): number {
    const n = this.m.days * this.m.shifts;
    const first = this.rng.int(n);
    for (let i = 0; i < n; i++) {
      const at = (first + i) % n;
      if ((this.state.cover[at] ?? 0) !== (this.m.requirement[at] ?? 0)) return at;
    }
    return -1;
  }

  private solve(timeLimit: number, maxNodes: number): SubSolve {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const scope: MipScope = { roster: this.state.roster.slice(), free: this.free };
    const p = buildMipProblem(this.m, scope);
    if (p.numCols === 0) return { delta: 0, optimal: true, seconds: seconds() };
    const { highs } = this.options;
    let values: Float64Array;
    let optimal: boolean;
    try {
      const model = createHighsModel(highs, p);
      try {
        model.options.set({
          output_flag: false,
          mip_rel_gap: 0,
          mip_max_nodes: maxNodes,
          time_limit: timeLimit,
          random_seed: 0,
        });
        if (this.options.target !== undefined) {
          // The sub-MIP's objective differs from the roster's by a constant, known at the start.
          let startCost = 0;
          p.colCost.forEach((c, i) => (startCost += c * (p.start[i] ?? 0)));
          model.options.set("objective_target", this.options.target - this.state.objective + startCost);
        }
        model.setSolution({ colValue: p.start });
        model.run();
        optimal = model.getModelStatus() === highs.constants.modelStatus.optimal;
        if (model.info.get("primal_solution_status") !== highs.constants.solutionStatus.feasible)
          return { delta: 0, optimal, seconds: seconds() };
        values = model.getSolution().colValue;
      } finally {
        model.dispose();
      }
    } catch {
      // A WASM abort (out of memory) or a rejected model: this move is lost, the search goes on.
      return { delta: 0, optimal: false, seconds: seconds() };
    }
    return { delta: this.apply(p.colCell, values), optimal, seconds: seconds() };
  }

  /** Writes the sub-MIP's lines for the free cells; undoes them if a line breaks a rule or costs more. */
  private apply(colCell: number[], values: Float64Array): number {
    const { employees: E, days: H, shifts: S } = this.m;
    const next = this.state.roster.slice();
    for (let i = 0; i < E * H; i++) if (this.free[i] === 1) next[i] = 0;
    colCell.forEach((cell, c) => {
      if (cell >= 0 && (values[c] ?? 0) > 0.5) next[Math.floor(cell / S)] = (cell % S) + 1;
    });
    const changed: number[] = [];
    for (let e = 0; e < E; e++) {
      for (let d = 0; d < H; d++)
        if (next[e * H + d] !== this.state.roster[e * H + d]) {
          changed.push(e);
          break;
        }
    }
    // The model mirrors the rules, but a roster only enters the search through a checked line.
    if (changed.some((e) => !isLineFeasible(this.m, e, next, this.counts))) return 0;
    const before = this.state.objective;
    const saved = changed.map((e) => this.state.getLine(e));
    for (const e of changed) this.state.setLine(e, next.subarray(e * H, (e + 1) * H));
    if (this.state.objective > before) {
      changed.forEach((e, i) => this.state.setLine(e, saved[i] ?? new Int8Array(H)));
      return 0;
    }
    return this.state.objective - before;
  }
}

/**
 * The MIP phase: sub-MIPs from the given state until shouldStop or the time is up (each sub-MIP's time
 * limit is cut to what is left); calls onImprove after each move that
 * lowered the objective. Returns the number of sub-MIPs solved.
 */
export function runMipLns(
  m: Model,
  state: RosterState,
  rng: Rng,
  options: MipLnsOptions,
  secondsLeft: () => number,
  shouldStop: () => boolean,
  onImprove: () => void,
): number {
  const lns = new MipNeighbourhood(m, state, rng, options);
  return runLns({
    step: (left) => lns.step(left),
    secondsLeft,
    shouldStop,
    isProven: () => lns.isProven,
    onImprove,
    ...(options.maxMoves === undefined ? {} : { maxMoves: options.maxMoves }),
  });
}

/** Whether the instance is too large for HiGHS to help within the bench's minute (Instances 21-24). */
export function isLargeInstance(m: Model): boolean {
  return shiftColumns(m) > LARGE_COLUMNS;
}

/** Whether the whole MIP is small enough to hand to HiGHS (Instances 1-4). */
function isSmallInstance(m: Model): boolean {
  return shiftColumns(m) <= SMALL_COLUMNS;
}

/** Shift variables of the whole MIP: the (employee, day, shift) the employee may work. */
function shiftColumns(m: Model): number {
  let columns = 0;
  for (let e = 0; e < m.employees; e++)
    for (let d = 0; d < m.days; d++)
      if (m.dayOff[e * m.days + d] !== 1)
        for (let s = 0; s < m.shifts; s++) if ((m.maxShifts[e * m.shifts + s] ?? 0) > 0) columns++;
  return columns;
}

/**
 * The MIP phase's share of the time unless the options say otherwise: half, none on a large instance
 * (21-24, see LARGE_COLUMNS), and 0.35 on a small instance
 * (1-4), where the phase escalates to the whole MIP warm-started from the annealing's best. That solve is
 * what takes Instance3 from 1003 to its optimum 1001 (14-30 s of a core); with half the time the annealing's
 * shorter cycles once left Instance4 at 1718, with none Instance3 stays at 1003. Measured on a lightly
 * loaded machine (load average 1-4 on 2 cores), seeds 1-3: 0.35 reaches 1001 and 1716 in all six runs.
 */
export function mipPhaseShare(m: Model, options: MipLnsOptions): number {
  if (options.share !== undefined) return options.share;
  const columns = shiftColumns(m);
  return columns <= SMALL_COLUMNS ? 0.35 : columns > LARGE_COLUMNS ? 0 : 0.5;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
