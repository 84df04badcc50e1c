import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MAX_SALES_BYTES,
  salesHistoryQuerySchema,
  salesImportResultSchema,
  salesRejectSchema,
  storedSalesRowSchema,
} from "../../domain/schemas/demand";
import { idParamsSchema, issueSchema } from "../../domain/schemas/common";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { importSalesHistory, listSalesHistory } from "../services/sales-history";

/** A refused upload names its rows; other 400s (query, body shape) keep the usual `{message, issues}`. */
const refusedSchema = z.object({
  message: z.string(),
  issues: z.array(issueSchema).optional(),
  rejected: z.array(salesRejectSchema).optional(),
});

const importQuerySchema = z.object({
  /** Validate and count, write nothing. */
  preview: z.enum(["true", "false"]).optional(),
});

/**
 * CSV or JSON rows. JSON items are checked one by one in the service, so a bad row is reported by its
 * number with the others, not as a schema failure of the whole body.
 */
const importBodySchema = z.union([z.string(), z.array(z.unknown())]);

/** A store's sales history (docs/api.md, Demand): import a POS export, read it back. */
export const salesHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes take CSV. The text is parsed in the service, row by row.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "string", bodyLimit: MAX_SALES_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/stores/:id/sales-history",
    {
      bodyLimit: MAX_SALES_BYTES,
      schema: {
        params: idParamsSchema,
        querystring: importQuerySchema,
        body: importBodySchema,
        response: { 200: salesImportResultSchema, 400: refusedSchema },
      },
      config: writePolicy({ capability: "manageStaffing", keepsSessions: true }),
    },
    async (request, reply) => {
      const result = await importSalesHistory(
        app.db,
        callerOf(request).tenantId,
        request.params.id,
        request.body,
        request.query.preview === "true",
      );
      if ("refused" in result) return reply.code(400).send(result.refused);
      return result;
    },
  );

  app.get(
    "/stores/:id/sales-history",
    {
      schema: {
        params: idParamsSchema,
        querystring: salesHistoryQuerySchema,
        response: { 200: z.array(storedSalesRowSchema) },
      },
      config: readPolicy({ capability: "manageStaffing" }),
    },
    async (request) =>
      listSalesHistory(
        app.db,
        callerOf(request).tenantId,
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );
};
