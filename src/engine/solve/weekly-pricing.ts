import { realLength } from "./clock";
import * as grid from "./model";
import type { Frame } from "./frame";
import type { TrainerCuts } from "./lower-bound";
import { isLengthAllowed } from "./rules";
import {
  TYPE_ENDS as typeEnds,
  TYPE_STRIDE as typeStride,
  hoursCost,
  shiftTypeTable,
  type State,
} from "./state";

const { AVAIL_STRIDE, DAYS, MAX_END, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } = grid;
const TYPE_ENDS = typeEnds;
const TYPE_STRIDE = typeStride;
/** Slots a daylight-saving change may add to or take from a shift's wall length (two hours: generous). */
const DST_SLACK = 8;

/**
 * Restaurant pricing for the Lagrangian bound (subgradient.ts): with a multiplier π per
 * position-slot on the cover rows, each employee's best week is a DP over the days on minutes worked
 * here, choosing per day nothing or the cheapest shift of each worked length (any qualified position,
 * any start on the grid), priced shift type + weekend − Σ π over its slots, then the hours cost of
 * the total (desired hours, range, overtime, labor: the solver's own `hoursCost`).
 *
 * Relaxation (so the bound stays valid): every per-shift rule is kept (qualified, available, time off,
 * another store that day, length and meal, minors' curfew and daily hours), as are the weekly cap
 * (with other stores' hours), for someone a minor all week minors' weekly hours, max consecutive days
 * and the preferred-run term (the DP's run state below); rest and clopen are dropped. The trainer
 * ratio and the trainer cover cuts (lower-bound.ts) are rows priced like the cover rows: a trainer's
 * slot earns cover + ratio × μ + Σ cut coefficient × ν, a trainee's cover − μ. Locked shifts are
 * forced; a second locked shift on a day only adds fixed coverage.
 * Shifts may start anywhere in the day, not only in the solver's frame, and end up to 16 hours later
 * (the next day), so the bound holds for every schedule, not only the solver's. On a day near a
 * daylight-saving change, a shift's worked length is its real length.
 */
export interface WeeklyPricing {
  /**
   * Σ_e min over e's weeks of (cost − multipliers·rows), and the same for the fixed shifts; `usage`
   * gets the chosen weeks' row entries. Rows: [0, n) cover of each position-slot (entry 1 per person);
   * [n, 2n) the trainer ratio, ratio × trainers − trainees (entry `ratio` for a trainer, −1 for a
   * trainee, on positions needing trainers only).
   */
  price: (prices: Float64Array, usage: Float64Array, onColumn?: ColumnSink) => number;
}

/**
 * Receives each employee's best week as a column (column generation, lab/mip/lp-bound.ts):
 * `value` is its reduced cost (own cost − multipliers·rows), `rows`/`entries` its row entries (each
 * row once), valid only during the call.
 */
export type ColumnSink = (e: number, value: number, rows: number[], entries: number[]) => void;

/** Shifts that are not in a cell (a second locked shift on a day): per position-slot, fixed row entries. */
export interface FixedRows {
  coverage: Int32Array;
  /** ratio × trainers − trainees among them. */
  ratio: Float64Array;
}

