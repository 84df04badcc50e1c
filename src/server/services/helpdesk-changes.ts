import { and, eq, inArray, sql } from "drizzle-orm";
import { CAPABILITIES } from "../../domain/permissions";
import {
  TICKET_STATUS_LABELS,
  type Ticket,
  type TicketCreate,
  type TicketReply,
  type TicketStatusUpdate,
} from "../../domain/schemas/helpdesk";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { helpdeskEvents, helpdeskTickets } from "../db/schema/helpdesk";
import { users } from "../db/schema/users";
import { conflict, insertedRow, notFound } from "../errors";
import { answerersOf, getTicket, nameOf, visibleTickets } from "./helpdesk";
import { notify } from "./notifications";

const t = helpdeskTickets;
const e = helpdeskEvents;

const linkTo = (ticketId: number) => `/helpdesk?ticket=${ticketId}`;

/** The ticket the caller sees, locked until the change commits; 404 otherwise. */
async function lockTicket(tx: Db, caller: CurrentUser, id: number) {
  const [ticket] = await tx
    .select({ id: t.id, title: t.title, status: t.status, createdBy: t.createdBy })
    .from(t)
    .where(and(eq(t.id, id), visibleTickets(caller)))
    .for("update");
  if (!ticket) throw notFound("Ticket");
  return ticket;
}

/** Anyone files a ticket; every answerer but its author is told (docs/api.md, First day). */
export async function createTicket(db: Db, caller: CurrentUser, input: TicketCreate): Promise<Ticket> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ tenantId: caller.tenantId, createdBy: caller.id, title: input.title, body: input.body })
      .returning({ id: t.id });
    const ticket = insertedRow(row);
    const answerers = await answerersOf(tx, caller.tenantId);
    await notify(
      tx,
      caller.tenantId,
      answerers.filter((a) => a !== caller.id),
      {
        kind: "HELPDESK",
        message: `${nameOf(caller)} filed a ticket: “${input.title}”`,
        link: linkTo(ticket.id),
      },
    );
    return ticket.id;
  });
  return getTicket(db, caller, id);
}

/**
 * The answerers who took part in a ticket (replied or moved it), but not its author; all of the
 * organization's answerers when none has yet.
 */
async function answerersOfTicket(tx: Db, tenantId: number, ticketId: number, authorId: number) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(e)
    .innerJoin(users, eq(users.id, e.authorId))
    .where(
      and(
        eq(e.tenantId, tenantId),
        eq(e.ticketId, ticketId),
        inArray(users.globalRole, [...CAPABILITIES.answerTickets]),
      ),
    );
  const involved = rows.map((r) => r.id).filter((id) => id !== authorId);
  if (involved.length > 0) return involved;
  return (await answerersOf(tx, tenantId)).filter((id) => id !== authorId);
}

/**
 * A reply by the author or an answerer. It leaves the status as it is: an answer is not yet work started
 * (the answerer moves it when they take it on). The first reply by someone else is the ticket's first
 * response (Avg Response Time).
 */
export async function replyToTicket(db: Db, caller: CurrentUser, id: number, input: TicketReply) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, caller, id);
    const byAuthor = ticket.createdBy === caller.id;
    await tx.insert(e).values({
      tenantId: caller.tenantId,
      ticketId: id,
      authorId: caller.id,
      kind: "REPLY",
      body: input.body,
    });
    await tx
      .update(t)
      .set({
        updatedAt: sql`now()`,
        ...(byAuthor ? {} : { firstResponseAt: sql`coalesce(${t.firstResponseAt}, now())` }),
      })
      .where(and(eq(t.id, id), eq(t.tenantId, caller.tenantId)));
    const to = byAuthor
      ? await answerersOfTicket(tx, caller.tenantId, id, ticket.createdBy)
      : [ticket.createdBy];
    const message = byAuthor
      ? `${nameOf(caller)} replied to “${ticket.title}”`
      : `${nameOf(caller)} replied to your ticket “${ticket.title}”`;
    await notify(tx, caller.tenantId, to, {
      kind: "HELPDESK",
      message,
      link: linkTo(id),
      details: [input.body],
    });
  });
  return getTicket(db, caller, id);
}

/** An answerer moves a ticket, with an optional note; its author is told unless they did it. 409 if unchanged. */
export async function setTicketStatus(db: Db, caller: CurrentUser, id: number, input: TicketStatusUpdate) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, caller, id);
    const label = TICKET_STATUS_LABELS[input.status];
    if (ticket.status === input.status) throw conflict(`This ticket is already ${label.toLowerCase()}`);
    await tx.insert(e).values({
      tenantId: caller.tenantId,
      ticketId: id,
      authorId: caller.id,
      kind: "STATUS",
      status: input.status,
      body: input.note ?? null,
    });
    await tx
      .update(t)
      .set({ status: input.status, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), eq(t.tenantId, caller.tenantId)));
    if (ticket.createdBy !== caller.id)
      await notify(tx, caller.tenantId, [ticket.createdBy], {
        kind: "HELPDESK",
        message: `${nameOf(caller)} moved your ticket “${ticket.title}” to ${label}`,
        link: linkTo(id),
      });
  });
  return getTicket(db, caller, id);
}
