import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type { Clock } from "./past";
import { sweepOpenShifts } from "./open-shift-sweep";

/**
 * Runs the open-shift announcements' sweep (schedules/open-shift-sweep.ts) in this instance: every
 * `intervalMs`, and when woken after a write (a publish records what to announce). Every instance runs it:
 * the sweep's writes are conditional, so exactly one instance tells each person. Its pushes are queued once
 * the sweep's writes are committed (`queuePushes`): a request's outbox (push/outbox.ts) is no place for
 * them, and an AsyncLocalStorage context may not survive the database's own queue of transactions.
 */
export class OpenShiftSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly intervalMs: number,
    private readonly queuePushes: (notificationIds: readonly number[]) => Promise<void>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = setInterval(() => this.wake(), this.intervalMs);
    this.#timer.unref();
  }

  /** Sweep now (after this one, if one is under way); never throws, never waits. */
  wake(): void {
    if (this.intervalMs <= 0 || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#sweepUntilQuiet().finally(() => {
      this.#running = undefined;
    });
  }

  async #sweepUntilQuiet(): Promise<void> {
    do {
      this.#again = false;
      try {
        const { pushIds } = await sweepOpenShifts(this.db, this.now());
        await this.queuePushes(pushIds);
      } catch (error) {
        this.log?.warn({ err: error }, "open shift sweep failed");
      }
    } while (this.#again && !this.#stopped);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }
}
