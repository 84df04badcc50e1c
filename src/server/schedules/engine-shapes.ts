import type { PositionCoverage, ShiftBreak } from "../../domain/schemas/schedules";
import { parseTime, SLOT_MINUTES } from "../../domain/time";
import type { CoverageEntry, CurrentShift, OutputShift, ShiftRef } from "../../engine";

/**
 * The one translation between the engine's shift shape and the product's: the engine (docs/engine.md)
 * names a shift's person `employeeId` and its times `start` and `end`; the database and the API say
 * `userId`, `startTime` and `endTime`. Whatever the server hands the engine or takes from it goes
 * through these functions, so a renamed field is renamed here only.
 */

/** A shift's place in the week as the product stores it (any store, any week). */
export interface StoredShift {
  positionId: number;
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
}

/** A stored shift with its breaks. */
export interface StoredShiftWithBreaks extends StoredShift {
  breaks: ShiftBreak[];
}

/** Whether a person holds the shift (an open shift has nobody). */
export function isAssigned<T extends StoredShift>(shift: T): shift is T & { userId: number } {
  return shift.userId !== null;
}

/** An assigned shift the engine must count but may not move: locked here, the week before, other stores. */
export function toShiftRef(shift: StoredShift & { userId: number }): ShiftRef {
  return engineTimes(shift);
}

/** One of the schedule's unlocked shifts, assigned or open, as a re-run's starting point. */
export function toCurrentShift(shift: StoredShift): CurrentShift {
  return engineTimes(shift);
}

/** Person, position and times in the engine's names. */
function engineTimes<U extends number | null>(shift: StoredShift & { userId: U }) {
  return {
    positionId: shift.positionId,
    employeeId: shift.userId,
    date: shift.date,
    start: shift.startTime,
    end: shift.endTime,
  };
}

/** A shift with its breaks as the engine's checker reads it. */
export function toEngineShift(shift: StoredShiftWithBreaks): OutputShift {
  return { ...toCurrentShift(shift), breaks: shift.breaks };
}

/** A shift the engine wrote, as the product stores it (its explanation travels on its own). */
export function fromEngineShift(shift: OutputShift): StoredShiftWithBreaks {
  return {
    positionId: shift.positionId,
    userId: shift.employeeId,
    date: shift.date,
    startTime: shift.start,
    endTime: shift.end,
    breaks: shift.breaks,
  };
}

/**
 * The engine's coverage (one entry per position, date and slot with anyone required or scheduled, in that
 * order) as one run of slots per position and date, the empty slots between filled with zeros.
 */
export function fromEngineCoverage(entries: readonly CoverageEntry[]): PositionCoverage[] {
  const out: PositionCoverage[] = [];
  let run: PositionCoverage | undefined;
  let next = 0;
  for (const entry of entries) {
    const slot = parseTime(entry.timeSlot) / SLOT_MINUTES;
    if (!run || run.positionId !== entry.positionId || run.date !== entry.date) {
      run = {
        positionId: entry.positionId,
        date: entry.date,
        from: entry.timeSlot,
        required: [],
        scheduled: [],
      };
      out.push(run);
      next = slot;
    }
    for (; next < slot; next++) {
      run.required.push(0);
      run.scheduled.push(0);
    }
    run.required.push(entry.required);
    run.scheduled.push(entry.scheduled);
    next = slot + 1;
  }
  return out;
}
