import type { Shift } from "../../../domain/schemas/schedules";
import type { StaffingEntry } from "../../../domain/schemas/staffing";
import { dayOfWeekOf, parseTime, SLOT_MINUTES, workedMinutes } from "../../../domain/time";

/** Pure view maths of the Schedule screen: hours, rows, coverage. */

export const SLOT = SLOT_MINUTES;
const SLOTS = 96;

/** Worked hours of a shift: its length less its MEAL break (DESIGN §7). */
export function workedHours(shift: Pick<Shift, "startTime" | "endTime" | "breaks">): number {
  return workedMinutes(shift) / 60;
}

export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}h`;
}

export interface DayCoverage {
  date: string;
  required: number[];
  scheduled: number[];
  /** Staff-slots short that day. */
  short: number;
}

/**
 * Scheduled against required heads per 15-minute slot for each date, all positions together; a person
 * covers every slot of their shift, breaks included (DESIGN §7); open shifts cover nothing.
 */
export function coverageByDay(
  dates: readonly string[],
  demand: readonly StaffingEntry[],
  shifts: readonly Shift[],
) {
  return dates.map((date): DayCoverage => {
    const required = new Array<number>(SLOTS).fill(0);
    const scheduled = new Array<number>(SLOTS).fill(0);
    const day = dayOfWeekOf(date);
    for (const d of demand) {
      if (d.dayOfWeek !== day) continue;
      const slot = parseTime(d.timeSlot) / SLOT;
      required[slot] = (required[slot] ?? 0) + d.requiredHeadcount;
    }
    for (const s of shifts) {
      if (s.date !== date || s.userId === null) continue;
      for (let t = parseTime(s.startTime) / SLOT; t < parseTime(s.endTime) / SLOT && t < SLOTS; t++) {
        scheduled[t] = (scheduled[t] ?? 0) + 1;
      }
    }
    const short = required.reduce((n, r, i) => n + Math.max(0, r - (scheduled[i] ?? 0)), 0);
    return { date, required, scheduled, short };
  });
}

/** The first and last slot of the week with any demand or shift, so strips show the open hours only. */
export function activeSlotRange(days: readonly DayCoverage[]): [number, number] {
  let first = SLOTS;
  let last = -1;
  for (const d of days) {
    for (let i = 0; i < SLOTS; i++) {
      if ((d.required[i] ?? 0) > 0 || (d.scheduled[i] ?? 0) > 0) {
        first = Math.min(first, i);
        last = Math.max(last, i);
      }
    }
  }
  return last < 0 ? [36, 88] : [first, last + 1];
}

export interface PersonRow {
  userId: number;
  name: string;
  desiredHours: number;
  weekHours: number;
}

/** Week hours per person from the schedule's shifts. */
export function hoursByPerson(shifts: readonly Shift[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of shifts) {
    if (s.userId === null) continue;
    out.set(s.userId, (out.get(s.userId) ?? 0) + workedHours(s));
  }
  return out;
}

/** Shifts grouped by a key, each group sorted by date then start. */
export function groupShifts<K>(shifts: readonly Shift[], key: (s: Shift) => K): Map<K, Shift[]> {
  const out = new Map<K, Shift[]>();
  for (const s of [...shifts].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  )) {
    const list = out.get(key(s));
    if (list) list.push(s);
    else out.set(key(s), [s]);
  }
  return out;
}

/** A readable time range: "09:00–17:00". */
export const timeRange = (s: Pick<Shift, "startTime" | "endTime">) => `${s.startTime}–${s.endTime}`;
