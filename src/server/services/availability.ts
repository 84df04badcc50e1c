import { and, asc, eq, sql } from "drizzle-orm";
import { windowRangeIssue } from "../../domain/schemas/common";
import type { AvailabilityCreate, AvailabilityUpdate } from "../../domain/schemas/availability";
import { DAYS_OF_WEEK } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { availabilityWindows as t } from "../db/schema/availability";
import { notFound, throwIfIssues, insertedRow } from "../errors";
import { assertActingFor } from "./access";
import { hasChanges } from "./patch";

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
