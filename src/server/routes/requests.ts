import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../domain/schemas/common";
import { z } from "zod";
import {
  requestDecisionSchema,
  swapRequestSchema,
  timeOffRequestSchema,
} from "../../domain/schemas/requests";
import { callerOf } from "../plugins/authenticate";
import { decideSwap, decideTimeOff, listSwaps, listTimeOff } from "../services/requests";

const decide = { capability: "approveRequests" } as const;

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/requests/timeoff",
    { schema: { response: { 200: z.array(timeOffRequestSchema) } } },
    async (request) => listTimeOff(app.db, callerOf(request)),
  );
  app.get("/requests/swap", { schema: { response: { 200: z.array(swapRequestSchema) } } }, async (request) =>
    listSwaps(app.db, callerOf(request)),
  );

  app.patch(
    "/requests/timeoff/:id",
    {
      schema: {
        params: idParamsSchema,
        body: requestDecisionSchema,
        response: { 200: timeOffRequestSchema },
      },
      config: decide,
    },
    async (request) => decideTimeOff(app.db, callerOf(request), request.params.id, request.body),
  );

  app.patch(
    "/requests/swap/:id",
    {
      schema: { params: idParamsSchema, body: requestDecisionSchema, response: { 200: swapRequestSchema } },
      config: decide,
    },
    async (request) => decideSwap(app.db, callerOf(request), request.params.id, request.body),
  );
};
