import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema/schedules";
import type { RunQueue } from "./run-queue";

/**
 * Hands to the queue the group runs whose turn has come: still QUEUED, never enqueued, and every run they
 * wait for has finished (any way: a failed or cancelled store does not hold its dependents back). Called
 * by whichever instance finishes or cancels a run, and by every instance's sweeper in case one died in
 * between (docs/decisions/074-group-run.md).
 *
 * Each run is marked `enqueued_at` by one UPDATE that skips rows another instance has locked, so two
 * instances finishing at once never enqueue a run twice; whichever commits its finish last sees the other's,
 * so none is forgotten. Returns the ids enqueued.
 */
export async function releaseReadyRuns(
  db: Db,
  queue: RunQueue,
  groupRunId?: number,
  log?: FastifyBaseLogger,
): Promise<number[]> {
  const released: number[] = [];
  for (const runId of await claimReady(db, groupRunId)) {
    try {
      await queue.enqueue(runId);
      released.push(runId);
    } catch (error) {
      // A queue that is stopping (this instance shuts down) or unreachable: the run waits again, and the
      // next release or a sweeper (this instance's or another's) queues it.
      log?.warn({ err: error, runId }, "a group's run could not be queued; it waits for the next sweep");
      await db.update(scheduleRuns).set({ enqueuedAt: null }).where(eq(scheduleRuns.id, runId));
    }
  }
  return released;
}

async function claimReady(db: Db, groupRunId: number | undefined): Promise<number[]> {
  // Both drivers (pg, PGlite) answer `rows`.
  const result = (await db.execute(sql`
    with ready as (
      select r.id from schedule_runs r
      where r.group_run_id is not null
        ${groupRunId === undefined ? sql`` : sql`and r.group_run_id = ${groupRunId}`}
        and r.status = 'QUEUED' and r.enqueued_at is null
        and not exists (
          select 1 from schedule_runs d
          where d.id = any(r.waits_for) and d.status in ('QUEUED', 'RUNNING')
        )
      order by r.id
      for update of r skip locked
    )
    update schedule_runs s set enqueued_at = now()
    from ready where s.id = ready.id
    returning s.id`)) as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
}

/** After a run was cancelled: if it is one store of a group run, the stores that waited for it go on. */
export async function releaseAfterCancel(
  db: Db,
  queue: RunQueue,
  tenantId: number,
  runId: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [run] = await db
    .select({ groupRunId: scheduleRuns.groupRunId })
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.id, runId), eq(scheduleRuns.tenantId, tenantId)));
  if (run?.groupRunId) await releaseReadyRuns(db, queue, run.groupRunId, log);
}
