import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { can } from "../../domain/permissions";
import {
  ACTIVE_RUN_STATUSES,
  type Run,
  type Schedule,
  type ScheduleCreate,
  type ScheduleWarning,
} from "../../domain/schemas/schedules";
import { addDays } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { scheduleRuns, schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { conflict, invalid, notFound } from "../errors";
import { shiftColumns, toShift, type ShiftRow } from "./shift-rows";
import { backfillCoverage, refreshSchedule, violationsByShift } from "./review";
import { assertIdsInTenant } from "../services/references";

export const scheduleById = (tenantId: number, id: number) =>
  and(eq(schedules.id, id), eq(schedules.tenantId, tenantId));

export const runColumns = {
  id: scheduleRuns.id,
  scheduleId: scheduleRuns.scheduleId,
  status: scheduleRuns.status,
  progress: scheduleRuns.progress,
  createdAt: scheduleRuns.createdAt,
  startedAt: scheduleRuns.startedAt,
  finishedAt: scheduleRuns.finishedAt,
  metrics: scheduleRuns.metrics,
  error: scheduleRuns.error,
  summary: scheduleRuns.summary,
};

type RunRow = Omit<Run, "createdAt" | "startedAt" | "finishedAt" | "summary"> & {
  summary: (typeof scheduleRuns.$inferSelect)["summary"];
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export function toRun(row: RunRow): Run {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    summary: row.summary && {
      ...row.summary,
      noNeeds: row.summary.noNeeds ?? false,
      needHours: row.summary.needHours ?? null,
      wantHours: row.summary.wantHours ?? null,
      openHours: row.summary.openHours ?? null,
    },
  };
}

const headColumns = {
  id: schedules.id,
  storeId: schedules.storeId,
  weekStartDate: schedules.weekStartDate,
  status: schedules.status,
  isLocked: schedules.isLocked,
  version: schedules.version,
  publishedAt: schedules.publishedAt,
  publishedVersion: schedules.publishedVersion,
};

/**
 * What a change of a schedule reads of its row: not the published snapshot or the warnings, whose JSON
 * grows with the week (a 60-person week's is hundreds of KB) and which a shift edit does not need.
 */
const lockedColumns = { ...headColumns, metrics: schedules.metrics };

/** The schedule row, locked for the rest of the transaction; 404 for another organization's. */
export async function lockSchedule(tx: Db, tenantId: number, scheduleId: number) {
  const [row] = await tx
    .select(lockedColumns)
    .from(schedules)
    .where(scheduleById(tenantId, scheduleId))
    .for("update");
  if (!row) throw notFound("Schedule");
  return row;
}

/** The shifts as last published (null before the first publish). */
export async function publishedShiftsOf(tx: Db, tenantId: number, scheduleId: number) {
  const [row] = await tx
    .select({ publishedShifts: schedules.publishedShifts })
    .from(schedules)
    .where(scheduleById(tenantId, scheduleId));
  return row?.publishedShifts ?? null;
}

/**
 * Shift changes need an unlocked schedule (docs/api.md, Schedules). A client that sends the version it is
 * looking at (`If-Match`) gets 409 when someone changed the week since (`version`: the schedule's version
 * now), instead of overwriting their change unseen.
 */
export function assertEditable(
  schedule: { isLocked: boolean },
  expectedVersion: number | undefined,
  version: number,
): void {
  if (schedule.isLocked) throw conflict("This schedule is locked; unlock it to change it");
  if (expectedVersion !== undefined && version !== expectedVersion) {
    throw conflict("Someone else changed this week meanwhile; it has been refreshed, check it and try again");
  }
}

/**
 * A schedule as its caller may see it: everything for those who edit schedules; for everyone else only a
 * published schedule, as last published (its shifts and coverage, no warnings, figures or explanations),
 * else null.
 */
export async function readSchedule(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
): Promise<Schedule | null> {
  const editor = can(caller, "editSchedule");
  // Each side reads only its own large JSON: editors the warnings, everyone else the published snapshot.
  const [row] = await db
    .select({
      ...headColumns,
      publishedShifts: editor ? sql<null>`null` : schedules.publishedShifts,
      warnings: editor ? schedules.warnings : sql<ScheduleWarning[]>`'[]'::jsonb`,
      metrics: editor ? schedules.metrics : sql<null>`null`,
      coverage: editor ? schedules.coverage : schedules.publishedCoverage,
    })
    .from(schedules)
    .where(scheduleById(caller.tenantId, scheduleId));
  if (!row) return null;
  const base = {
    id: row.id,
    storeId: row.storeId,
    weekStartDate: row.weekStartDate,
    status: row.status,
    isLocked: row.isLocked,
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedVersion: row.publishedVersion,
  };
  if (!editor) {
    if (row.publishedShifts === null) return null;
    return {
      ...base,
      shifts: row.publishedShifts.map((s) => ({
        ...s,
        scheduleId: row.id,
        isLocked: false,
        source: "MANUAL" as const,
        explanation: null,
        violations: [],
      })),
      warnings: [],
      metrics: null,
      coverage: row.coverage,
      activeRun: null,
    };
  }
  const [shiftRows, [activeRun]] = await Promise.all([
    db
      .select(shiftColumns)
      .from(shifts)
      .where(and(eq(shifts.tenantId, caller.tenantId), eq(shifts.scheduleId, row.id)))
      .orderBy(shifts.date, shifts.startTime, shifts.id),
    db
      .select(runColumns)
      .from(scheduleRuns)
      .where(
        and(
          eq(scheduleRuns.tenantId, caller.tenantId),
          eq(scheduleRuns.scheduleId, row.id),
          inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]),
        ),
      )
      .orderBy(desc(scheduleRuns.id))
      .limit(1),
  ]);
  const violations = violationsByShift(row.warnings);
  return {
    ...base,
    shifts: shiftRows.map((s) => toShift(s, row.id, violations.get(s.id))),
    warnings: row.warnings,
    metrics: row.metrics,
    coverage: row.coverage ?? (await backfillCoverage(db, caller.tenantId, row.id)),
    activeRun: activeRun ? toRun(activeRun) : null,
  };
}

