import { stringify } from "csv-stringify/sync";
import { displayName } from "../../domain/display-name";
import { and, eq, inArray } from "drizzle-orm";
import { can } from "../../domain/permissions";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import { dayOfWeekOf, parseTime, workedMinutes } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { readSchedule } from "./schedules";

const HEADER = ["Date", "Day", "Employee", "Position", "Start", "End", "Break (min)", "Hours", "Cost"];

/** A cell a spreadsheet would run as a formula (= + - @, and tab/CR that some read the same way) is quoted. */
export function escapeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const titleCase = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();

/**
 * The week as CSV (DESIGN §6): one row per shift, an open shift with an empty Employee. Cost pays hours past
 * the overtime threshold at 1.5×, counted through each person's week in order; it is left empty for callers
 * who do not edit schedules (wages are not theirs to see).
 */
export async function exportScheduleCsv(db: Db, caller: CurrentUser, scheduleId: number): Promise<string> {
  const schedule = await readSchedule(db, caller, scheduleId);
  if (!schedule) throw notFound("Schedule");
  const { tenantId } = caller;
  const userIds = [...new Set(schedule.shifts.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const [people, positionRows, [store]] = await Promise.all([
    userIds.length
      ? db
          .select({
            id: users.id,
            fullName: users.fullName,
            username: users.username,
            wage: users.hourlyWage,
          })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
      : [],
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.tenantId, tenantId)),
    db
      .select({ profileId: stores.constraintProfileId })
      .from(stores)
      .where(and(eq(stores.id, schedule.storeId), eq(stores.tenantId, tenantId))),
  ]);
  const [profile] = store?.profileId
    ? await db
        .select({ overtime: constraintProfiles.overtimeThreshold })
        .from(constraintProfiles)
        .where(and(eq(constraintProfiles.id, store.profileId), eq(constraintProfiles.tenantId, tenantId)))
    : [];
  const overtimeAfter = (profile?.overtime ?? CONSTRAINT_DEFAULTS.overtimeThreshold) * 60;
  const person = new Map(people.map((p) => [p.id, p]));
  const positionName = new Map(positionRows.map((p) => [p.id, p.name]));
  const showCost = can(caller, "editSchedule");

  const workedSoFar = new Map<number, number>();
  const rows = [...schedule.shifts]
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id)
    .map((s) => {
      const worked = workedMinutes(s);
      const meal = parseTime(s.endTime) - parseTime(s.startTime) - worked;
      const who = s.userId === null ? undefined : person.get(s.userId);
      let cost = "";
      if (showCost && s.userId !== null && who?.wage != null) {
        const before = workedSoFar.get(s.userId) ?? 0;
        const regular = Math.max(0, Math.min(worked, overtimeAfter - before));
        cost = ((who.wage * (regular + 1.5 * (worked - regular))) / 60).toFixed(2);
      }
      if (s.userId !== null) workedSoFar.set(s.userId, (workedSoFar.get(s.userId) ?? 0) + worked);
      return [
        s.date,
        titleCase(dayOfWeekOf(s.date)),
        who ? displayName(who) : "",
        positionName.get(s.positionId) ?? "",
        s.startTime,
        s.endTime,
        String(meal),
        (worked / 60).toFixed(2),
        cost,
      ].map(escapeFormula);
    });
  return stringify([HEADER, ...rows]);
}
