import { DAYS_OF_WEEK, formatTime } from "../../domain/time";
import type { EngineInput } from "../input";
import type { CoverageEntry, OutputShift } from "../output";
import { DAY_MINUTES, SLOT_MINUTES, dateAfter, minutesOf } from "./calendar";
import { businessMinuteOf, realWeekOf, shiftSpan, type RealWeek } from "./real-week";

/** Quarter-hour slots in a day. */
export const DAY_SLOTS = DAY_MINUTES / SLOT_MINUTES;

/**
 * Slots of the week's wall clock from Monday 00:00: eight days, so that Sunday's business day of a
 * store that closes after midnight (its small hours are next Monday's) fits.
 */
export const GRID_SLOTS = 8 * DAY_SLOTS;

/**
 * The week's business days laid on the wall clock's quarter hours (docs/engine.md, Contract, "The real
 * week"): business day d (0 = Monday) is the wall slots [d × 96 + smallSlots, (d + 1) × 96 + smallSlots)
 * counted from Monday 00:00, where smallSlots are the small hours a store that closes after midnight
 * keeps in the day before (2 h = 8 slots for a 17:00-02:00 store; 0 for a store that closes the day it
 * opens, whose business day is its date). A slot of business day d at business minute m (minutes since
 * that day's midnight, past 1440 for a small hour) is wall slot d × 96 + m / 15.
 */
export function businessSlot(week: RealWeek, day: number, k: number): number {
  return day * DAY_SLOTS + week.smallSlots + k;
}

/** The business minute of the k-th slot of a business day. */
export function businessSlotMinute(week: RealWeek, k: number): number {
  return (week.smallSlots + k) * SLOT_MINUTES;
}

/** A business minute's "HH:MM" as a start (a slot, a run's start): 1500 is "01:00". */
export function startLabel(minute: number): string {
  return formatTime(minute % DAY_MINUTES);
}

/**
 * A business minute's "HH:MM" as an end: 1440 stays "24:00" (midnight ends the day, as before), past it
 * the next day's time ("02:00" ends Saturday for a Friday run; an end at or before the start is the
 * next day).
 */
export function endLabel(minute: number): string {
  return formatTime(minute > DAY_MINUTES ? minute - DAY_MINUTES : minute);
}

/**
 * The wall slots [from, to) a shift covers, clipped to the week's business days (an output shift covers
 * every slot of its interval, across midnight; what falls in last week's Sunday business day or next
 * week's Monday is not this week's), or null for a shift outside the week or unreadable. Slots are the
 * wall clock's quarter hours: on a daylight-saving night the skipped hour has no slot and the repeated
 * hour is one slot, as the demand (given per "HH:MM") has it.
 */
export function coveredSlots(
  week: RealWeek,
  shift: { date: string; start: string; end: string },
): { day: number; from: number; to: number } | null {
  const span = shiftSpan(week, shift.date, shift.start, shift.end);
  if (span === null || span.day < 0 || span.day > 6) return null;
  const offset = span.day * DAY_MINUTES;
  const from = Math.max(Math.floor((offset + span.start) / SLOT_MINUTES), week.smallSlots);
  const to = Math.min(Math.ceil((offset + span.end) / SLOT_MINUTES), 7 * DAY_SLOTS + week.smallSlots);
  return { day: span.day, from, to };
}

/**
 * Required and scheduled people per position and wall slot of the week (see `businessSlot`), counted
 * straight from the demand list and the output's assigned shifts (open shifts cover nothing until
 * someone takes them). A demand entry (dayOfWeek, timeSlot) is a slot of that weekday's business day:
 * FRIDAY "01:00" of a 17:00-02:00 store is Saturday 01:00, and a shift covers it when it holds that
 * quarter hour (Friday 20:00-02:00 does, so does Saturday 00:00-04:00).
 */
export class CoverageGrid {
  readonly required = new Map<number, Int32Array>();
  readonly scheduled = new Map<number, Int32Array>();
  readonly week: RealWeek;

  constructor(
    readonly input: EngineInput,
    shifts: OutputShift[],
  ) {
    const week = (this.week = realWeekOf(input));
    for (const p of input.positions) {
      this.required.set(p.id, new Int32Array(GRID_SLOTS));
      this.scheduled.set(p.id, new Int32Array(GRID_SLOTS));
    }
    for (const d of input.demand) {
      const grid = this.required.get(d.positionId);
      if (!grid) continue;
      const minute = businessMinuteOf(week, minutesOf(d.timeSlot));
      grid[DAYS_OF_WEEK.indexOf(d.dayOfWeek) * DAY_SLOTS + Math.floor(minute / SLOT_MINUTES)] =
        d.requiredHeadcount;
    }
    for (const s of shifts) {
      if (s.employeeId === null) continue;
      const grid = this.scheduled.get(s.positionId);
      if (!grid) continue;
      const slots = coveredSlots(week, s);
      if (slots === null) continue;
      for (let t = slots.from; t < slots.to; t++) grid[t] = (grid[t] ?? 0) + 1;
    }
  }

  /**
   * Entries for every slot with a requirement or someone scheduled, in position, date, time order: the
   * business day's date and its slots from its first (a small hour comes after 23:45 of its day).
   */
  entries(): CoverageEntry[] {
    const out: CoverageEntry[] = [];
    for (const p of this.input.positions) {
      const req = this.required.get(p.id) as Int32Array; // filled for every position in the constructor
      const sch = this.scheduled.get(p.id) as Int32Array;
      for (let day = 0; day < 7; day++) {
        const first = businessSlot(this.week, day, 0);
        for (let k = 0; k < DAY_SLOTS; k++) {
          const i = first + k;
          const required = req[i] ?? 0;
          const scheduled = sch[i] ?? 0;
          if (required === 0 && scheduled === 0) continue;
          out.push({
            positionId: p.id,
            date: dateAfter(this.input.weekStart, day),
            timeSlot: startLabel(businessSlotMinute(this.week, k)),
            required,
            scheduled,
          });
        }
      }
    }
    return out;
  }
}
