import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../domain/schemas/common";
import {
  consentAnswerSchema,
  consentSchema,
  estimateInputSchema,
  estimateSchema,
  recordsQuerySchema,
} from "../../domain/schemas/fair-workweek";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { addEstimate, listEstimates } from "../services/estimates";
import { answerConsent, listMyConsents } from "./consents";
import { exportRecordsCsv } from "./fair-workweek-records";

// Fair Workweek (docs/api.md, Fair Workweek): the employee's consent requests, the records export and
// good-faith estimates.
export const fairWorkweekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/consents",
    { schema: { response: { 200: z.array(consentSchema) } }, config: readPolicy({}) },
    async (request) => listMyConsents(app.db, callerOf(request)),
  );

  app.post(
    "/me/consents/:id",
    {
      schema: { params: idParamsSchema, body: consentAnswerSchema, response: { 200: consentSchema } },
      // Accepting changes the week its employees see: the caches drop (the safe side).
      config: writePolicy({ selfScope: "the caller's own consent requests (schedules/consents.ts)" }),
    },
    async (request) =>
      answerConsent(app.db, callerOf(request), request.params.id, request.body.answer, app.now()),
  );

  app.get(
    "/fair-workweek/records.csv",
    {
      schema: { querystring: recordsQuerySchema, response: { 200: z.string().describe("text/csv") } },
      config: readPolicy({ capability: "viewReports" }),
    },
    async (request, reply) => {
      const { csv, fileName } = await exportRecordsCsv(app.db, callerOf(request).tenantId, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    "/employees/:id/estimates",
    {
      schema: { params: idParamsSchema, response: { 200: z.array(estimateSchema) } },
      config: readPolicy({ capability: "manageTeam" }),
    },
    async (request) => listEstimates(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.post(
    "/employees/:id/estimates",
    {
      schema: { params: idParamsSchema, body: estimateInputSchema, response: { 201: estimateSchema } },
      config: writePolicy({ capability: "manageTeam" }),
    },
    async (request, reply) =>
      reply.code(201).send(await addEstimate(app.db, callerOf(request), request.params.id, request.body)),
  );
};
