import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import { z } from "zod";
import { positionSchema, positionCreateSchema, positionUpdateSchema } from "../../domain/schemas/positions";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { createPosition, deletePosition, listPositions, updatePosition } from "../services/positions";

// Positions change no user or session; the list is the same for everyone in the organization.
const manage = writePolicy({ capability: "managePositions", keepsSessions: true });

export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/positions",
    { schema: { response: { 200: z.array(positionSchema) } }, config: readPolicy({ cacheable: true }) },
    async (request) => listPositions(app.db, callerOf(request).tenantId),
  );

  app.post(
    "/positions",
    { schema: { body: positionCreateSchema, response: { 201: positionSchema } }, config: manage },
    async (request, reply) => {
      const position = await createPosition(app.db, callerOf(request).tenantId, request.body);
      return reply.code(201).send(position);
    },
  );

  app.patch(
    "/positions/:id",
    {
      schema: { params: idParamsSchema, body: positionUpdateSchema, response: { 200: positionSchema } },
      config: manage,
    },
    async (request) => {
      return await updatePosition(app.db, callerOf(request).tenantId, request.params.id, request.body);
    },
  );

  app.delete(
    "/positions/:id",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: manage },
    async (request, reply) => {
      await deletePosition(app.db, callerOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
