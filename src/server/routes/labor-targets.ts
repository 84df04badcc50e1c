import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  laborTargetSchema,
  laborTargetsPutSchema,
  laborTargetsQuerySchema,
} from "../../domain/schemas/labor-targets";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { listLaborTargets, replaceLaborTargets } from "../services/labor-targets";

/** A store's labor budget per position and weekday (docs/api.md, Labor and figures). */
export const laborTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/labor-targets",
    {
      schema: { querystring: laborTargetsQuerySchema, response: { 200: z.array(laborTargetSchema) } },
      config: readPolicy({ capability: "manageLabor" }),
    },
    async (request) => listLaborTargets(app.db, callerOf(request).tenantId, request.query.storeId),
  );

  app.put(
    "/labor-targets",
    {
      schema: {
        querystring: laborTargetsQuerySchema,
        body: laborTargetsPutSchema,
        response: { 200: z.array(laborTargetSchema) },
      },
      config: writePolicy({ capability: "editLaborTargets" }),
    },
    async (request) =>
      replaceLaborTargets(app.db, callerOf(request).tenantId, request.query.storeId, request.body),
  );
};
