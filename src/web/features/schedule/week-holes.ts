import type { Position } from "../../../domain/schemas/positions";
import type { Schedule } from "../../../domain/schemas/schedules";
import { businessRangeText, isAfterMidnight, type StoreHours } from "../../lib/time-range";
import { timeRange } from "./schedule-model";

/** A hole of the week as the publish dialog lists it: day, time, position. */
export interface Hole {
  key: string;
  date: string;
  time: string;
  /** Sorts the business day: a time after midnight of a store open late comes after the evening. */
  order: string;
  position: string;
}

const byDateAndTime = (a: Hole, b: Hole) => a.date.localeCompare(b.date) || a.order.localeCompare(b.order);

/**
 * The week's holes before it goes out: the slots short of staff (its UNDERSTAFFED warnings, on their
 * business day) and the shifts nobody works (open shifts), so publishing a week with holes is a decision.
 */
export function weekHoles(
  week: Pick<Schedule, "warnings" | "shifts">,
  positions: ReadonlyMap<number, Position>,
  hours: StoreHours | undefined,
): { understaffed: Hole[]; open: Hole[] } {
  const positionName = (id: number | null) => (id === null ? "" : (positions.get(id)?.name ?? "Shift"));
  const understaffed = week.warnings
    .filter((w) => w.code === "UNDERSTAFFED")
    .map((w, i) => ({
      key: `u${i}`,
      date: w.date,
      time: w.start && w.end ? businessRangeText(w.start, w.end, hours) : "",
      order: w.start ? `${Number(isAfterMidnight(w.start, hours))}${w.start}` : "",
      position: positionName(w.positionId),
    }));
  const open = week.shifts
    .filter((s) => s.userId === null)
    .map((s) => ({
      key: `o${s.id}`,
      date: s.date,
      time: timeRange(s),
      order: s.startTime,
      position: positionName(s.positionId),
    }));
  return { understaffed: understaffed.sort(byDateAndTime), open: open.sort(byDateAndTime) };
}
