import { TenantCache } from "../cache/tenant-cache";
import type { CurrentUser } from "./current-user";

/** How long a resolved session is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Session token hash → signed-in user, for a few seconds (docs/decisions/040-read-cache.md). A tenant's
 * entries are dropped when a request of it that may change users or sessions passes through this instance
 * (every write but those whose route declares `keepsSessions`: plugins/authenticate.ts),
 * and when the database notifies a change of the tenant's users or sessions (logout, password change, role
 * change or delete through another instance, or made with SQL). While the change listener is down nothing
 * is cached. A lookup that started before an invalidation does not store what it read (`token`).
 */
export class SessionCache {
  readonly #cache: TenantCache<string, CurrentUser>;

  constructor(live = true, ttlMs = SESSION_CACHE_TTL_MS) {
    this.#cache = new TenantCache(live, { maxEntries: MAX_ENTRIES, maxAgeMs: ttlMs });
  }

  /** Taken before a lookup, handed to `set` after it. */
  token(): number {
    return this.#cache.token();
  }

  get(tokenHash: string, now = Date.now()): CurrentUser | undefined {
    return this.#cache.get(tokenHash, now);
  }

  /** Stores a lookup's result (never past the session's expiry) unless its tenant was invalidated since `token`. */
  set(tokenHash: string, user: CurrentUser, expiresAt: Date, token: number, now = Date.now()): void {
    this.#cache.set(user.tenantId, tokenHash, user, token, { now, expiresAt: expiresAt.getTime() });
  }

  /** Drops a tenant's sessions (`undefined`: everyone's). */
  invalidate(tenantId: number | undefined): void {
    this.#cache.invalidate(tenantId);
  }

  /** The change listener is down (drop everything, store nothing) or back. */
  setLive(live: boolean): void {
    this.#cache.setLive(live);
  }

  get size(): number {
    return this.#cache.size;
  }
}
