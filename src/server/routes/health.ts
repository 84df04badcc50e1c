import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { config: { public: true } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, "health check: database not answering");
      throw new AppError("UNAVAILABLE", "Database unavailable");
    }
    return { status: "ok" };
  });
};
