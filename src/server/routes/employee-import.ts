import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { issueSchema } from "../../domain/schemas/common";
import { importQuerySchema, importResultSchema } from "../../domain/schemas/employees";
import { decodeUtf8 } from "../csv";
import { AppError } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { writePolicy } from "../plugins/route-policy";
import { importEmployees } from "../services/employee-import";

/**
 * Room for IMPORT_MAX_ROWS wide rows and then some: a file of 10,000 rows still gets its 400 naming the
 * row limit rather than a 413.
 */
const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

/** A refused file: its rows when they were read, else the usual `{message, issues?}`. */
const refusedSchema = importResultSchema
  .partial({ created: true, rows: true })
  .extend({ message: z.string(), issues: z.array(issueSchema).optional() });

/** Team import from CSV (docs/api.md, First day). */
export const employeeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the import takes CSV. Bytes, so that a file not in UTF-8 is refused, not
  // read with replacement characters in people's names.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: MAX_IMPORT_BYTES },
    (_request, body: Buffer, done) => {
      const text = decodeUtf8(body);
      if (text === undefined) {
        return done(new AppError("BAD_REQUEST", "The file is not UTF-8 text; save it as CSV UTF-8"));
      }
      return done(null, text);
    },
  );

  app.post(
    "/employees/import",
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        querystring: importQuerySchema,
        body: z.string({ error: "Send the file as text/csv" }),
        response: { 200: importResultSchema, 400: refusedSchema },
      },
      // Creates users; the tenant's cached sessions are dropped with the other caches.
      config: writePolicy({ capability: "manageTeam" }),
    },
    async (request, reply) => {
      // A JSON string would pass the body schema; the file comes as CSV only.
      if (!/^text\/csv\b/i.test(request.headers["content-type"] ?? "")) {
        throw new AppError("BAD_REQUEST", "Send the file as text/csv");
      }
      const outcome = await importEmployees(app.db, callerOf(request), {
        text: request.body,
        dryRun: request.query.dryRun === "true",
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );
};
