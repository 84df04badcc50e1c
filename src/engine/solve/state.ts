import { OVERTIME_MULTIPLIER } from "../../domain/labor-cost";
import { SHIFT_TYPES } from "../../domain/schemas/preferences";
import { isPreferredType } from "../shift-type";
import { realLength } from "./clock";
import * as grid from "./model";
import type { Model } from "./model";
import type { Weights } from "./weights";

// Local copies of the grid constants: tsx and vitest compile imported bindings to getters, which
// cost about 40% of the search when read in its inner loops.
const { DAYS, MAX_END, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } = grid;

/**
 * Employee e's soft cost that depends only on their minutes worked here (`here`): distance from desired
 * hours (linear and squared), the preferred range, overtime and labor cost. Hours goals and overtime
 * read the person's whole week (other stores included); this store pays its own hours and the
 * overtime they make up (at most its own hours).
 */
export function hoursCost(m: Model, w: Weights, e: number, here: number): number {
  const minutes = here + (m.fixedWorked[e] ?? 0);
  const hours = minutes / 60;
  const gap = Math.abs(hours - (m.desired[e] ?? 0));
  let cost = w.desiredHour * gap + w.fairnessSquaredHour * gap * gap;
  const lo = m.hoursMin[e] ?? 0;
  const hi = m.hoursMax[e] ?? 0;
  if (hours < lo) cost += w.outsideRangeHour * (lo - hours);
  else if (hours > hi) cost += w.outsideRangeHour * (hours - hi);
  const overtime = Math.min(here, Math.max(0, minutes - m.overtime)) / 60;
  return (
    cost +
    w.overtimeHour * overtime +
    w.laborCost * (m.cost[e] ?? 0) * (here / 60 + (OVERTIME_MULTIPLIER - 1) * overtime)
  );
}

let typeTable: Uint8Array | null = null;

/**
 * The shift-type table's shape: a shift starts at slot a (0..95) of its day and ends at slot b, up to
 * 16 hours later (b < TYPE_ENDS, past 96 = the next day).
 */
export const TYPE_ENDS = MAX_END / SLOT;
export const TYPE_STRIDE = SLOTS_PER_DAY * TYPE_ENDS;

/**
 * typeOk[pref * TYPE_STRIDE + a * TYPE_ENDS + b]: a shift from slot a to slot b of its day is of
 * preference pref's type. The same for every input, so built once (a review builds a State per call).
 */
export function shiftTypeTable(): Uint8Array {
  if (typeTable) return typeTable;
  const table = new Uint8Array(SHIFT_TYPES.length * TYPE_STRIDE);
  SHIFT_TYPES.forEach((type, t) => {
    for (let a = 0; a < SLOTS_PER_DAY; a++) {
      for (let b = a + 1; b < TYPE_ENDS; b++)
        table[t * TYPE_STRIDE + a * TYPE_ENDS + b] = isPreferredType(a * SLOT, b * SLOT, type) ? 1 : 0;
    }
  });
  typeTable = table;
  return table;
}

/**
 * The solver's incremental bookkeeping. A schedule is one (position, start, end) per employee-day cell
 * (docs/engine.md, Contract allows one shift a day), so every move is "clear a cell, fill a cell" and the
 * objective is updated from the slots and employees those touch.
 */
export class State {
  readonly cellPos: Int16Array;
  readonly cellStart: Int16Array;
  readonly cellEnd: Int16Array;
  readonly locked: Uint8Array;
  /** People per position-slot, split by trainer eligibility for the ratio rule. */
  readonly cov: Int32Array;
  /** Bit i set ⇔ position-slot i has fewer people than required: lets the search find gaps 32 at a time. */
  readonly short: Int32Array;
  readonly trainers: Int32Array;
  readonly trainees: Int32Array;
  readonly worked: Int32Array;
  readonly minorWorked: Int32Array;
  readonly empCost: Float64Array;
  coverageCost = 0;
  employeeCost = 0;
  /** weights.changedShift × employee-days that differ from input.currentShifts (0 without them). */
  changeCost = 0;
  /**
   * Premium money of the employee-days that differ from input.currentShifts (model.premium*; 0
   * without premiums). Priced at weights.laborCost per unit in the objective, like wages.
   */
  premiumMoney = 0;
  /** shiftTypeTable(). */
  private readonly typeOk: Uint8Array;

