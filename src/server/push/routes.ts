import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noContentSchema } from "../../domain/schemas/common";
import {
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionStatusSchema,
  pushUnsubscribeSchema,
} from "../../domain/schemas/push";
import { callerOf } from "../plugins/authenticate";
import { writePolicy } from "../plugins/route-policy";
import { subscribePush, unsubscribePush } from "./subscriptions";

const own = writePolicy({
  selfScope: "the caller's own browser (push/subscriptions.ts)",
  keepsSessions: true,
});

/** Web Push (docs/api.md, Push): the key browsers subscribe with, and the caller's own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/push/public-key", { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: (await app.vapidKeys()).publicKey,
  }));

  app.post(
    "/push/subscriptions",
    {
      schema: { body: pushSubscriptionInputSchema, response: { 201: pushSubscriptionStatusSchema } },
      config: own,
    },
    async (request, reply) =>
      reply.code(201).send(await subscribePush(app.db, callerOf(request), request.body)),
  );

  app.delete(
    "/push/subscriptions",
    { schema: { body: pushUnsubscribeSchema, response: { 204: noContentSchema } }, config: own },
    async (request, reply) => {
      await unsubscribePush(app.db, callerOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
