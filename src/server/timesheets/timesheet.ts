import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { Timesheet, TimesheetPerson } from "../../domain/schemas/timesheets";
import { workedMinutes } from "../../domain/time";
import type { Db } from "../db/client";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { schedules, shifts } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { describeEntries, storeRulesOf, storeWeekEntries, weekSpan } from "./entries";

/**
 * A store's week of time (docs/api.md, Timesheets): a row per person who works there, has a shift there
 * that week or punched there, with their shifts beside their entries, flags and totals. Shifts are the
 * schedule as it stands (its draft edits included); `published` says whether people saw a plan.
 */
export async function loadTimesheet(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<Timesheet> {
  const rules = (await storeRulesOf(db, tenantId, [storeId])).get(storeId);
  if (!rules) throw notFound("Store");
  const { from, to } = weekSpan(rules.timezone, weekStart);
  const [schedule] = await db
    .select({ id: schedules.id, publishedVersion: schedules.publishedVersion })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        eq(schedules.storeId, storeId),
        eq(schedules.weekStartDate, weekStart),
      ),
    );
  const [shiftRows, staff, allEntries] = await Promise.all([
    schedule
      ? db
          .select()
          .from(shifts)
          .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, schedule.id)))
      : [],
    db
      .select({ userId: employeeStores.userId })
      .from(employeeStores)
      .where(and(eq(employeeStores.tenantId, tenantId), eq(employeeStores.storeId, storeId))),
    // Every store's entries of those who punched here: minutes elsewhere come first in overtime.
    storeWeekEntries(db, tenantId, storeId, from, to),
  ]);
  const storeEntries = allEntries.filter((e) => e.storeId === storeId);
  const ids = [
    ...new Set([
      ...staff.map((s) => s.userId),
      ...shiftRows.flatMap((s) => (s.userId === null ? [] : [s.userId])),
      ...storeEntries.map((e) => e.userId),
    ]),
  ];
  const [people, held, describedAll] = await Promise.all([
    ids.length
      ? db
          .select({ id: users.id, fullName: users.fullName, username: users.username })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
      : [],
    ids.length
      ? db
          .select({ userId: employeePositions.userId, positionId: employeePositions.positionId })
          .from(employeePositions)
          .where(and(eq(employeePositions.tenantId, tenantId), inArray(employeePositions.userId, ids)))
      : [],
    describeEntries(db, tenantId, allEntries, new Map(shiftRows.map((s) => [s.id, s]))),
  ]);
  const described = describedAll.filter((e) => e.storeId === storeId);

  const rows = new Map<number, TimesheetPerson>();
  for (const p of people)
    rows.set(p.id, {
      userId: p.id,
      name: displayName(p),
      positionIds: held.filter((h) => h.userId === p.id).map((h) => h.positionId),
      shifts: [],
      entries: [],
      scheduledMinutes: 0,
      workedMinutes: 0,
      overtimeMinutes: 0,
      approvedMinutes: 0,
      pending: 0,
      open: 0,
    });
  for (const s of [...shiftRows].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  )) {
    const row = s.userId === null ? undefined : rows.get(s.userId);
    if (!row) continue;
    const minutes = workedMinutes(s, rules.timezone);
    row.shifts.push({
      id: s.id,
      positionId: s.positionId,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      minutes,
    });
    row.scheduledMinutes += minutes;
  }
  for (const { overtimeMinutes, ...entry } of described) {
    const row = rows.get(entry.userId);
    if (!row) continue;
    row.entries.push(entry);
    row.workedMinutes += entry.workedMinutes;
    row.overtimeMinutes += overtimeMinutes;
    if (entry.status === "APPROVED") row.approvedMinutes += entry.workedMinutes;
    if (entry.status === "PENDING") row.pending += 1;
    if (entry.status === "OPEN") row.open += 1;
  }
  return {
    storeId,
    weekStart,
    timezone: rules.timezone,
    overtimeThreshold: rules.overtimeThreshold,
    published: schedule?.publishedVersion != null,
    people: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId),
  };
}
