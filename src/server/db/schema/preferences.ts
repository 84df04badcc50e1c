import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable } from "drizzle-orm/pg-core";
import { shiftTypeEnum } from "./enums";
import { organizations } from "./organizations";
import { users } from "./users";

/** One row per user: the user id is the key. */
export const preferences = pgTable(
  "preferences",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    preferredShiftType: shiftTypeEnum().notNull().default("MID"),
    prefersWeekends: boolean().notNull().default(false),
    desiredHoursMin: integer().notNull().default(20),
    desiredHoursMax: integer().notNull().default(40),
    maxConsecutiveDays: integer().notNull().default(5),
  },
  (t) => [
    index("preferences_tenant_idx").on(t.tenantId),
    check("preferences_hours_check", sql`${t.desiredHoursMin} <= ${t.desiredHoursMax}`),
  ],
);
