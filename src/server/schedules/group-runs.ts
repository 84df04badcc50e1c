import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { GroupPublished, GroupRun, GroupRunCreate } from "../../domain/schemas/group-runs";
import { ACTIVE_RUN_STATUSES, DEFAULT_RUN_SECONDS, isActiveRun } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { employeeStores } from "../db/schema/employee-stores";
import { groupRuns, scheduleRuns, schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { AppError, conflict, invalid, notFound } from "../errors";
import { assertIdsInTenant } from "../services/references";
import { orderStores } from "./group-order";
import { releaseReadyRuns } from "./group-release";
import { markPublished } from "./publish";
import type { RunQueue } from "./run-queue";
import { lockSchedule, runColumns, toRun } from "./service";

// "Run all stores" (docs/api.md, Group runs; docs/decisions/074-group-run.md): one schedule run per store,
// ordered so that stores sharing people never run at once, and the chosen weeks published together.

const storeRef = { table: stores, id: stores.id, tenantId: stores.tenantId };

/** 202: every store's run is recorded; those that wait for no one are queued at once. */
export async function startGroupRun(
  db: Db,
  queue: RunQueue,
  caller: CurrentUser,
  input: GroupRunCreate,
  log?: FastifyBaseLogger,
): Promise<GroupRun> {
  const { tenantId } = caller;
  if (input.storeIds) await assertIdsInTenant(db, storeRef, tenantId, input.storeIds, "storeIds", "store");
  const chosen = await db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(eq(stores.tenantId, tenantId), input.storeIds ? inArray(stores.id, input.storeIds) : undefined),
    );
  if (chosen.length === 0)
    throw invalid([{ path: "storeIds", message: "The organization has no stores yet" }]);
  const storeIds = chosen.map((s) => s.id);
  const staff = await db
    .select({ storeId: employeeStores.storeId, userId: employeeStores.userId })
    .from(employeeStores)
    .where(and(eq(employeeStores.tenantId, tenantId), inArray(employeeStores.storeId, storeIds)));
  const staffOf = new Map<number, number[]>();
  for (const { storeId, userId } of staff) staffOf.set(storeId, [...(staffOf.get(storeId) ?? []), userId]);
  const order = orderStores(storeIds, staffOf);

  const groupRunId = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groupRuns)
      .values({ tenantId, weekStartDate: input.weekStartDate, createdBy: caller.id })
      .returning({ id: groupRuns.id });
    if (!group) throw new Error("group run insert returned nothing");
    // The week of a store without one yet starts empty, as POST /schedules makes it.
    await tx
      .insert(schedules)
      .values(storeIds.map((storeId) => ({ tenantId, storeId, weekStartDate: input.weekStartDate })))
      .onConflictDoNothing();
    const weeks = await tx
      .select({ id: schedules.id, storeId: schedules.storeId, isLocked: schedules.isLocked })
      .from(schedules)
      .where(
        and(
          eq(schedules.tenantId, tenantId),
          eq(schedules.weekStartDate, input.weekStartDate),
          inArray(schedules.storeId, storeIds),
        ),
      )
      .orderBy(asc(schedules.id))
      .for("update");
    const weekOf = new Map(weeks.map((w) => [w.storeId, w]));
    const running = await withActiveRun(
      tx,
      tenantId,
      weeks.map((w) => w.id),
    );

    // Round by round, so that a run's `waitsFor` names runs already written.
    const runOf = new Map<number, number>();
    const rounds = Math.max(...order.map((o) => o.round)) + 1;
    for (let round = 0; round < rounds; round += 1) {
      const values = order
        .filter((o) => o.round === round)
        .map(({ storeId, waitsFor }) => {
          const week = weekOf.get(storeId);
          if (!week) throw new Error(`no schedule for store ${storeId} after the insert`);
          // A store that cannot run is recorded as failed, so the group shows why (and its dependents run).
          const blocked = week.isLocked
            ? "This week is locked; unlock it to run the engine"
            : running.has(week.id)
              ? "A run of this week was already under way"
              : null;
          return {
            tenantId,
            scheduleId: week.id,
            groupRunId: group.id,
            timeLimitSeconds: input.timeLimitSeconds ?? DEFAULT_RUN_SECONDS,
            createdBy: caller.id,
            waitsFor: waitsFor.map((s) => runOf.get(s) ?? 0).filter((id) => id > 0),
            ...(blocked ? { status: "FAILED" as const, finishedAt: new Date(), error: blocked } : {}),
          };
        });
      const rows = await tx
        .insert(scheduleRuns)
        .values(values)
        .returning({ id: scheduleRuns.id, scheduleId: scheduleRuns.scheduleId });
      const storeOfWeek = new Map(weeks.map((w) => [w.id, w.storeId]));
      for (const row of rows) runOf.set(storeOfWeek.get(row.scheduleId) ?? 0, row.id);
    }
    return group.id;
  });
  await releaseReadyRuns(db, queue, groupRunId, log);
  return readGroupRun(db, tenantId, groupRunId);
}

