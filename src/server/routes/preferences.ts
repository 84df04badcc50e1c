import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userIdParamsSchema } from "../../domain/schemas/common";
import { preferencesCreateSchema, preferencesUpdateSchema } from "../../domain/schemas/preferences";
import { callerOf } from "../plugins/authenticate";
import { createPreferences, getPreferences, updatePreferences } from "../services/preferences";

// Own preferences only (checked in services/preferences).
const own = { selfScope: "own preferences only (services/preferences)" };

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/preferences/:userId", { schema: { params: userIdParamsSchema } }, async (request, reply) => {
    const preferences = await getPreferences(app.db, callerOf(request), request.params.userId);
    // Send `null` as JSON explicitly; returning null from a handler would send an empty body.
    return reply.type("application/json").send(JSON.stringify(preferences));
  });

  app.post(
    "/preferences",
    { schema: { body: preferencesCreateSchema }, config: own },
    async (request, reply) => {
      const preferences = await createPreferences(app.db, callerOf(request), request.body);
      return reply.code(201).send(preferences);
    },
  );

  app.patch(
    "/preferences/:userId",
    { schema: { params: userIdParamsSchema, body: preferencesUpdateSchema }, config: own },
    async (request) => updatePreferences(app.db, callerOf(request), request.params.userId, request.body),
  );
};
