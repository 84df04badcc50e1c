import type { Capability } from "../../domain/permissions";

/**
 * Who may call a route (plugins/authenticate.ts). Every write names a capability or the self-scope it
 * acts within; a read with neither is open to every signed-in caller of the tenant.
 */
export interface RouteAccess {
  /** Reachable without a session (health, login, register, calendar feeds, the API document). */
  public?: true;
  /** The capability from src/domain/permissions.ts the caller must hold. */
  capability?: Capability;
  /**
   * Instead of a capability: the route acts only on the caller's own records (or, where the service
   * says so, on those a team manager may act for), and says where that is enforced.
   */
  selfScope?: string;
  /** Reachable while the caller must still replace a one-time password (auth/me, logout, password). */
  beforePasswordChange?: true;
}

/** A GET route's whole policy. */
export interface ReadPolicy extends RouteAccess {
  /**
   * The answer is the same for everyone of the tenant allowed to call the route, so it is kept in the read
   * cache until the tenant's next change (plugins/read-cache.ts). Never on a per-user answer.
   */
  cacheable?: true;
}

/** A write's whole policy. Left out, each cache flag takes the safe side: the write drops that cache. */
export interface WritePolicy extends RouteAccess {
  /** Never changes a user or a session, so the tenant's cached sessions stay (auth/session-cache.ts). */
  keepsSessions?: true;
  /** Changes schedules, shifts and runs only, never a week's inputs (schedules/week-inputs-writes.ts). */
  keepsWeekInputs?: true;
  /**
   * Changes time entries (and their edits) only, which no cached list reads, so the tenant's cached lists
   * stay (plugins/read-cache.ts): a punch at a shift change does not cost everyone's next reads.
   */
  keepsLists?: true;
}

declare module "fastify" {
  /** What a route declares in its `config`; the plugins read it from `request.routeOptions.config`. */
  interface FastifyContextConfig extends ReadPolicy, WritePolicy {}
}

/**
 * A GET route's policy, for its `config`. Typed apart from writes so that a cache flag cannot land on
 * the wrong kind of route; tests/api/route-inventory.test.ts checks every registered route at run time.
 */
export const readPolicy = (policy: ReadPolicy): ReadPolicy => policy;

/** A write's (POST, PUT, PATCH, DELETE) policy, for its `config`. */
export const writePolicy = (policy: WritePolicy): WritePolicy => policy;
