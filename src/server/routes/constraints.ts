import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import { z } from "zod";
import {
  constraintProfileSchema,
  constraintProfileCreateSchema,
  constraintProfileUpdateSchema,
} from "../../domain/schemas/constraints";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import {
  createConstraintProfile,
  deleteConstraintProfile,
  listConstraintProfiles,
  updateConstraintProfile,
} from "../services/constraints";

// Profiles change no user or session; the list is the same for everyone in the organization.
const manage = writePolicy({ capability: "manageConstraints", keepsSessions: true });

export const constraintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/constraints",
    {
      schema: { response: { 200: z.array(constraintProfileSchema) } },
      config: readPolicy({ cacheable: true }),
    },
    async (request) => listConstraintProfiles(app.db, callerOf(request).tenantId),
  );

  app.post(
    "/constraints",
    {
      schema: { body: constraintProfileCreateSchema, response: { 201: constraintProfileSchema } },
      config: manage,
    },
    async (request, reply) => {
      const profile = await createConstraintProfile(app.db, callerOf(request).tenantId, request.body);
      return reply.code(201).send(profile);
    },
  );

  app.patch(
    "/constraints/:id",
    {
      schema: {
        params: idParamsSchema,
        body: constraintProfileUpdateSchema,
        response: { 200: constraintProfileSchema },
      },
      config: manage,
    },
    async (request) => {
      const { tenantId } = callerOf(request);
      return updateConstraintProfile(app.db, tenantId, request.params.id, request.body);
    },
  );

  app.delete(
    "/constraints/:id",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: manage },
    async (request, reply) => {
      await deleteConstraintProfile(app.db, callerOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
