import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, type Capability } from "../../domain/permissions";
import type { CurrentUser } from "../auth/current-user";
import type { SessionCache } from "../auth/session-cache";
import { keepsSessions } from "../auth/session-cache";
import { findSessionUser, findSessionUserAndExpiry, hashToken, SESSION_COOKIE } from "../auth/sessions";
import type { Db } from "../db/client";
import { AppError } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reachable without a session (health, login, register). */
    public?: boolean;
    /** The capability from src/domain/permissions.ts the caller must hold. */
    capability?: Capability;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionTokenHash: string | null;
  }
}

/**
 * The one authentication hook for all of /api: it resolves the session cookie to a user (401 without
 * one) and checks the route's capability (403). It runs at onRequest, before the body is parsed, so a
 * caller who may not use a route learns nothing from its validation.
 */
export const authenticate = fp<{ db: Db; sessionCache?: SessionCache | undefined }>(
  async (app, { db, sessionCache }) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionTokenHash", null);

    const lookUp = sessionCache
      ? cachedLookup(db, sessionCache)
      : (tokenHash: string) => findSessionUser(db, tokenHash);
    app.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
      // Unknown routes fall through to the JSON 404 (or the web app), not to a 401.
      if (!request.routeOptions.url || !request.url.startsWith("/api/")) return;
      const config = request.routeOptions.config;
      if (config.public) return;

      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new AppError("UNAUTHENTICATED", "Not signed in");
      const tokenHash = hashToken(token);
      const user = await lookUp(tokenHash);
      if (!user) throw new AppError("UNAUTHENTICATED", "Not signed in");
      request.user = user;
      request.sessionTokenHash = tokenHash;

      if (config.capability && !can(user, config.capability)) {
        throw new AppError("FORBIDDEN", "You don't have permission to do this");
      }
    });

    if (sessionCache) {
      // Before (once the caller is known) and after (once committed, before the client can hear back) any
      // request that may change users or sessions, so that this instance's next request sees the change
      // without waiting for the database's notification (see session-cache.ts). Signed out (login,
      // register): every tenant.
      const changesSessions = (request: FastifyRequest) =>
        request.method !== "GET" && request.method !== "HEAD" && !keepsSessions(request.routeOptions.url);
      app.addHook("onRequest", (request, _reply, done) => {
        if (changesSessions(request)) sessionCache.invalidate(request.user?.tenantId);
        done();
      });
      app.addHook("onSend", (request, _reply, payload, done) => {
        if (changesSessions(request)) sessionCache.invalidate(request.user?.tenantId);
        done(null, payload);
      });
    }
  },
);

function cachedLookup(db: Db, cache: SessionCache) {
  return async (tokenHash: string): Promise<CurrentUser | undefined> => {
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const token = cache.token();
    const found = await findSessionUserAndExpiry(db, tokenHash);
    if (!found) return undefined;
    cache.set(tokenHash, found.user, found.expiresAt, token);
    return found.user;
  };
}

/** The signed-in caller of an authenticated route (the hook above guarantees one). */
export function callerOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "Not signed in");
  return request.user;
}
