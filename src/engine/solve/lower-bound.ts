import { AVAIL_STRIDE, DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS, type Model } from "./model";
import type { Frame } from "./frame";
import type { State } from "./state";
import { maximizeLagrangian, type LagrangianRows } from "./subgradient";
import { buildWeeklyPricing, type FixedRows } from "./weekly-pricing";

/** Slots a daylight-saving change may move a shift's wall length by (two hours: generous). */
const DST_SLACK = 8;

/**
 * A valid lower bound on the objective: every soft term is ≥ 0, and a staff-slot is certainly
 * understaffed when fewer people could ever stand in it than it needs. A person "could" cover a slot
 * of the time axis when some day d of theirs could hold a shift through it: qualified, not on time
 * off, not at another store that day, and the slot lies in a run of available time from day d's
 * midnight to at most its last start plus the longest shift (to the curfew on a day they are a minor)
 * at least one allowed shift long; a person counts once per slot (their shifts never overlap); someone with a locked shift that
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
  const longest = frame.lengths[frame.lengths.length - 1];
  const lockedDay = locked.day;
  // Free people who could stand in each slot, split by trainer eligibility.
  const could = new Int32Array(m.nP * WEEK_SLOTS);
  const couldTrain = new Int32Array(m.nP * WEEK_SLOTS);
  if (shortest !== undefined && longest !== undefined) {
    // Across a daylight-saving change a shift's wall length may be shorter than its real one: the
    // runs asked for are shorter then, and the windows longer, so the bound stays valid.
    const canCover = new Uint8Array(WEEK_SLOTS);
    for (let e = 0; e < m.nE; e++) {
      canCover.fill(0);
      for (let d = 0; d < DAYS; d++) {
        const cell = e * DAYS + d;
        if (lockedDay[cell] === 1 || m.dayOff[cell] === 1 || m.fixedDay[cell] === 1) continue;
        markCoverable(m, frame, e, d, canCover);
      }
      for (let t = 0; t < WEEK_SLOTS; t++) {
        if (canCover[t] !== 1) continue;
        for (let p = 0; p < m.nP; p++) {
          if (m.qualified[e * m.nP + p] !== 1) continue;
          const i = p * WEEK_SLOTS + t;
          could[i] = (could[i] ?? 0) + 1;
          if (m.trainer[e] === 1) couldTrain[i] = (couldTrain[i] ?? 0) + 1;
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
 * Marks in `out` (one entry per slot of the time axis) the slots a shift of employee e on day d could
 * cover, whatever the other days hold: the shift starts that day and ends within the longest shift
 * (by the curfew on a minor's day), inside a run of free slots at least the shortest shift long.
 * Across a daylight-saving change a shift's wall length may differ from its real one: the runs asked
 * for are shorter then, and the reach longer, so what is marked stays a superset.
 */
export function markCoverable(m: Model, frame: Frame, e: number, d: number, out: Uint8Array): void {
  const shortest = frame.lengths[0];
  const longest = frame.lengths[frame.lengths.length - 1];
  if (shortest === undefined || longest === undefined) return;
  const slack = m.realAt === null ? 0 : DST_SLACK;
  const minSlots = Math.max(1, shortest / SLOT - slack);
  const reach = longest / SLOT + slack;
  const from = d * SLOTS_PER_DAY;
  const to = Math.min(
    WEEK_SLOTS,
    from + (m.minorDay[e * DAYS + d] === 1 ? Math.floor(m.curfew / SLOT) : SLOTS_PER_DAY - 1 + reach),
  );
  const base = e * AVAIL_STRIDE;
  let runStart = -1;
  for (let t = from; t <= to; t++) {
    const isFree = t < to && (m.availPrefix[base + t + 1] ?? 0) - (m.availPrefix[base + t] ?? 0) === 1;
    if (isFree && runStart < 0) runStart = t;
    if (isFree || runStart < 0) continue;
    if (t - runStart >= minSlots) out.fill(1, runStart, t);
    runStart = -1;
  }
}

