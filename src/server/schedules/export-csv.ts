import { stringify } from "csv-stringify/sync";
import { displayName } from "../../domain/display-name";
import { fileNamePart } from "../../domain/file-name";
import { and, eq, inArray } from "drizzle-orm";
import { can } from "../../domain/permissions";
import { dayOfWeekOf, realMinutes, workedMinutes } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { positions } from "../db/schema/positions";
import { schedules } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { priceSchedule } from "./costs";
import { readSchedule, scheduleById } from "./service";

/** The Cost column names its currency: the cells stay plain numbers a spreadsheet can add up. */
const header = (currency: string) => [
  "Date",
  "Day",
  "Employee",
  "Position",
  "Start",
  "End",
  "Break (min)",
  "Hours",
  `Cost (${currency})`,
];

/** A cell a spreadsheet would run as a formula (= + - @, and tab/CR that some read the same way) is quoted. */
export function escapeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const titleCase = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();

/**
 * The week as CSV (docs/api.md, Schedules): one row per shift, an open shift with an empty Employee. Cost is
 * the shift's price by the labor-cost rule (src/domain/labor-cost.ts: hours at other stores first, overtime
 * past the profile's threshold); it is left empty for a person without a wage, and for callers who do not
 * edit schedules (wages are not theirs to see), who get the week as last published.
 */
export async function exportScheduleCsv(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
): Promise<{ csv: string; fileName: string }> {
  const { tenantId } = caller;
  const priced = can(caller, "editSchedule") ? await priceSchedule(db, tenantId, scheduleId) : undefined;
  const published = priced ? undefined : await readSchedule(db, caller, scheduleId);
  const shifts = priced ? priced.week.shifts : published?.shifts;
  if (!shifts) throw notFound("Schedule");
  const userIds = [...new Set(shifts.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const [week, people, positionRows] = await Promise.all([
    storeWeekOf(db, tenantId, scheduleId),
    userIds.length
      ? db
          .select({ id: users.id, fullName: users.fullName, username: users.username })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
      : [],
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.tenantId, tenantId)),
  ]);
  const { timezone } = week;
  const person = new Map(people.map((p) => [p.id, p]));
  const positionName = new Map(positionRows.map((p) => [p.id, p.name]));

  const rows = [...shifts]
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id)
    .map((s) => {
      // Real minutes in the store's time zone: End stays the wall time ("02:00" the next day for an
      // overnight shift), Hours the time worked (8.00 for 18:00-02:00 without a meal break).
      const worked = workedMinutes(s, timezone);
      const meal = realMinutes(timezone, s.date, s.startTime, s.endTime) - worked;
      const who = s.userId === null ? undefined : person.get(s.userId);
      const hasWage = s.userId !== null && priced?.wages.get(s.userId) != null;
      const price = hasWage ? priced?.costs.get(s.id) : undefined;
      return [
        s.date,
        titleCase(dayOfWeekOf(s.date)),
        who ? displayName(who) : "",
        positionName.get(s.positionId) ?? "",
        s.startTime,
        s.endTime,
        String(meal),
        (worked / 60).toFixed(2),
        price ? price.cost.toFixed(2) : "",
      ].map(escapeFormula);
    });
  return {
    csv: stringify([header(week.currency), ...rows]),
    fileName: `${fileNamePart(week.storeName, "schedule")}-${week.weekStartDate}.csv`,
  };
}

/** The schedule's store (its name and time zone), its week and the organization's currency. */
async function storeWeekOf(db: Db, tenantId: number, scheduleId: number) {
  const [week] = await db
    .select({
      storeName: stores.name,
      timezone: stores.timezone,
      weekStartDate: schedules.weekStartDate,
      currency: organizations.currency,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .innerJoin(organizations, eq(organizations.id, schedules.tenantId))
    .where(scheduleById(tenantId, scheduleId));
  if (!week) throw notFound("Schedule");
  return week;
}
