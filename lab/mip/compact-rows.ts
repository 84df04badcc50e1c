import {
  DAYS,
  SLOT,
  SLOTS_PER_DAY,
  WEEK_SLOTS,
  boundRows,
  trainerCoverCuts,
  hoursCost,
  type Frame,
  type State,
  type FixedRows,
} from "../../src/engine/index";
import type { CompactMipOptions, CompactShift } from "./compact-mip";

/** The rows of the compact MIP (compact-mip.ts): columns and CSR rows as they are built. */
export class Builder {
  readonly cost: number[] = [];
  readonly lower: number[] = [];
  readonly upper: number[] = [];
  readonly integer: number[] = [];
  readonly starts: number[] = [0];
  readonly index: number[] = [];
  readonly value: number[] = [];
  readonly rowLower: number[] = [];
  readonly rowUpper: number[] = [];

  col(cost: number, lower: number, upper: number, integer = false): number {
    this.cost.push(cost);
    this.lower.push(lower);
    this.upper.push(upper);
    this.integer.push(integer ? 1 : 0);
    return this.cost.length - 1;
  }

  row(cols: number[], coefs: number[], lower: number, upper: number): void {
    const merged = new Map<number, number>();
    cols.forEach((c, k) => merged.set(c, (merged.get(c) ?? 0) + (coefs[k] ?? 0)));
    for (const [c, v] of merged) {
      if (v === 0) continue;
      this.index.push(c);
      this.value.push(v);
    }
    this.starts.push(this.index.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
  }
}

/** What the row builders share: the catalog's shifts, their columns, and the model. */
export interface Catalog {
  s: State;
  frame: Frame;
  fixed: FixedRows;
  options: CompactMipOptions;
  B: Builder;
  shifts: CompactShift[];
  shiftCol: number[];
  /** Shifts per cell, as indexes into `shifts`. */
  byCell: number[][];
  inf: number;
  /** Worked-time unit of the hours cost (minutes). */
  unit: number;
  workedOf: (length: number) => number;
  /** Cells whose shift (or day off) is held as it is: locked ones, and the kept weeks of a neighbourhood. */
  pinned: (cell: number) => boolean;
}

/**
 * Per person: one shift a day (y), worked units (u), hours cost (h), cap, minors' weekly hours,
 * consecutive days, the preferred run, rest and clopen.
 */
export function personRows(c: Catalog): void {
  const { s, B, shifts, shiftCol, byCell, inf, unit, workedOf } = c;
  const m = s.m;
  const w = s.w;
  // Per person: one shift a day (y), worked units (u), hours cost (h), cap, minors' weekly hours,
  // consecutive days, the preferred run, rest and clopen.
  for (let e = 0; e < m.nE; e++) {
    const y: (number | null)[] = [];
    const uCols: number[] = [];
    const uCoefs: number[] = [];
    const minorCols: number[] = [];
    const minorCoefs: number[] = [];
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      const list = byCell[cell] ?? [];
      if (list.length === 0) {
        y.push(m.fixedDay[cell] === 1 ? -1 : null);
        continue;
      }
      const yd = B.col(0, 0, 1);
      y.push(yd);
      B.row([...list.map((k) => shiftCol[k] ?? 0), yd], [...list.map(() => 1), -1], 0, 0);
      for (const k of list) {
        const sh = shifts[k] as CompactShift;
        const worked = workedOf((sh.b - sh.a) * SLOT);
        uCols.push(shiftCol[k] ?? 0);
        uCoefs.push(worked / unit);
        if (m.minorDay[cell] === 1) {
          minorCols.push(shiftCol[k] ?? 0);
          minorCoefs.push(worked);
        }
      }
    }
    const capUnits = Math.max(0, Math.floor((m.cap - (m.fixedWorked[e] ?? 0)) / unit));
    const maxUnits = Math.min(capUnits, uCoefs.length === 0 ? 0 : Math.round(7 * Math.max(...uCoefs)));
    const u = B.col(0, 0, inf);
    B.row([...uCols, u], [...uCoefs, -1], 0, 0);
    B.row([u], [1], 0, Math.max(0, capUnits));
    const h = B.col(1, maxUnits === 0 ? hoursCost(m, w, e, 0) : 0, inf);
    for (let i = 0; i < maxUnits; i++) {
      const f0 = hoursCost(m, w, e, i * unit);
      const slope = hoursCost(m, w, e, (i + 1) * unit) - f0;
      B.row([h, u], [1, -slope], f0 - slope * i, inf);
    }
    if (minorCols.length > 0)
      B.row(minorCols, minorCoefs, -inf, m.minorWeekly - (m.fixedMinorWorked[e] ?? 0));
    const prevRun = m.prevRun[e] ?? 0;
    /** Windows of `size` days ending at day j: Σ y ≤ / − z ≤ limit, days before the week from last week's run. */
    const windows = (size: number, each: (cols: number[], constant: number, locked: number) => void) => {
      for (let j = 0; j < DAYS; j++) {
        const first = j - size + 1;
        if (first < -prevRun) continue;
        let constant = first < 0 ? -first : 0;
        const cols: number[] = [];
        let locked = 0;
        for (let d = Math.max(0, first); d <= j; d++) {
          if (c.pinned(e * DAYS + d)) locked++;
          const yd = y[d];
          if (yd === -1) constant++;
          else if (yd !== null && yd !== undefined) cols.push(yd);
        }
        each(cols, constant, locked);
      }
    };
    const maxRun = m.maxConsec[e] ?? 5;
    // A run the locked shifts alone make is kept (the solver keeps it too).
    windows(maxRun + 1, (cols, constant, locked) => {
      if (cols.length > 0)
        B.row(
          cols,
          cols.map(() => 1),
          -inf,
          Math.max(maxRun - constant, locked),
        );
    });
    const prefRun = m.prefConsec[e] ?? 5;
    windows(prefRun + 1, (cols, constant) => {
      const z = B.col(w.preferredConsecutiveDay, 0, inf);
      B.row([...cols, z], [...cols.map(() => -1), 1], constant - prefRun, inf);
    });
    restRows(e);
  }