/**
 * The Lagrangian bound (subgradient.ts with the restaurant pricing of weekly-pricing.ts): cover
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
  const cuts = trainerCoverCuts(s, fixed, frame);
  const { rows, start, project } = boundRows(s, cuts);
  const pricing = buildWeeklyPricing(s, frame, fixed, cuts);
  const result = maximizeLagrangian(rows, pricing.price, {
    iterations: options.iterations,
    upperBound: s.quality,
    start,
    project,
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  });
  if (!Number.isFinite(result.bound)) return 0;
  return Math.max(0, Math.floor((result.bound - 1e-6 * Math.max(1, Math.abs(result.bound))) * 100) / 100);
}

/**
 * The trainer cover cuts (issue 16). On a position needing trainers, with T whole trainers on a slot
 * its cover is at most f(T) = min(need, T·(1 + ratio), T + trainees who could stand there: free that
 * day, or on a shift of the day before running past midnight): no
 * trainer, no trainee; each trainer brings at most `ratio` trainees; heads past the need cover nothing.
 * f is concave, so between consecutive integers k and k + 1 the chord is a valid cut for whole
 * trainers: under ≥ need − f(k) − (f(k + 1) − f(k))·(T − k). The LP and the Lagrangian otherwise blend
 * trainers' weeks into a fraction of a trainer on every slot, which the ratio row alone lets carry
 * ratio × that fraction of trainees; the cuts price what whole trainers can carry. (The compact LP of
 * generated weeks: 20/1 26 661 → 38 725 with the first chord alone, 20/3 44 581 → 51 290; 60/1
 * 14 883 → 15 576 with every chord, above what HiGHS proved in 420 s.)
 *
 * Rows, ordered by slot: cut j is `coef[j]·T + under ≥ rhs[j]` on slot `slot[j]`; slot i's cuts are
 * first[i] .. first[i + 1] − 1. None where there is no need, or where locked shifts already break the
 * ratio or sit outside the cells.
 */
export interface TrainerCuts {
  first: Int32Array;
  coef: Float64Array;
  rhs: Float64Array;
}

export function trainerCoverCuts(s: State, fixed: FixedRows, frame: Frame): TrainerCuts {
  const m = s.m;
  const n = m.nP * WEEK_SLOTS;
  const first = new Int32Array(n + 1);
  const coef: number[] = [];
  const rhs: number[] = [];
  // Trainees who could stand in each slot of a position: those free (no time off, no other store) on
  // the slot's day, and those whose shift of the day before could run into it (overnight).
  const trainees = new Int32Array(WEEK_SLOTS);
  const works = (e: number, day: number) =>
    day >= 0 && day < DAYS && m.dayOff[e * DAYS + day] !== 1 && m.fixedDay[e * DAYS + day] !== 1;
  const reach = new Uint8Array(WEEK_SLOTS);
  for (let i = 0; i < n; i++) {
    first[i] = coef.length;
    const p = Math.floor(i / WEEK_SLOTS);
    if (m.requiresTrainer[p] !== 1) continue;
    if (i % WEEK_SLOTS === 0) {
      trainees.fill(0);
      for (let e = 0; e < m.nE; e++) {
        if (m.qualified[e * m.nP + p] !== 1 || m.trainer[e] === 1) continue;
        reach.fill(0);
        for (let day = 0; day < DAYS; day++) if (works(e, day)) markCoverable(m, frame, e, day, reach);
        for (let t = 0; t < WEEK_SLOTS; t++) {
          if (works(e, Math.floor(t / SLOTS_PER_DAY)) || reach[t] === 1) trainees[t] = (trainees[t] ?? 0) + 1;
        }
      }
    }
    const need = m.demand[i] ?? 0;
    if (need < 1 || (s.ratioBaseline[i] ?? 0) !== 0 || (fixed.coverage[i] ?? 0) !== 0) continue;
    const room = trainees[i % WEEK_SLOTS] ?? 0;
    const f = (k: number) => Math.min(need, k * (1 + m.ratio), k + room);
    let slope = -1;
    for (let k = 0; f(k) < need; k++) {
      const next = f(k + 1) - f(k);
      if (next === slope) continue; // the same line as the previous chord
      slope = next;
      coef.push(slope);
      rhs.push(need - f(k) + slope * k);
    }
  }
  first[n] = coef.length;
  return { first, coef: Float64Array.from(coef), rhs: Float64Array.from(rhs) };
}

