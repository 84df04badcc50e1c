import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  passwordLinkSchema,
  userSchema,
} from "../../domain/schemas/auth";
import { requestPasswordReset, setPasswordFromLink } from "../auth/password-links";
import { startSession } from "../auth/session-cookie";
import { authRateLimitConfig, type AuthRateLimit } from "../plugins/rate-limit";
import { writePolicy } from "../plugins/route-policy";

/**
 * "Forgot password?" and the emailed links that set a password (docs/decisions/077-email.md). Both are
 * public and rate-limited per IP and name like sign-in; neither says whether an account exists.
 */
export const passwordLinkRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (
  app,
  { rateLimit },
) => {
  const limited = authRateLimitConfig(rateLimit);

  app.post(
    "/auth/forgot-password",
    {
      schema: { body: forgotPasswordSchema, response: { 200: forgotPasswordAnswerSchema } },
      config: {
        ...writePolicy({
          public: true,
          selfScope: "emails a link only to the matching account's own address",
        }),
        rateLimit: limited,
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.username);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    "/auth/password-link",
    {
      schema: { body: passwordLinkSchema, response: { 200: userSchema } },
      config: {
        ...writePolicy({
          public: true,
          selfScope: "sets the password of the one person the link was made for",
        }),
        // Counted per IP (the body has no username): a guesser of links is stopped like one of passwords.
        rateLimit: { ...limited, keyGenerator: (request: { ip: string }) => `${request.ip}|link` },
      },
    },
    async (request, reply) => {
      const user = await setPasswordFromLink(app.db, request.body.token, request.body.password);
      return startSession(app.db, request, reply, user);
    },
  );
};
