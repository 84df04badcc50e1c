import type { PositionCoverage } from "../../../domain/schemas/schedules";
import { businessMinute, DAY_MINUTES, formatTime, parseTime, SLOT_MINUTES } from "../../../domain/time";
// Relative, not "@/": this module is unit-tested and vitest has no "@" alias.
import type { StoreHours } from "../../lib/time-range";

/**
 * Needed vs scheduled people per 15-minute slot of each business day, all positions together, from the
 * schedule's own coverage counts (never recounted from shifts). Short and over are counted position by
 * position: a spare Server does not make up for a missing Cook, and counts as over.
 */
export interface FitSlot {
  time: string;
  nextDay: boolean;
  needed: number;
  scheduled: number;
}

export interface DayFit {
  date: string;
  slots: FitSlot[];
  /** Staff-hours short and over, position by position. */
  shortHours: number;
  overHours: number;
}

export function demandFitByDay(
  dates: readonly string[],
  coverage: readonly PositionCoverage[],
  hours?: StoreHours,
): DayFit[] {
  const startOf = (from: string) =>
    hours ? businessMinute(from, hours.openTime, hours.closeTime) : parseTime(from);
  return dates.map((date): DayFit => {
    const bySlot = new Map<number, { needed: number; scheduled: number }>();
    let short = 0;
    let over = 0;
    for (const position of coverage) {
      if (position.date !== date) continue;
      const first = Math.floor(startOf(position.from) / SLOT_MINUTES);
      const length = Math.max(position.required.length, position.scheduled.length);
      for (let i = 0; i < length; i++) {
        const needed = position.required[i] ?? 0;
        const scheduled = position.scheduled[i] ?? 0;
        if (needed === 0 && scheduled === 0) continue;
        const slot = bySlot.get(first + i) ?? { needed: 0, scheduled: 0 };
        slot.needed += needed;
        slot.scheduled += scheduled;
        bySlot.set(first + i, slot);
        short += Math.max(0, needed - scheduled);
        over += Math.max(0, scheduled - needed);
      }
    }
    const slots = [...bySlot]
      .sort(([a], [b]) => a - b)
      .map(([slot, counts]) => ({
        time: formatTime((slot * SLOT_MINUTES) % DAY_MINUTES),
        nextDay: slot * SLOT_MINUTES >= DAY_MINUTES,
        ...counts,
      }));
    const toHours = (slots: number) => (slots * SLOT_MINUTES) / 60;
    return { date, slots, shortHours: toHours(short), overHours: toHours(over) };
  });
}

const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2).replace(/0$/, ""));

/** "Short 3 staff-hours, over 2", "Matches the need", or "No demand". */
export function fitSummary(day: Pick<DayFit, "slots" | "shortHours" | "overHours">): string {
  if (day.slots.every((s) => s.needed === 0) && day.overHours === 0) return "No demand";
  if (day.shortHours === 0 && day.overHours === 0) return "Matches the need";
  const parts = [
    day.shortHours > 0 ? `Short ${hoursText(day.shortHours)} staff-hours` : null,
    day.overHours > 0 ? `${day.shortHours > 0 ? "over" : "Over"} ${hoursText(day.overHours)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

/** The week together, for the section's own summary line. */
export function weekFit(days: readonly DayFit[]): { shortHours: number; overHours: number } {
  return {
    shortHours: days.reduce((s, d) => s + d.shortHours, 0),
    overHours: days.reduce((s, d) => s + d.overHours, 0),
  };
}

/** A chart's top in people: the day's largest count, at least 1 (whole heads, no round-up to 10). */
export function peopleTop(days: readonly DayFit[]): number {
  return Math.max(1, ...days.flatMap((d) => d.slots.map((s) => Math.max(s.needed, s.scheduled))));
}
