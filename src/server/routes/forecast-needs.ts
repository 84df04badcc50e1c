import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { applyForecastBodySchema, proposedNeedSchema, weekQuerySchema } from "../../domain/schemas/demand";
import { idParamsSchema } from "../../domain/schemas/common";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { applyForecast, proposedNeeds } from "../services/forecast-needs";

/** `POST …/forecast/apply`'s answer: every row the week now holds. */
export const appliedWeekSchema = z.object({ weekStart: z.string(), rows: z.array(proposedNeedSchema) });

/** Labor standards applied to a store's forecast (docs/api.md, Demand). */
export const forecastNeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores/:id/forecast/needs",
    {
      schema: {
        params: idParamsSchema,
        querystring: weekQuerySchema,
        response: { 200: z.array(proposedNeedSchema) },
      },
      config: readPolicy({ capability: "manageStaffing" }),
    },
    async (request) =>
      proposedNeeds(app.db, callerOf(request).tenantId, request.params.id, request.query.weekStart),
  );

  app.post(
    "/stores/:id/forecast/apply",
    {
      schema: {
        params: idParamsSchema,
        body: applyForecastBodySchema,
        response: { 200: appliedWeekSchema },
      },
      config: writePolicy({ capability: "manageStaffing", keepsSessions: true }),
    },
    async (request) =>
      applyForecast(app.db, callerOf(request).tenantId, request.params.id, request.body.weekStart),
  );
};
