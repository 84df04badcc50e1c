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
 * Session token hash → signed-in user, for a few seconds. Used only where one process owns the database
 * (PGlite): every change to users and sessions then passes through this process and empties the cache, so
 * logout, password change and role change take effect at once. With PostgreSQL several instances may
 * share the database and none would hear of another's logout, so there is no cache there
 * (docs/performance.md).
 *
 * A lookup that started before an invalidation must not store what it read: `generation` tells.
 */
export class SessionCache {
  #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now = Date.now()): CurrentUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Stores a lookup's result unless the cache was invalidated since `generation` was read. */
  set(tokenHash: string, user: CurrentUser, expiresAt: Date, generation: number, now = Date.now()): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, expiresAt.getTime()) });
  }

  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
