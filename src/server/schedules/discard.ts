import { and, eq, inArray, sql } from "drizzle-orm";
import { ACTIVE_RUN_STATUSES, type Schedule } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { scheduleRuns, schedules, shifts } from "../db/schema/schedules";
import { users } from "../db/schema/users";
import { conflict } from "../errors";
import type { SnapshotShift } from "./publish";
import { refreshSchedule } from "./review";
import { assertEditable, lockSchedule, mustRead, publishedShiftsOf, scheduleById } from "./service";
import { shiftColumns, type ShiftRow } from "./shift-rows";

/**
 * Undo back to what was published (docs/api.md, Schedules): the week's shifts become exactly the last
 * publish's again, each under its published id (people, positions, times, breaks and locks as published;
 * a shift changed since goes back in place, one deleted since comes back, one added since goes), so what
 * employees see, their requests and calendar entries are untouched. The review is recomputed, `version`
 * bumps, and the week is fully published again (`publishedVersion = version`, `/changes` empty).
 *
 * 409: never published; a run under way (its result would land on the restored week); a locked
 * schedule; `If-Match` behind. Two things cannot come back as they were: a shift whose position has
 * since been deleted is left out, and one whose person has been deleted comes back open (as deleting
 * the person left it).
 */
export async function discardChanges(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
  expectedVersion?: number,
): Promise<Schedule> {
  const { tenantId } = caller;
  await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, tenantId, scheduleId);
    assertEditable(schedule, expectedVersion, schedule.version);
    await assertNoActiveRun(tx, tenantId, scheduleId);
    const published = (await publishedShiftsOf(tx, tenantId, scheduleId)) as SnapshotShift[] | null;
    if (published === null)
      throw conflict("This week has never been published: there is no published week to go back to");

    const current = await tx
      .select(shiftColumns)
      .from(shifts)
      .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, scheduleId)));
    const restored = await stillPossible(tx, tenantId, published);
    const keep = new Set(restored.map((s) => s.id));
    const added = current.filter((s) => !keep.has(s.id)).map((s) => s.id);
    if (added.length > 0)
      await tx.delete(shifts).where(and(eq(shifts.tenantId, tenantId), inArray(shifts.id, added)));
    await putBack(tx, tenantId, scheduleId, restored, new Map(current.map((s) => [s.id, s])));

    const review = await refreshSchedule(tx, tenantId, scheduleId, { metrics: schedule.metrics });
    if (!review) return;
    // The week is now the published one: nothing is left unpublished.
    await tx
      .update(schedules)
      .set({ publishedVersion: sql`${schedules.version}` })
      .where(scheduleById(tenantId, scheduleId));
  });
  return mustRead(db, caller, scheduleId);
}

async function assertNoActiveRun(tx: Db, tenantId: number, scheduleId: number): Promise<void> {
  const [active] = await tx
    .select({ id: scheduleRuns.id })
    .from(scheduleRuns)
    .where(
      and(
        eq(scheduleRuns.tenantId, tenantId),
        eq(scheduleRuns.scheduleId, scheduleId),
        inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]),
      ),
    );
  if (active) throw conflict("A run of this schedule is under way; wait for it or cancel it first");
}

/** The published shifts whose position still exists; a deleted person's come back open. */
async function stillPossible(tx: Db, tenantId: number, published: SnapshotShift[]): Promise<SnapshotShift[]> {
  const positionIds = [...new Set(published.map((s) => s.positionId))];
  const userIds = [...new Set(published.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
  const [positionRows, userRows] = await Promise.all([
    positionIds.length
      ? tx
          .select({ id: positions.id })
          .from(positions)
          .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, positionIds)))
      : [],
    userIds.length
      ? tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
      : [],
  ]);
  const hasPosition = new Set(positionRows.map((p) => p.id));
  const hasUser = new Set(userRows.map((u) => u.id));
  return published
    .filter((s) => hasPosition.has(s.positionId))
    .map((s) => (s.userId !== null && !hasUser.has(s.userId) ? { ...s, userId: null } : s));
}

const SAME = ["positionId", "userId", "date", "startTime", "endTime"] as const;

/**
 * Writes each published shift under its own id, in one statement: a row still there is set back, one
 * deleted since is inserted again with its id (ids come from one sequence and are never reused). A shift
 * that comes back unmoved keeps the engine's explanation; otherwise it has none. Weeks published before
 * locks and sources were kept in the snapshot keep each shift's current lock and source (a shift that
 * comes back unlocked and MANUAL).
 */
async function putBack(
  tx: Db,
  tenantId: number,
  scheduleId: number,
  published: SnapshotShift[],
  current: Map<number, ShiftRow>,
): Promise<void> {
  if (published.length === 0) return;
  const values = published.map((p) => {
    const now = current.get(p.id);
    const unmoved = now !== undefined && SAME.every((f) => now[f] === p[f]);
    return {
      id: p.id,
      position_id: p.positionId,
      user_id: p.userId,
      date: p.date,
      start_time: p.startTime,
      end_time: p.endTime,
      breaks: p.breaks,
      is_locked: p.isLocked ?? now?.isLocked ?? false,
      source: p.source ?? now?.source ?? "MANUAL",
      explanation: unmoved ? now.explanation : null,
    };
  });
  // Both drivers (pg, PGlite) take the rows as one JSON parameter, typed by jsonb_to_recordset.
  await tx.execute(sql`
    insert into ${shifts} (id, tenant_id, schedule_id, position_id, user_id, date, start_time, end_time,
      breaks, is_locked, source, explanation)
    overriding system value
    select v.id, ${tenantId}, ${scheduleId}, v.position_id, v.user_id, v.date, v.start_time, v.end_time,
      v.breaks, v.is_locked, v.source::shift_source, v.explanation
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      id integer, position_id integer, user_id integer, date date, start_time text, end_time text,
      breaks jsonb, is_locked boolean, source text, explanation jsonb)
    on conflict (id) do update set
      position_id = excluded.position_id, user_id = excluded.user_id, date = excluded.date,
      start_time = excluded.start_time, end_time = excluded.end_time, breaks = excluded.breaks,
      is_locked = excluded.is_locked, source = excluded.source, explanation = excluded.explanation
    where ${shifts}.tenant_id = ${tenantId} and ${shifts}.schedule_id = ${scheduleId}`);
}
