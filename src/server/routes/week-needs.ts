import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dayNeedsBodySchema,
  weekDayQuerySchema,
  weekNeedSchema,
  weekQuerySchema,
} from "../../domain/schemas/demand";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import { listWeekNeeds } from "../demand/week-needs";
import { clearWeekNeeds, replaceDayNeeds } from "../demand/week-needs-edit";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";

/**
 * The needs of one store-week (docs/api.md, Demand): what a run of the week reads, a day of it edited by
 * hand, and the week back to the weekday templates.
 */
/** A week's needs hold no user or session: the tenant's sessions stay cached (plugins/route-policy). */
const edit = writePolicy({ capability: "manageStaffing", keepsSessions: true });

export const weekNeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores/:id/needs",
    {
      schema: {
        params: idParamsSchema,
        querystring: weekQuerySchema,
        response: { 200: z.array(weekNeedSchema) },
      },
      config: readPolicy({ capability: "manageStaffing" }),
    },
    async (request) =>
      listWeekNeeds(app.db, callerOf(request).tenantId, request.params.id, request.query.weekStart),
  );

  app.put(
    "/stores/:id/needs",
    {
      schema: {
        params: idParamsSchema,
        querystring: weekDayQuerySchema,
        body: dayNeedsBodySchema,
        response: { 200: z.array(weekNeedSchema) },
      },
      config: edit,
    },
    async (request) =>
      replaceDayNeeds(app.db, callerOf(request).tenantId, request.params.id, request.query, request.body),
  );

  app.delete(
    "/stores/:id/needs",
    {
      schema: { params: idParamsSchema, querystring: weekQuerySchema, response: { 204: noContentSchema } },
      config: edit,
    },
    async (request, reply) => {
      await clearWeekNeeds(app.db, callerOf(request).tenantId, request.params.id, request.query.weekStart);
      return reply.code(204).send(null);
    },
  );
};
