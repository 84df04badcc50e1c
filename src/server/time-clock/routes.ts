import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import {
  clockPinSchema,
  clockStateSchema,
  kioskParamsSchema,
  kioskPunchSchema,
  kioskSchema,
  myPunchSchema,
  punchResultSchema,
  storeClockSchema,
  storeClockUpdateSchema,
} from "../../domain/schemas/time-clock";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import { displayName } from "../../domain/display-name";
import { kioskPunch, kioskView, PUNCHED } from "./kiosk";
import { clearPin, hasPin, setPin } from "./pins";
import { punch } from "./punch";
import { clockState } from "./state";
import { rotateKiosk, storeClock, turnOffKiosk, updateStoreClock } from "./store-clock";

/**
 * Kiosk calls per client address and kiosk per minute, before the per-person PIN lockout: a busy shift
 * change at one tablet (a list read and a punch per person) stays well under it.
 */
export const KIOSK_RATE_LIMIT = { max: 300, timeWindow: 60_000 };
const kioskRateLimit = {
  ...KIOSK_RATE_LIMIT,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}|${(request.params as { token?: string } | undefined)?.token ?? ""}`,
};

// Time entries, kiosk attempts and store clocks hold no user or session. A punch writes time entries only,
// which no cached list or week input reads: those stay at a shift change (docs/decisions/040-read-cache.md).
const ownClock = writePolicy({
  selfScope: "the caller's own time entries (time-clock/punch.ts)",
  keepsSessions: true,
  keepsWeekInputs: true,
  keepsLists: true,
});
const manageStoreClock = writePolicy({ capability: "manageStores", keepsSessions: true });

/** The punching half of the time clock (docs/api.md, Time clock). */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/me/clock", { schema: { response: { 200: clockStateSchema } } }, async (request) =>
    clockState(app.db, callerOf(request), app.now()),
  );

  app.post(
    "/me/clock",
    { schema: { body: myPunchSchema, response: { 200: punchResultSchema } }, config: ownClock },
    async (request) => {
      // The punch alone, kept short (≤ 50 ms at a shift change); the screen reads the new state after it.
      const caller = callerOf(request);
      const { action } = request.body;
      const punched = await punch(app.db, {
        tenantId: caller.tenantId,
        userId: caller.id,
        now: app.now(),
        source: "ME",
        action,
        location: request.body.location,
        storeId: request.body.storeId,
      });
      return {
        action,
        at: punched.at.toISOString(),
        name: displayName(caller),
        flags: punched.flags,
        message: PUNCHED[action],
      };
    },
  );

  app.get(
    "/me/clock-pin",
    { schema: { response: { 200: z.object({ hasPin: z.boolean() }) } } },
    async (request) => ({ hasPin: await hasPin(app.db, callerOf(request)) }),
  );

  app.put(
    "/me/clock-pin",
    {
      schema: { body: clockPinSchema, response: { 204: noContentSchema } },
      config: writePolicy({ selfScope: "the caller's own PIN (time-clock/pins.ts)" }),
    },
    async (request, reply) => {
      await setPin(app.db, callerOf(request), request.body.pin);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/users/:id/clock-pin",
    {
      schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      config: writePolicy({ capability: "manageStores" }),
    },
    async (request, reply) => {
      await clearPin(app.db, callerOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/stores/:id/clock",
    {
      schema: { params: idParamsSchema, response: { 200: storeClockSchema } },
      config: readPolicy({ capability: "manageStores" }),
    },
    async (request) => storeClock(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.patch(
    "/stores/:id/clock",
    {
      schema: { params: idParamsSchema, body: storeClockUpdateSchema, response: { 200: storeClockSchema } },
      config: manageStoreClock,
    },
    async (request) => updateStoreClock(app.db, callerOf(request).tenantId, request.params.id, request.body),
  );

  app.post(
    "/stores/:id/kiosk",
    { schema: { params: idParamsSchema, response: { 200: storeClockSchema } }, config: manageStoreClock },
    async (request) => rotateKiosk(app.db, callerOf(request).tenantId, request.params.id),
  );

  app.delete(
    "/stores/:id/kiosk",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema } }, config: manageStoreClock },
    async (request, reply) => {
      await turnOffKiosk(app.db, callerOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Public: a kiosk has no session. Its secret address reaches this store's punches and nothing else.
  app.get(
    "/kiosk/:token",
    {
      schema: { params: kioskParamsSchema, response: { 200: kioskSchema } },
      config: { ...readPolicy({ public: true }), rateLimit: kioskRateLimit },
    },
    async (request) => kioskView(app.db, request.params.token, app.now()),
  );

  app.post(
    "/kiosk/:token/punch",
    {
      schema: { params: kioskParamsSchema, body: kioskPunchSchema, response: { 200: punchResultSchema } },
      config: {
        ...writePolicy({
          public: true,
          selfScope: "the PIN's owner's punches at the token's store (time-clock/kiosk.ts)",
          keepsSessions: true,
          keepsWeekInputs: true,
          keepsLists: true,
        }),
        rateLimit: kioskRateLimit,
      },
    },
    async (request) => kioskPunch(app.db, request.params.token, request.body, app.now()),
  );
};
