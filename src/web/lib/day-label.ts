import type { DayOfWeek } from "../../domain/time";

/** "MONDAY" → "Monday": how a day of the week reads on screen. */
export function dayLabel(day: DayOfWeek): string {
  return day.charAt(0) + day.slice(1).toLowerCase();
}