export async function readGroupRun(db: Db, tenantId: number, groupRunId: number): Promise<GroupRun> {
  const [group] = await db
    .select()
    .from(groupRuns)
    .where(and(eq(groupRuns.id, groupRunId), eq(groupRuns.tenantId, tenantId)));
  if (!group) throw notFound("Group run");
  const rows = await db
    .select({
      ...runColumns,
      waitsFor: scheduleRuns.waitsFor,
      storeId: schedules.storeId,
      storeName: stores.name,
      shiftCount: sql<number>`(select count(*)::int from ${shifts} where ${shifts.scheduleId} = ${schedules.id})`,
    })
    .from(scheduleRuns)
    .innerJoin(schedules, eq(schedules.id, scheduleRuns.scheduleId))
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(and(eq(scheduleRuns.tenantId, tenantId), eq(scheduleRuns.groupRunId, groupRunId)))
    .orderBy(asc(stores.name), asc(stores.id));
  const storeOfRun = new Map(rows.map((r) => [r.id, r.storeId]));
  return {
    id: group.id,
    weekStartDate: group.weekStartDate,
    createdAt: group.createdAt.toISOString(),
    isActive: rows.some((r) => isActiveRun(r.status)),
    stores: rows.map(({ waitsFor, storeId, storeName, shiftCount, ...run }) => ({
      storeId,
      storeName,
      scheduleId: run.scheduleId,
      shiftCount,
      waitsFor: waitsFor.map((id) => storeOfRun.get(id) ?? 0).filter((id) => id > 0),
      run: toRun(run),
    })),
  };
}

/** Cancels every run of the group still queued or running; 409 once all have finished. */
export async function cancelGroupRun(db: Db, tenantId: number, groupRunId: number): Promise<GroupRun> {
  await readGroupRun(db, tenantId, groupRunId); // 404 for another organization's
  const cancelled = await db
    .update(scheduleRuns)
    .set({ status: "CANCELLED", finishedAt: new Date() })
    .where(
      and(
        eq(scheduleRuns.tenantId, tenantId),
        eq(scheduleRuns.groupRunId, groupRunId),
        inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]),
      ),
    )
    .returning({ id: scheduleRuns.id });
  if (cancelled.length === 0) throw conflict("Every run of this group has already finished");
  return readGroupRun(db, tenantId, groupRunId);
}

/**
 * Publishes the chosen stores' weeks in one transaction. A week that cannot be published (its run, or
 * another, still under way) is named in a 409 and nothing is published: the choice is the manager's.
 */
export async function publishGroupRun(
  db: Db,
  caller: CurrentUser,
  groupRunId: number,
  storeIds: number[],
): Promise<GroupPublished> {
  const { tenantId } = caller;
  const group = await readGroupRun(db, tenantId, groupRunId);
  const memberOf = new Map(group.stores.map((s) => [s.storeId, s]));
  const strangers = storeIds.filter((id) => !memberOf.has(id));
  if (strangers.length > 0)
    throw invalid([{ path: "storeIds", message: `Not a store of this group run: ${strangers.join(", ")}` }]);
  const chosen = storeIds
    .map((id) => memberOf.get(id))
    .filter((s) => s !== undefined)
    .sort((a, b) => a.scheduleId - b.scheduleId); // one lock order, whoever publishes at the same time
  await db.transaction(async (tx) => {
    for (const store of chosen) await lockSchedule(tx, tenantId, store.scheduleId);
    const running = await withActiveRun(
      tx,
      tenantId,
      chosen.map((s) => s.scheduleId),
    );
    const blocked = chosen.filter((s) => running.has(s.scheduleId));
    if (blocked.length > 0) {
      throw new AppError(
        "CONFLICT",
        `Nothing was published: ${blocked.map((s) => s.storeName).join(", ")} still running`,
        blocked.map((s) => ({
          path: `storeIds.${storeIds.indexOf(s.storeId)}`,
          message: `${s.storeName}: its run is still under way; wait for it or cancel it`,
        })),
      );
    }
    for (const store of chosen) await markPublished(tx, tenantId, store.scheduleId);
  });
  const published = await db
    .select({
      id: schedules.id,
      storeId: schedules.storeId,
      weekStartDate: schedules.weekStartDate,
      publishedVersion: schedules.publishedVersion,
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        inArray(
          schedules.id,
          chosen.map((s) => s.scheduleId),
        ),
      ),
    )
    .orderBy(asc(schedules.id));
  return { published };
}

/** Which of these schedules have a run queued or running (one schedule has at most one). */
async function withActiveRun(tx: Db, tenantId: number, scheduleIds: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ scheduleId: scheduleRuns.scheduleId })
    .from(scheduleRuns)
    .where(
      and(
        eq(scheduleRuns.tenantId, tenantId),
        inArray(scheduleRuns.scheduleId, scheduleIds),
        inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]),
      ),
    );
  return new Set(rows.map((r) => r.scheduleId));
}
