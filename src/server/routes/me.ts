import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, noContentSchema } from "../../domain/schemas/common";
import {
  calendarAddressSchema,
  calendarParamsSchema,
  myHoursQuerySchema,
  myHoursSchema,
  myShiftSchema,
  myShiftsQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
  openShiftSchema,
  swapTargetSchema,
  swapTargetsQuerySchema,
} from "../../domain/schemas/me";
import { notFound } from "../errors";
import { callerOf } from "../plugins/authenticate";
import { readPolicy, writePolicy } from "../plugins/route-policy";
import {
  calendarAddress,
  calendarFeed,
  resetCalendarAddress,
  withSubscribeLinks,
} from "../services/calendar";
import { listMyShifts, listOpenShifts, listSwapTargets, myHours } from "../services/me";
import { listNotifications, markAllRead, markRead } from "../services/notifications";

const own = (what: string) => writePolicy({ selfScope: `the caller's own ${what} (services/${what}.ts)` });

/**
 * The employee side (docs/api.md, The employee side): every answer is the caller's own; the calendar feed is
 * the token's.
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/shifts",
    { schema: { querystring: myShiftsQuerySchema, response: { 200: z.array(myShiftSchema) } } },
    async (request) => listMyShifts(app.db, callerOf(request), request.query),
  );

  app.get("/me/open-shifts", { schema: { response: { 200: z.array(openShiftSchema) } } }, async (request) =>
    listOpenShifts(app.db, callerOf(request)),
  );

  app.get(
    "/me/swap-targets",
    { schema: { querystring: swapTargetsQuerySchema, response: { 200: z.array(swapTargetSchema) } } },
    async (request) => listSwapTargets(app.db, callerOf(request), request.query.shiftId),
  );

  app.get(
    "/me/hours",
    { schema: { querystring: myHoursQuerySchema, response: { 200: myHoursSchema } } },
    async (request) => myHours(app.db, callerOf(request), request.query.weekStart),
  );

  // PUBLIC_URL when set: behind a proxy the request's own host may be an inside name.
  const originOf = (request: FastifyRequest) => app.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/me/calendar", { schema: { response: { 200: calendarAddressSchema } } }, async (request) =>
    withSubscribeLinks(await calendarAddress(app.db, callerOf(request)), originOf(request)),
  );

  app.post(
    "/me/calendar/reset",
    { schema: { response: { 200: calendarAddressSchema } }, config: own("calendar") },
    async (request) =>
      withSubscribeLinks(await resetCalendarAddress(app.db, callerOf(request)), originOf(request)),
  );

  // Public: calendar apps have no session. The secret token is the whole permission.
  app.get(
    "/calendar/:token.ics",
    {
      schema: { params: calendarParamsSchema, response: { 200: z.string().describe("text/calendar") } },
      config: readPolicy({ public: true }),
    },
    async (request, reply) => {
      const feed = await calendarFeed(app.db, request.params.token);
      if (feed === undefined) throw notFound("Calendar");
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(feed);
    },
  );

  app.get(
    "/notifications",
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => listNotifications(app.db, callerOf(request), request.query),
  );

  app.post(
    "/notifications/:id/read",
    {
      schema: { params: idParamsSchema, response: { 200: notificationSchema } },
      config: own("notifications"),
    },
    async (request) => markRead(app.db, callerOf(request), request.params.id),
  );

  app.post(
    "/notifications/read-all",
    { schema: { response: { 204: noContentSchema } }, config: own("notifications") },
    async (request, reply) => {
      await markAllRead(app.db, callerOf(request));
      return reply.code(204).send(null);
    },
  );
};
