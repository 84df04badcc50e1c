import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * A helpdesk ticket of one organization (docs/api.md, Helpdesk): filed by anyone, answered by managers.
 * `status` is OPEN, IN_PROGRESS or RESOLVED; `firstResponseAt` is the first reply by someone other than its
 * author (Avg Response Time).
 */
export const helpdeskTickets = pgTable(
  "helpdesk_tickets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    status: text().notNull().default("OPEN"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("helpdesk_tickets_tenant_idx").on(t.tenantId, t.id),
    index("helpdesk_tickets_created_by_idx").on(t.createdBy),
    check("helpdesk_tickets_status_check", sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'RESOLVED')`),
  ],
);

/**
 * A ticket's timeline after it was filed: a reply (`body`) or a status change (`status`, and an optional
 * `body` saying why). Recent Activity reads the newest of these with the newest tickets.
 */
export const helpdeskEvents = pgTable(
  "helpdesk_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    ticketId: integer()
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: "cascade" }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    body: text(),
    status: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("helpdesk_events_tenant_idx").on(t.tenantId, t.id),
    index("helpdesk_events_ticket_idx").on(t.ticketId, t.id),
    check("helpdesk_events_kind_check", sql`${t.kind} in ('REPLY', 'STATUS')`),
    check(
      "helpdesk_events_shape_check",
      sql`(${t.kind} = 'REPLY' and ${t.body} is not null and ${t.status} is null) or (${t.kind} = 'STATUS' and ${t.status} in ('OPEN', 'IN_PROGRESS', 'RESOLVED'))`,
    ),
  ],
);
