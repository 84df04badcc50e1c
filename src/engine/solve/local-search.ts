import * as grid from "./model";
import type { Frame } from "./frame";
import type { Rng } from "./rng";
import * as rules from "./rules";
import type { State } from "./state";

// Local copies of the grid constants and the rule check: tsx and vitest compile imported bindings to
// getters, which cost about 40% of the search when read in its inner loops.
const { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } = grid;
const { checkPlace } = rules;
const FREE = rules.Block.None;
/** Slots of the seven days (without the eighth day's small hours). */
const DRAW_SLOTS = DAYS * SLOTS_PER_DAY;
/** The latest start of a cell's shift: it starts on its own day. */
const LAST_START = 1440 - SLOT;

export interface SearchOptions {
  iterations: number;
  /** Annealing temperatures, in objective points, at the first and the last move. */
  startTemperature?: number;
  endTemperature?: number;
  rng: Rng;
  /** Repair a move that strands trainees by dropping them (default true; false = the search before issue 16). */
  dropStrandedTrainees?: boolean;
  shouldStop: () => boolean;
  onImprove?: (objective: number, iteration: number) => void;
  onTick?: (iteration: number, bestObjective: number) => void;
}

/**
 * Cells a move changes (two, plus the trainees a trainer's leaving drops); old contents are kept here
 * for the undo (no allocation per move).
 */
const MAX_CELLS = 6;

class Change {
  readonly e = new Int32Array(MAX_CELLS);
  readonly d = new Int32Array(MAX_CELLS);
  readonly newPos = new Int32Array(MAX_CELLS);
  readonly newStart = new Int32Array(MAX_CELLS);
  readonly newEnd = new Int32Array(MAX_CELLS);
  readonly oldPos = new Int32Array(MAX_CELLS);
  readonly oldStart = new Int32Array(MAX_CELLS);
  readonly oldEnd = new Int32Array(MAX_CELLS);
  n = 0;

  reset(): void {
    this.n = 0;
  }

  has(e: number, d: number): boolean {
    for (let k = 0; k < this.n; k++) if (this.e[k] === e && this.d[k] === d) return true;
    return false;
  }

  add(e: number, d: number, p: number, start: number, end: number): void {
    const k = this.n++;
    this.e[k] = e;
    this.d[k] = d;
    this.newPos[k] = p;
    this.newStart[k] = start;
    this.newEnd[k] = end;
  }
}

/**
 * Simulated annealing over cell moves (reshape a shift by 15-60 minutes at either end or both, drop it,
 * add a shift through an understaffed slot, hand a shift to someone else or swap two people's shifts).
 * Budgeted in iterations, with a seeded RNG: the same input and seed walk the same path on any machine.
 * Keeps the best schedule seen and leaves it in the state.
 */
export function localSearch(s: State, frame: Frame, opts: SearchOptions): number {
  const m = s.m;
  const { rng } = opts;
  const change = new Change();
  const cells = m.nE * DAYS;
  const bestPos = Int16Array.from(s.cellPos);
  const bestStart = Int16Array.from(s.cellStart);
  const bestEnd = Int16Array.from(s.cellEnd);
  let best = s.objective;
  const t0 = opts.startTemperature ?? 100;
  const t1 = opts.endTemperature ?? 1;
  const cooling = Math.pow(t1 / t0, 1 / Math.max(1, opts.iterations));
  let temperature = t0;
  const repair = opts.dropStrandedTrainees ?? true;
  let iteration = 0;

  const pickOccupied = (): number => {
    let cell = rng.int(cells);
    for (let k = 0; k < cells; k++, cell = cell + 1 === cells ? 0 : cell + 1) {
      if ((s.cellPos[cell] ?? -1) >= 0 && s.locked[cell] === 0) return cell;
    }
    return -1;
  };

  for (; iteration < opts.iterations; iteration++) {
    temperature *= cooling;
    if ((iteration & 255) === 0) {
      if (opts.shouldStop()) break;
      if ((iteration & 16383) === 0) {
        s.resync();
        opts.onTick?.(iteration, best);
      }
    }
    change.reset();
    const kind = rng.next();
    if (kind < 0.35) proposeReshape(s, frame, rng, pickOccupied(), change);
    else if (kind < 0.42) proposeRemove(s, pickOccupied(), change);
    else if (kind < 0.75) proposeAdd(s, frame, rng, change);
    else proposeReassign(s, frame, rng, pickOccupied(), change);
    if (change.n === 0) continue;

    const before = s.objective;
    record(s, change);
    apply(s, change);
    if (
      !keepsTrainerRatio(s, change) &&
      !(repair && rng.next() < 0.5 && dropsStrandedTrainees(s, frame, rng, change))
    ) {
      undo(s, change);
      continue;
    }
    const delta = s.objective - before;
    if (delta > 0 && rng.next() >= Math.exp(-delta / temperature)) {
      undo(s, change);
      continue;
    }
    if (s.objective < best - 1e-9) {
      best = s.objective;
      bestPos.set(s.cellPos);
      bestStart.set(s.cellStart);
      bestEnd.set(s.cellEnd);
      opts.onImprove?.(best, iteration);
    }
  }
  restore(s, bestPos, bestStart, bestEnd);
  s.resync();
  return iteration;
}

