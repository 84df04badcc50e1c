import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { requestStatusEnum } from "./enums";
import { organizations } from "./organizations";
import { shifts } from "./schedules";
import { users } from "./users";

/**
 * A claim of a published open shift by someone who could work it (docs/api.md, The employee side); it
 * disappears with the shift or the person. Decided like a swap (docs/decisions/060-employee-side.md).
 */
export const openShiftRequests = pgTable(
  "open_shift_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shiftId: integer()
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    status: requestStatusEnum().notNull().default("pending"),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The decider's optional reason, shown to the requester. */
    decisionNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("open_shift_requests_tenant_idx").on(t.tenantId),
    index("open_shift_requests_user_idx").on(t.userId),
    index("open_shift_requests_shift_idx").on(t.shiftId),
  ],
);

/** One person's in-app notification: what happened, in words, and where to look. */
export const notifications = pgTable(
  "notifications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    message: text().notNull(),
    /** The app path that shows it ("/requests", "/schedule"), or null. */
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_tenant_idx").on(t.tenantId),
    index("notifications_user_idx").on(t.userId, t.id),
  ],
);

/**
 * The secret of a person's calendar address (`/api/calendar/<token>.ics`). Kept as given, since the
 * address is shown again; resetting replaces it. One per person.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_user_key").on(t.userId),
    uniqueIndex("calendar_feeds_token_key").on(t.token),
    index("calendar_feeds_tenant_idx").on(t.tenantId),
  ],
);
