import { z } from "zod";

/** docs/api.md, Helpdesk. */
export const TICKET_STATUSES = ["OPEN", "IN_PROGRESS", "RESOLVED"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How a status reads on the screen and in notifications. */
export const TICKET_STATUS_LABELS = {
  OPEN: "Open",
  IN_PROGRESS: "In progress",
  RESOLVED: "Resolved",
} as const satisfies Record<TicketStatus, string>;

export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 10_000;

const titleSchema = z
  .string()
  .trim()
  .min(1, "Enter a title")
  .max(TICKET_TITLE_MAX, `At most ${TICKET_TITLE_MAX} characters`);
const textSchema = z
  .string()
  .trim()
  .min(1, "Enter a message")
  .max(TICKET_TEXT_MAX, `At most ${TICKET_TEXT_MAX.toLocaleString("en-US")} characters`);

export const ticketCreateSchema = z.object({ title: titleSchema, body: textSchema });
export type TicketCreate = z.infer<typeof ticketCreateSchema>;

export const ticketReplySchema = z.object({ body: textSchema });
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** A status change, with an optional note shown in the timeline. */
export const ticketStatusUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES),
  note: textSchema.optional(),
});
export type TicketStatusUpdate = z.infer<typeof ticketStatusUpdateSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdBy: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["REPLY", "STATUS"]),
  author: personSchema,
  body: z.string().nullable(),
  status: z.enum(TICKET_STATUSES).nullable(),
  createdAt: z.string(),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const ticketSchema = ticketSummarySchema.extend({
  body: z.string(),
  events: z.array(ticketEventSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** One line of Recent Activity: a ticket filed, replied to or moved. */
export const ticketActivitySchema = z.object({
  ticketId: z.number().int(),
  ticketTitle: z.string(),
  kind: z.enum(["CREATED", "REPLY", "STATUS"]),
  author: personSchema,
  status: z.enum(TICKET_STATUSES).nullable(),
  at: z.string(),
});
export type TicketActivity = z.infer<typeof ticketActivitySchema>;

/**
 * GET /api/helpdesk/tickets: the tickets the caller may see (their own, or all of the organization with
 * answerTickets), newest first, the counts of the cards, the mean hours to a first answer (null before any)
 * and the latest activity.
 */
export const ticketListSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  counts: z.object({ open: z.number().int(), inProgress: z.number().int(), resolved: z.number().int() }),
  avgResponseHours: z.number().nullable(),
  activity: z.array(ticketActivitySchema),
});
export type TicketList = z.infer<typeof ticketListSchema>;
