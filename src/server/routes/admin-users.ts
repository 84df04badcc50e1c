import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUserSchema,
  invitedUserSchema,
  inviteUserSchema,
  roleUpdateSchema,
  systemInfoSchema,
} from "../../domain/schemas/admin";
import { idParamsSchema } from "../../domain/schemas/common";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { inviteUser, listUsers, setUserRole, systemInfo } from "../services/admin-users";

// Rank rules (not above one's own rank, not oneself, not the last owner) live in services/admin-users.
const view = readPolicy({ capability: "adminAccess" });
// Invites and role changes change users: they drop the tenant's cached sessions.
const admin = writePolicy({ capability: "adminAccess" });

/** Admin's User Management and System Settings (docs/product.md, Decisions; docs/api.md, Admin). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/users",
    { schema: { response: { 200: z.array(adminUserSchema) } }, config: view },
    async (request) => listUsers(app.db, callerOf(request).tenantId),
  );

  app.post(
    "/admin/users",
    { schema: { body: inviteUserSchema, response: { 201: invitedUserSchema } }, config: admin },
    async (request, reply) => {
      const invited = await inviteUser(app.db, callerOf(request), request.body);
      // The one-time password is in this answer only: never cached or stored by a proxy.
      return reply.code(201).header("cache-control", "no-store").send(invited);
    },
  );

  app.patch(
    "/admin/users/:id/role",
    {
      schema: { params: idParamsSchema, body: roleUpdateSchema, response: { 200: adminUserSchema } },
      config: admin,
    },
    async (request) => setUserRole(app.db, callerOf(request), request.params.id, request.body.globalRole),
  );

  app.get("/system", { schema: { response: { 200: systemInfoSchema } }, config: view }, async (request) =>
    systemInfo(app.db, callerOf(request).tenantId, app.databaseKind),
  );
};
