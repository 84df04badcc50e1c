import { index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * "You are 10 minutes past your start", told once per published shift: the row is the promise, so two
 * instances sweeping at once tell the person once (time-clock/sweep.ts). The shift id is the published
 * one, which may outlive the live shift: no foreign key to shifts.
 */
export const lateNotices = pgTable(
  "late_notices",
  {
    shiftId: integer().primaryKey(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("late_notices_tenant_idx").on(t.tenantId)],
);
