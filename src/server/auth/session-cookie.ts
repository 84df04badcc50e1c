import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "./current-user";
import type { Db } from "../db/client";
import { createSession, SESSION_COOKIE, SESSION_TTL_MS } from "./sessions";

/** Starts a session for `user` and sets its cookie (sign-in, sign-up, a password link). */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, user: CurrentUser) {
  const token = await createSession(db, user);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_TTL_MS / 1000,
  });
  return user;
}
