import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import { z } from "zod";
import { storeSchema, storeCreateSchema, storeUpdateSchema } from "../../domain/schemas/stores";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { createStore, deleteStore, listStores, updateStore } from "../services/stores";

// Stores change no user or session; the list is the same for everyone in the organization.
const manage = writePolicy({ capability: "manageStores", keepsSessions: true });

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stores",
    { schema: { response: { 200: z.array(storeSchema) } }, config: readPolicy({ cacheable: true }) },
    async (request) => listStores(app.db, callerOf(request).tenantId),
  );

  app.post(
    "/stores",
    { schema: { body: storeCreateSchema, response: { 201: storeSchema } }, config: manage },
    async (request, reply) => {
      const store = await createStore(app.db, callerOf(request).tenantId, request.body);
      return reply.code(201).send(store);
    },
  );

  app.patch(
    "/stores/:id",
    {
      schema: { params: idParamsSchema, body: storeUpdateSchema, response: { 200: storeSchema } },
      config: manage,
    },
    async (request) => {
      return await updateStore(app.db, callerOf(request).tenantId, request.params.id, request.body);
    },
  );

  app.delete(
    "/stores/:id",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: manage },
    async (request, reply) => {
      await deleteStore(app.db, callerOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
