import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginSchema, registerSchema, userSchema } from "../../domain/schemas/auth";
import { noContentSchema } from "../../domain/schemas/common";
import type { CurrentUser } from "../auth/current-user";
import { deleteSession, SESSION_COOKIE } from "../auth/sessions";
import { startSession as startSessionFor } from "../auth/session-cookie";
import { AppError } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { authRateLimitConfig, type AuthRateLimit } from "../plugins/rate-limit";
import { authenticateUser, registerAccount } from "../services/accounts";

export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  const limited = {
    ...writePolicy({
      public: true,
      selfScope: "starts the caller's own session (and, at sign-up, a new organization)",
    }),
    rateLimit: authRateLimitConfig(rateLimit),
  };

  const startSession = (request: FastifyRequest, reply: FastifyReply, user: CurrentUser) =>
    startSessionFor(app.db, request, reply, user);

  app.post(
    "/auth/register",
    { schema: { body: registerSchema, response: { 200: userSchema } }, config: limited },
    async (request, reply) => {
      const user = await registerAccount(app.db, request.body);
      return startSession(request, reply, user);
    },
  );

  const loginRoute = { schema: { body: loginSchema, response: { 200: userSchema } }, config: limited };
  app.post("/auth/login", loginRoute, async (request, reply) => {
    const user = await authenticateUser(app.db, request.body.username, request.body.password);
    if (!user) throw new AppError("UNAUTHENTICATED", "Invalid username or password");
    return startSession(request, reply, user);
  });

  const ownSession = writePolicy({ selfScope: "ends the caller's own session", beforePasswordChange: true });
  const logoutRoute = { schema: { response: { 204: noContentSchema } }, config: ownSession };
  app.post("/auth/logout", logoutRoute, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.code(204).send(null);
  });

  app.get(
    "/auth/me",
    { schema: { response: { 200: userSchema } }, config: readPolicy({ beforePasswordChange: true }) },
    async (request) => callerOf(request),
  );
};
