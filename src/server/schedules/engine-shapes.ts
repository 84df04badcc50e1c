import type { PositionCoverage, ShiftBreak } from "../../domain/schemas/schedules";
import { businessMinute, parseTime, SLOT_MINUTES } from "../../domain/time";
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
 * The engine's coverage (one entry per position, date and slot with anyone required or scheduled) as one
 * run of slots per position and date, the empty slots between filled with zeros. With the store's hours,
 * a date is its business day (docs/product.md, The real week): the slots after midnight of a store that
 * closes the next day ("00:00"-"01:45" of a 17:00-02:00 bar) come after its evening ones, so a run
 * from "17:00" goes on past midnight. Without them (or for a store that closes the same day) slots are
 * in the order of the day.
 */
export function fromEngineCoverage(
  entries: readonly CoverageEntry[],
  hours?: { openTime: string; closeTime: string },
): PositionCoverage[] {
  const minuteOf = (time: string) =>
    hours ? businessMinute(time, hours.openTime, hours.closeTime) : parseTime(time);
  // Per position and date in the order first met, each run's entries by their place in the business day.
  const groups = new Map<string, CoverageEntry[]>();
  for (const entry of entries) {
    const key = `${entry.positionId}|${entry.date}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const out: PositionCoverage[] = [];
  for (const group of groups.values()) {
    const sorted = group
      .map((entry) => ({ entry, slot: minuteOf(entry.timeSlot) / SLOT_MINUTES }))
      .sort((a, b) => a.slot - b.slot);
    const first = sorted[0];
    if (!first) continue;
    const run: PositionCoverage = {
      positionId: first.entry.positionId,
      date: first.entry.date,
      from: first.entry.timeSlot,
      required: [],
      scheduled: [],
    };
    let next = first.slot;
    for (const { entry, slot } of sorted) {
      for (; next < slot; next++) {
        run.required.push(0);
        run.scheduled.push(0);
      }
      run.required.push(entry.required);
      run.scheduled.push(entry.scheduled);
      next = slot + 1;
    }
    out.push(run);
  }
  return out;
}
