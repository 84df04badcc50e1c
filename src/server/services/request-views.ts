import { and, eq, inArray } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { RequestDecision, RequestShift } from "../../domain/schemas/requests";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";

// What a request list shows besides ids: people by name, shifts by day, time, position and store
// (docs/decisions/072-requests-with-the-facts.md). Read in one query per kind of thing, never per row.

/** The organization's people among `ids`, by how the app names them. */
export async function namesOf(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

/** The organization's shifts among `ids`, as a request shows them (the shift as it is now). */
export async function requestShiftsOf(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, RequestShift>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: shifts.id,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      positionId: shifts.positionId,
      positionName: positions.name,
      storeId: schedules.storeId,
      storeName: stores.name,
    })
    .from(shifts)
    .innerJoin(schedules, eq(schedules.id, shifts.scheduleId))
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .innerJoin(positions, eq(positions.id, shifts.positionId))
    .where(and(eq(shifts.tenantId, tenantId), inArray(shifts.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The decision as the requester reads it: "approved", or "denied: <reason>" when one was given. */
export function decisionWords(decision: RequestDecision): string {
  return decision.decisionNote ? `${decision.status}: ${decision.decisionNote}` : decision.status;
}

/** What a decision stores: a blank note is no note. */
export function decisionFields(decision: RequestDecision, deciderId: number) {
  return {
    status: decision.status,
    decisionNote: decision.decisionNote || null,
    decidedBy: deciderId,
    decidedAt: new Date(),
  };
}
