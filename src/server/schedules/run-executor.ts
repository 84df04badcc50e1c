import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ACTIVE_RUN_STATUSES } from "../../domain/schemas/schedules";
import { weekStaffHours, type EngineOutput } from "../../engine";
import { runInWorker } from "./engine-thread";
import type { Db } from "../db/client";
import { scheduleRuns, schedules, shifts } from "../db/schema/schedules";
import type { RunQueue } from "./run-queue";
import { fromEngineShift } from "./engine-shapes";
import { hasStarted } from "../../domain/started";
import { keepThePast, placeKey, startsLater, systemClock, type Clock } from "./past";
import type { ShiftRow } from "./shift-rows";
import { pricePostedWeek, readPremiumWeek } from "./run-premiums";
import { loadWeek } from "./week";
import { refreshSchedule } from "./review";
import { finishRun } from "./runs";
import { releaseReadyRuns } from "./group-release";
import { lockSchedule } from "./service";

/** How often a running run writes its progress and heartbeat; a heartbeat this old means its instance died. */
export const HEARTBEAT_MS = 1_000;
export const STALE_AFTER_MS = 20_000;

/** A run the engine cannot finish cleanly: FAILED with a message a manager can act on. */
class RunFailure extends Error {}

/**
 * Executes queued runs: reads the week, runs the engine on a worker thread with progress and cancel, and
 * applies the result in one transaction, only if the schedule did not change meanwhile (else FAILED,
 * saying so). Also fails runs whose instance died (a stale heartbeat). After each run it queues the runs
 * of a group run that were waiting for it (docs/decisions/074-group-run.md).
 */
