import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { dayOfWeekEnum } from "./enums";
import { organizations } from "./organizations";
import { users } from "./users";

export const availabilityWindows = pgTable(
  "availability_windows",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dayOfWeek: dayOfWeekEnum().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    isAvailable: boolean().notNull().default(true),
  },
  (t) => [
    index("availability_tenant_idx").on(t.tenantId),
    index("availability_user_idx").on(t.userId),
    // An end at or before the start is the next day (an overnight window, docs/product.md, The real
    // week); an end equal to the start would be a whole day, which a window of one day cannot be.
    check("availability_range_check", sql`${t.startTime} <> ${t.endTime}`),
  ],
);
