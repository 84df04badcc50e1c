import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, CHECK_VIOLATION, sqlState, type Issue } from "../errors";

/**
 * One place maps every error to `{message, issues?}` and a status. Client errors keep their message;
 * anything else is logged and answered with a bare 500, so internals never leak.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid value",
      }));
      const where = error.validationContext === "params" ? "path" : (error.validationContext ?? "body");
      const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
      return reply.code(400).send(body(`Invalid ${where}: ${summary}`, issues));
    }
    const state = sqlState(error);
    if (state === CHECK_VIOLATION) {
      // The database's CHECK constraints back up the API's rules; reaching one is still bad input.
      return reply.code(400).send(body("The values break a rule of this record"));
    }
    if (state?.startsWith("22")) {
      // SQLSTATE class 22, data exception: a value the database cannot store (e.g. a NUL character).
      return reply.code(400).send(body("A value cannot be stored as given"));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large (413), unsupported media type …
      return reply.code(status).send(body(error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(status >= 500 && status < 600 ? status : 500).send(body("Internal Server Error"));
  });
}

function body(message: string, issues?: Issue[]) {
  return issues ? { message, issues } : { message };
}