  constructor(
    readonly m: Model,
    readonly w: Weights,
  ) {
    const cells = m.nE * DAYS;
    this.cellPos = new Int16Array(cells).fill(-1);
    this.cellStart = new Int16Array(cells);
    this.cellEnd = new Int16Array(cells);
    this.locked = new Uint8Array(cells);
    this.cov = new Int32Array(m.nP * WEEK_SLOTS);
    this.trainers = new Int32Array(m.nP * WEEK_SLOTS);
    this.trainees = new Int32Array(m.nP * WEEK_SLOTS);
    this.worked = new Int32Array(m.nE);
    this.minorWorked = new Int32Array(m.nE);
    this.empCost = new Float64Array(m.nE);
    this.ratioBaseline = new Int32Array(m.nP * WEEK_SLOTS);
    this.short = new Int32Array(Math.ceil((m.nP * WEEK_SLOTS) / 32));
    for (let i = 0; i < m.demand.length; i++)
      if ((m.demand[i] ?? 0) > 0) this.short[i >> 5] = (this.short[i >> 5] ?? 0) | (1 << (i & 31));
    this.typeOk = shiftTypeTable();
    let coverageCost = 0;
    for (let i = 0; i < m.demand.length; i++) coverageCost += (m.demand[i] ?? 0) * w.understaffedSlot;
    this.coverageCost = coverageCost;
    for (let e = 0; e < m.nE; e++) this.refreshEmployee(e);
    if (m.hasCurrent) {
      for (let cell = 0; cell < cells; cell++) this.changeCost += w.changedShift * this.changedAt(cell);
    }
    if (m.hasPremiums) for (let cell = 0; cell < cells; cell++) this.premiumMoney += this.premiumAt(cell);
  }

  /**
   * What the search minimises: the schedule's soft objective plus the cost of changing the current one
   * (the stability points and the premiums' money at the labor-cost weight).
   */
  get objective(): number {
    return this.coverageCost + this.employeeCost + this.changeCost + this.w.laborCost * this.premiumMoney;
  }

  /** The schedule's soft objective alone (metrics.objective), without the stability term. */
  get quality(): number {
    return this.coverageCost + this.employeeCost;
  }

  /** 1 if the employee-day differs from the current schedule's (input.currentShifts), else 0. */
  changedAt(cell: number): number {
    const m = this.m;
    const cur = m.currentPos[cell] ?? -1;
    const pos = this.cellPos[cell] ?? -1;
    if (pos < 0) return cur >= 0 ? 1 : 0;
    return cur === pos &&
      m.currentStart[cell] === this.cellStart[cell] &&
      m.currentEnd[cell] === this.cellEnd[cell]
      ? 0
      : 1;
  }

  /**
   * The premium money the employee-day's shift costs against input.currentShifts: the current shift
   * cancelled or changed, or a shift added where there was none (model.premium*).
   */
  premiumAt(cell: number): number {
    return this.premiumOf(cell, this.cellPos[cell] ?? -1, this.cellStart[cell] ?? 0, this.cellEnd[cell] ?? 0);
  }

  /** premiumAt as if the employee-day held position p from start to end (p < 0: no shift). */
  premiumOf(cell: number, p: number, start: number, end: number): number {
    const m = this.m;
    const cur = m.currentPos[cell] ?? -1;
    if (cur < 0) return p < 0 ? 0 : (m.premiumAdded[cell] ?? 0);
    if (p < 0) return m.premiumCancelled[cell] ?? 0;
    return cur === p && m.currentStart[cell] === start && m.currentEnd[cell] === end
      ? 0
      : (m.premiumChanged[cell] ?? 0);
  }

  /** Worked minutes of a shift of real length `length`: less the meal break when one is due. */
  workedOf(length: number): number {
    return length > this.m.mealAfter ? length - this.m.mealLen : length;
  }

  /** Worked minutes of a shift of day d from start to end (its real length: solve/clock.ts). */
  workedAt(d: number, start: number, end: number): number {
    const m = this.m;
    return this.workedOf(m.realAt === null ? end - start : realLength(m, d, start, end));
  }

