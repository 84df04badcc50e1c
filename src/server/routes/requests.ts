import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import { z } from "zod";
import {
  openShiftClaimCreateSchema,
  openShiftRequestSchema,
  requestDecisionSchema,
  swapCreateSchema,
  swapRequestSchema,
  timeOffClashSchema,
  timeOffCreateSchema,
  timeOffRequestSchema,
} from "../../domain/schemas/requests";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import {
  cancelRequest,
  createClaim,
  createSwap,
  createTimeOff,
  decideClaim,
  listClaims,
  type RequestKind,
} from "../services/employee-requests";
import { timeOffClashes } from "../services/request-clashes";
import { decideSwap, decideTimeOff, listSwaps, listTimeOff } from "../services/requests";

// Requests change no user or session. Their lists are per caller: never cached.
const decide = writePolicy({ capability: "approveRequests", keepsSessions: true });
/**
 * Every signed-in user files requests for themselves (docs/product.md, Decisions); the service enforces
 * whose.
 */
const file = writePolicy({
  selfScope: "the caller's own requests (services/employee-requests.ts)",
  keepsSessions: true,
});

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/requests/timeoff",
    { schema: { response: { 200: z.array(timeOffRequestSchema) } } },
    async (request) => listTimeOff(app.db, callerOf(request)),
  );
  // What approving would run into: the requester's published shifts in the period, and who could cover.
  app.get(
    "/requests/timeoff/:id/clashes",
    {
      schema: { params: idParamsSchema, response: { 200: z.array(timeOffClashSchema) } },
      config: readPolicy({ capability: "approveRequests" }),
    },
    async (request) => timeOffClashes(app.db, callerOf(request), request.params.id),
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

  app.post(
    "/requests/timeoff",
    { schema: { body: timeOffCreateSchema, response: { 201: timeOffRequestSchema } }, config: file },
    async (request, reply) =>
      reply.code(201).send(await createTimeOff(app.db, callerOf(request), request.body)),
  );

  app.post(
    "/requests/swap",
    { schema: { body: swapCreateSchema, response: { 201: swapRequestSchema } }, config: file },
    async (request, reply) => reply.code(201).send(await createSwap(app.db, callerOf(request), request.body)),
  );

  app.get(
    "/requests/open-shift",
    { schema: { response: { 200: z.array(openShiftRequestSchema) } } },
    async (request) => listClaims(app.db, callerOf(request)),
  );

  app.post(
    "/requests/open-shift",
    { schema: { body: openShiftClaimCreateSchema, response: { 201: openShiftRequestSchema } }, config: file },
    async (request, reply) =>
      reply.code(201).send(await createClaim(app.db, callerOf(request), request.body.shiftId)),
  );

  app.patch(
    "/requests/open-shift/:id",
    {
      schema: {
        params: idParamsSchema,
        body: requestDecisionSchema,
        response: { 200: openShiftRequestSchema },
      },
      config: decide,
    },
    async (request) => decideClaim(app.db, callerOf(request), request.params.id, request.body),
  );

  for (const kind of ["timeoff", "swap", "open-shift"] as const satisfies readonly RequestKind[]) {
    app.delete(
      `/requests/${kind}/:id`,
      { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: file },
      async (request, reply) => {
        await cancelRequest(app.db, callerOf(request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
