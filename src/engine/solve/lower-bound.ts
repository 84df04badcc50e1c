import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./model";
import type { Frame } from "./frame";
import type { State } from "./state";
import { maximizeLagrangian, type LagrangianRows } from "../opt/subgradient";
import { buildWeeklyPricing, type FixedRows } from "./weekly-pricing";

/**
 * A valid lower bound on the objective: every soft term is ≥ 0, and a staff-slot is certainly
 * understaffed when fewer people could ever stand in it than it needs. A person "could" cover a slot
 * when they are qualified, not on time off, not at another store that day, and the slot lies in a run of available time (before
 * curfew on a day they are a minor) at least one allowed shift long; someone with a locked shift that
 * day counts only on that shift's position and slots. On a position needing trainers, trainees count
 * only up to ratio × the trainers who could be there. Bound = understaffedSlot × Σ max(0, required − could).
 * It ignores weekly caps, rest and consecutive days, so it is loose when those bind.
 */
export interface LockedCounts {
  /** Per employee-day: a locked shift sits there. */
  day: Uint8Array;
  /** Per position-slot: people on locked shifts, and of them trainer-eligible and not. */
  coverage: Int32Array;
  trainers: Int32Array;
  trainees: Int32Array;
}

export function lowerBound(s: State, frame: Frame, locked: LockedCounts): number {
  const m = s.m;
  const shortest = frame.lengths[0];
  const lockedDay = locked.day;
  // Free people who could stand in each slot, split by trainer eligibility.
  const could = new Int32Array(m.nP * WEEK_SLOTS);
  const couldTrain = new Int32Array(m.nP * WEEK_SLOTS);
  if (shortest !== undefined) {
    const minSlots = shortest / SLOT;
    const runEnd = new Int32Array(SLOTS_PER_DAY);
    for (let e = 0; e < m.nE; e++) {
      for (let d = 0; d < DAYS; d++) {
        const cell = e * DAYS + d;
        if (lockedDay[cell] === 1 || m.dayOff[cell] === 1 || m.fixedDay[cell] === 1) continue;
        const base = cell * (SLOTS_PER_DAY + 1);
        const limit = m.minorDay[cell] === 1 ? Math.floor(m.curfew / SLOT) : SLOTS_PER_DAY;
        const isFree = (t: number) =>
          t < limit && (m.availPrefix[base + t + 1] ?? 0) - (m.availPrefix[base + t] ?? 0) === 1;
        // runEnd[t] = end of the free run that holds t (exclusive), scanning backwards.
        for (let t = SLOTS_PER_DAY - 1; t >= 0; t--)
          runEnd[t] = isFree(t)
            ? t + 1 < SLOTS_PER_DAY && isFree(t + 1)
              ? (runEnd[t + 1] ?? 0)
              : t + 1
            : -1;
        let runStart = 0;
        for (let t = 0; t < SLOTS_PER_DAY; t++) {
          if (!isFree(t)) continue;
          if (t === 0 || !isFree(t - 1)) runStart = t;
          if ((runEnd[t] ?? 0) - runStart < minSlots) continue;
          for (let p = 0; p < m.nP; p++) {
            if (m.qualified[e * m.nP + p] === 1) {
              const i = p * WEEK_SLOTS + d * SLOTS_PER_DAY + t;
              could[i] = (could[i] ?? 0) + 1;
              if (m.trainer[e] === 1) couldTrain[i] = (couldTrain[i] ?? 0) + 1;
            }
          }
        }
      }
    }
  }
  // On a trainer position, trainees beyond ratio × trainers (plus what locked shifts already exceed
  // by, which the search may keep but never grow) cannot stand; locked shifts count as they are.
  let missing = 0;
  for (let i = 0; i < could.length; i++) {
    let free = could[i] ?? 0;
    if (m.requiresTrainer[Math.floor(i / WEEK_SLOTS)] === 1) {
      const trainers = couldTrain[i] ?? 0;
      const lockedTrainers = locked.trainers[i] ?? 0;
      const lockedTrainees = locked.trainees[i] ?? 0;
      const baseline = Math.max(0, lockedTrainees - m.ratio * lockedTrainers);
      const traineeRoom = Math.max(0, m.ratio * (trainers + lockedTrainers) + baseline - lockedTrainees);
      free = trainers + Math.min(free - trainers, traineeRoom);
    }
    missing += Math.max(0, (m.demand[i] ?? 0) - (locked.coverage[i] ?? 0) - free);
  }
  return missing * s.w.understaffedSlot;
}

/**
 * The Lagrangian bound (opt/subgradient.ts with the restaurant pricing of weekly-pricing.ts): cover
 * rows priced in [−overstaffedSlot, understaffedSlot], every employee's best week by DP. Valid for
 * every multiplier, so any iteration count gives a bound; more iterations tighten it. Call after the
 * search: the state's locked cells are read, its objective steers the steps. Floored to the cent so
 * that rounding never lifts it above an objective it touches.
 */
export function lagrangianBound(
  s: State,
  frame: Frame,
  fixed: FixedRows,
  options: { iterations: number; shouldStop?: () => boolean },
): number {
  if (options.iterations <= 0) return 0;
  const { rows, start } = boundRows(s);
  const pricing = buildWeeklyPricing(s, frame, fixed);
  const result = maximizeLagrangian(rows, pricing.price, {
    iterations: options.iterations,
    upperBound: s.quality,
    start,
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  });
  if (!Number.isFinite(result.bound)) return 0;
  return Math.max(0, Math.floor((result.bound - 1e-6 * Math.max(1, Math.abs(result.bound))) * 100) / 100);
}

/**
 * The relaxed rows of the restaurant bounds, [0, n) cover of each position-slot and [n, 2n) the trainer
 * ratio, with the multiplier ranges that keep a Lagrangian valid and the subgradient's starting point.
 */
export function boundRows(s: State): { rows: LagrangianRows; start: Float64Array } {
  const m = s.m;
  const n = m.nP * WEEK_SLOTS;
  // Cover rows: Σ people = demand, slack priced by the weights, so π ∈ [−over, under]. Trainer rows:
  // ratio × trainers − trainees ≥ −(the excess locked shifts alone make, which the search keeps), μ ≥ 0
  // (any cap keeps the bound valid; the under-cover weight is plenty).
  const rhs = new Float64Array(2 * n);
  const lo = new Float64Array(2 * n);
  const hi = new Float64Array(2 * n);
  const start = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    rhs[i] = m.demand[i] ?? 0;
    lo[i] = -s.w.overstaffedSlot;
    hi[i] = s.w.understaffedSlot;
    start[i] = (m.demand[i] ?? 0) > 0 ? s.w.understaffedSlot / 2 : -s.w.overstaffedSlot;
    if (m.requiresTrainer[Math.floor(i / WEEK_SLOTS)] === 1) {
      rhs[n + i] = -(s.ratioBaseline[i] ?? 0);
      hi[n + i] = s.w.understaffedSlot;
    }
  }
  return { rows: { rhs, lo, hi }, start };
}
