import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../domain/display-name";
import { CAPABILITIES, can } from "../../domain/permissions";
import type {
  Ticket,
  TicketActivity,
  TicketList,
  TicketStatus,
  TicketSummary,
} from "../../domain/schemas/helpdesk";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { helpdeskEvents, helpdeskTickets } from "../db/schema/helpdesk";
import { users } from "../db/schema/users";
import { notFound } from "../errors";

/** Recent Activity's length (docs/api.md, First day). */
const ACTIVITY_LIMIT = 10;

const t = helpdeskTickets;
const e = helpdeskEvents;
const creator = alias(users, "creator");
const author = alias(users, "author");

type NameRow = { id: number; fullName: string | null; username: string };
/** How the Helpdesk names a person, in its lists and in the notifications it sends. */
export const nameOf = (u: Pick<NameRow, "id" | "fullName" | "username">) => displayName(u) || `User ${u.id}`;
const person = (u: NameRow) => ({ id: u.id, name: nameOf(u) });

/**
 * The tickets the caller sees (docs/api.md, Helpdesk): all of the organization's with answerTickets, else
 * only their own. Every read and write goes through it, so another organization's ticket, or a coworker's
 * for an employee, is simply not there (404).
 */
export function visibleTickets(caller: CurrentUser): SQL | undefined {
  return and(
    eq(t.tenantId, caller.tenantId),
    can(caller, "answerTickets") ? undefined : eq(t.createdBy, caller.id),
  );
}

/** Everyone of the organization who answers tickets (the permission table's answerTickets roles). */
export async function answerersOf(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.globalRole, [...CAPABILITIES.answerTickets])));
  return rows.map((r) => r.id);
}

const summaryColumns = {
  id: t.id,
  title: t.title,
  status: t.status,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  firstResponseAt: t.firstResponseAt,
  creatorId: creator.id,
  creatorFullName: creator.fullName,
  creatorUsername: creator.username,
  replies:
    sql<number>`(select count(*) from ${e} where ${e.ticketId} = ${t.id} and ${e.kind} = 'REPLY')`.mapWith(
      Number,
    ),
};

type SummaryRow = {
  id: number;
  title: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  creatorId: number;
  creatorFullName: string | null;
  creatorUsername: string;
  replies: number;
};

const toSummary = (r: SummaryRow): TicketSummary => ({
  id: r.id,
  title: r.title,
  status: r.status as TicketStatus,
  createdBy: person({ id: r.creatorId, fullName: r.creatorFullName, username: r.creatorUsername }),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  replies: r.replies,
});

/** Mean hours from filing to the first answer, over the tickets answered; null before any answer. */
function averageResponseHours(rows: { createdAt: Date; firstResponseAt: Date | null }[]): number | null {
  const hours = rows.flatMap((r) =>
    r.firstResponseAt ? [(r.firstResponseAt.getTime() - r.createdAt.getTime()) / 3_600_000] : [],
  );
  if (hours.length === 0) return null;
  const mean = hours.reduce((sum, h) => sum + h, 0) / hours.length;
  return Math.round(mean * 10) / 10;
}

/** The latest tickets filed and events, of the tickets the caller sees, newest first. */
async function recentActivity(db: Db, caller: CurrentUser): Promise<TicketActivity[]> {
  const [filed, events] = await Promise.all([
    db
      .select({
        ticketId: t.id,
        ticketTitle: t.title,
        at: t.createdAt,
        authorId: creator.id,
        fullName: creator.fullName,
        username: creator.username,
      })
      .from(t)
      .innerJoin(creator, eq(creator.id, t.createdBy))
      .where(visibleTickets(caller))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({
        id: e.id,
        ticketId: t.id,
        ticketTitle: t.title,
        kind: e.kind,
        status: e.status,
        at: e.createdAt,
        authorId: author.id,
        fullName: author.fullName,
        username: author.username,
      })
      .from(e)
      .innerJoin(t, eq(t.id, e.ticketId))
      .innerJoin(author, eq(author.id, e.authorId))
      .where(and(eq(e.tenantId, caller.tenantId), visibleTickets(caller)))
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(ACTIVITY_LIMIT),
  ]);
  const items = [
    ...filed.map((r) => ({ ...r, kind: "CREATED" as const, status: null })),
    ...events.map((r) => ({
      ...r,
      kind: r.kind as "REPLY" | "STATUS",
      status: r.status as TicketStatus | null,
    })),
  ];
  // An event always follows its ticket's filing: on equal times the event is the newer.
  items.sort(
    (x, y) => y.at.getTime() - x.at.getTime() || Number(x.kind === "CREATED") - Number(y.kind === "CREATED"),
  );
  return items.slice(0, ACTIVITY_LIMIT).map((r) => ({
    ticketId: r.ticketId,
    ticketTitle: r.ticketTitle,
    kind: r.kind,
    author: person({ id: r.authorId, fullName: r.fullName, username: r.username }),
    status: r.status,
    at: r.at.toISOString(),
  }));
}

/** GET /api/helpdesk/tickets: the caller's tickets newest first, the cards' figures and the activity. */
export async function listTickets(db: Db, caller: CurrentUser): Promise<TicketList> {
  const [rows, activity] = await Promise.all([
    db
      .select(summaryColumns)
      .from(t)
      .innerJoin(creator, eq(creator.id, t.createdBy))
      .where(visibleTickets(caller))
      .orderBy(desc(t.createdAt), desc(t.id)),
    recentActivity(db, caller),
  ]);
  const count = (status: TicketStatus) => rows.filter((r) => r.status === status).length;
  return {
    tickets: rows.map(toSummary),
    counts: { open: count("OPEN"), inProgress: count("IN_PROGRESS"), resolved: count("RESOLVED") },
    avgResponseHours: averageResponseHours(rows),
    activity,
  };
}

/** One ticket the caller sees, with its timeline oldest first; 404 otherwise. */
export async function getTicket(db: Db, caller: CurrentUser, id: number): Promise<Ticket> {
  const [row] = await db
    .select({ ...summaryColumns, body: t.body })
    .from(t)
    .innerJoin(creator, eq(creator.id, t.createdBy))
    .where(and(eq(t.id, id), visibleTickets(caller)));
  if (!row) throw notFound("Ticket");
  const events = await db
    .select({
      id: e.id,
      kind: e.kind,
      body: e.body,
      status: e.status,
      createdAt: e.createdAt,
      authorId: author.id,
      fullName: author.fullName,
      username: author.username,
    })
    .from(e)
    .innerJoin(author, eq(author.id, e.authorId))
    .where(and(eq(e.tenantId, caller.tenantId), eq(e.ticketId, id)))
    .orderBy(asc(e.createdAt), asc(e.id));
  return {
    ...toSummary(row),
    body: row.body,
    events: events.map((ev) => ({
      id: ev.id,
      kind: ev.kind as "REPLY" | "STATUS",
      author: person({ id: ev.authorId, fullName: ev.fullName, username: ev.username }),
      body: ev.body,
      status: ev.status as TicketStatus | null,
      createdAt: ev.createdAt.toISOString(),
    })),
  };
}
