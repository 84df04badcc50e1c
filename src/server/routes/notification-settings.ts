import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import {
  KIND_LABELS,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unsubscribedSchema,
  unsubscribeSchema,
} from "../../domain/schemas/notification-settings";
import type { CurrentUser } from "../auth/current-user";
import { users } from "../db/schema/users";
import { AppError } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { saveSettings, settingsOf, turnOff } from "../notify/preferences";
import { readUnsubscribeToken } from "../notify/unsubscribe-token";

/**
 * A person's own notification channels (docs/api.md, Notifications), and the unsubscribe link's page,
 * which changes only the person and kind its signed token names.
 */
export const notificationSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (caller: CurrentUser) => {
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, caller.id), eq(users.tenantId, caller.tenantId)));
    return {
      emailAvailable: app.mail !== null,
      hasEmail: Boolean(row?.email),
      settings: await settingsOf(app.db, caller.tenantId, caller.id),
    };
  };

  app.get(
    "/me/notification-settings",
    { schema: { response: { 200: notificationSettingsSchema } }, config: readPolicy({}) },
    async (request) => answer(callerOf(request)),
  );

  app.put(
    "/me/notification-settings",
    {
      schema: { body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } },
      config: writePolicy({
        selfScope: "the caller's own notification settings (notify/preferences.ts)",
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      await saveSettings(app.db, caller.tenantId, caller.id, request.body.settings);
      return answer(caller);
    },
  );

  app.post(
    "/notifications/unsubscribe",
    {
      schema: { body: unsubscribeSchema, response: { 200: unsubscribedSchema } },
      config: writePolicy({
        public: true,
        selfScope: "the one person and kind its signed token names (notify/unsubscribe-token.ts)",
      }),
    },
    async (request) => {
      const target = await readUnsubscribeToken(app.db, request.body.token);
      if (!target) throw new AppError("BAD_REQUEST", "This unsubscribe link is not valid");
      await turnOff(app.db, target.tenantId, target.userId, target.kind, "email");
      return { kind: target.kind, label: KIND_LABELS[target.kind] };
    },
  );
};
