import type { Position } from "../../../domain/schemas/positions";
import type { Schedule, StaffDay } from "../../../domain/schemas/schedules";
import { weekHoursByPerson } from "../../../domain/week-hours";
import { formatHours, groupShifts } from "./schedule-model";
import type { GridRow } from "./week-grid";

/** The key of the grid's row of shifts nobody is assigned to (by employee). */
export const OPEN_ROW = "open";

export interface RowEmployee {
  userId: number;
  fullName: string | null;
  username: string;
  storeIds: number[];
  desiredWeeklyHours: number;
}

/**
 * The grid's rows: by position, every active position (and inactive ones still holding shifts), its chips
 * naming who works each shift; by employee, the store's people with their week's hours and days, anyone
 * else holding a shift, and the open shifts last.
 */
/** A person's approved (actual) minutes in the week, and per day of their clock-ins. */
export interface ApprovedMinutes {
  total: number;
  byDay: ReadonlyMap<string, number>;
}
const NO_DAYS: ReadonlyMap<string, number> = new Map();

export function buildRows(
  view: "person" | "position",
  week: Schedule,
  positions: ReadonlyMap<number, Position>,
  employees: readonly RowEmployee[] | undefined,
  storeId: number,
  names: ReadonlyMap<number, string>,
  daysOf: ReadonlyMap<number, ReadonlyMap<string, StaffDay>>,
  /** The store's time zone: week hours are real lengths (a daylight-saving change counts). */
  timeZone?: string,
  /** Approved minutes per person and day (Timesheets), for a lived, published week; undefined otherwise. */
  approved?: ReadonlyMap<number, ApprovedMinutes>,
): GridRow[] {
  if (view === "position") {
    const byPosition = groupShifts(week.shifts, (s) => s.positionId);
    return [...positions.values()]
      .filter((p) => p.isActive || byPosition.has(p.id))
      .map((p) => ({ key: String(p.id), label: p.name, shifts: byPosition.get(p.id) ?? [], names }));
  }
  const byPerson = groupShifts(week.shifts, (s) => s.userId);
  // The same count as the shift dialog's person picker (candidates' weekHours).
  const hours = weekHoursByPerson(week.shifts, timeZone);
  const people = (employees ?? []).filter((e) => e.storeIds.includes(storeId) || byPerson.has(e.userId));
  const known = new Set(people.map((e) => e.userId));
  const rows: GridRow[] = people.map((e) => {
    const worked = hours.get(e.userId) ?? 0;
    return {
      key: String(e.userId),
      label: names.get(e.userId) ?? e.username,
      detail: `${formatHours(worked)} of ${e.desiredWeeklyHours}h desired`,
      // Only approved entries are actual: a plan is never called so (docs/product.md, Timesheets).
      actual: approved
        ? `Actual ${formatHours((approved.get(e.userId)?.total ?? 0) / 60)} approved`
        : undefined,
      actualByDay: approved ? (approved.get(e.userId)?.byDay ?? NO_DAYS) : undefined,
      shifts: byPerson.get(e.userId) ?? [],
      days: daysOf.get(e.userId),
    };
  });
  for (const [userId, shifts] of byPerson) {
    if (userId === null || known.has(userId)) continue;
    rows.push({ key: String(userId), label: `User ${userId}`, detail: "not at this store", shifts });
  }
  rows.push({
    key: OPEN_ROW,
    label: "Open shifts",
    detail: "nobody assigned yet",
    shifts: byPerson.get(null) ?? [],
  });
  return rows;
}
