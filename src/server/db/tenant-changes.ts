/**
 * The channel that drizzle/0001_tenant_change_notifications.sql notifies: the tenant id, with ':auth' when
 * users changed, ':session' when sessions did (drizzle/0002), ':schedule' for schedules, shifts, runs and
 * notifications (drizzle/0006) and ':time' for time entries and their edits (drizzle/0019); '*': every
 * tenant.
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

/** Sends a notification on a channel (pg_notify through the app's own database connection). */
export type Notify = (channel: string, payload: string) => Promise<void>;

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
/** How often the listener proves it still hears: it notifies itself and waits for its own payload. */
export const HEARTBEAT_MS = 10_000;
/** A self-notification not heard back within this counts as a lost listener. */
export const HEARTBEAT_TIMEOUT_MS = 5_000;
const PING = "ping:";

export interface HeartbeatOptions {
  /** Without it the listener is trusted while its connection reports no error. */
  notify?: Notify | undefined;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Hears of every committed change to a tenant's rows, whoever made it (this instance, another one, psql),
 * through PostgreSQL's LISTEN/NOTIFY (PGlite has it too) and tells the caches. Caches start not live and
 * become live once LISTEN is in effect; when the connection is lost they drop everything and stay off
 * until it is back (retried with exponential backoff), since a change made meanwhile would go unheard.
 */
export class TenantChanges {
  #handlers: {
    handler: TenantChangeHandler;
    authOnly: boolean;
    ignoresSchedules: boolean;
    ignoresTimeEntries: boolean;
  }[] = [];
  #stopListening: (() => Promise<void>) | undefined;
  #retry: NodeJS.Timeout | undefined;
  #retryMs = FIRST_RETRY_MS;
  #stopped = false;
  #live = false;
  /** Bumped at each (re)connection, so that a superseded connection's loss is ignored. */
  #generation = 0;
  readonly #instance = Math.random().toString(36).slice(2, 10);
  #pings = 0;
  #awaitedPing: string | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #pingTimeout: NodeJS.Timeout | undefined;
  /** Times the listening connection was lost (for logs and tests). */
  losses = 0;

  /**
   * A LISTEN connection can go deaf without an error (a proxy or a failover that drops it silently, a
   * NAT that forgets it): with `heartbeat.notify`, every `intervalMs` the instance notifies its own
   * channel and treats the listener as lost (caches off, reconnect) when it does not hear itself within
   * `timeoutMs`.
   */
  constructor(
    private readonly listen: Listen,
    private readonly log?: Log,
    private readonly heartbeat: HeartbeatOptions = {},
  ) {}

  get live(): boolean {
    return this.#live;
  }

  /**
   * `authOnly`: only changes of users and sessions (the session cache). Other handlers (the list cache)
   * hear every change but sessions': signing in or out changes no list. `ignoresSchedules`: not changes of
   * schedules, shifts, runs and notifications either (drizzle/0006; the cache of a week's inputs).
   * `ignoresTimeEntries`: not changes of time entries and their edits (drizzle/0019), for a cache none of
   * whose reads reads them: a punch at a shift change then empties nothing it holds.
   */
  subscribe(
    handler: TenantChangeHandler,
    { authOnly = false, ignoresSchedules = false, ignoresTimeEntries = false } = {},
  ): void {
    this.#handlers.push({ handler, authOnly, ignoresSchedules, ignoresTimeEntries });
    handler.setLive(this.#live);
  }

  /** Resolves after the first attempt to listen, successful or not (a failure is retried). */
  async start(): Promise<void> {
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    this.#stopHeartbeat();
    this.#setLive(false);
    const stop = this.#stopListening;
    this.#stopListening = undefined;
    if (stop) await stop().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const generation = ++this.#generation;
    const current = () => generation === this.#generation && !this.#stopped;
    try {
      const stop = await this.listen(
        TENANT_CHANGED_CHANNEL,
        (payload) => this.#changed(payload),
        (error) => {
          if (current()) this.#lost(error);
        },
      );
      if (!current()) {
        await stop().catch(() => {});
        return;
      }
      this.#stopListening = stop;
      this.#retryMs = FIRST_RETRY_MS;
      this.#setLive(true);
      this.#startHeartbeat();
      if (this.losses > 0) this.log?.info({ losses: this.losses }, "listening for tenant changes again");
    } catch (error) {
      this.log?.warn({ err: error }, "cannot listen for tenant changes; caches stay off");
      this.#scheduleRetry();
    }
  }

  #lost(error: Error): void {
    this.#generation++;
    this.#stopHeartbeat();
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

  #startHeartbeat(): void {
    const { notify, intervalMs = HEARTBEAT_MS } = this.heartbeat;
    if (!notify) return;
    this.#stopHeartbeat();
    this.#heartbeat = setInterval(() => void this.#ping(notify), intervalMs);
    this.#heartbeat.unref();
  }

  #stopHeartbeat(): void {
    clearInterval(this.#heartbeat);
    clearTimeout(this.#pingTimeout);
    this.#heartbeat = undefined;
    this.#awaitedPing = undefined;
  }

  async #ping(notify: Notify): Promise<void> {
    if (this.#awaitedPing !== undefined) return; // the previous one's timeout decides
    const payload = `${PING}${this.#instance}:${++this.#pings}`;
    this.#awaitedPing = payload;
    const generation = this.#generation;
    const deaf = (error: Error) => {
      if (generation !== this.#generation || this.#stopped) return;
      // Our own end of the dead connection: stop it, then reconnect like after any loss.
      const stop = this.#stopListening;
      this.#lost(error);
      if (stop) void stop().catch(() => {});
    };
    clearTimeout(this.#pingTimeout);
    const timeoutMs = this.heartbeat.timeoutMs ?? HEARTBEAT_TIMEOUT_MS;
    this.#pingTimeout = setTimeout(
      () => deaf(new Error(`did not hear its own notification within ${timeoutMs} ms`)),
      timeoutMs,
    );
    this.#pingTimeout.unref();
    try {
      await notify(TENANT_CHANGED_CHANNEL, payload);
    } catch (error) {
      deaf(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #changed(payload: string): void {
    if (payload.startsWith(PING)) {
      // Ours proves the listener hears; another instance's means nothing here.
      if (payload === this.#awaitedPing) {
        this.#awaitedPing = undefined;
        clearTimeout(this.#pingTimeout);
      }
      return;
    }
    const match = /^(\d+)(:auth|:session|:schedule|:time)?$/.exec(payload);
    // Anything else ('*' for a TRUNCATE): every tenant, every cache.
    const tenantId = match ? Number(match[1]) : undefined;
    const kind = match ? (match[2] ?? "") : "*";
    for (const { handler, authOnly, ignoresSchedules, ignoresTimeEntries } of this.#handlers) {
      const hears = authOnly
        ? kind === ":auth" || kind === ":session" || kind === "*"
        : kind !== ":session" &&
          !(ignoresSchedules && kind === ":schedule") &&
          !(ignoresTimeEntries && kind === ":time");
      if (hears) handler.invalidate(tenantId);
    }
  }

  #setLive(live: boolean): void {
    this.#live = live;
    for (const { handler } of this.#handlers) handler.setLive(live);
  }
}
