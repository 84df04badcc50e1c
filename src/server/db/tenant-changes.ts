/**
 * The channel that drizzle/0001_tenant_change_notifications.sql notifies: the tenant id, with ':auth' when
 * users or sessions changed ('*': every tenant).
 */
export const TENANT_CHANGED_CHANNEL = "brigade_tenant_changed";

/**
 * Starts listening on a channel and resolves once LISTEN is in effect, to a function that stops. `onLost`
 * is called (once) when the listening connection fails or ends; notifications may have been missed.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<() => Promise<void>>;

/** What a cache does when the database reports a change, or when the listener goes down or comes back. */
export interface TenantChangeHandler {
  /** `undefined`: every tenant. */
  invalidate(tenantId: number | undefined): void;
  setLive(live: boolean): void;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * Hears of every committed change to a tenant's rows, whoever made it (this instance, another one, psql),
 * through PostgreSQL's LISTEN/NOTIFY (PGlite has it too) and tells the caches. Caches start not live and
 * become live once LISTEN is in effect; when the connection is lost they drop everything and stay off
 * until it is back (retried with exponential backoff), since a change made meanwhile would go unheard.
 */
export class TenantChanges {
  #handlers: { handler: TenantChangeHandler; authOnly: boolean }[] = [];
  #stopListening: (() => Promise<void>) | undefined;
  #retry: NodeJS.Timeout | undefined;
  #retryMs = FIRST_RETRY_MS;
  #stopped = false;
  #live = false;
  /** Times the listening connection was lost (for logs and tests). */
  losses = 0;

  constructor(
    private readonly listen: Listen,
    private readonly log?: Log,
  ) {}

  get live(): boolean {
    return this.#live;
  }

  /** `authOnly`: only changes of users and sessions (the session cache). */
  subscribe(handler: TenantChangeHandler, { authOnly = false } = {}): void {
    this.#handlers.push({ handler, authOnly });
    handler.setLive(this.#live);
  }

  /** Resolves after the first attempt to listen, successful or not (a failure is retried). */
  async start(): Promise<void> {
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    this.#setLive(false);
    const stop = this.#stopListening;
    this.#stopListening = undefined;
    if (stop) await stop().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    let lost = false;
    try {
      const stop = await this.listen(
        TENANT_CHANGED_CHANNEL,
        (payload) => this.#changed(payload),
        (error) => {
          if (lost || this.#stopped) return;
          lost = true;
          this.#lost(error);
        },
      );
      if (this.#stopped || lost) {
        await stop().catch(() => {});
        return;
      }
      this.#stopListening = stop;
      this.#retryMs = FIRST_RETRY_MS;
      this.#setLive(true);
      if (this.losses > 0) this.log?.info({ losses: this.losses }, "listening for tenant changes again");
    } catch (error) {
      this.log?.warn({ err: error }, "cannot listen for tenant changes; caches stay off");
      this.#scheduleRetry();
    }
  }

  #lost(error: Error): void {
    this.losses++;
    this.#stopListening = undefined;
    this.#setLive(false);
    this.log?.warn({ err: error }, "lost the tenant change listener; caches off until it is back");
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    if (this.#stopped) return;
    const delay = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
    this.#retry = setTimeout(() => void this.#connect(), delay);
    this.#retry.unref();
  }

  #changed(payload: string): void {
    const match = /^(\d+)(:auth)?$/.exec(payload);
    // Anything else ('*' for a TRUNCATE): every tenant, every cache.
    const tenantId = match ? Number(match[1]) : undefined;
    const auth = !match || match[2] !== undefined;
    for (const { handler, authOnly } of this.#handlers) {
      if (auth || !authOnly) handler.invalidate(tenantId);
    }
  }

  #setLive(live: boolean): void {
    this.#live = live;
    for (const { handler } of this.#handlers) handler.setLive(live);
  }
}
