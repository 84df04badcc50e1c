import type { Highs } from "highs";
import {
  WEEK_SLOTS,
  type Frame,
  type State,
  maximizeLagrangian,
  boundRows,
  buildWeeklyPricing,
  type FixedRows,
} from "../../src/engine/index";
import { ColumnMaster, generateColumns, type Column, type SlackColumn } from "../opt/column-master";
import { dive } from "../opt/dive";

/**
 * The restaurant LP master (Dantzig-Wolfe of the Lagrangian in lower-bound.ts), solved by column
 * generation: a column is one employee's whole week from the weekly-pricing DP; rows are the cover of
 * every position-slot (= demand, under-cover slack at the under weight, over-cover slack at the over
 * weight) and the trainer ratio (ratio × trainers − trainees + slack ≥ −the locked excess, slack at the
 * under weight, as the Lagrangian caps μ there); one convexity row per employee. Every iteration's
 * Lagrangian value of the LP duals is a valid bound; at convergence it is the LP optimum, which is the
 * best any Lagrangian over the same rows and pricing can reach. The pool is seeded with the weeks the
 * subgradient (lower-bound.ts) priced on its way.
 */
export interface LpBoundResult {
  bound: number;
  subgradientBound: number;
  lpValue: number;
  iterations: number;
  converged: boolean;
  columns: number;
  mipValue: number | null;
  mipDualBound: number | null;
  /** Employees whose week the last LP takes whole (one column at ≥ 0.99). */
  wholeWeeks: number;
  /**
   * With `dive`: the master's value once every employee has one whole week by the shared dive
   * (opt/dive.ts), each step re-pricing the others: what the LP's weeks reach as whole weeks, in the
   * relaxation (rest and clopen are not in the weeks, the trainer ratio is linear), or null.
   */
  diveValue: number | null;
}

export interface LpBoundOptions {
  maxIterations: number;
  subgradientIterations: number;
  shouldStop?: () => boolean;
  onIteration?: (lpValue: number, bound: number, added: number) => void;
  /** Then solve the restricted master as a MIP (diagnosis: what the pool's weeks can reach). */
  mip?: { maxNodes: number; timeLimit: number };
  /** Then dive from the LP (diagnosis), with at most this many column-generation rounds per step. */
  dive?: { maxIterations: number };
}

export function lpBound(
  highs: Highs,
  s: State,
  frame: Frame,
  fixed: FixedRows,
  options: LpBoundOptions,
): LpBoundResult {
  const m = s.m;
  const w = s.w;
  const n = m.nP * WEEK_SLOTS;
  const { rows, start } = boundRows(s);
  const { rhs, lo, hi } = rows;
  const lower = new Float64Array(2 * n);
  const upper = new Float64Array(2 * n);
  const slacks: SlackColumn[] = [];
  const trainerSlacks: number[] = [];
  for (let i = 0; i < n; i++) {
    lower[i] = upper[i] = (rhs[i] ?? 0) - (fixed.coverage[i] ?? 0);
    slacks.push({ row: i, coef: 1, cost: w.understaffedSlot }, { row: i, coef: -1, cost: w.overstaffedSlot });
    if (m.requiresTrainer[Math.floor(i / WEEK_SLOTS)] === 1) {
      lower[n + i] = (rhs[n + i] ?? 0) - (fixed.ratio[i] ?? 0);
      upper[n + i] = Number.POSITIVE_INFINITY;
      trainerSlacks.push(slacks.length);
      slacks.push({ row: n + i, coef: 1, cost: w.understaffedSlot });
    } else {
      lower[n + i] = Number.NEGATIVE_INFINITY;
      upper[n + i] = Number.POSITIVE_INFINITY;
    }
  }
  const pricing = buildWeeklyPricing(s, frame, fixed);
  const usage = new Float64Array(2 * n);
  const prices = new Float64Array(2 * n);
  /** Pricing at the given multipliers (clipped to their valid range): each week to `add`, the Lagrangian value. */
  const priceAt = (dual: Float64Array, add: (c: Column, reducedCost: number) => void, out: Float64Array) => {
    for (let i = 0; i < 2 * n; i++) prices[i] = Math.min(hi[i] ?? 0, Math.max(lo[i] ?? 0, dual[i] ?? 0));
    return pricing.price(prices, out, (e, reduced, colRows, entries) => {
      let cost = reduced;
      for (let k = 0; k < colRows.length; k++) cost += (prices[colRows[k] ?? 0] ?? 0) * (entries[k] ?? 0);
      add({ block: e, cost, rows: colRows.slice(), values: entries.slice() }, reduced);
    });
  };
  const price = (dual: Float64Array, add: (c: Column, reducedCost: number) => void): number => {
    let value = priceAt(dual, add, usage);
    for (let i = 0; i < 2 * n; i++) value += (prices[i] ?? 0) * (rhs[i] ?? 0);
    return value;
  };
  const master = new ColumnMaster(highs, m.nE, { lower, upper }, slacks);
  try {
    const seed: Column[] = [];
    const sub = maximizeLagrangian(rows, (p, out) => priceAt(p, (c) => seed.push(c), out), {
      iterations: Math.max(1, options.subgradientIterations),
      upperBound: s.quality,
      start,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    });
    master.add(seed);
    const result = generateColumns(master, price, {
      maxIterations: options.maxIterations,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      ...(options.onIteration ? { onIteration: options.onIteration } : {}),
    });
    // The last columns joined after the last solve: solve once more, for the LP of the whole pool.
    const last = master.solveLp();
    const lpValue = last === null ? result.lpValue : Math.min(result.lpValue, last.value);
    const wholeWeeks = last === null ? 0 : countWholeWeeks(master, m.nE);
    const mip = options.mip ? master.solveMip({ closed: trainerSlacks, ...options.mip }) : null;
    const diveValue = options.dive ? diveFrom(master, m.nE, price, options.dive.maxIterations) : null;
    return {
      ...result,
      mipValue: mip?.value ?? null,
      mipDualBound: mip?.dualBound ?? null,
      wholeWeeks,
      diveValue,
      lpValue,
      bound: Math.max(result.bound, sub.bound),
      subgradientBound: sub.bound,
      columns: master.columns.length,
    };
  } finally {
    master.dispose();
  }
}

/** The dive's weeks, each employee held to its own: the master's value over them, or null. */
function diveFrom(
  master: ColumnMaster,
  employees: number,
  price: (dual: Float64Array, add: (c: Column, reducedCost: number) => void) => number,
  maxIterations: number,
): number | null {
  const chosen = dive(master, employees, {
    // Re-price only the employees still free (a fixed employee's new weeks could not be taken), then
    // solve once more: the loop may end on new columns, and the dive reads the LP of the whole pool.
    resolve: (fixed) => {
      const free = (dual: Float64Array, add: (c: Column, reducedCost: number) => void) =>
        price(dual, (c, rc) => (fixed(c.block) ? undefined : add(c, rc)));
      generateColumns(master, free, { maxIterations });
      return master.solveLp()?.value ?? Number.POSITIVE_INFINITY;
    },
    shouldStop: () => false,
  });
  if (chosen.some((i) => i < 0)) return null;
  try {
    for (const i of chosen) master.fix(i);
    return master.solveLp()?.value ?? null;
  } finally {
    master.release();
  }
}

function countWholeWeeks(master: ColumnMaster, employees: number): number {
  const values = master.columnValues();
  const whole = new Uint8Array(employees);
  master.columns.forEach((c, k) => {
    if ((values[k] ?? 0) >= 0.99) whole[c.block] = 1;
  });
  return whole.reduce((a, b) => a + b, 0);
}