  /** Fills an empty cell. Hard rules are the caller's business (see rules.ts). */
  place(e: number, d: number, p: number, start: number, end: number): void {
    const cell = e * DAYS + d;
    const { hasCurrent, hasPremiums } = this.m;
    if (hasCurrent) this.changeCost -= this.w.changedShift * this.changedAt(cell);
    if (hasPremiums) this.premiumMoney -= this.premiumAt(cell);
    this.cellPos[cell] = p;
    this.cellStart[cell] = start;
    this.cellEnd[cell] = end;
    if (hasCurrent) this.changeCost += this.w.changedShift * this.changedAt(cell);
    if (hasPremiums) this.premiumMoney += this.premiumAt(cell);
    this.addCoverage(e, d, p, start, end, 1);
    const worked = this.workedAt(d, start, end);
    this.worked[e] = (this.worked[e] ?? 0) + worked;
    if (this.m.minorDay[cell]) this.minorWorked[e] = (this.minorWorked[e] ?? 0) + worked;
    this.refreshEmployee(e);
  }

  clear(e: number, d: number): void {
    const cell = e * DAYS + d;
    const p = this.cellPos[cell] ?? -1;
    if (p < 0) return;
    const start = this.cellStart[cell] ?? 0;
    const end = this.cellEnd[cell] ?? 0;
    const { hasCurrent, hasPremiums } = this.m;
    if (hasCurrent) this.changeCost -= this.w.changedShift * this.changedAt(cell);
    if (hasPremiums) this.premiumMoney -= this.premiumAt(cell);
    this.cellPos[cell] = -1;
    if (hasCurrent) this.changeCost += this.w.changedShift * this.changedAt(cell);
    if (hasPremiums) this.premiumMoney += this.premiumAt(cell);
    this.addCoverage(e, d, p, start, end, -1);
    const worked = this.workedAt(d, start, end);
    this.worked[e] = (this.worked[e] ?? 0) - worked;
    if (this.m.minorDay[cell]) this.minorWorked[e] = (this.minorWorked[e] ?? 0) - worked;
    this.refreshEmployee(e);
  }

  /** Adds or removes one person on a position's slots; also used for extra locked shifts. */
  addCoverage(e: number, d: number, p: number, start: number, end: number, sign: 1 | -1): void {
    const { understaffedSlot: under, overstaffedSlot: over } = this.w;
    const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
    const counts = this.m.trainer[e] ? this.trainers : this.trainees;
    const isTrainerPosition = this.m.requiresTrainer[p] === 1;
    let delta = 0;
    for (let i = base + start / SLOT; i < base + end / SLOT; i++) {
      const c = this.cov[i] ?? 0;
      const req = this.m.demand[i] ?? 0;
      if (sign > 0) delta += c < req ? -under : over;
      else delta += c <= req ? under : -over;
      this.cov[i] = c + sign;
      if (c < req !== c + sign < req) this.short[i >> 5] = (this.short[i >> 5] ?? 0) ^ (1 << (i & 31));
      if (isTrainerPosition) counts[i] = (counts[i] ?? 0) + sign;
    }
    this.coverageCost += delta;
  }

  /**
   * Trainer-ratio excess (trainees − ratio × trainers) per position-slot that locked shifts alone
   * cause; the search may never push a slot past it, so it adds no violation of its own.
   */
  readonly ratioBaseline: Int32Array;

  /** Freezes the current excess as the baseline: call once, after placing the locked shifts. */
  fixRatioBaseline(): void {
    for (let i = 0; i < this.ratioBaseline.length; i++) {
      this.ratioBaseline[i] = Math.max(0, (this.trainees[i] ?? 0) - this.m.ratio * (this.trainers[i] ?? 0));
    }
  }

  /** Slots [fromSlot, toSlot) of position p on day d are within the trainer ratio (or its baseline). */
  isRatioKept(p: number, d: number, fromSlot: number, toSlot: number): boolean {
    if (this.m.requiresTrainer[p] !== 1) return true;
    const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
    for (let i = base + fromSlot; i < base + toSlot; i++) {
      if ((this.trainees[i] ?? 0) - this.m.ratio * (this.trainers[i] ?? 0) > (this.ratioBaseline[i] ?? 0))
        return false;
    }
    return true;
  }

