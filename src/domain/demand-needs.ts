import type { LaborStandard, ProposedNeed } from "./schemas/demand";
import { isInBusinessDay, staffedSlots } from "./time";

/** A forecast day as `needsFromForecast` reads it: each 15-minute slot's sales and covers. */
export interface ForecastDayValues {
  date: string;
  slots: readonly { time: string; sales: number; covers: number }[];
}

/**
 * A ratio this close to a whole number counts as that number: slot values are shares of a day's total
 * (600 ÷ 48 …), so 4 × value ÷ perPerson lands a hair above an integer (1.0000000000000002) when it is
 * really that integer, and a plain ceil would add a person. Relative, so large ratios keep it too.
 */
const RELATIVE_EPSILON = 1e-9;

/** ceil(x) that ignores floating-point noise just above a whole number. */
export function ceilTolerant(x: number): number {
  const nearest = Math.round(x);
  if (Math.abs(x - nearest) <= RELATIVE_EPSILON * Math.max(1, Math.abs(x))) return nearest;
  return Math.ceil(x);
}

/**
 * One slot's need under a standard (DESIGN §9): inside the business day ceil(driver per hour ÷ perPerson)
 * within [min, max], where driver per hour = 4 × the slot's value; FIXED is `min`. Outside it (the prep
 * before the open, the close-down after the close) `min`.
 */
export function slotNeed(standard: LaborStandard, value: number, inside: boolean): number {
  if (!inside || standard.driver === "FIXED" || standard.perPerson === null) return standard.min;
  const raw = ceilTolerant((4 * Math.max(0, value)) / standard.perPerson);
  return Math.min(standard.max, Math.max(standard.min, raw));
}

/**
 * The needs applying a forecast would write (docs/product.md, Demand): per position with a standard, per
 * forecast day, per slot of the business day widened by the standard's minutes before the open and after
 * the close. Slots needing nobody are left out (a week's own needs read a missing slot as 0). Ordered by
 * position, then day, then the business day's slot order (a bar's 01:00 after its 23:45).
 */
export function needsFromForecast(
  hours: { openTime: string; closeTime: string },
  standards: readonly LaborStandard[],
  days: readonly ForecastDayValues[],
): ProposedNeed[] {
  const needs: ProposedNeed[] = [];
  const sorted = [...standards].sort((a, b) => a.positionId - b.positionId);
  for (const standard of sorted) {
    const slots = staffedSlots(
      hours.openTime,
      hours.closeTime,
      standard.beforeOpenMinutes,
      standard.afterCloseMinutes,
    );
    for (const day of days) {
      const values = new Map(day.slots.map((s) => [s.time, s]));
      for (const timeSlot of slots) {
        const slot = values.get(timeSlot);
        const value = standard.driver === "COVERS" ? (slot?.covers ?? 0) : (slot?.sales ?? 0);
        const inside = isInBusinessDay(timeSlot, hours.openTime, hours.closeTime);
        const requiredHeadcount = slotNeed(standard, value, inside);
        if (requiredHeadcount > 0)
          needs.push({ positionId: standard.positionId, date: day.date, timeSlot, requiredHeadcount });
      }
    }
  }
  return needs;
}
