import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { laborStandardSchema, laborStandardsBodySchema, storeQuerySchema } from "../../domain/schemas/demand";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { listLaborStandards, replaceLaborStandards } from "../services/labor-standards";

/** How sales or covers become people, per store and position (docs/api.md, Demand). */
export const laborStandardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/labor-standards",
    {
      schema: { querystring: storeQuerySchema, response: { 200: z.array(laborStandardSchema) } },
      config: readPolicy({ capability: "manageStaffing" }),
    },
    async (request) => listLaborStandards(app.db, callerOf(request).tenantId, request.query.storeId),
  );

  app.put(
    "/labor-standards",
    {
      schema: {
        querystring: storeQuerySchema,
        body: laborStandardsBodySchema,
        response: { 200: z.array(laborStandardSchema) },
      },
      config: writePolicy({ capability: "manageStaffing", keepsSessions: true }),
    },
    async (request) =>
      replaceLaborStandards(app.db, callerOf(request).tenantId, request.query.storeId, request.body),
  );
};