const storeRef = { table: stores, id: stores.id, tenantId: stores.tenantId };

/**
 * A new draft week, empty or with the shifts of `copyFrom` (same store) moved to this week as unlocked
 * manual shifts, leaving out people no longer at the store or in the position.
 */
export async function createSchedule(db: Db, caller: CurrentUser, input: ScheduleCreate): Promise<Schedule> {
  const { tenantId } = caller;
  await assertIdsInTenant(db, storeRef, tenantId, [input.storeId], "storeId", "store");
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        and(
          eq(schedules.tenantId, tenantId),
          eq(schedules.storeId, input.storeId),
          eq(schedules.weekStartDate, input.weekStartDate),
        ),
      );
    if (existing) throw conflict("This store already has a schedule for that week");
    let copied: ShiftRow[] = [];
    let offset = 0;
    if (input.copyFrom !== undefined) {
      const [source] = await tx.select().from(schedules).where(scheduleById(tenantId, input.copyFrom));
      if (!source || source.storeId !== input.storeId) {
        throw invalid([{ path: "copyFrom", message: "copyFrom must be a schedule of the same store" }]);
      }
      offset = daysBetween(source.weekStartDate, input.weekStartDate);
      copied = await tx
        .select(shiftColumns)
        .from(shifts)
        .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, source.id)));
      copied = await keepStillQualified(tx, tenantId, input.storeId, copied);
    }
    const [created] = await tx
      .insert(schedules)
      .values({ tenantId, storeId: input.storeId, weekStartDate: input.weekStartDate })
      .returning({ id: schedules.id });
    if (!created) throw new Error("schedule insert returned nothing");
    if (copied.length > 0) {
      await tx.insert(shifts).values(
        copied.map((s) => ({
          tenantId,
          scheduleId: created.id,
          positionId: s.positionId,
          userId: s.userId,
          date: addDays(s.date, offset),
          startTime: s.startTime,
          endTime: s.endTime,
          breaks: s.breaks,
          isLocked: false,
          source: "MANUAL" as const,
        })),
      );
    }
    await refreshSchedule(tx, tenantId, created.id);
    return created.id;
  });
  const schedule = await readSchedule(db, caller, id);
  if (!schedule) throw notFound("Schedule");
  return schedule;
}

/** Open shifts are kept; assigned ones only while the person is still at the store and in the position. */
async function keepStillQualified(tx: Db, tenantId: number, storeId: number, rows: ShiftRow[]) {
  const [atStore, quals] = await Promise.all([
    tx
      .select({ userId: employeeStores.userId })
      .from(employeeStores)
      .where(and(eq(employeeStores.tenantId, tenantId), eq(employeeStores.storeId, storeId))),
    tx
      .select({ userId: employeePositions.userId, positionId: employeePositions.positionId })
      .from(employeePositions)
      .where(eq(employeePositions.tenantId, tenantId)),
  ]);
  const here = new Set(atStore.map((r) => r.userId));
  const holds = new Set(quals.map((q) => `${q.userId}/${q.positionId}`));
  return rows.filter(
    (s) => s.userId === null || (here.has(s.userId) && holds.has(`${s.userId}/${s.positionId}`)),
  );
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function setScheduleLocked(db: Db, caller: CurrentUser, scheduleId: number, isLocked: boolean) {
  await db.transaction(async (tx) => {
    const row = await lockSchedule(tx, caller.tenantId, scheduleId);
    if (row.isLocked === isLocked) return;
    await tx
      .update(schedules)
      .set({ isLocked, version: sql`${schedules.version} + 1` })
      .where(scheduleById(caller.tenantId, scheduleId));
  });
  return mustRead(db, caller, scheduleId);
}

/** The schedule as its caller may see it; 404 when there is none for them. */
export async function mustRead(db: Db, caller: CurrentUser, scheduleId: number): Promise<Schedule> {
  const schedule = await readSchedule(db, caller, scheduleId);
  if (!schedule) throw notFound("Schedule");
  return schedule;
}
