import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import { windowRangeIssue } from "../../domain/schemas/common";
import {
  ANY_TIME_WINDOW,
  type AvailabilityCreate,
  type AvailabilityPattern,
  type AvailabilityUpdate,
  type AvailabilityWindow,
  type TeamAvailability,
} from "../../domain/schemas/availability";
import { can } from "../../domain/permissions";
import { DAYS_OF_WEEK } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { availabilityWindows as t } from "../db/schema/availability";
import { employeeStores } from "../db/schema/employee-stores";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { forbidden, invalid, notFound, throwIfIssues, insertedRow } from "../errors";
import { assertActingFor } from "./access";
import { hasChanges } from "./patch";
import { assertIdsInTenant } from "./references";

const windowColumns = {
  id: t.id,
  userId: t.userId,
  tenantId: t.tenantId,
  dayOfWeek: t.dayOfWeek,
  startTime: t.startTime,
  endTime: t.endTime,
  isAvailable: t.isAvailable,
};

const team = { allowTeamManagers: true };
const byId = (tenantId: number, id: number) => and(eq(t.id, id), eq(t.tenantId, tenantId));
// Monday first, as the week reads on a roster, rather than the enum's alphabetical order.
const dayOrder = sql`array_position(array[${sql.join(
  DAYS_OF_WEEK.map((d) => sql`${d}`),
  sql`, `,
)}]::text[], ${t.dayOfWeek}::text)`;

export async function listAvailability(db: Db, caller: CurrentUser, userId: number) {
  await assertActingFor(db, caller, userId, team);
  return db
    .select(windowColumns)
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.tenantId, caller.tenantId)))
    .orderBy(asc(dayOrder), asc(t.startTime), asc(t.id));
}

export async function createAvailability(db: Db, caller: CurrentUser, input: AvailabilityCreate) {
  await assertActingFor(db, caller, input.userId, team);
  const [window] = await db
    .insert(t)
    .values({
      tenantId: caller.tenantId,
      userId: input.userId,
      dayOfWeek: input.dayOfWeek,
      startTime: input.startTime,
      endTime: input.endTime,
      isAvailable: input.isAvailable,
    })
    .returning(windowColumns);
  return insertedRow(window);
}

async function findOwnWindow(db: Db, caller: CurrentUser, id: number) {
  const [window] = await db.select(windowColumns).from(t).where(byId(caller.tenantId, id));
  if (!window) throw notFound("Availability window");
  await assertActingFor(db, caller, window.userId, team);
  return window;
}

/** Partial update; the merged window must still end at another time than it starts (maybe the next day). */
export async function updateAvailability(db: Db, caller: CurrentUser, id: number, patch: AvailabilityUpdate) {
  const current = await findOwnWindow(db, caller, id);
  const merged = { ...current, ...patch };
  const issue = windowRangeIssue(merged.startTime, merged.endTime);
  throwIfIssues(issue ? [issue] : []);
  if (!hasChanges(patch)) return current;
  const [window] = await db.update(t).set(patch).where(byId(caller.tenantId, id)).returning(windowColumns);
  if (!window) throw notFound("Availability window");
  return window;
}

export async function deleteAvailability(db: Db, caller: CurrentUser, id: number): Promise<void> {
  await findOwnWindow(db, caller, id);
  await db.delete(t).where(byId(caller.tenantId, id));
}

const userRef = { table: users, id: users.id, tenantId: users.tenantId };

/**
 * A weekly pattern (docs/api.md, First day): on each listed day, every window of each listed person (available
 * or not) is replaced by the one window, all in one transaction. One's own windows, or anyone's of the
 * organization for team managers; an id of another organization is a 400 on `userIds`. Answers each
 * person's whole week as it now stands.
 */
export async function setAvailabilityPattern(
  db: Db,
  caller: CurrentUser,
  input: AvailabilityPattern,
): Promise<Array<{ userId: number; windows: AvailabilityWindow[] }>> {
  const userIds = [...new Set(input.userIds)];
  await assertIdsInTenant(db, userRef, caller.tenantId, userIds, "userIds", "user");
  if (!can(caller, "manageTeam") && userIds.some((id) => id !== caller.id))
    throw forbidden("You can only do this for yourself");
  const times = patternTimes(input);
  const ofUsers = and(eq(t.tenantId, caller.tenantId), inArray(t.userId, userIds));
  const rows = await db.transaction(async (tx) => {
    await tx.delete(t).where(and(ofUsers, inArray(t.dayOfWeek, input.days)));
    await tx.insert(t).values(
      userIds.flatMap((userId) =>
        input.days.map((dayOfWeek) => ({
          tenantId: caller.tenantId,
          userId,
          dayOfWeek,
          ...times,
          isAvailable: true,
        })),
      ),
    );
    return tx
      .select(windowColumns)
      .from(t)
      .where(ofUsers)
      .orderBy(asc(dayOrder), asc(t.startTime), asc(t.id));
  });
  return userIds.map((userId) => ({ userId, windows: rows.filter((w) => w.userId === userId) }));
}

/** The pattern's one window; the schema has made sure there are times when it is not any time. */
function patternTimes(input: AvailabilityPattern): { startTime: string; endTime: string } {
  if (input.anyTime) return ANY_TIME_WINDOW;
  const { startTime, endTime } = input;
  if (startTime === undefined || endTime === undefined)
    throw invalid([{ path: "startTime", message: "Enter a start and an end time" }]);
  return { startTime, endTime };
}

const nameOf = sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`;

/**
 * The team's week at a glance: everyone of the organization (or of one of its stores), by name, each with
 * their windows Monday first. Another organization's store is a 404.
 */
export async function teamAvailability(
  db: Db,
  tenantId: number,
  storeId: number | undefined,
): Promise<TeamAvailability[]> {
  if (storeId !== undefined) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
    if (!store) throw notFound("Store");
  }
  const atStore =
    storeId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(employeeStores)
            .where(and(eq(employeeStores.userId, users.id), eq(employeeStores.storeId, storeId))),
        );
  const people = await db
    .select({ userId: users.id, name: nameOf })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), atStore))
    .orderBy(asc(sql`lower(${nameOf})`), asc(users.id));
  if (people.length === 0) return [];
  const windows = await db
    .select(windowColumns)
    .from(t)
    .where(
      and(
        eq(t.tenantId, tenantId),
        inArray(
          t.userId,
          people.map((p) => p.userId),
        ),
      ),
    )
    .orderBy(asc(dayOrder), asc(t.startTime), asc(t.id));
  const byUser = new Map<number, TeamAvailability["windows"]>();
  for (const { userId, dayOfWeek, startTime, endTime, isAvailable } of windows) {
    const list = byUser.get(userId) ?? [];
    list.push({ dayOfWeek, startTime, endTime, isAvailable });
    byUser.set(userId, list);
  }
  return people.map((person) => ({ ...person, windows: byUser.get(person.userId) ?? [] }));
}
