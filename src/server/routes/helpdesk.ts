import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../domain/schemas/common";
import {
  ticketCreateSchema,
  ticketListSchema,
  ticketReplySchema,
  ticketSchema,
  ticketStatusUpdateSchema,
} from "../../domain/schemas/helpdesk";
import { callerOf } from "../plugins/authenticate";
import { writePolicy } from "../plugins/route-policy";
import { getTicket, listTickets } from "../services/helpdesk";
import { createTicket, replyToTicket, setTicketStatus } from "../services/helpdesk-changes";

// Tickets change no user or session. Every answer depends on who asks (own tickets or all): never cached.
/** Anyone files and replies to their own tickets; services/helpdesk.ts `visibleTickets` says which. */
const own = writePolicy({
  selfScope:
    "the caller's own tickets, or all of the organization's with answerTickets (services/helpdesk.ts)",
  keepsSessions: true,
});
const answer = writePolicy({ capability: "answerTickets", keepsSessions: true });

/** The Helpdesk (docs/api.md, First day). */
export const helpdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/helpdesk/tickets", { schema: { response: { 200: ticketListSchema } } }, async (request) =>
    listTickets(app.db, callerOf(request)),
  );

  app.post(
    "/helpdesk/tickets",
    { schema: { body: ticketCreateSchema, response: { 201: ticketSchema } }, config: own },
    async (request, reply) =>
      reply.code(201).send(await createTicket(app.db, callerOf(request), request.body)),
  );

  app.get(
    "/helpdesk/tickets/:id",
    { schema: { params: idParamsSchema, response: { 200: ticketSchema } } },
    async (request) => getTicket(app.db, callerOf(request), request.params.id),
  );

  app.post(
    "/helpdesk/tickets/:id/replies",
    {
      schema: { params: idParamsSchema, body: ticketReplySchema, response: { 201: ticketSchema } },
      config: own,
    },
    async (request, reply) =>
      reply.code(201).send(await replyToTicket(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.patch(
    "/helpdesk/tickets/:id/status",
    {
      schema: { params: idParamsSchema, body: ticketStatusUpdateSchema, response: { 200: ticketSchema } },
      config: answer,
    },
    async (request) => setTicketStatus(app.db, callerOf(request), request.params.id, request.body),
  );
};