  function clash(endA: number, startB: number): boolean {
    const gap = 1440 + startB - endA;
    return gap < m.minRest || (endA >= m.close && startB <= m.open && gap < m.clopenGap);
  }

  function restRows(e: number): void {
    // Against last week's last shift and other stores' neighbouring days: drop the clashing shifts.
    for (let d = 0; d < DAYS; d++) {
      for (const k of byCell[e * DAYS + d] ?? []) {
        const sh = shifts[k] as CompactShift;
        if (c.pinned(e * DAYS + d)) continue;
        const start = d * 1440 + sh.a * SLOT;
        let bad = false;
        if (d === 0) {
          const gap = start - (m.prevEnd[e] ?? -1e9);
          bad = gap < m.minRest || (m.prevEndLate[e] === 1 && sh.a * SLOT <= m.open && gap < m.clopenGap);
        } else if (m.fixedDay[e * DAYS + d - 1] === 1) {
          bad = clash(m.fixedEnd[e * DAYS + d - 1] ?? 0, sh.a * SLOT);
        }
        if (d < DAYS - 1 && m.fixedDay[e * DAYS + d + 1] === 1)
          bad ||= clash(sh.b * SLOT, m.fixedStart[e * DAYS + d + 1] ?? 0);
        if (bad) B.upper[shiftCol[k] ?? 0] = 0;
      }
    }
    for (let d = 0; d + 1 < DAYS; d++) {
      const today = byCell[e * DAYS + d] ?? [];
      const tomorrow = byCell[e * DAYS + d + 1] ?? [];
      if (today.length === 0 || tomorrow.length === 0) continue;
      const ends = [...new Set(today.map((k) => (shifts[k] as CompactShift).b))].sort((x, z) => x - z);
      let lastCount = -1;
      for (const end of ends) {
        const late = tomorrow.filter((k) => clash(end * SLOT, (shifts[k] as CompactShift).a * SLOT));
        if (late.length === 0 || late.length === lastCount) continue;
        lastCount = late.length;
        const early = today.filter((k) => (shifts[k] as CompactShift).b >= end);
        B.row(
          [...early, ...late].map((k) => shiftCol[k] ?? 0),
          [...early, ...late].map(() => 1),
          -inf,
          1,
        );
      }
    }
  }
}

/**
 * Cover and trainer ratio per position-day, as running sums over the day's slots; returns the constant
 * part of the objective and, per position, the under-cover columns.
 */
