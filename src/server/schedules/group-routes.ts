import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../domain/schemas/common";
import {
  groupPublishSchema,
  groupPublishedSchema,
  groupRunCreateSchema,
  groupRunSchema,
} from "../../domain/schemas/group-runs";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { cancelGroupRun, publishGroupRun, readGroupRun, startGroupRun } from "./group-runs";

// Like the /schedules writes it stands for, without their cache flags: each cache drops, the safe side.
const lead = writePolicy({ capability: "runGroup" });

/** "Run all stores" (docs/api.md, Group runs). */
export const groupRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/group-runs",
    { schema: { body: groupRunCreateSchema, response: { 202: groupRunSchema } }, config: lead },
    async (request, reply) => {
      const group = await startGroupRun(app.db, app.runQueue, callerOf(request), request.body, request.log);
      return reply.code(202).send(group);
    },
  );

  app.get(
    "/group-runs/:id",
    {
      schema: { params: idParamsSchema, response: { 200: groupRunSchema } },
      config: readPolicy({ capability: "runGroup" }),
    },
    async (request) => readGroupRun(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/group-runs/:id/cancel",
    { schema: { params: idParamsSchema, response: { 200: groupRunSchema } }, config: lead },
    async (request) => cancelGroupRun(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/group-runs/:id/publish",
    {
      schema: { params: idParamsSchema, body: groupPublishSchema, response: { 200: groupPublishedSchema } },
      config: lead,
    },
    async (request) => publishGroupRun(app.db, callerOf(request), request.params.id, request.body.storeIds),
  );
};
