import { ChangeClock } from "../db/change-clock";
import type { TenantChangeHandler } from "../db/tenant-changes";
import type { WeekInputs, WeekInputsCache } from "./schedule-input";

/** Weeks kept (least recently used out first): a manager edits one or two at a time. */
export const MAX_WEEKS = 200;

/**
 * What a shift edit's review reads besides shifts (store, profile, people, demand: `WeekInputs`), kept per
 * schedule between edits. A 60-person week's staffing templates alone are 2,000 rows; reading them on every
 * drag would cost most of the edit.
 *
 * Kept correct like the read cache (docs/decisions/040-read-cache.md), one difference: changes of
 * schedules, shifts, runs and notifications (':schedule' notifications, drizzle/0006) do not drop it,
 * since none of them is an input. Any other change of the tenant does: a notification from the database
 * (another instance, SQL), or a write through this instance outside the schedule routes (`beginWrite` /
 * `endWrite`, before its handler runs and once it has answered). While the listener is down nothing is kept.
 */
export class WeekInputsMemory implements WeekInputsCache, TenantChangeHandler {
  readonly #clock = new ChangeClock(false);
  /** tenant → (schedule → inputs), each Map in least-recently-used-first order. */
  #tenants = new Map<number, Map<number, WeekInputs>>();
  #weeks = 0;
  /** Writes of a tenant in flight here (nothing is stored for it meanwhile). */
  #writing = new Map<number, number>();

  constructor(private readonly maxWeeks = MAX_WEEKS) {}

  token(): number {
    return this.#clock.token();
  }

  get(tenantId: number, scheduleId: number): WeekInputs | undefined {
    const weeks = this.#tenants.get(tenantId);
    const inputs = weeks?.get(scheduleId);
    if (weeks && inputs) {
      weeks.delete(scheduleId);
      weeks.set(scheduleId, inputs);
    }
    return inputs;
  }

  set(tenantId: number, scheduleId: number, inputs: WeekInputs, token: number): void {
    if (this.#clock.isStale(tenantId, token) || (this.#writing.get(tenantId) ?? 0) > 0) return;
    let weeks = this.#tenants.get(tenantId);
    if (!weeks) this.#tenants.set(tenantId, (weeks = new Map()));
    if (!weeks.has(scheduleId)) this.#weeks++;
    weeks.set(scheduleId, inputs);
    while (this.#weeks > this.maxWeeks) this.#dropOldest();
  }

  invalidate(tenantId: number | undefined): void {
    this.#clock.invalidate(tenantId);
    if (tenantId === undefined) {
      this.#tenants.clear();
      this.#weeks = 0;
    } else {
      this.#weeks -= this.#tenants.get(tenantId)?.size ?? 0;
      this.#tenants.delete(tenantId);
    }
  }

  setLive(live: boolean): void {
    this.#clock.setLive(live);
    this.invalidate(undefined);
  }

  /** A write of the tenant that may change an input reaches its handler. */
  beginWrite(tenantId: number): void {
    this.#writing.set(tenantId, (this.#writing.get(tenantId) ?? 0) + 1);
    this.invalidate(tenantId);
  }

  /** That write has been answered (whatever the outcome: dropping is always safe). */
  endWrite(tenantId: number): void {
    const n = (this.#writing.get(tenantId) ?? 1) - 1;
    if (n > 0) this.#writing.set(tenantId, n);
    else this.#writing.delete(tenantId);
    this.invalidate(tenantId);
  }

  get size(): number {
    return this.#weeks;
  }

  #dropOldest(): void {
    for (const [tenantId, weeks] of this.#tenants) {
      const oldest = weeks.keys().next();
      if (!oldest.done) {
        weeks.delete(oldest.value);
        this.#weeks--;
      }
      if (weeks.size === 0) this.#tenants.delete(tenantId);
      return;
    }
  }
}
