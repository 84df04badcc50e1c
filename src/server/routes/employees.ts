import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noContentSchema, userIdParamsSchema } from "../../domain/schemas/common";
import { employeeCreateSchema, employeeSchema, employeeUpdateSchema } from "../../domain/schemas/employees";
import { invitedUserSchema } from "../../domain/schemas/admin";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import {
  createEmployee,
  deleteEmployee,
  inviteEmployee,
  listEmployees,
  updateEmployee,
} from "../services/team";

// Rank rules (nobody above their own rank, not themselves, not the last owner) live in services/team.
// Its writes change users (names, roles, deletes), so they drop the tenant's cached sessions.
const manage = writePolicy({ capability: "manageTeam" });

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/employees",
    {
      schema: { response: { 200: z.array(employeeSchema) } },
      config: readPolicy({ capability: "manageTeam", cacheable: true }),
    },
    async (request) => listEmployees(app.db, callerOf(request).tenantId),
  );

  app.patch(
    "/employees/:userId",
    {
      schema: { params: userIdParamsSchema, body: employeeUpdateSchema, response: { 200: employeeSchema } },
      config: manage,
    },
    async (request) => updateEmployee(app.db, callerOf(request), request.params.userId, request.body),
  );

  app.post(
    "/employees/:userId/invite",
    { schema: { params: userIdParamsSchema, response: { 200: invitedUserSchema } }, config: manage },
    async (request, reply) => {
      const invited = await inviteEmployee(app.db, callerOf(request), request.params.userId);
      // The one-time password is in this answer only: never cached or stored by a proxy.
      return reply.header("cache-control", "no-store").send(invited);
    },
  );

  app.post(
    "/admin/create-employee",
    { schema: { body: employeeCreateSchema, response: { 201: employeeSchema } }, config: manage },
    async (request, reply) => {
      const employee = await createEmployee(app.db, callerOf(request), request.body);
      return reply.code(201).send(employee);
    },
  );

  app.delete(
    "/admin/employees/:userId",
    { schema: { params: userIdParamsSchema, response: { 204: noContentSchema } }, config: manage },
    async (request, reply) => {
      await deleteEmployee(app.db, callerOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
