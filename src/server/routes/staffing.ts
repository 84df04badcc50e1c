import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dayNeedsBodySchema, templateDayQuerySchema } from "../../domain/schemas/demand";
import {
  staffingEntrySchema,
  staffingParamsSchema,
  staffingUpsertSchema,
} from "../../domain/schemas/staffing";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { listStaffing, replaceStaffingDay, upsertStaffing } from "../services/staffing";

export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/staffing-templates/:storeId/:day",
    {
      schema: { params: staffingParamsSchema, response: { 200: z.array(staffingEntrySchema) } },
      config: readPolicy({ cacheable: true }),
    },
    async (request) =>
      listStaffing(app.db, callerOf(request).tenantId, request.params.storeId, request.params.day),
  );

  app.post(
    "/staffing-templates",
    {
      schema: {
        body: staffingUpsertSchema,
        response: { 200: staffingEntrySchema, 201: staffingEntrySchema },
      },
      // Staffing changes no user or session.
      config: writePolicy({ capability: "manageStaffing", keepsSessions: true }),
    },
    async (request, reply) => {
      const { entry, isNew } = await upsertStaffing(app.db, callerOf(request).tenantId, request.body);
      return reply.code(isNew ? 201 : 200).send(entry);
    },
  );

  // A whole day in one transaction (DESIGN §9): the editor's saves, copies and undos.
  app.put(
    "/staffing-templates",
    {
      schema: {
        querystring: templateDayQuerySchema,
        body: dayNeedsBodySchema,
        response: { 200: z.array(staffingEntrySchema) },
      },
      config: writePolicy({ capability: "manageStaffing", keepsSessions: true }),
    },
    async (request) =>
      replaceStaffingDay(
        app.db,
        callerOf(request).tenantId,
        request.query.storeId,
        request.query.dayOfWeek,
        request.body,
      ),
  );
};
