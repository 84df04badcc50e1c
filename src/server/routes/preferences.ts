import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userIdParamsSchema } from "../../domain/schemas/common";
import {
  preferencesCreateSchema,
  preferencesSchema,
  preferencesUpdateSchema,
} from "../../domain/schemas/preferences";
import { callerOf } from "../plugins/authenticate";
import { writePolicy } from "../plugins/route-policy";
import { createPreferences, getPreferences, updatePreferences } from "../services/preferences";

// Own preferences only (checked in services/preferences).
const own = writePolicy({ selfScope: "own preferences only (services/preferences)", keepsSessions: true });

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/preferences/:userId",
    { schema: { params: userIdParamsSchema, response: { 200: preferencesSchema.nullable() } } },
    async (request, reply) => {
      const preferences = await getPreferences(app.db, callerOf(request), request.params.userId);
      // `null` (none saved) is sent as JSON `null`: returning null from a handler would send an empty body.
      return reply.code(200).send(preferences ?? null);
    },
  );

  app.post(
    "/preferences",
    { schema: { body: preferencesCreateSchema, response: { 201: preferencesSchema } }, config: own },
    async (request, reply) => {
      const preferences = await createPreferences(app.db, callerOf(request), request.body);
      return reply.code(201).send(preferences);
    },
  );

  app.patch(
    "/preferences/:userId",
    {
      schema: {
        params: userIdParamsSchema,
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema },
      },
      config: own,
    },
    async (request) => updatePreferences(app.db, callerOf(request), request.params.userId, request.body),
  );
};
