import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forecastSchema, weekQuerySchema } from "../../domain/schemas/demand";
import { idParamsSchema } from "../../domain/schemas/common";
import { forecastWeek } from "../forecast";
import { callerOf } from "../plugins/authenticate";
import { readPolicy } from "../plugins/route-policy";

/**
 * Demand from the business (docs/api.md, Demand): a store's forecast. Sales history, labor standards, the
 * needs of a week and "apply" register here too.
 */
export const demandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores/:id/forecast",
    {
      schema: {
        params: idParamsSchema,
        querystring: weekQuerySchema,
        response: { 200: forecastSchema },
      },
      config: readPolicy({ capability: "manageStaffing" }),
    },
    async (request) =>
      forecastWeek(app.db, callerOf(request).tenantId, request.params.id, request.query.weekStart),
  );
};
