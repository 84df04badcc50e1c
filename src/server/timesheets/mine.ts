import type { TimeEntry } from "../../domain/schemas/timesheets";
import { addDays } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { describeEntries, entriesBetween } from "./entries";

/**
 * The caller's own entries of a week (docs/api.md, Timesheets), every store. The week is read on each
 * store's wall clock: rows a day either side are fetched and kept by their store's calendar date.
 */
export async function myTimeEntries(db: Db, caller: CurrentUser, weekStart: string): Promise<TimeEntry[]> {
  const from = new Date(`${addDays(weekStart, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(weekStart, 8)}T00:00:00Z`);
  const rows = await entriesBetween(db, caller.tenantId, from, to, [caller.id]);
  const weekEnd = addDays(weekStart, 6);
  const described = await describeEntries(db, caller.tenantId, rows);
  return described
    .filter((e) => e.date >= weekStart && e.date <= weekEnd)
    .map(({ overtimeMinutes: _ignored, ...entry }) => entry);
}
