import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Login and register attempts are counted per client IP and username, so a password guesser is stopped
 * while other people behind the same address, and the same person on another username, are not.
 * Routes opt in with `config.rateLimit`; the check runs after validation, when the username is known.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: "preHandler",
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many attempts, try again in ${context.after}`),
  });
}

export function authRateLimitConfig(limit: AuthRateLimit) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${usernameOf(request.body)}`,
  };
}

function usernameOf(body: unknown): string {
  if (body && typeof body === "object" && "username" in body && typeof body.username === "string") {
    return body.username.trim().toLowerCase();
  }
  return "";
}
