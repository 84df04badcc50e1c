import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { dayOfWeekEnum } from "./enums";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { stores } from "./stores";

/** Required headcount per store, position, weekday and 15-minute slot; the unique key makes upserts race-free. */
export const staffingTemplates = pgTable(
  "staffing_templates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    dayOfWeek: dayOfWeekEnum().notNull(),
    timeSlot: text().notNull(),
    requiredHeadcount: integer().notNull().default(0),
  },
  (t) => [
    unique("staffing_templates_slot_key").on(t.storeId, t.positionId, t.dayOfWeek, t.timeSlot),
    index("staffing_templates_tenant_idx").on(t.tenantId),
    index("staffing_templates_position_idx").on(t.positionId),
    check("staffing_templates_headcount_check", sql`${t.requiredHeadcount} >= 0`),
  ],
);
