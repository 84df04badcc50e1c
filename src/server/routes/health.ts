import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors";
import { readPolicy } from "../plugins/route-policy";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: z.object({ status: z.literal("ok") }) } };
  app.get("/health", { schema, config: readPolicy({ public: true }) }, async (request) => {
    // A load balancer stops sending traffic to an instance that is shutting down.
    if (app.isDraining()) throw new AppError("UNAVAILABLE", "Shutting down");
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, "health check: database not answering");
      throw new AppError("UNAVAILABLE", "Database unavailable");
    }
    return { status: "ok" as const };
  });
};