function proposeReshape(s: State, frame: Frame, rng: Rng, cell: number, change: Change): void {
  if (cell < 0) return;
  const e = Math.floor(cell / DAYS);
  const d = cell % DAYS;
  const p = s.cellPos[cell] ?? 0;
  let start = s.cellStart[cell] ?? 0;
  let end = s.cellEnd[cell] ?? 0;
  const step = (rng.next() < 0.6 ? 1 : rng.next() < 0.5 ? 2 : 4) * SLOT * (rng.next() < 0.5 ? -1 : 1);
  const edge = rng.int(3);
  if (edge !== 1) start += step;
  if (edge !== 0) end += step;
  if (start < (frame.lo[p * DAYS + d] ?? 0) || end > (frame.hi[p * DAYS + d] ?? 0)) return;
  if (checkPlace(s, e, d, p, start, end) !== FREE) return;
  change.add(e, d, p, start, end);
}

function proposeRemove(s: State, cell: number, change: Change): void {
  if (cell < 0) return;
  change.add(Math.floor(cell / DAYS), cell % DAYS, -1, 0, 0);
}

/** A shift through a random understaffed slot, for a random qualified person. */
function proposeAdd(s: State, frame: Frame, rng: Rng, change: Change): void {
  const m = s.m;
  // A random slot of the seven days to scan from (the eighth day's small hours are reached by the scan):
  // the draw is the one it was before the time axis grew, so a week of a store that closes by midnight
  // walks the same path and gets the same schedule.
  const draw = rng.int(m.nP * DRAW_SLOTS);
  const found = s.nextShort(Math.floor(draw / DRAW_SLOTS) * WEEK_SLOTS + (draw % DRAW_SLOTS), WEEK_SLOTS);
  if (found < 0) return;
  const p = Math.floor(found / WEEK_SLOTS);
  // The slot's business day, and the slot counted from that day's midnight (construct.ts).
  const d = Math.floor(((found % WEEK_SLOTS) - m.dayStartSlot) / SLOTS_PER_DAY);
  if (d < 0 || d >= DAYS) return;
  const slot = (found % WEEK_SLOTS) - d * SLOTS_PER_DAY;
  const people = frame.qualifiedBy[p] ?? [];
  if (people.length === 0) return;
  const e = people[rng.int(people.length)] ?? 0;
  if (s.locked[e * DAYS + d] === 1) return;
  const length = frame.lengths[rng.int(frame.lengths.length)] ?? 0;
  const first = Math.max(frame.lo[p * DAYS + d] ?? 0, (slot + 1) * SLOT - length);
  const last = Math.min(slot * SLOT, (frame.hi[p * DAYS + d] ?? 0) - length, LAST_START);
  if (last < first) return;
  const start = first + SLOT * rng.int((last - first) / SLOT + 1);
  if (checkPlace(s, e, d, p, start, start + length) !== FREE) return;
  change.add(e, d, p, start, start + length);
  // Ejection chain of two: if e gave up a shift that day, half the time offer it to someone free.
  const cell = e * DAYS + d;
  const oldPos = s.cellPos[cell] ?? -1;
  if (oldPos < 0 || rng.next() < 0.5) return;
  const others = frame.qualifiedBy[oldPos] ?? [];
  const e2 = others[rng.int(others.length)] ?? e;
  if (e2 === e || (s.cellPos[e2 * DAYS + d] ?? -1) >= 0 || s.locked[e2 * DAYS + d] === 1) return;
  const oldStart = s.cellStart[cell] ?? 0;
  const oldEnd = s.cellEnd[cell] ?? 0;
  if (checkPlace(s, e2, d, oldPos, oldStart, oldEnd) === FREE) change.add(e2, d, oldPos, oldStart, oldEnd);
}

/** Hand a shift to another qualified person, swapping if they work that day too. */
function proposeReassign(s: State, frame: Frame, rng: Rng, cell: number, change: Change): void {
  if (cell < 0) return;
  const m = s.m;
  const e1 = Math.floor(cell / DAYS);
  const d = cell % DAYS;
  const p1 = s.cellPos[cell] ?? 0;
  const people = frame.qualifiedBy[p1] ?? [];
  const e2 = people[rng.int(people.length)] ?? e1;
  const cell2 = e2 * DAYS + d;
  if (e2 === e1 || s.locked[cell2] === 1) return;
  const start1 = s.cellStart[cell] ?? 0;
  const end1 = s.cellEnd[cell] ?? 0;
  if (checkPlace(s, e2, d, p1, start1, end1) !== FREE) return;
  const p2 = s.cellPos[cell2] ?? -1;
  if (p2 < 0) {
    change.add(e1, d, -1, 0, 0);
    change.add(e2, d, p1, start1, end1);
    return;
  }
  const start2 = s.cellStart[cell2] ?? 0;
  const end2 = s.cellEnd[cell2] ?? 0;
  if (m.qualified[e1 * m.nP + p2] !== 1 || checkPlace(s, e1, d, p2, start2, end2) !== FREE) return;
  change.add(e1, d, p2, start2, end2);
  change.add(e2, d, p1, start1, end1);
}

