import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { scheduleStatusEnum } from "./enums";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { stores } from "./stores";
import { users } from "./users";

/** One week of one store (DESIGN §6). */
export const schedules = pgTable(
  "schedules",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekStartDate: date({ mode: "string" }).notNull(),
    status: scheduleStatusEnum().notNull().default("DRAFT"),
    isLocked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("schedules_store_week_key").on(t.storeId, t.weekStartDate), index("schedules_tenant_idx").on(t.tenantId)],
);

/**
 * A shift of a schedule. `userId` null = an open shift. Deleting the person leaves the shift open (the
 * schedule's history stays); a position cannot be deleted while shifts use it (deactivate it instead).
 */
export const shifts = pgTable(
  "shifts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: "restrict" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    date: date({ mode: "string" }).notNull(),
    // "HH:MM"; an end of "24:00" (midnight) still sorts after every start.
    startTime: text().notNull(),
    endTime: text().notNull(),
    breakMinutes: integer().notNull().default(0),
  },
  (t) => [
    index("shifts_tenant_idx").on(t.tenantId),
    index("shifts_schedule_idx").on(t.scheduleId),
    index("shifts_user_idx").on(t.userId),
    index("shifts_position_idx").on(t.positionId),
    check("shifts_range_check", sql`${t.startTime} < ${t.endTime}`),
    check("shifts_break_check", sql`${t.breakMinutes} >= 0`),
  ],
);
