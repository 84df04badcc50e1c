import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

// Reaching people outside the app (docs/decisions/077-email.md): per-person channels, email waiting to be
// sent, and single-use links for invites and password resets.

/** One person's channels for one kind of notification; a missing row = the defaults (notify/preferences.ts). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    push: boolean().notNull(),
  },
  (t) => [
    uniqueIndex("notification_preferences_user_kind_idx").on(t.userId, t.kind),
    index("notification_preferences_tenant_idx").on(t.tenantId),
  ],
);

/**
 * An email to send, written in the same transaction as the notification it carries, so a message is
 * never lost and never sent for a change that rolled back. Any instance sends it (SKIP LOCKED); a failure
 * is tried again later (`nextAttemptAt`). No tenant_id: it is reached only through its person.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    /** What to write: the notification's words, link and per-person detail lines (notify/mail-content.ts). */
    content: jsonb().notNull(),
    status: text({ enum: ["PENDING", "SENT", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * A single-use link to set a password (INVITE) or a new one (RESET): only the SHA-256 of its secret is
 * kept, it expires, and using it stamps `usedAt`. No tenant_id: it is reached only through its person.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["INVITE", "RESET"] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_tokens_user_idx").on(t.userId),
    check("auth_tokens_kind_check", sql`${t.kind} in ('INVITE', 'RESET')`),
  ],
);
