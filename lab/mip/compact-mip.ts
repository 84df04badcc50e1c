import type { Highs } from "highs";
import {
  AVAIL_STRIDE,
  DAYS,
  SLOT,
  TYPE_ENDS,
  TYPE_STRIDE,
  SLOTS_PER_DAY,
  type Frame,
  shiftTypeTable,
  type State,
  type FixedRows,
} from "../../src/engine/index";
import { Builder, coverRows, personRows, type Catalog } from "./compact-rows";

/**
 * The compact MIP of a restaurant week (issue 16's diagnosis, and a bound and improvement step on
 * small weeks): one binary per employee-day and catalog shift (qualified position, start in the
 * position-day's frame, allowed length, available, not on time off or at another store, minors'
 * curfew and daily hours), at most one a day; cover and trainer counts per position-slot as running
 * sums (each shift enters at its start and leaves at its end, two entries instead of one per slot);
 * under- and over-cover slacks at the objective's weights; per person the weekly cap, minors' weekly
 * hours, max consecutive days (windows, last week's run and other stores' days included), rest and
 * clopen (one row per distinct end time, against the next day's starts it clashes with), the
 * preferred-run term (one variable per window of that run + 1 days) and the hours cost (exact: the
 * state's `hoursCost` is convex in the worked quarter-hours, so its secants between consecutive
 * integers give it at every integer point). Shift type and weekend terms are per shift. Locked shifts
 * are fixed; a second locked shift on a day is fixed coverage.
 *
 * Exact for the solver's search space (shifts inside the frame): its optimum is the best schedule the
 * search could find, and HiGHS's dual bound is a bound on every such schedule. With `anywhere`, starts
 * range over the whole day, so the dual bound holds for every schedule that keeps the rules.
 */
export interface CompactShift {
  e: number;
  d: number;
  p: number;
  /** Slots. */
  a: number;
  b: number;
}

export interface CompactMipOptions {
  /** Seconds (HiGHS wall clock: a safety stop; the node limit is the deterministic one). */
  timeLimit: number;
  maxNodes?: number;
  /** Start from the state's schedule (a MIP start). Default true. */
  start?: boolean;
  anywhere?: boolean;
  /** Diagnosis: leave out the trainer-ratio rows (a relaxation). */
  noRatio?: boolean;
  /**
   * Add the trainee-presence rows: on a position needing trainers, a trainee on shift needs a whole
   * trainer there (trainers ≥ 1 whenever trainees ≥ 1), so trainers(t) ≥ that trainee's presence(t).
   */
  trainerCuts?: boolean;
  /** Add the trainer cover cuts of lower-bound.ts (trainerCoverCuts), as the Lagrangian bound prices them. */
  coverCuts?: boolean;
  /** Solve only the LP relaxation. */
  lpOnly?: boolean;
  /**
   * People whose week is a variable (1) or kept as it is (0), for a neighbourhood of the week (MIP-LNS,
   * mip-lns.ts); everyone by default. A kept week's shifts are held like locked ones.
   */
  free?: Uint8Array;
  /** Polled during the MIP: true interrupts it (the best schedule and bound so far are kept). */
  shouldStop?: () => boolean;
  /** HiGHS's MIP log events: seconds, incumbent, proven bound. */
  onLog?: (seconds: number, primal: number, dual: number) => void;
}

export interface CompactMipResult {
  /** Objective of HiGHS's best schedule, or null. */
  value: number | null;
  /** HiGHS's proven lower bound (the LP value with `lpOnly`). */
  dualBound: number;
  status: string;
  shifts: CompactShift[];
  columns: number;
  rows: number;
  nonzeros: number;
  nodes: number;
  /** Diagnosis: the solution's under-cover cost per position. */
  underCostByPosition: number[];
}

