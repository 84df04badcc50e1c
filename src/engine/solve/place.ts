import { parseTime, spanEnd } from "../../domain/time";
import type { OutputShift } from "../output";
import { cellBreaks } from "./assemble";
import type { Frame } from "./frame";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./model";
import { Block, checkPlace } from "./rules";
import type { State } from "./state";
import type { FixedRows } from "./weekly-pricing";

// Where the search starts from: the manager's locked shifts, then (on a re-run) the current schedule.

/**
 * A re-run starts from the current schedule: each current shift that still passes every hard rule
 * (and the trainer ratio) goes back where it was, before the construction fills what is left.
 */
export function placeCurrent(s: State, frame: Frame): void {
  const m = s.m;
  if (!m.hasCurrent) return;
  // Trainers first, so that a trainee's shift finds the trainer beside them already back.
  const order = [...Array(m.nE).keys()].sort((a, b) => (m.trainer[b] ?? 0) - (m.trainer[a] ?? 0) || a - b);
  for (const e of order) {
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      const p = m.currentPos[cell] ?? -1;
      if (p < 0 || (s.cellPos[cell] ?? -1) >= 0) continue;
      const start = m.currentStart[cell] ?? 0;
      const end = m.currentEnd[cell] ?? 0;
      if (start < (frame.lo[p * DAYS + d] ?? 0) || end > (frame.hi[p * DAYS + d] ?? 0)) continue;
      if (checkPlace(s, e, d, p, start, end) !== Block.None) continue;
      s.place(e, d, p, start, end);
      if (!s.isRatioKept(p, d, start / SLOT, end / SLOT)) s.clear(e, d);
    }
  }
}

/** Locked shifts go in first and never move. A second locked shift on one day only adds coverage. */
export function placeLocked(s: State, lockedCoverage: Int32Array, extraRows: FixedRows): OutputShift[] {
  const m = s.m;
  const extra: OutputShift[] = [];
  for (const shift of m.input.lockedShifts) {
    const e = m.employeeIndex.get(shift.employeeId);
    const p = m.positionIndex.get(shift.positionId);
    const d = m.dates.indexOf(shift.date);
    if (e === undefined || p === undefined || d < 0) continue; // the input schema rejects these
    const start = parseTime(shift.start);
    const end = spanEnd(start, parseTime(shift.end)); // an end at or before the start is the next day
    for (let t = start / SLOT; t < end / SLOT; t++) {
      const i = p * WEEK_SLOTS + d * SLOTS_PER_DAY + t;
      lockedCoverage[i] = (lockedCoverage[i] ?? 0) + 1;
    }
    const cell = e * DAYS + d;
    if ((s.cellPos[cell] ?? -1) < 0) {
      s.place(e, d, p, start, end);
      s.locked[cell] = 1;
    } else {
      s.addCoverage(e, d, p, start, end, 1);
      const ratioEntry = m.requiresTrainer[p] !== 1 ? 0 : m.trainer[e] === 1 ? m.ratio : -1;
      for (let t = start / SLOT; t < end / SLOT; t++) {
        const i = p * WEEK_SLOTS + d * SLOTS_PER_DAY + t;
        extraRows.coverage[i] = (extraRows.coverage[i] ?? 0) + 1;
        extraRows.ratio[i] = (extraRows.ratio[i] ?? 0) + ratioEntry;
      }
      extra.push({ ...shift, breaks: cellBreaks(m, d, start, end) });
    }
  }
  return extra;
}
