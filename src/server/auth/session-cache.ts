import { ChangeClock } from "../db/change-clock";
import type { CurrentUser } from "./current-user";

/** How long a resolved session is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Mutating requests under these routes never change a user or a session, so they leave the cache alone.
 * Every other mutating request (logout, password or profile change, employee edits and deletes, anything
 * added later) empties it: a new route is safe by default.
 */
const ROUTES_THAT_KEEP_SESSIONS = [
  "/api/availability",
  "/api/constraints",
  "/api/positions",
  "/api/preferences",
  "/api/requests",
  "/api/staffing-templates",
  "/api/stores",
];

export function keepsSessions(routeUrl: string | undefined): boolean {
  return (
    routeUrl !== undefined &&
    ROUTES_THAT_KEEP_SESSIONS.some((p) => routeUrl === p || routeUrl.startsWith(`${p}/`))
  );
}

interface Entry {
  user: CurrentUser;
  until: number;
}

/**
 * Session token hash → signed-in user, for a few seconds (docs/decisions/040-read-cache.md). A tenant's
 * entries are dropped when a request of it that may change users or sessions passes through this instance,
 * and when the database notifies a change of the tenant's users or sessions (logout, password change, role
 * change or delete through another instance, or made with SQL). While the change listener is down nothing
 * is cached.
 *
 * A lookup that started before an invalidation must not store what it read: `token` tells.
 */
export class SessionCache {
  #entries = new Map<string, Entry>();
  /** tenant → its entries' token hashes, to drop one tenant without scanning every entry. */
  #byTenant = new Map<number, Set<string>>();
  readonly #clock: ChangeClock;

  constructor(
    live = true,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {
    this.#clock = new ChangeClock(live);
  }

  get live(): boolean {
    return this.#clock.live;
  }

  /** Taken before a lookup, handed to `set` after it. */
  token(): number {
    return this.#clock.token();
  }

  get(tokenHash: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#remove(tokenHash, entry);
      return undefined;
    }
    return entry.user;
  }

  /** Stores a lookup's result unless its tenant was invalidated since `token` was taken. */
  set(tokenHash: string, user: CurrentUser, expiresAt: Date, token: number, now = Date.now()): void {
    if (this.#clock.isStale(user.tenantId, token)) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#clear();
    const previous = this.#entries.get(tokenHash);
    if (previous) this.#remove(tokenHash, previous);
    this.#entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
    let hashes = this.#byTenant.get(user.tenantId);
    if (!hashes) this.#byTenant.set(user.tenantId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** Drops a tenant's sessions (`undefined`: everyone's). */
  invalidate(tenantId: number | undefined): void {
    this.#clock.invalidate(tenantId);
    if (tenantId === undefined) {
      this.#clear();
      return;
    }
    const hashes = this.#byTenant.get(tenantId);
    if (!hashes) return;
    for (const hash of hashes) this.#entries.delete(hash);
    this.#byTenant.delete(tenantId);
  }

  /** The change listener is down (drop everything, store nothing) or back. */
  setLive(live: boolean): void {
    this.#clock.setLive(live);
    this.#clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #remove(tokenHash: string, entry: Entry): void {
    this.#entries.delete(tokenHash);
    const hashes = this.#byTenant.get(entry.user.tenantId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byTenant.delete(entry.user.tenantId);
  }

  #clear(): void {
    this.#entries.clear();
    this.#byTenant.clear();
  }
}