export class RunExecutor {
  readonly #running = new Set<AbortController>();
  #sweeper: ReturnType<typeof setInterval> | undefined;
  #queue: RunQueue | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly workerUrl?: URL,
    /** "Now" for what has started (docs/api.md, Schedules: the past is kept); tests set it. */
    private readonly now: Clock = systemClock,
  ) {}

  /**
   * On start: PGlite's in-process queue lost what it held; PostgreSQL: sweep stale runs now and then. The
   * queue is where the runs a finished one frees go.
   */
  async start(queue: RunQueue): Promise<void> {
    this.#queue = queue;
    if (queue.kind === "in-process") {
      await this.db
        .update(scheduleRuns)
        .set({
          status: "FAILED",
          finishedAt: new Date(),
          error: "The server restarted before the run finished; run it again",
        })
        .where(inArray(scheduleRuns.status, [...ACTIVE_RUN_STATUSES]));
      return;
    }
    await this.sweep();
    this.#sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.log.warn({ err: error }, "run sweep failed"));
    }, 5_000);
    this.#sweeper.unref();
  }

  /**
   * Fails RUNNING runs whose instance stopped sending heartbeats (kill -9, a lost machine), and queues the
   * group runs whose turn came while the instance that should have queued them died.
   */
  async sweep(): Promise<number> {
    const failed = await this.#failStale();
    await this.#release();
    return failed;
  }

  /** Queues the group runs whose turn has come (group-release.ts); never throws into the run's caller. */
  async #release(groupRunId?: number): Promise<void> {
    if (!this.#queue) return;
    await releaseReadyRuns(this.db, this.#queue, groupRunId, this.log).catch((error: unknown) =>
      this.log.warn({ err: error }, "queueing a group's next runs failed; the sweeper will retry"),
    );
  }

  async #failStale(): Promise<number> {
    const rows = await this.db
      .update(scheduleRuns)
      .set({
        status: "FAILED",
        finishedAt: new Date(),
        error: "The server running this schedule stopped before it finished; run it again",
      })
      .where(
        and(
          eq(scheduleRuns.status, "RUNNING"),
          lt(scheduleRuns.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
        ),
      )
      .returning({ id: scheduleRuns.id });
    return rows.length;
  }

  async stop(): Promise<void> {
    if (this.#sweeper) clearInterval(this.#sweeper);
    for (const controller of this.#running) controller.abort(new Error("shutdown"));
  }

  async execute(runId: number): Promise<void> {
    const [claimed] = await this.db
      .update(scheduleRuns)
      .set({
        status: "RUNNING",
        startedAt: new Date(),
        heartbeatAt: new Date(),
        attempts: sql`${scheduleRuns.attempts} + 1`,
      })
      .where(and(eq(scheduleRuns.id, runId), eq(scheduleRuns.status, "QUEUED")))
      .returning();
    if (!claimed) return; // cancelled while queued, or taken already
    const controller = new AbortController();
    this.#running.add(controller);
    try {
      await this.#run(claimed, controller);
    } catch (error) {
      const message =
        error instanceof RunFailure
          ? error.message
          : controller.signal.aborted &&
              controller.signal.reason instanceof Error &&
              controller.signal.reason.message === "shutdown"
            ? "The server stopped during the run; run it again"
            : "The engine failed on this week; the schedule was left as it was";
      if (!(error instanceof RunFailure)) this.log.error({ err: error, runId }, "schedule run failed");
      await finishRun(this.db, runId, "FAILED", { error: message });
    } finally {
      this.#running.delete(controller);
    }
    if (claimed.groupRunId !== null) await this.#release(claimed.groupRunId);
  }

  async #run(run: typeof scheduleRuns.$inferSelect, controller: AbortController): Promise<void> {
    const { tenantId, scheduleId } = run;
    const [schedule] = await this.db
      .select({ version: schedules.version, metrics: schedules.metrics })
      .from(schedules)
      .where(and(eq(schedules.id, scheduleId), eq(schedules.tenantId, tenantId)));
    const week = await loadWeek(this.db, tenantId, scheduleId, {
      seed: run.seed,
      timeLimitSeconds: run.timeLimitSeconds,
    });
    if (!schedule || !week) throw new RunFailure("The schedule was deleted");
    await this.db
      .update(scheduleRuns)
      .set({ baseVersion: schedule.version })
      .where(eq(scheduleRuns.id, run.id));

    let progress = 0;
    let cancelled = false;
    const beat = async () => {
      const rows = await this.db
        .update(scheduleRuns)
        .set({ progress, heartbeatAt: new Date() })
        .where(and(eq(scheduleRuns.id, run.id), eq(scheduleRuns.status, "RUNNING")))
        .returning({ id: scheduleRuns.id });
      if (rows.length === 0 && !cancelled) {
        cancelled = true; // cancelled (or swept) elsewhere: stop the engine, keep its status
        controller.abort(new Error("cancelled"));
      }
    };
    const timer = setInterval(() => {
      beat().catch((error: unknown) => this.log.warn({ err: error, runId: run.id }, "run heartbeat failed"));
    }, HEARTBEAT_MS);
    // The past is closed to the engine: started shifts go in locked, nobody can be placed before now.
    const now = this.now();
    const plan = keepThePast(week, now);
    // A posted week: changing a posted shift costs its Fair Workweek premium in the objective.
    const premiumWeek = await readPremiumWeek(this.db, tenantId, scheduleId);
    const input = premiumWeek
      ? { ...plan.input, ...pricePostedWeek(plan.input, premiumWeek, now) }
      : plan.input;
    let result;
    try {
      result = await runInWorker(input, {
        signal: controller.signal,
        onProgress: (p) => {
          progress = Math.min(0.99, Math.max(progress, p.fraction ?? progress));
        },
        ...(this.workerUrl ? { workerUrl: this.workerUrl } : {}),
      });
    } finally {
      clearInterval(timer);
    }
    if (cancelled) return;
    if (controller.signal.aborted) throw new Error("aborted");
    await this.#apply(run, {
      baseVersion: schedule.version,
      coverageBefore: schedule.metrics?.coveragePercent ?? null,
      // The whole week's demand, not what is left of it after now: a week half gone still has needs.
      noNeeds: week.input.demand.length === 0,
      staffHours: weekStaffHours(week.input),
      before: week.shifts,
      keptPlaces: plan.keptPlaces,
      timeZone: week.storeTimezone,
      output: result.output,
    });
  }

  /**
   * Replaces every unlocked shift that has not started in one transaction, if the schedule is as the run
   * read it. Started shifts (at the time of writing) stay as they are, and no result shift that starts in
   * the past is written.
   */
  async #apply(
    run: typeof scheduleRuns.$inferSelect,
    {
      baseVersion,
      coverageBefore,
      noNeeds,
      staffHours,
      before,
      keptPlaces,
      timeZone,
      output,
    }: {
      baseVersion: number;
      coverageBefore: number | null;
      /** The week's inputs needed nobody: the run's 100 % coverage says nothing (RunPanel says so). */
      noNeeds: boolean;
      /** The whole week's needs and what its team wishes to work, in hours (the summary's sentence). */
      staffHours: { needHours: number; wantHours: number };
      before: ShiftRow[];
      /** The shifts the engine was told to keep (locked or started), which it returns unchanged. */
      keptPlaces: string[];
      timeZone: string;
      output: EngineOutput;
    },
  ): Promise<void> {
    const { tenantId, scheduleId } = run;
    await this.db.transaction(async (tx) => {
      const current = await lockSchedule(tx, tenantId, scheduleId);
      const [state] = await tx
        .select({ status: scheduleRuns.status })
        .from(scheduleRuns)
        .where(eq(scheduleRuns.id, run.id))
        .for("update");
      if (state?.status !== "RUNNING") return; // cancelled at the last moment: nothing applied
      if (current.isLocked)
        throw new RunFailure("The schedule was locked during the run; nothing was changed");
      if (current.version !== baseVersion) {
        throw new RunFailure("The schedule changed while the engine ran; nothing was changed, run it again");
      }
      const now = this.now();
      const kept = new Set<number>();
      const fresh = output.shifts.filter((s) => {
        // The engine returns the shifts it was told to keep unchanged: keep the stored ones.
        const place = placeKey(fromEngineShift(s));
        const match = keptPlaces.findIndex((l, i) => !kept.has(i) && l === place);
        if (match >= 0) kept.add(match);
        // Nothing new starts in the past (the engine was given no room there; this holds it anyway).
        return match < 0 && startsLater(s, timeZone, now);
      });
      const replaced = before.filter((s) => !s.isLocked && !hasStarted(s, timeZone, now));
      if (replaced.length > 0) {
        await tx.delete(shifts).where(
          and(
            eq(shifts.tenantId, tenantId),
            eq(shifts.scheduleId, scheduleId),
            inArray(
              shifts.id,
              replaced.map((s) => s.id),
            ),
          ),
        );
      }
      if (fresh.length > 0) {
        await tx.insert(shifts).values(
          fresh.map((s) => ({
            tenantId,
            scheduleId,
            ...fromEngineShift(s),
            isLocked: false,
            source: "ENGINE" as const,
            explanation: s.explanation ?? null,
          })),
        );
      }
      const refreshed = await refreshSchedule(tx, tenantId, scheduleId, {
        lowerBound: output.metrics.lowerBound,
      });
      const shiftsChanged = countChanged(replaced, fresh);
      await tx
        .update(scheduleRuns)
        .set({
          status: "SUCCEEDED",
          progress: 1,
          finishedAt: new Date(),
          metrics: output.metrics,
          summary: {
            coverageBefore,
            shiftsChanged,
            noNeeds,
            ...staffHours,
            // The week as it now is (the past included), not the engine's part of it.
            openHours: refreshed?.metrics.understaffedHours ?? output.metrics.understaffedHours,
          },
        })
        .where(eq(scheduleRuns.id, run.id));
    });
  }
}

/** Shifts added or removed between two lists of the same week (a moved shift counts once). */
function countChanged(before: ShiftRow[], after: EngineOutput["shifts"]): number {
  const left = new Map<string, number>();
  for (const s of before) {
    const k = placeKey(s);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  let added = 0;
  for (const s of after) {
    const k = placeKey(fromEngineShift(s));
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else added += 1;
  }
  const removed = [...left.values()].reduce((a, b) => a + b, 0);
  return Math.max(added, removed);
}
