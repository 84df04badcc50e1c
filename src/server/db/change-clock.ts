/** Tenants remembered with their last invalidation; past this, everything counts as just invalidated. */
const MAX_TRACKED_TENANTS = 10_000;

/**
 * Tells a cache whether what a read fetched may still be stored: `token()` when the read starts,
 * `isStale(tenant, token)` when it ends. Every invalidation (of one tenant or of all) moves the clock, so a
 * read that raced an invalidation of its tenant (a local write, another instance's notification) does not
 * store the rows it read before that change. While `live` is false (the change listener is down) nothing
 * may be stored at all: a change made meanwhile would go unnoticed.
 */
export class ChangeClock {
  #clock = 0;
  #tenantAt = new Map<number, number>();
  #allAt = 0;
  #live: boolean;

  constructor(live = true) {
    this.#live = live;
  }

  get live(): boolean {
    return this.#live;
  }

  token(): number {
    return this.#clock;
  }

  isStale(tenantId: number, token: number): boolean {
    return !this.#live || this.#allAt > token || (this.#tenantAt.get(tenantId) ?? 0) > token;
  }

  /** `undefined`: every tenant. */
  invalidate(tenantId: number | undefined): void {
    this.#clock++;
    if (tenantId === undefined || this.#tenantAt.size >= MAX_TRACKED_TENANTS) {
      this.#allAt = this.#clock;
      this.#tenantAt.clear();
    }
    if (tenantId !== undefined) this.#tenantAt.set(tenantId, this.#clock);
  }

  /** The listener is down (false) or back (true); either way, nothing read before counts. */
  setLive(live: boolean): void {
    this.#live = live;
    this.invalidate(undefined);
  }
}
