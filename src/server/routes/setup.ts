import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { setupSchema } from "../../domain/schemas/setup";
import { callerOf } from "../plugins/authenticate";
import { readPolicy } from "../plugins/route-policy";
import { getSetup } from "../services/setup";

/**
 * The setup checklist of the Dashboard (docs/api.md, First day). The same for every manager of the
 * organization and read from tables whose every change notifies the tenant, so the read cache keeps it.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/setup",
    {
      schema: { response: { 200: setupSchema } },
      config: readPolicy({ capability: "viewSetup", cacheable: true }),
    },
    async (request) => getSetup(app.db, callerOf(request).tenantId),
  );
};
