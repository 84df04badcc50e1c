import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { TenantCache } from "../cache/tenant-cache";
import { acceptsGzip, CachedJson, GZIP_MIN_CHARS, JSON_TYPE, sendCachedJson } from "./cached-json";

/** Bodies kept per tenant (least recently used dropped first); every store × day is 7 per store. */
export const MAX_ENTRIES_PER_TENANT = 256;
/** Tenants with entries (least recently used dropped first). */
export const MAX_TENANTS = 1_000;
/** Characters of all bodies together (~ bytes: the bodies are mostly ASCII JSON; their gzip adds ~5 %). */
export const MAX_CHARS = 64 * 1024 * 1024;
/**
 * An entry's longest life. Invalidation keeps entries correct; this bounds the harm should it ever miss a
 * change (a write made with triggers off, a bug), at the cost of one query per list and minute.
 */
export const MAX_AGE_MS = 60_000;

interface Entry {
  body: CachedJson;
  /** What the database said of the answer's rows when it was read (a schedule's version); see `get`. */
  stamp: string;
}

/**
 * Serialized JSON bodies of tenant-wide lists, keyed by tenant and URL (docs/decisions/040-read-cache.md).
 * A tenant's entries are dropped when a write of it passes through this instance (before its handler runs
 * and again once it has finished: read-your-writes here) and when the database notifies a change of the
 * tenant (a write through another instance, or made with SQL). While the change listener is down nothing is
 * cached (`setLive(false)`).
 *
 * A read that started before an invalidation must not store what it read, and nothing is stored while a
 * write of the tenant is in flight here: `token()` at the start of a read, `set(…, token)` at its end.
 */
export class ReadCache {
  readonly #cache: TenantCache<string, Entry>;

  constructor(
    live = true,
    maxPerTenant = MAX_ENTRIES_PER_TENANT,
    maxTenants = MAX_TENANTS,
    maxChars = MAX_CHARS,
    maxAgeMs = MAX_AGE_MS,
  ) {
    this.#cache = new TenantCache(live, {
      maxPerTenant,
      maxTenants,
      maxSize: maxChars,
      sizeOf: (entry) => entry.body.text.length,
      maxAgeMs,
    });
  }

  token(): number {
    return this.#cache.token();
  }

  /**
   * A stored body, if it is younger than the maximum age and was stored with the same `stamp`. A caller
   * that can ask the database cheaply whether an answer still holds (a schedule's version) passes what
   * it says now: an entry stored under another stamp is dropped, so such answers are exact at once on
   * every instance, without waiting for the change notification.
   */
  get(tenantId: number, url: string, now = Date.now(), stamp = ""): CachedJson | undefined {
    const key = keyOf(tenantId, url);
    const entry = this.#cache.get(key, now);
    if (entry === undefined) return undefined;
    if (entry.stamp === stamp) return entry.body;
    this.#cache.delete(key);
    return undefined;
  }

  /** Stores a read's body unless the tenant was invalidated since `token` or a write of it is in flight. */
  set(
    tenantId: number,
    url: string,
    body: CachedJson | string,
    token: number,
    now = Date.now(),
    stamp = "",
  ): boolean {
    const json = typeof body === "string" ? new CachedJson(body) : body;
    return this.#cache.set(tenantId, keyOf(tenantId, url), { body: json, stamp }, token, { now });
  }

  /** Drops a tenant's entries (`undefined`: every tenant's). */
  invalidate(tenantId: number | undefined): void {
    this.#cache.invalidate(tenantId);
  }

  /** The change listener is down (drop everything, store nothing) or back. */
  setLive(live: boolean): void {
    this.#cache.setLive(live);
  }

  /**
   * A write of the tenant reaches its handler: store nothing for the tenant until `endWrite` (what is
   * stored stays: the write may yet fail, and until it is answered the old lists are still an answer).
   */
  beginWrite(tenantId: number): void {
    this.#cache.beginWrite(tenantId);
  }

  /** A write has been answered; `changed` (not a 4xx): drop the tenant's lists. */
  endWrite(tenantId: number, changed: boolean): void {
    this.#cache.endWrite(tenantId);
    if (changed) this.invalidate(tenantId);
  }

  get size(): number {
    return this.#cache.size;
  }

  /** Characters held, all bodies together. */
  get chars(): number {
    return this.#cache.totalSize;
  }
}

/** The cache's keys are unique across tenants. */
const keyOf = (tenantId: number, url: string) => `${tenantId} ${url}`;

interface CacheState {
  /** The read's token, for a cacheable GET that missed. */
  readToken?: number;
  /** For a signed-in write that reached its handler: its tenant and whether its end was recorded. */
  write?: { tenantId: number; open: boolean };
}

declare module "fastify" {
  interface FastifyRequest {
    readCache: CacheState | null;
  }
}

/**
 * Answers the GET routes whose policy says `cacheable` (plugins/route-policy.ts) from the cache.
 * Registered after plugins/authenticate.ts, so its onRequest hook runs once the caller is known and
 * allowed (a 401 or 403 is answered before the cache is asked). A hit is sent from onRequest with the
 * body and content type of the miss that stored it; the onSend hooks (security headers, drain) run alike.
 */
export const readCache = fp<{ cache: ReadCache }>(async (app, { cache }) => {
  app.decorateRequest("readCache", null);

  const endWrite = (request: FastifyRequest, statusCode: number) => {
    const write = request.readCache?.write;
    if (!write) return;
    // A 4xx changed nothing (the handler refused before writing, or its transaction rolled back): the
    // lists stay. Anything else, 5xx included, may have changed something.
    const changed = statusCode < 400 || statusCode >= 500;
    if (write.open) {
      write.open = false;
      cache.endWrite(write.tenantId, changed);
    } else if (changed) {
      cache.invalidate(write.tenantId);
    }
  };

  // Every signed-in write that passed authentication and validation (routes added later included). A
  // request refused before its handler (401, 403, 400, 413, 429) neither pauses nor drops anything, and
  // a signed-out one (login, register) cannot change an existing tenant's lists: the database's
  // notification covers the new organization of a sign-up.
  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (request.method === "GET" || request.method === "HEAD" || !request.user) return;
    // Time entries only (punches, timesheet fixes): no cached list reads them (route-policy.ts).
    if (request.routeOptions.config.keepsLists === true) return;
    request.readCache = { write: { tenantId: request.user.tenantId, open: true } };
    cache.beginWrite(request.user.tenantId);
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET") return;
    if (!request.user || request.routeOptions.config.cacheable !== true) return;
    const body = cache.get(request.user.tenantId, request.url);
    if (body !== undefined) return sendCachedJson(request, reply.code(200), body);
    request.readCache = { readToken: cache.token() };
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.readCache;
    if (!state) return payload;
    if (state.write) {
      endWrite(request, reply.statusCode);
    } else if (
      state.readToken !== undefined &&
      request.user &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      String(reply.getHeader("content-type")) === JSON_TYPE
    ) {
      const json = new CachedJson(payload);
      cache.set(request.user.tenantId, request.url, json, state.readToken);
      // The same bytes as a hit would send (gzip when accepted), so a miss is no different to a client.
      reply.header("vary", "Accept-Encoding");
      if (json.text.length >= GZIP_MIN_CHARS && acceptsGzip(request)) {
        reply.header("content-encoding", "gzip");
        return json.gzip;
      }
    }
    return payload;
  });

  // onSend runs once the handler has finished, for every answer, errors included. onResponse covers an
  // answer that never got that far; should the handler still finish later, its onSend invalidates again.
  app.addHook("onResponse", async (request, reply) => endWrite(request, reply.statusCode));
});
