import { availableParallelism } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";

/**
 * Where scheduling runs wait for an engine (docs/decisions/050-run-queue.md). The request only records the
 * run and enqueues its id; whichever instance takes the job executes it on a worker thread.
 */
export interface RunQueue {
  readonly kind: "in-process" | "pg-boss";
  start(execute: (runId: number) => Promise<void>): Promise<void>;
  enqueue(runId: number): Promise<void>;
  stop(): Promise<void>;
}

/** SCHEDULER_CONCURRENCY, default cores − 1, at least 1 (docs/api.md, Schedules). */
export function defaultConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * PGlite: one process owns the database, so the queue is an in-memory FIFO in front of at most
 * `concurrency` engines. A run still queued when the process stops is failed at the next start.
 */
export class InProcessRunQueue implements RunQueue {
  readonly kind = "in-process" as const;
  #waiting: number[] = [];
  #active = 0;
  #execute: ((runId: number) => Promise<void>) | undefined;
  #idle: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async start(execute: (runId: number) => Promise<void>): Promise<void> {
    this.#execute = execute;
  }

  async enqueue(runId: number): Promise<void> {
    this.#waiting.push(runId);
    this.#pump();
  }

  #pump(): void {
    const execute = this.#execute;
    if (!execute) return;
    while (this.#active < this.concurrency && this.#waiting.length > 0) {
      const runId = this.#waiting.shift() as number; // length checked above
      this.#active += 1;
      void execute(runId)
        .catch((error: unknown) =>
          this.log?.error({ err: error, runId }, "schedule run failed outside the engine"),
        )
        .finally(() => {
          this.#active -= 1;
          if (this.#active === 0 && this.#waiting.length === 0)
            for (const done of this.#idle.splice(0)) done();
          this.#pump();
        });
    }
  }

  /** Stops taking runs and waits for those under way (their workers are stopped by the caller's signal). */
  async stop(): Promise<void> {
    this.#execute = undefined;
    this.#waiting = [];
    if (this.#active > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
  }
}

export const RUN_QUEUE_NAME = "schedule-run";

/**
 * PostgreSQL: pg-boss. Any instance takes a run (SKIP LOCKED), at most `concurrency` at once per instance.
 * A job is tried once: an instance that dies mid-run leaves its run RUNNING with a stale heartbeat, and the
 * sweeper of any live instance fails it (schedule-runs.ts), so it is never stuck.
 */
export class PgBossRunQueue implements RunQueue {
  readonly kind = "pg-boss" as const;
  #boss: PgBoss | undefined;
  #workers: string[] = [];

  constructor(
    private readonly connectionString: string,
    private readonly concurrency: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async start(execute: (runId: number) => Promise<void>): Promise<void> {
    // Loaded only on PostgreSQL: PGlite never needs it.
    const { default: Boss } = await import("pg-boss");
    const boss = new Boss({
      connectionString: this.connectionString,
      max: 2 + this.concurrency,
      application_name: "brigade-runs",
      // Our runs are short; keep a day of finished jobs for diagnosis.
      deleteAfterDays: 1,
    });
    boss.on("error", (error) => this.log?.warn({ err: error }, "run queue error"));
    await boss.start();
    await boss.createQueue(RUN_QUEUE_NAME, { name: RUN_QUEUE_NAME, retryLimit: 0, expireInSeconds: 15 * 60 });
    for (let i = 0; i < this.concurrency; i += 1) {
      const id = await boss.work<{ runId: number }>(
        RUN_QUEUE_NAME,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await execute(job.data.runId);
        },
      );
      this.#workers.push(id);
    }
    this.#boss = boss;
  }

  async enqueue(runId: number): Promise<void> {
    const boss = this.#boss;
    if (!boss) throw new Error("the run queue is not started");
    await boss.send(RUN_QUEUE_NAME, { runId }, { retryLimit: 0 });
    // This instance's workers look at once instead of at their next poll; others find it when they poll.
    for (const id of this.#workers) boss.notifyWorker(id);
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