/**
 * The relaxed rows of the restaurant bounds, [0, n) cover of each position-slot and [n, 2n) the trainer
 * ratio, with the multiplier ranges that keep a Lagrangian valid and the subgradient's starting point.
 * With `cuts` (trainerCoverCuts), row 2n + j is cut j: a cut shares its slot's under-cover slack with
 * the cover row, so valid multipliers have π ≥ −over, ν ≥ 0 and π + Σ ν of the slot's cuts ≤ under;
 * `project` puts them back there after each step (Euclidean projection).
 */
export function boundRows(
  s: State,
  cuts?: TrainerCuts,
): { rows: LagrangianRows; start: Float64Array; project?: (prices: Float64Array) => void } {
  const m = s.m;
  const n = m.nP * WEEK_SLOTS;
  const under = s.w.understaffedSlot;
  const over = s.w.overstaffedSlot;
  // Cover rows: Σ people = demand, slack priced by the weights, so π ∈ [−over, under]. Trainer rows:
  // ratio × trainers − trainees ≥ −(the excess locked shifts alone make, which the search keeps), μ ≥ 0
  // (any cap keeps the bound valid; the under-cover weight is plenty).
  const size = 2 * n + (cuts?.coef.length ?? 0);
  const rhs = new Float64Array(size);
  const lo = new Float64Array(size);
  const hi = new Float64Array(size);
  const start = new Float64Array(size);
  for (let i = 0; i < n; i++) {
    rhs[i] = m.demand[i] ?? 0;
    lo[i] = -over;
    hi[i] = under;
    start[i] = (m.demand[i] ?? 0) > 0 ? under / 2 : -over;
    if (m.requiresTrainer[Math.floor(i / WEEK_SLOTS)] === 1) {
      rhs[n + i] = -(s.ratioBaseline[i] ?? 0);
      hi[n + i] = under;
    }
  }
  if (cuts === undefined) return { rows: { rhs, lo, hi }, start };
  for (let j = 0; j < cuts.coef.length; j++) {
    rhs[2 * n + j] = cuts.rhs[j] ?? 0;
    hi[2 * n + j] = under + over;
  }
  const values: number[] = [];
  const floors: number[] = [];
  const project = (prices: Float64Array) => {
    for (let i = 0; i < n; i++) {
      const from = cuts.first[i] ?? 0;
      const to = cuts.first[i + 1] ?? 0;
      if (from === to) continue;
      let sum = prices[i] ?? 0;
      for (let j = from; j < to; j++) sum += prices[2 * n + j] ?? 0;
      if (sum <= under) continue;
      values.length = 0;
      floors.length = 0;
      values.push(prices[i] ?? 0);
      floors.push(-over);
      for (let j = from; j < to; j++) {
        values.push(prices[2 * n + j] ?? 0);
        floors.push(0);
      }
      const tau = projectionShift(values, floors, under);
      prices[i] = Math.max(-over, (prices[i] ?? 0) - tau);
      for (let j = from; j < to; j++) prices[2 * n + j] = Math.max(0, (prices[2 * n + j] ?? 0) - tau);
    }
  };
  return { rows: { rhs, lo, hi }, start, project };
}

/**
 * The τ ≥ 0 with Σ max(floor_k, value_k − τ) = total (the Euclidean projection onto a capped sum with
 * floors shifts every free coordinate by the same τ), by bisection; Σ floors ≤ total is assumed.
 */
function projectionShift(values: number[], floors: number[], total: number): number {
  const sumAt = (tau: number) => values.reduce((a, v, k) => a + Math.max(floors[k] ?? 0, v - tau), 0);
  let lo = 0;
  let hi = Math.max(...values.map((v, k) => v - (floors[k] ?? 0)));
  for (let it = 0; it < 60; it++) {
    const mid = (lo + hi) / 2;
    if (sumAt(mid) > total) lo = mid;
    else hi = mid;
  }
  return hi;
}
