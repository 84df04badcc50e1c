import type { PositionCoverage, ScheduleWarning, Shift } from "../../../domain/schemas/schedules";
import {
  addDays,
  businessMinute,
  DAY_MINUTES,
  formatTime,
  parseTime,
  SLOT_MINUTES,
  workedMinutes,
} from "../../../domain/time";
// Relative, not "@/": this module is unit-tested and vitest has no "@" alias.
import { hhmm, isAfterMidnight, timeRangeText, type StoreHours } from "../../lib/time-range";

/** Pure view maths of the Schedule screen: hours, rows, coverage. */

export const SLOT = SLOT_MINUTES;

/**
 * Worked hours of a shift: its length less its MEAL break (docs/engine.md, Contract). An end at or before
 * the start is the next day; with the store's time zone, a daylight-saving change inside it counts.
 */
export function workedHours(
  shift: Pick<Shift, "date" | "startTime" | "endTime" | "breaks">,
  timeZone?: string,
): number {
  return workedMinutes(shift, timeZone) / 60;
}

export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}h`;
}

export interface SlotCoverage {
  /** The slot's start, "HH:MM". */
  time: string;
  /** The slot lies after midnight of its business day (a store that closes the next day). */
  nextDay: boolean;
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
 * A date is a business day: with the store's hours, its counts may run, or start, past midnight
 * (FRIDAY's "01:00" of a store open 17:00-02:00 is Saturday 01:00), and stay in that day's order.
 */
export function coverageByDay(
  dates: readonly string[],
  coverage: readonly PositionCoverage[],
  hours?: StoreHours,
): DayCoverage[] {
  const startOf = (from: string) =>
    hours ? businessMinute(from, hours.openTime, hours.closeTime) : parseTime(from);
  return dates.map((date): DayCoverage => {
    const bySlot = new Map<number, { required: number; met: number }>();
    let short = 0;
    for (const position of coverage) {
      if (position.date !== date) continue;
      const first = Math.floor(startOf(position.from) / SLOT);
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
      .map(([slot, counts]) => ({
        time: formatTime((slot * SLOT) % DAY_MINUTES),
        nextDay: slot * SLOT >= DAY_MINUTES,
        ...counts,
      }));
    return { date, slots, short };
  });
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

/** A readable time range: "09:00–17:00", "18:00–02:00 +1" for a shift that ends the next day. */
export const timeRange = (s: Pick<Shift, "startTime" | "endTime">) => timeRangeText(s.startTime, s.endTime);

/**
 * The shift Fix offers for an UNDERSTAFFED warning: its slot, on the day it really starts. A warning
 * belongs to its business day, so FRIDAY "00:30"-"01:30" of a store open 17:00-02:00 is Saturday
 * 00:30-01:30. When that next day is past the week (Sunday night), the shift starts at the open on the
 * warning's day instead and runs to the slot's end: the week's last day can only hold shifts that start on it.
 */
export function understaffedDraft(
  warning: Pick<ScheduleWarning, "date" | "start" | "end">,
  dates: readonly string[],
  hours?: StoreHours,
): { date: string; startTime: string; endTime: string } {
  const startTime = hhmm(warning.start ?? "09:00");
  const endTime = hhmm(warning.end ?? "17:00");
  // A warning without times gets a day shift on its own date (09:00 is a small hour of a bar whose
  // closed gap ends at 09:30, but nobody asked for that night).
  if (!hours || !warning.start || !isAfterMidnight(startTime, hours))
    return { date: warning.date, startTime, endTime };
  const next = addDays(warning.date, 1);
  if (dates.includes(next)) return { date: next, startTime, endTime };
  return { date: warning.date, startTime: hhmm(hours.openTime), endTime };
}

/**
 * When an UNDERSTAFFED gap really starts: its date is the business day, so a bar's 01:00 gap of Friday
 * starts on Saturday. A gap that has started is history (DESIGN §8): Fix is not offered for it.
 */
export function gapStart(
  warning: Pick<ScheduleWarning, "date" | "start">,
  hours?: StoreHours,
): { date: string; startTime: string } {
  const startTime = hhmm(warning.start ?? "00:00");
  const isNextDay = hours !== undefined && warning.start != null && isAfterMidnight(startTime, hours);
  return { date: isNextDay ? addDays(warning.date, 1) : warning.date, startTime };
}

/**
 * An alternative's reason without the name it may start with: the engine writes "Chloe Nguyen: already
 * works…" and the dialog puts the person's current name first itself, so it said the name twice (issue 32).
 */
export function reasonWithoutName(reason: string, name: string): string {
  const prefix = `${name}: `;
  return reason.startsWith(prefix) ? reason.slice(prefix.length) : reason;
}
