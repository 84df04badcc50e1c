import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  availabilityCreateSchema,
  availabilityOfUserSchema,
  availabilityPatternSchema,
  availabilitySchema,
  availabilityUpdateSchema,
  teamAvailabilityQuerySchema,
  teamAvailabilitySchema,
} from "../../domain/schemas/availability";
import { idParamsSchema, noContentSchema, userIdParamsSchema } from "../../domain/schemas/common";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import {
  createAvailability,
  deleteAvailability,
  listAvailability,
  setAvailabilityPattern,
  teamAvailability,
  updateAvailability,
} from "../services/availability";

// Own windows, or anyone's in the organization for team managers (checked in services/availability).
const own = writePolicy({
  selfScope: "own windows, or anyone's for team managers (services/availability)",
  keepsSessions: true,
});

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // The team's week: the same for every team manager of the organization, so kept in the read cache.
  app.get(
    "/availability/team",
    {
      schema: {
        querystring: teamAvailabilityQuerySchema,
        response: { 200: z.array(teamAvailabilitySchema) },
      },
      config: readPolicy({ capability: "manageTeam", cacheable: true }),
    },
    async (request) => teamAvailability(app.db, callerOf(request).tenantId, request.query.storeId),
  );

  app.put(
    "/availability/pattern",
    {
      schema: { body: availabilityPatternSchema, response: { 200: z.array(availabilityOfUserSchema) } },
      config: own,
    },
    async (request) => setAvailabilityPattern(app.db, callerOf(request), request.body),
  );

  app.get(
    "/availability/:userId",
    { schema: { params: userIdParamsSchema, response: { 200: z.array(availabilitySchema) } } },
    async (request) => listAvailability(app.db, callerOf(request), request.params.userId),
  );

  app.post(
    "/availability",
    { schema: { body: availabilityCreateSchema, response: { 201: availabilitySchema } }, config: own },
    async (request, reply) => {
      const window = await createAvailability(app.db, callerOf(request), request.body);
      return reply.code(201).send(window);
    },
  );

  app.patch(
    "/availability/:id",
    {
      schema: {
        params: idParamsSchema,
        body: availabilityUpdateSchema,
        response: { 200: availabilitySchema },
      },
      config: own,
    },
    async (request) => updateAvailability(app.db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/availability/:id",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: own },
    async (request, reply) => {
      await deleteAvailability(app.db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