/** Keeps the cells' current contents for the undo and the trainer check. */
function record(s: State, c: Change): void {
  for (let k = 0; k < c.n; k++) {
    const cell = (c.e[k] ?? 0) * DAYS + (c.d[k] ?? 0);
    c.oldPos[k] = s.cellPos[cell] ?? -1;
    c.oldStart[k] = s.cellStart[cell] ?? 0;
    c.oldEnd[k] = s.cellEnd[cell] ?? 0;
  }
}

function apply(s: State, c: Change): void {
  for (let k = 0; k < c.n; k++) s.clear(c.e[k] ?? 0, c.d[k] ?? 0);
  for (let k = 0; k < c.n; k++) {
    const p = c.newPos[k] ?? -1;
    if (p >= 0) s.place(c.e[k] ?? 0, c.d[k] ?? 0, p, c.newStart[k] ?? 0, c.newEnd[k] ?? 0);
  }
}

function undo(s: State, c: Change): void {
  for (let k = 0; k < c.n; k++) s.clear(c.e[k] ?? 0, c.d[k] ?? 0);
  for (let k = 0; k < c.n; k++) {
    const p = c.oldPos[k] ?? -1;
    if (p >= 0) s.place(c.e[k] ?? 0, c.d[k] ?? 0, p, c.oldStart[k] ?? 0, c.oldEnd[k] ?? 0);
  }
}

/** Whether the slots a change touched keep the trainer ratio (or stay no worse than locked shifts left them). */
function keepsTrainerRatio(s: State, c: Change): boolean {
  for (let k = 0; k < c.n; k++) {
    const d = c.d[k] ?? 0;
    const pOld = c.oldPos[k] ?? -1;
    const pNew = c.newPos[k] ?? -1;
    if (pOld >= 0 && !s.isRatioKept(pOld, d, (c.oldStart[k] ?? 0) / SLOT, (c.oldEnd[k] ?? 0) / SLOT))
      return false;
    if (pNew >= 0 && !s.isRatioKept(pNew, d, (c.newStart[k] ?? 0) / SLOT, (c.newEnd[k] ?? 0) / SLOT))
      return false;
  }
  return true;
}

/**
 * Repairs a change that left trainees without a trainer (a trainer moved, shortened, handed over or
 * dropped) by also dropping the trainee shifts that overlap the trainer's old hours, as long as the
 * ratio is still broken there, up to MAX_CELLS cells in all. Without it a trainer with trainees beside
 * them could never leave a position or a day, since each of their moves is rejected on its own (on
 * generated 20-staff weeks the search kept a Line Cook trainer beside trainees while a Prep Cook need
 * they alone could fill stayed open). The annealing then prices the whole chain. Returns whether the
 * ratio now holds on every slot the change touched; the caller undoes the change if not.
 */
function dropsStrandedTrainees(s: State, frame: Frame, rng: Rng, c: Change): boolean {
  const m = s.m;
  const moved = c.n;
  for (let k = 0; k < moved; k++) {
    const p = c.oldPos[k] ?? -1;
    if (p < 0 || m.requiresTrainer[p] !== 1) continue;
    const d = c.d[k] ?? 0;
    const a = c.oldStart[k] ?? 0;
    const b = c.oldEnd[k] ?? 0;
    const people = frame.qualifiedBy[p] ?? [];
    const from = rng.int(Math.max(1, people.length));
    for (let j = 0; j < people.length && !s.isRatioKept(p, d, a / SLOT, b / SLOT); j++) {
      const e = people[(from + j) % people.length] ?? 0;
      const cell = e * DAYS + d;
      if (m.trainer[e] === 1 || s.locked[cell] === 1 || s.cellPos[cell] !== p || c.has(e, d)) continue;
      if ((s.cellStart[cell] ?? 0) >= b || (s.cellEnd[cell] ?? 0) <= a) continue;
      if (c.n === MAX_CELLS) return false;
      c.add(e, d, -1, 0, 0);
      c.oldPos[c.n - 1] = p;
      c.oldStart[c.n - 1] = s.cellStart[cell] ?? 0;
      c.oldEnd[c.n - 1] = s.cellEnd[cell] ?? 0;
      s.clear(e, d);
    }
  }
  return keepsTrainerRatio(s, c);
}

function restore(s: State, pos: Int16Array, start: Int16Array, end: Int16Array): void {
  const cells = s.m.nE * DAYS;
  for (let cell = 0; cell < cells; cell++) {
    if (s.locked[cell] === 0) s.clear(Math.floor(cell / DAYS), cell % DAYS);
  }
  for (let cell = 0; cell < cells; cell++) {
    const p = pos[cell] ?? -1;
    if (s.locked[cell] === 0 && p >= 0)
      s.place(Math.floor(cell / DAYS), cell % DAYS, p, start[cell] ?? 0, end[cell] ?? 0);
  }
}
