import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { instanceSchema } from "../../domain/schemas/auth";
import { organizations } from "../db/schema/organizations";
import { readPolicy } from "../plugins/route-policy";

/** What /login may show before anyone signs in (docs/api.md, First day). */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: instanceSchema } };
  // Public like /api/health, and as cheap: one row at most from the install's few organizations.
  app.get("/instance", { schema, config: readPolicy({ public: true }) }, async () => {
    const demo = await app.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.isDemo, true))
      .limit(1);
    return { demo: demo.length > 0 };
  });
};
