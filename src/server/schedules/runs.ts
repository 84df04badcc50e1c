import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_RUN_STATUSES, DEFAULT_RUN_SECONDS, type Run } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema/schedules";
import { conflict, notFound } from "../errors";
import type { RunQueue } from "./run-queue";
import { lockSchedule, runColumns, toRun } from "./service";

const runById = (tenantId: number, id: number) =>
  and(eq(scheduleRuns.id, id), eq(scheduleRuns.tenantId, tenantId));

/** 202: the run is recorded and queued; 409 while another run of the schedule is active or it is locked. */
export async function createRun(
  db: Db,
  queue: RunQueue,
  caller: CurrentUser,
  scheduleId: number,
  options: { seed?: number | undefined; timeLimitSeconds?: number | undefined },
): Promise<Run> {
  const run = await db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, caller.tenantId, scheduleId);
    if (schedule.isLocked) throw conflict("This schedule is locked; unlock it to run the engine");
    const [active] = await tx
      .select({ id: scheduleRuns.id })
      .from(scheduleRuns)
      .where(
        and(
          eq(scheduleRuns.tenantId, caller.tenantId),
          eq(scheduleRuns.scheduleId, scheduleId),
          inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]),
        ),
      );
    if (active) throw conflict("A run of this schedule is already under way");
    const [row] = await tx
      .insert(scheduleRuns)
      .values({
        tenantId: caller.tenantId,
        scheduleId,
        seed: options.seed ?? 1,
        timeLimitSeconds: options.timeLimitSeconds ?? DEFAULT_RUN_SECONDS,
        createdBy: caller.id,
      })
      .returning(runColumns);
    if (!row) throw new Error("run insert returned nothing");
    return row;
  });
  try {
    await queue.enqueue(run.id);
  } catch (error) {
    await finishRun(db, run.id, "FAILED", { error: "The run could not be queued; try again" });
    throw error;
  }
  return toRun(run);
}

export async function readRun(db: Db, tenantId: number, runId: number): Promise<Run> {
  const [row] = await db.select(runColumns).from(scheduleRuns).where(runById(tenantId, runId));
  if (!row) throw notFound("Run");
  return toRun(row);
}

/** The schedule stays as it was; 409 once the run has finished. */
export async function cancelRun(db: Db, tenantId: number, runId: number): Promise<Run> {
  const [row] = await db
    .update(scheduleRuns)
    .set({ status: "CANCELLED", finishedAt: new Date() })
    .where(and(runById(tenantId, runId), inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES])))
    .returning(runColumns);
  if (row) return toRun(row);
  await readRun(db, tenantId, runId); // 404 for another organization's
  throw conflict("This run has already finished");
}

/** Ends an active run; false when it had already ended (cancelled, failed elsewhere). */
export async function finishRun(
  db: Db,
  runId: number,
  status: "SUCCEEDED" | "FAILED" | "CANCELLED",
  fields: Partial<typeof scheduleRuns.$inferInsert> = {},
): Promise<boolean> {
  const rows = await db
    .update(scheduleRuns)
    .set({ status, finishedAt: new Date(), ...fields })
    .where(and(eq(scheduleRuns.id, runId), inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES])))
    .returning({ id: scheduleRuns.id });
  return rows.length > 0;
}
