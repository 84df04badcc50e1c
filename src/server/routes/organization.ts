import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { organizationSchema, organizationUpdateSchema } from "../../domain/schemas/organization";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { readOrganization, updateOrganization } from "../services/organization";

/** The organization's name and currency (docs/api.md, Organization): read by all, changed by its admins. */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: organizationSchema } };
  app.get("/organization", { schema, config: readPolicy({ cacheable: true }) }, async (request) =>
    readOrganization(app.db, callerOf(request).tenantId),
  );

  // The currency changes no user or session.
  const admin = writePolicy({ capability: "adminAccess", keepsSessions: true });
  app.patch(
    "/organization",
    { schema: { ...schema, body: organizationUpdateSchema }, config: admin },
    async (request) => updateOrganization(app.db, callerOf(request).tenantId, request.body),
  );
};