export function solveCompactMip(
  highs: Highs,
  s: State,
  frame: Frame,
  fixed: FixedRows,
  options: CompactMipOptions,
): CompactMipResult {
  const m = s.m;
  const w = s.w;
  const inf = highs.infinity;
  const typeOk = shiftTypeTable();
  const unit = gcd(SLOT, m.mealLen) || SLOT;
  const workedOf = (len: number) => (len > m.mealAfter ? len - m.mealLen : len);
  const B = new Builder();
  const shifts: CompactShift[] = [];
  const shiftCol: number[] = [];
  /** Shifts per cell, as indexes into `shifts`. */
  const byCell: number[][] = Array.from({ length: m.nE * DAYS }, () => []);
  const add = (e: number, d: number, p: number, a: number, b: number, fixedOn: boolean) => {
    const pref = (m.prefType[e] ?? 1) * TYPE_STRIDE;
    const cost =
      (typeOk[pref + a * TYPE_ENDS + b] === 1 ? 0 : w.shiftType) +
      (d >= 5 && m.prefersWeekends[e] !== 1 ? w.weekend : 0);
    byCell[e * DAYS + d]?.push(shifts.length);
    shifts.push({ e, d, p, a, b });
    shiftCol.push(B.col(cost, fixedOn ? 1 : 0, 1, true));
  };
  const curfewSlot = Math.floor(m.curfew / SLOT);
  const free = options.free;
  const pinned = (cell: number) =>
    s.locked[cell] === 1 || (free !== undefined && free[Math.floor(cell / DAYS)] !== 1);
  for (let e = 0; e < m.nE; e++) {
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      if (pinned(cell)) {
        if ((s.cellPos[cell] ?? -1) < 0) continue;
        const a = (s.cellStart[cell] ?? 0) / SLOT;
        add(e, d, s.cellPos[cell] ?? 0, a, (s.cellEnd[cell] ?? 0) / SLOT, true);
        continue;
      }
      if (m.dayOff[cell] === 1 || m.fixedDay[cell] === 1) continue;
      const isMinor = m.minorDay[cell] === 1;
      const avail = e * AVAIL_STRIDE + d * SLOTS_PER_DAY;
      for (let p = 0; p < m.nP; p++) {
        if (m.qualified[e * m.nP + p] !== 1) continue;
        const lo = options.anywhere ? 0 : (frame.lo[p * DAYS + d] ?? 0) / SLOT;
        let hi = options.anywhere ? SLOTS_PER_DAY : (frame.hi[p * DAYS + d] ?? 0) / SLOT;
        if (isMinor) hi = Math.min(hi, curfewSlot);
        for (const len of frame.lengths) {
          const n = len / SLOT;
          if (isMinor && workedOf(len) > m.minorDaily) continue;
          for (let a = lo; a + n <= hi; a++) {
            if ((m.availPrefix[avail + a + n] ?? 0) - (m.availPrefix[avail + a] ?? 0) !== n) continue;
            add(e, d, p, a, a + n, false);
          }
        }
      }
    }
  }
  const c: Catalog = { s, frame, fixed, options, B, shifts, shiftCol, byCell, inf, unit, workedOf, pinned };
  personRows(c);
  const { constant, underCols } = coverRows(c);

  const numCols = B.cost.length;
  const numRows = B.rowLower.length;
  const model = highs.createModel({
    numCols,
    numRows,
    offset: constant,
    colCost: Float64Array.from(B.cost),
    colLower: Float64Array.from(B.lower),
    colUpper: Float64Array.from(B.upper),
    rowLower: Float64Array.from(B.rowLower),
    rowUpper: Float64Array.from(B.rowUpper),
    matrix: {
      format: "csr",
      numRows,
      numCols,
      starts: Int32Array.from(B.starts),
      indices: Int32Array.from(B.index),
      values: Float64Array.from(B.value),
    },
    ...(options.lpOnly ? {} : { integrality: Int32Array.from(B.integer) }),
  });
  try {
    model.options.set({
      output_flag: false,
      random_seed: 0,
      time_limit: options.timeLimit,
      ...(options.maxNodes === undefined ? {} : { mip_max_nodes: options.maxNodes }),
    });
    if (!options.lpOnly && options.start !== false) {
      const on = new Set<number>();
      for (let e = 0; e < m.nE; e++) {
        for (let d = 0; d < DAYS; d++) {
          const cell = e * DAYS + d;
          const p = s.cellPos[cell] ?? -1;
          if (p < 0) continue;
          const a = (s.cellStart[cell] ?? 0) / SLOT;
          const b = (s.cellEnd[cell] ?? 0) / SLOT;
          const k = (byCell[cell] ?? []).find((j) => {
            const sh = shifts[j] as CompactShift;
            return sh.p === p && sh.a === a && sh.b === b;
          });
          if (k !== undefined) on.add(shiftCol[k] ?? 0);
        }
      }
      const indices = Int32Array.from(shiftCol);
      model.setSolution({ indices, values: Float64Array.from(shiftCol, (c) => (on.has(c) ? 1 : 0)) });
    }
    const log = options.onLog;
    const stop = options.shouldStop;
    let lastLog = -Infinity;
    model.run(
      log === undefined && stop === undefined
        ? {}
        : {
            // Progress (output_flag is off, so the logging channel is silent): every 10 s at most;
            // and the caller's stop (the solve's abort signal and safety time limit).
            [highs.constants.callbackType.mipInterrupt]: (event) => {
              if (stop?.() === true) event.interrupt();
              const t = event.data.running_time ?? 0;
              if (log === undefined || t - lastLog < 10) return undefined;
              lastLog = t;
              log(t, event.data.mip_primal_bound ?? NaN, event.data.mip_dual_bound ?? NaN);
              return undefined;
            },
          },
    );
    const status = String(model.getModelStatus());
    const sol = model.getSolution();
    const has = sol.colValue.length === numCols;
    const chosen = has ? shifts.filter((_, k) => (sol.colValue[shiftCol[k] ?? 0] ?? 0) > 0.5) : [];
    const info = (name: string) => Number(model.info.get(name));
    return {
      value: has && !options.lpOnly ? model.getObjectiveValue() : null,
      dualBound: options.lpOnly ? model.getObjectiveValue() : info("mip_dual_bound"),
      status,
      shifts: chosen,
      columns: numCols,
      rows: numRows,
      nonzeros: B.index.length,
      nodes: options.lpOnly ? 0 : info("mip_node_count"),
      underCostByPosition: underCols.map((cols) =>
        Math.round(cols.reduce((a, c) => a + w.understaffedSlot * (has ? (sol.colValue[c] ?? 0) : 0), 0)),
      ),
    };
  } finally {
    model.dispose();
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