export function coverRows(c: Catalog): { constant: number; underCols: number[][] } {
  const { s, fixed, frame, options, B, shifts, shiftCol, inf } = c;
  const m = s.m;
  const w = s.w;
  // Cover and trainer ratio per position-day, as running sums over the day's slots.
  const { rows: bound } = boundRows(s);
  const cuts = options.coverCuts === true ? trainerCoverCuts(s, fixed, frame) : undefined;
  const n = m.nP * WEEK_SLOTS;
  const byPosDay: number[][] = Array.from({ length: m.nP * DAYS }, () => []);
  const underCols: number[][] = Array.from({ length: m.nP }, () => []);
  shifts.forEach((sh, k) => byPosDay[sh.p * DAYS + sh.d]?.push(k));
  for (let p = 0; p < m.nP; p++) {
    const ratioRows = m.requiresTrainer[p] === 1 && options.noRatio !== true;
    for (let d = 0; d < DAYS; d++) {
      const list = byPosDay[p * DAYS + d] ?? [];
      const startsAt: number[][] = Array.from({ length: SLOTS_PER_DAY + 1 }, () => []);
      const endsAt: number[][] = Array.from({ length: SLOTS_PER_DAY + 1 }, () => []);
      for (const k of list) {
        const sh = shifts[k] as CompactShift;
        startsAt[sh.a]?.push(k);
        endsAt[sh.b]?.push(k);
      }
      let c = -1;
      let tr = -1;
      let tn = -1;
      const traineeShifts = new Map<number, number[]>();
      for (const k of list) {
        const e = (shifts[k] as CompactShift).e;
        if (m.trainer[e] === 1) continue;
        traineeShifts.set(e, [...(traineeShifts.get(e) ?? []), k]);
      }
      const presence = new Map<number, number>();
      for (let t = 0; t < SLOTS_PER_DAY; t++) {
        const i = p * WEEK_SLOTS + d * SLOTS_PER_DAY + t;
        const need = (m.demand[i] ?? 0) - (fixed.coverage[i] ?? 0);
        const moved = (startsAt[t]?.length ?? 0) + (endsAt[t]?.length ?? 0) > 0;
        if (c < 0 && !moved) continue; // nobody can be here yet: a constant, counted below
        const next = B.col(0, 0, inf);
        const cols = [next, ...(startsAt[t] ?? []).map((k) => shiftCol[k] ?? 0)];
        const coefs = [1, ...(startsAt[t] ?? []).map(() => -1)];
        for (const k of endsAt[t] ?? []) {
          cols.push(shiftCol[k] ?? 0);
          coefs.push(1);
        }
        if (c >= 0) {
          cols.push(c);
          coefs.push(-1);
        }
        B.row(cols, coefs, 0, 0);
        c = next;
        const under = B.col(w.understaffedSlot, 0, inf);
        underCols[p]?.push(under);
        const over = B.col(w.overstaffedSlot, 0, inf);
        B.row([c, under, over], [1, 1, -1], need, need);
        if (!ratioRows) continue;
        const trainerStarts = (startsAt[t] ?? []).filter(
          (k) => m.trainer[(shifts[k] as CompactShift).e] === 1,
        );
        const traineeStarts = (startsAt[t] ?? []).filter(
          (k) => m.trainer[(shifts[k] as CompactShift).e] !== 1,
        );
        const trainerEnds = (endsAt[t] ?? []).filter((k) => m.trainer[(shifts[k] as CompactShift).e] === 1);
        const traineeEnds = (endsAt[t] ?? []).filter((k) => m.trainer[(shifts[k] as CompactShift).e] !== 1);
        const chain = (prev: number, st: number[], en: number[]) => {
          const v = B.col(0, 0, inf);
          const cs = [v, ...st.map((k) => shiftCol[k] ?? 0), ...en.map((k) => shiftCol[k] ?? 0)];
          const vs = [1, ...st.map(() => -1), ...en.map(() => 1)];
          if (prev >= 0) {
            cs.push(prev);
            vs.push(-1);
          }
          B.row(cs, vs, 0, 0);
          return v;
        };
        tr = chain(tr, trainerStarts, trainerEnds);
        tn = chain(tn, traineeStarts, traineeEnds);
        const lowerRatio = (bound.rhs[n + i] ?? 0) - (fixed.ratio[i] ?? 0);
        B.row([tr, tn], [m.ratio, -1], lowerRatio, inf);
        if (cuts !== undefined)
          for (let j = cuts.first[i] ?? 0; j < (cuts.first[i + 1] ?? 0); j++)
            B.row([under, tr], [1, cuts.coef[j] ?? 0], cuts.rhs[j] ?? 0, inf);
        if (options.trainerCuts !== true || lowerRatio < 0) continue;
        for (const [e, list2] of traineeShifts) {
          const st = list2.filter((k) => (shifts[k] as CompactShift).a === t);
          const en = list2.filter((k) => (shifts[k] as CompactShift).b === t);
          const prev = presence.get(e) ?? -1;
          if (prev < 0 && st.length === 0) continue;
          const v = chain(prev, st, en);
          presence.set(e, v);
          B.row([tr, v], [1, -1], 0, inf);
        }
      }
    }
  }
  // Demand no shift can reach is a constant under-cover cost.
  let constant = 0;
  for (let p = 0; p < m.nP; p++) {
    for (let d = 0; d < DAYS; d++) {
      const list = byPosDay[p * DAYS + d] ?? [];
      const first =
        list.length === 0 ? SLOTS_PER_DAY : Math.min(...list.map((k) => (shifts[k] as CompactShift).a));
      for (let t = 0; t < first; t++) {
        const i = p * WEEK_SLOTS + d * SLOTS_PER_DAY + t;
        const need = (m.demand[i] ?? 0) - (fixed.coverage[i] ?? 0);
        constant += need > 0 ? w.understaffedSlot * need : -w.overstaffedSlot * need;
      }
    }
  }
  // Last week's run past the preferred length (the state charges it at the week's first day off).
  for (let e = 0; e < m.nE; e++) {
    const prevRun = m.prevRun[e] ?? 0;
    const prefRun = m.prefConsec[e] ?? 5;
    if (prevRun > prefRun) constant += w.preferredConsecutiveDay * (prevRun - prefRun);
  }
  return { constant, underCols };
}
