import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can } from "../../domain/permissions";
import type { CurrentUser } from "../auth/current-user";
import type { SessionCache } from "../auth/session-cache";
import { findSessionUser, hashToken, SESSION_COOKIE } from "../auth/sessions";
import type { Db } from "../db/client";
import { AppError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionTokenHash: string | null;
  }
}

/**
 * The one authentication hook for all of /api: it resolves the session cookie to a user (401 without
 * one) and checks the route's capability (403), as the route's policy says (plugins/route-policy.ts). It runs at onRequest, before the body is parsed, so a
 * caller who may not use a route learns nothing from its validation.
 */
export const authenticate = fp<{ db: Db; sessionCache?: SessionCache | undefined }>(
  async (app, { db, sessionCache }) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionTokenHash", null);

    const lookUp = sessionCache
      ? cachedLookup(db, sessionCache)
      : async (tokenHash: string) => (await findSessionUser(db, tokenHash))?.user;
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

      if (user.mustChangePassword && !config.beforePasswordChange) {
        throw new AppError("FORBIDDEN", "Set a new password before continuing");
      }

      if (config.capability && !can(user, config.capability)) {
        throw new AppError("FORBIDDEN", "You don't have permission to do this");
      }
    });

    if (sessionCache) {
      // Once a signed-in request that may change users or sessions has been answered (committed, before
      // the client can hear back), this instance's next request sees the change without waiting for the
      // database's notification (see session-cache.ts); a lookup that raced it does not store what it read
      // (ChangeClock). A 4xx changed nothing, a signed-out request (login, register) can change no
      // existing session, and a route that declares `keepsSessions` changes no user or session: none of
      // them drops anything. Every other write does, routes added later included.
      const changesSessions = (request: FastifyRequest, statusCode: number) =>
        request.user !== null &&
        request.method !== "GET" &&
        request.method !== "HEAD" &&
        !(statusCode >= 400 && statusCode < 500) &&
        request.routeOptions.config.keepsSessions !== true;
      app.addHook("onSend", (request, reply, payload, done) => {
        if (request.user && changesSessions(request, reply.statusCode))
          sessionCache.invalidate(request.user.tenantId);
        done(null, payload);
      });
      // An answer that never reached onSend (the client went away).
      app.addHook("onResponse", (request, reply, done) => {
        if (request.user && changesSessions(request, reply.statusCode))
          sessionCache.invalidate(request.user.tenantId);
        done();
      });
    }
  },
);

function cachedLookup(db: Db, cache: SessionCache) {
  return async (tokenHash: string): Promise<CurrentUser | undefined> => {
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const token = cache.token();
    const found = await findSessionUser(db, tokenHash);
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
