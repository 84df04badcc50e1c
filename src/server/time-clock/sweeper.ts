import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type { Clock } from "../schedules/past";
import { sweepTimeClock } from "./sweep";

/**
 * Runs the time clock's sweep every `intervalMs` in this instance. Every instance runs it: the sweep's
 * writes are conditional, so the one whose write lands tells people and the others find nothing to do.
 */
export class TimeClockSweeper {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly intervalMs: number,
    /** Queues the pushes of the sweep's notifications once they are written (push/register.ts). */
    private readonly queuePushes: (notificationIds: readonly number[]) => Promise<void>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = sweepTimeClock(this.db, this.now())
        .then((pushes) => this.queuePushes(pushes))
        .catch((error: unknown) => this.log?.warn({ err: error }, "time clock sweep failed"))
        .finally(() => {
          this.#running = undefined;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
