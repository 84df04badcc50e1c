import type { PositionCoverage, Shift } from "../../../domain/schemas/schedules";
import { formatTime, parseTime, SLOT_MINUTES, workedMinutes } from "../../../domain/time";

/** Pure view maths of the Schedule screen: hours, rows, coverage. */

export const SLOT = SLOT_MINUTES;

/** Worked hours of a shift: its length less its MEAL break (docs/engine.md, Contract). */
export function workedHours(shift: Pick<Shift, "startTime" | "endTime" | "breaks">): number {
  return workedMinutes(shift) / 60;
}

export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}h`;
}

export interface SlotCoverage {
  /** The slot's start, "HH:MM". */
  time: string;
  /** Heads required, all positions together. */
  required: number;
  /** Of those, the heads met position by position: a spare Server does not stand in for a missing Cook. */
  met: number;
}

export interface DayCoverage {
  date: string;
  /** The day's slots with demand, in time order. */
  slots: SlotCoverage[];
  /** Staff-slots short that day, position by position: the staff time the UNDERSTAFFED warnings count. */
  short: number;
}

/**
 * Each date's coverage, read from the server's per-position counts (the ones the warnings come from,
 * docs/api.md "Schedules"): only added up per slot for the strip, never recounted from shifts and demand.
 */
export function coverageByDay(
  dates: readonly string[],
  coverage: readonly PositionCoverage[],
): DayCoverage[] {
  return dates.map((date): DayCoverage => {
    const bySlot = new Map<number, { required: number; met: number }>();
    let short = 0;
    for (const position of coverage) {
      if (position.date !== date) continue;
      const first = parseTime(position.from) / SLOT;
      position.required.forEach((required, i) => {
        if (required <= 0) return;
        const scheduled = position.scheduled[i] ?? 0;
        const slot = bySlot.get(first + i) ?? { required: 0, met: 0 };
        slot.required += required;
        slot.met += Math.min(required, scheduled);
        bySlot.set(first + i, slot);
        short += Math.max(0, required - scheduled);
      });
    }
    const slots = [...bySlot]
      .sort(([a], [b]) => a - b)
      .map(([slot, counts]) => ({ time: formatTime(slot * SLOT), ...counts }));
    return { date, slots, short };
  });
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
