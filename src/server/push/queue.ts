import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { PushJob } from "./deliver";

/**
 * Where pushes wait to be sent (docs/decisions/078-installable-app-and-push.md): after the request that made
 * the notifications has answered, one job per notification and browser, retried with a growing delay.
 * In-process on PGlite, pg-boss on PostgreSQL (any instance sends; a job is taken once).
 */
export interface PushQueue {
  readonly kind: "in-process" | "pg-boss";
  start(deliver: (job: PushJob) => Promise<void>): Promise<void>;
  enqueue(jobs: readonly PushJob[]): Promise<void>;
  stop(): Promise<void>;
}

/** Tries after the first: 10 s, 1 min, 5 min, 30 min (a push service that is down for a while). */
export const PUSH_RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000] as const;
/** Pushes sent at once by one instance: a publish of 150 people must not open 150 connections. */
const CONCURRENCY = 8;

export class InProcessPushQueue implements PushQueue {
  readonly kind = "in-process" as const;
  #deliver: ((job: PushJob) => Promise<void>) | undefined;
  #waiting: { job: PushJob; tries: number }[] = [];
  #active = 0;
  #timers = new Set<NodeJS.Timeout>();
  #idle: (() => void)[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly retryDelaysMs: readonly number[] = PUSH_RETRY_DELAYS_MS,
  ) {}

  async start(deliver: (job: PushJob) => Promise<void>): Promise<void> {
    this.#deliver = deliver;
  }

  async enqueue(jobs: readonly PushJob[]): Promise<void> {
    for (const job of jobs) this.#waiting.push({ job, tries: 0 });
    this.#pump();
  }

  #pump(): void {
    const deliver = this.#deliver;
    if (!deliver) return;
    while (this.#active < CONCURRENCY && this.#waiting.length > 0) {
      const next = this.#waiting.shift() as { job: PushJob; tries: number }; // length checked above
      this.#active += 1;
      void deliver(next.job)
        .catch((error: unknown) => this.#retryLater(next, error))
        .finally(() => {
          this.#active -= 1;
          if (this.#active === 0 && this.#waiting.length === 0)
            for (const done of this.#idle.splice(0)) done();
          this.#pump();
        });
    }
  }

  #retryLater(attempt: { job: PushJob; tries: number }, error: unknown): void {
    const delay = this.retryDelaysMs[attempt.tries];
    if (delay === undefined || !this.#deliver) {
      this.log?.warn({ err: error, job: attempt.job }, "push given up");
      return;
    }
    this.log?.info({ err: error, job: attempt.job, retryInMs: delay }, "push failed, will retry");
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#waiting.push({ job: attempt.job, tries: attempt.tries + 1 });
      this.#pump();
    }, delay);
    timer.unref();
    this.#timers.add(timer);
  }

  /** Drops what waits (the notifications stay in-app) and lets the pushes under way finish. */
  async stop(): Promise<void> {
    this.#deliver = undefined;
    this.#waiting = [];
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    if (this.#active > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
  }
}

export const PUSH_QUEUE_NAME = "push-send";

const PG_BOSS_WORKERS = 3;

export class PgBossPushQueue implements PushQueue {
  readonly kind = "pg-boss" as const;
  #boss: PgBoss | undefined;
  #workers: string[] = [];

  constructor(
    private readonly connectionString: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async start(deliver: (job: PushJob) => Promise<void>): Promise<void> {
    const { default: Boss } = await import("pg-boss");
    const boss = new Boss({
      connectionString: this.connectionString,
      max: 2,
      application_name: "brigade-push",
      deleteAfterDays: 1,
    });
    boss.on("error", (error) => this.log?.warn({ err: error }, "push queue error"));
    await boss.start();
    await boss.createQueue(PUSH_QUEUE_NAME, {
      name: PUSH_QUEUE_NAME,
      retryLimit: PUSH_RETRY_DELAYS_MS.length,
      // pg-boss doubles the delay each try from here (10 s, 20 s, 40 s, 80 s).
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 60,
    });
    // A few workers, not CONCURRENCY: each polls the database on its own.
    for (let i = 0; i < PG_BOSS_WORKERS; i += 1) {
      const id = await boss.work<PushJob>(
        PUSH_QUEUE_NAME,
        { batchSize: 1, pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (job) await deliver(job.data);
        },
      );
      this.#workers.push(id);
    }
    this.#boss = boss;
  }

  async enqueue(jobs: readonly PushJob[]): Promise<void> {
    const boss = this.#boss;
    if (!boss) throw new Error("the push queue is not started");
    await boss.insert(
      jobs.map((data) => ({
        name: PUSH_QUEUE_NAME,
        data,
        retryLimit: PUSH_RETRY_DELAYS_MS.length,
        retryDelay: 10,
        retryBackoff: true,
      })),
    );
    // This instance's workers look at once instead of at their next poll.
    for (const id of this.#workers) boss.notifyWorker(id);
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
