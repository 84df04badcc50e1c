import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { requestStatusEnum } from "./enums";
import { organizations } from "./organizations";
import { shifts } from "./schedules";
import { users } from "./users";

const decision = {
  status: requestStatusEnum().notNull().default("pending"),
  decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp({ withTimezone: true }),
  /** The decider's optional reason, shown to the requester (a denial's "why"). */
  decisionNote: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const timeOffRequests = pgTable(
  "time_off_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    notes: text(),
    ...decision,
  },
  (t) => [
    index("time_off_requests_tenant_idx").on(t.tenantId),
    index("time_off_requests_user_idx").on(t.userId),
    check("time_off_requests_range_check", sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** A swap of two shifts between two people; it disappears with either shift or either person. */
export const swapRequests = pgTable(
  "swap_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    requestingUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestingShiftId: integer()
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetShiftId: integer()
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    ...decision,
  },
  (t) => [
    index("swap_requests_tenant_idx").on(t.tenantId),
    index("swap_requests_requesting_user_idx").on(t.requestingUserId),
    index("swap_requests_target_user_idx").on(t.targetUserId),
    index("swap_requests_requesting_shift_idx").on(t.requestingShiftId),
    index("swap_requests_target_shift_idx").on(t.targetShiftId),
  ],
);