export function buildWeeklyPricing(
  s: State,
  frame: Frame,
  fixed: FixedRows,
  cuts?: TrainerCuts,
): WeeklyPricing {
  const m = s.m;
  const w = s.w;
  const typeOk = shiftTypeTable();
  const unit = gcd(SLOT, m.mealLen) || SLOT;
  const lengths = frame.lengths;
  const workedOf = (length: number) => (length > m.mealAfter ? length - m.mealLen : length);
  const lengthUnits = lengths.map((len) => workedOf(len) / unit);
  let maxK = Math.max(0, ...lengthUnits);
  const lockedUnitsAt = (cell: number) =>
    workedOf(realLength(m, cell % DAYS, s.cellStart[cell] ?? 0, s.cellEnd[cell] ?? 0)) / unit;
  for (let cell = 0; cell < m.nE * DAYS; cell++) {
    if (s.locked[cell] === 1) maxK = Math.max(maxK, lockedUnitsAt(cell));
  }
  // Days whose shifts may hold a daylight-saving change: there the wall length of a shift is not its
  // real length, so every wall length near the allowed ones is tried and priced by its real length.
  const dayHasChange = new Uint8Array(DAYS);
  if (m.realAt !== null) {
    for (let d = 0; d < DAYS; d++) {
      for (let t = 0; t < MAX_END / SLOT; t++)
        if (realLength(m, d, t * SLOT, (t + 1) * SLOT) !== SLOT) dayHasChange[d] = 1;
    }
  }
  const shortestSlots = (lengths[0] ?? SLOT) / SLOT;
  const longestSlots = (lengths[lengths.length - 1] ?? SLOT) / SLOT;
  const curfewSlot = Math.floor(m.curfew / SLOT);

  // Per employee: the most units worked here the rules allow, and the locked shift of each day.
  const capUnits = new Int32Array(m.nE);
  for (let e = 0; e < m.nE; e++) {
    let cap = m.cap - (m.fixedWorked[e] ?? 0);
    let isMinorAllWeek = true;
    let lockedUnits = 0;
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      if (m.minorDay[cell] !== 1) isMinorAllWeek = false;
      if (s.locked[cell] === 1) lockedUnits += lockedUnitsAt(cell);
    }
    if (isMinorAllWeek) cap = Math.min(cap, m.minorWeekly - (m.fixedMinorWorked[e] ?? 0));
    capUnits[e] = Math.max(lockedUnits, Math.floor(Math.max(0, cap) / unit));
  }

  const n = m.nP * WEEK_SLOTS;
  // Per position prefix sums along the time axis of what one slot is worth to a trainer and to a trainee.
  const prefixTrainer = new Float64Array(m.nP * (WEEK_SLOTS + 1));
  const prefixTrainee = new Float64Array(m.nP * (WEEK_SLOTS + 1));
  // Per day and worked length k: the cheapest shift's cost and where it lies.
  const dayCost = new Float64Array(DAYS * (maxK + 1));
  const dayP = new Int32Array(DAYS * (maxK + 1));
  const dayT = new Int32Array(DAYS * (maxK + 1));
  const dayN = new Int32Array(DAYS * (maxK + 1));
  const maxCap = Math.max(0, ...capUnits);
  const f = new Float64Array((DAYS + 1) * (DAYS + 1) * (maxCap + 1));
  const choice = new Int32Array(DAYS * (DAYS + 1) * (maxCap + 1));
  const choiceRun = new Int8Array(DAYS * (DAYS + 1) * (maxCap + 1));
  const dayKs = new Int32Array(DAYS * (maxK + 1));
  const dayKCount = new Int32Array(DAYS);

  const colRows: number[] = [];
  const colEntries: number[] = [];
  const price = (prices: Float64Array, usage: Float64Array, onColumn?: ColumnSink): number => {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const x = fixed.coverage[i] ?? 0;
      const r = fixed.ratio[i] ?? 0;
      if (x === 0 && r === 0) continue;
      total -= (prices[i] ?? 0) * x + (prices[n + i] ?? 0) * r;
      usage[i] = (usage[i] ?? 0) + x;
      usage[n + i] = (usage[n + i] ?? 0) + r;
    }
    for (let p = 0; p < m.nP; p++) {
      const isTrainerPosition = m.requiresTrainer[p] === 1;
      const base = p * (WEEK_SLOTS + 1);
      const row = p * WEEK_SLOTS;
      prefixTrainer[base] = 0;
      prefixTrainee[base] = 0;
      for (let t = 0; t < WEEK_SLOTS; t++) {
        const cover = prices[row + t] ?? 0;
        const mu = isTrainerPosition ? (prices[n + row + t] ?? 0) : 0;
        let nu = 0;
        if (cuts !== undefined)
          for (let j = cuts.first[row + t] ?? 0; j < (cuts.first[row + t + 1] ?? 0); j++)
            nu += (cuts.coef[j] ?? 0) * (prices[2 * n + j] ?? 0);
        prefixTrainer[base + t + 1] = (prefixTrainer[base + t] ?? 0) + cover + m.ratio * mu + nu;
        prefixTrainee[base + t + 1] = (prefixTrainee[base + t] ?? 0) + cover - mu;
      }
    }
    for (let e = 0; e < m.nE; e++) {
      colRows.length = 0;
      colEntries.length = 0;
      const value = priceEmployee(e, usage, onColumn !== undefined);
      total += value;
      if (onColumn) {
        mergeRows();
        onColumn(e, value, colRows, colEntries);
      }
    }
    return total;
  };

  /**
   * Each row once in a column: the relaxation drops rest, so a night shift and the next day's shift
   * of one week may share slots past midnight; their entries add up.
   */
  function mergeRows(): void {
    const sums = new Map<number, number>();
    for (let k = 0; k < colRows.length; k++) {
      const row = colRows[k] ?? 0;
      sums.set(row, (sums.get(row) ?? 0) + (colEntries[k] ?? 0));
    }
    if (sums.size === colRows.length) return;
    colRows.length = 0;
    colEntries.length = 0;
    for (const [row, entry] of sums) {
      colRows.push(row);
      colEntries.push(entry);
    }
  }

  function priceEmployee(e: number, usage: Float64Array, collect: boolean): number {
    const isTrainer = m.trainer[e] === 1;
    const prefix = isTrainer ? prefixTrainer : prefixTrainee;
    const pref = (m.prefType[e] ?? 1) * TYPE_STRIDE;
    const isWeekendAverse = m.prefersWeekends[e] !== 1;
    dayCost.fill(Number.POSITIVE_INFINITY);
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      const extra = d >= 5 && isWeekendAverse ? w.weekend : 0;
      const at = d * (maxK + 1);
      if (s.locked[cell] === 1) {
        const p = s.cellPos[cell] ?? 0;
        const a = (s.cellStart[cell] ?? 0) / SLOT;
        const b = (s.cellEnd[cell] ?? 0) / SLOT;
        const k = lockedUnitsAt(cell);
        const base = p * (WEEK_SLOTS + 1) + d * SLOTS_PER_DAY;
        dayCost[at + k] =
          (typeOk[pref + a * TYPE_ENDS + b] === 1 ? 0 : w.shiftType) +
          extra -
          ((prefix[base + b] ?? 0) - (prefix[base + a] ?? 0));
        dayP[at + k] = p;
        dayT[at + k] = a;
        dayN[at + k] = b - a;
        continue;
      }
      if (m.dayOff[cell] === 1 || m.fixedDay[cell] === 1) continue;
      const isMinor = m.minorDay[cell] === 1;
      // A shift of day d starts before its midnight and ends by the curfew (a minor) or 16 h later.
      const endLimit = Math.min(isMinor ? curfewSlot : MAX_END / SLOT, WEEK_SLOTS - d * SLOTS_PER_DAY);
      const avail = e * AVAIL_STRIDE + d * SLOTS_PER_DAY;
      const hasChange = dayHasChange[d] === 1;
      for (let p = 0; p < m.nP; p++) {
        if (m.qualified[e * m.nP + p] !== 1) continue;
        const base = p * (WEEK_SLOTS + 1) + d * SLOTS_PER_DAY;
        if (hasChange) {
          priceAcrossChange(e, d, p, base, avail, endLimit, isMinor, extra, pref, prefix);
          continue;
        }
        for (let li = 0; li < lengths.length; li++) {
          const n = (lengths[li] ?? 0) / SLOT;
          const k = lengthUnits[li] ?? 0;
          if (isMinor && k * unit > m.minorDaily) continue;
          const lastStart = Math.min(SLOTS_PER_DAY - 1, endLimit - n);
          let best = dayCost[at + k] ?? Number.POSITIVE_INFINITY;
          for (let t = 0; t <= lastStart; t++) {
            if ((m.availPrefix[avail + t + n] ?? 0) - (m.availPrefix[avail + t] ?? 0) !== n) continue;
            const cost =
              (typeOk[pref + t * TYPE_ENDS + t + n] === 1 ? 0 : w.shiftType) +
              extra -
              ((prefix[base + t + n] ?? 0) - (prefix[base + t] ?? 0));
            if (cost < best) {
              best = cost;
              dayP[at + k] = p;
              dayT[at + k] = t;
              dayN[at + k] = n;
            }
          }
          dayCost[at + k] = best;
        }
      }
    }
    return dpWeek(e, usage, collect, isTrainer);
  }

  /**
   * Day d's cheapest shifts of each worked length on position p when a daylight-saving change may fall
   * inside them: every wall length within DST_SLACK slots of the allowed ones, priced by its real length.
   */
  function priceAcrossChange(
    e: number,
    d: number,
    p: number,
    base: number,
    avail: number,
    endLimit: number,
    isMinor: boolean,
    extra: number,
    pref: number,
    prefix: Float64Array,
  ): void {
    const at = d * (maxK + 1);
    const fromN = Math.max(1, shortestSlots - DST_SLACK);
    for (let n = fromN; n <= longestSlots + DST_SLACK; n++) {
      for (let t = 0; t <= Math.min(SLOTS_PER_DAY - 1, endLimit - n); t++) {
        const real = realLength(m, d, t * SLOT, (t + n) * SLOT);
        if (!isLengthAllowed(m, real)) continue;
        const k = workedOf(real) / unit;
        if (!Number.isInteger(k) || k > maxK || (isMinor && k * unit > m.minorDaily)) continue;
        if ((m.availPrefix[avail + t + n] ?? 0) - (m.availPrefix[avail + t] ?? 0) !== n) continue;
        const cost =
          (typeOk[pref + t * TYPE_ENDS + t + n] === 1 ? 0 : w.shiftType) +
          extra -
          ((prefix[base + t + n] ?? 0) - (prefix[base + t] ?? 0));
        if (cost < (dayCost[at + k] ?? Number.POSITIVE_INFINITY)) {
          dayCost[at + k] = cost;
          dayP[at + k] = p;
          dayT[at + k] = t;
          dayN[at + k] = n;
        }
      }
    }
  }

  function dpWeek(e: number, usage: Float64Array, collect: boolean, isTrainer: boolean): number {
    // DP over the days on (run of consecutive days worked so far, units worked): f[d][r][u] =
    // cheapest first d days ending in a run of r days with u units. A day here needs r + 1 ≤ the
    // person's max consecutive days (the solver checks every shift it adds against the whole run);
    // a day at another store or a locked shift extends the run unchecked; runs are capped at the max,
    // which only undercounts. Each day worked past the preferred run pays its term.
    const maxRun = Math.max(1, Math.min(DAYS, m.maxConsec[e] ?? DAYS));
    const prefRun = m.prefConsec[e] ?? DAYS;
    // The worked lengths each day offers (most are impossible on most days), so the DP skips the rest;
    // the most units the week can hold; and the longest run of days that could be worked (or are at
    // another store), from last week's run on: when it is within both limits, the run state is dropped.
    let reach = 0;
    let run = m.prevRun[e] ?? 0;
    let longestRun = run;
    for (let d = 0; d < DAYS; d++) {
      let count = 0;
      for (let k = 1; k <= maxK; k++)
        if ((dayCost[d * (maxK + 1) + k] ?? Number.POSITIVE_INFINITY) < Number.POSITIVE_INFINITY)
          dayKs[d * (maxK + 1) + count++] = k;
      dayKCount[d] = count;
      if (count > 0) reach += dayKs[d * (maxK + 1) + count - 1] ?? 0;
      run = count > 0 || m.fixedDay[e * DAYS + d] === 1 ? run + 1 : 0;
      longestRun = Math.max(longestRun, run);
    }
    const cap = Math.min(capUnits[e] ?? 0, reach);
    const width = cap + 1;
    const trackRuns = longestRun > Math.min(maxRun, prefRun);
    const runs = trackRuns ? maxRun + 1 : 1;
    const layer = runs * width;
    f.fill(Number.POSITIVE_INFINITY, 0, (DAYS + 1) * layer);
    f[trackRuns ? Math.min(maxRun, m.prevRun[e] ?? 0) * width : 0] = 0;
    for (let d = 0; d < DAYS; d++) {
      const from = d * layer;
      const to = (d + 1) * layer;
      const at = d * (maxK + 1);
      const cell = e * DAYS + d;
      const isLocked = s.locked[cell] === 1;
      const isElsewhere = !isLocked && m.fixedDay[cell] === 1;
      for (let r = 0; r < runs; r++) {
        const next = trackRuns ? Math.min(maxRun, r + 1) : 0;
        const runCost = trackRuns && r + 1 > prefRun ? w.preferredConsecutiveDay : 0;
        const canWork = isLocked || !trackRuns || r + 1 <= maxRun;
        for (let u = 0; u <= cap; u++) {
          const here = f[from + r * width + u] ?? Number.POSITIVE_INFINITY;
          if (here === Number.POSITIVE_INFINITY) continue;
          if (isElsewhere) {
            const j = to + next * width + u;
            if (here + runCost < (f[j] ?? 0)) {
              f[j] = here + runCost;
              choice[(d * runs + next) * width + u] = 0;
              choiceRun[(d * runs + next) * width + u] = r;
            }
            continue;
          }
          if (!isLocked && here < (f[to + u] ?? 0)) {
            f[to + u] = here;
            choice[d * runs * width + u] = -1;
            choiceRun[d * runs * width + u] = r;
          }
          if (!canWork) continue;
          const kCount = dayKCount[d] ?? 0;
          for (let ki = 0; ki < kCount; ki++) {
            const k = dayKs[at + ki] ?? 0;
            if (u + k > cap) break;
            const c = dayCost[at + k] ?? Number.POSITIVE_INFINITY;
            const j = to + next * width + u + k;
            if (here + c + runCost < (f[j] ?? 0)) {
              f[j] = here + c + runCost;
              choice[(d * runs + next) * width + u + k] = k;
              choiceRun[(d * runs + next) * width + u + k] = r;
            }
          }
        }
      }
    }
    let best = Number.POSITIVE_INFINITY;
    let bestU = -1;
    let bestR = 0;
    for (let r = 0; r < runs; r++) {
      for (let u = 0; u <= cap; u++) {
        const c =
          (f[DAYS * layer + r * width + u] ?? Number.POSITIVE_INFINITY) + hoursCost(m, w, e, u * unit);
        if (c < best) {
          best = c;
          bestU = u;
          bestR = r;
        }
      }
    }
    if (bestU < 0) return 0; // cannot happen: the locked shifts alone fit by construction of capUnits
    for (let d = DAYS - 1, u = bestU, r = bestR; d >= 0; d--) {
      const idx = (d * runs + r) * width + u;
      const k = choice[idx] ?? -1;
      r = choiceRun[idx] ?? 0;
      if (k <= 0) continue;
      const at = d * (maxK + 1) + k;
      const p = dayP[at] ?? 0;
      const row = p * WEEK_SLOTS + d * SLOTS_PER_DAY + (dayT[at] ?? 0);
      const ratioEntry = m.requiresTrainer[p] !== 1 ? 0 : isTrainer ? m.ratio : -1;
      for (let i = row; i < row + (dayN[at] ?? 0); i++) {
        usage[i] = (usage[i] ?? 0) + 1;
        if (ratioEntry !== 0) usage[n + i] = (usage[n + i] ?? 0) + ratioEntry;
        if (collect) {
          colRows.push(i);
          colEntries.push(1);
          if (ratioEntry !== 0) {
            colRows.push(n + i);
            colEntries.push(ratioEntry);
          }
        }
        if (!isTrainer || cuts === undefined) continue;
        for (let j = cuts.first[i] ?? 0; j < (cuts.first[i + 1] ?? 0); j++) {
          usage[2 * n + j] = (usage[2 * n + j] ?? 0) + (cuts.coef[j] ?? 0);
          if (collect) {
            colRows.push(2 * n + j);
            colEntries.push(cuts.coef[j] ?? 0);
          }
        }
      }
      u -= k;
    }
    return best;
  }

  return { price };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