  /**
   * The first understaffed position-slot at or after `from` (wrapping), if one lies fewer than
   * `within` slots ahead; else -1.
   */
  nextShort(from: number, within: number): number {
    const total = this.cov.length;
    const words = this.short.length;
    let w = from >> 5;
    let bits = (this.short[w] ?? 0) & (-1 << (from & 31));
    for (let k = 0; k <= words; k++) {
      if (bits !== 0) {
        const i = (w << 5) + 31 - Math.clz32(bits & -bits);
        const ahead = i >= from ? i - from : i + total - from;
        return ahead < within ? i : -1;
      }
      w = w + 1 === words ? 0 : w + 1;
      bits = this.short[w] ?? 0;
    }
    return -1;
  }

  /** Recomputes one employee's soft cost from their seven cells. */
  refreshEmployee(e: number): void {
    const cost = this.costOf(e, -1, 0, 0);
    this.employeeCost += cost - (this.empCost[e] ?? 0);
    this.empCost[e] = cost;
  }

  /**
   * Employee e's soft cost from their seven cells, or, when day ≥ 0, as if that day held a shift from
   * start to end (minutes) instead of its cell: lets the construction price a candidate without a move.
   */
  costOf(e: number, day: number, start: number, end: number): number {
    const m = this.m;
    const w = this.w;
    let here = this.worked[e] ?? 0;
    if (day >= 0) {
      const cell = e * DAYS + day;
      if ((this.cellPos[cell] ?? -1) >= 0)
        here -= this.workedAt(day, this.cellStart[cell] ?? 0, this.cellEnd[cell] ?? 0);
      here += this.workedAt(day, start, end);
    }
    let cost = hoursCost(m, w, e, here);
    const pref = (m.prefType[e] ?? 1) * TYPE_STRIDE;
    const prefConsec = m.prefConsec[e] ?? 5;
    const isWeekendAverse = m.prefersWeekends[e] !== 1;
    let run = m.prevRun[e] ?? 0;
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      let a: number;
      let b: number;
      if (d === day) {
        a = start / SLOT;
        b = end / SLOT;
      } else if ((this.cellPos[cell] ?? -1) >= 0) {
        a = (this.cellStart[cell] ?? 0) / SLOT;
        b = (this.cellEnd[cell] ?? 0) / SLOT;
      } else {
        if (m.fixedDay[cell] === 1) {
          run++; // a day at another store: part of the run, not of this store's shift preferences
          continue;
        }
        if (run > prefConsec) cost += w.preferredConsecutiveDay * (run - prefConsec);
        run = 0;
        continue;
      }
      run++;
      if (this.typeOk[pref + a * TYPE_ENDS + b] !== 1) cost += w.shiftType;
      if (d >= 5 && isWeekendAverse) cost += w.weekend;
    }
    if (run > prefConsec) cost += w.preferredConsecutiveDay * (run - prefConsec);
    return cost;
  }

  /** Recomputes the running totals from scratch so float drift cannot build up over a long search. */
  resync(): void {
    let employeeCost = 0;
    for (let e = 0; e < this.m.nE; e++) employeeCost += this.empCost[e] ?? 0;
    this.employeeCost = employeeCost;
    const { understaffedSlot: under, overstaffedSlot: over } = this.w;
    let coverageCost = 0;
    for (let i = 0; i < this.cov.length; i++) {
      const diff = (this.m.demand[i] ?? 0) - (this.cov[i] ?? 0);
      coverageCost += diff > 0 ? diff * under : -diff * over;
    }
    this.coverageCost = coverageCost;
    if (this.m.hasCurrent) {
      let changes = 0;
      for (let cell = 0; cell < this.cellPos.length; cell++) changes += this.changedAt(cell);
      this.changeCost = changes * this.w.changedShift;
    }
    if (this.m.hasPremiums) {
      let money = 0;
      for (let cell = 0; cell < this.cellPos.length; cell++) money += this.premiumAt(cell);
      this.premiumMoney = money;
    }
  }
}
