import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { stores } from "./stores";

/**
 * How a demand driver becomes people, per store and position (docs/product.md, Demand): "Server: 1 per 20
 * covers an hour, at least 1 while open, at most 6", plus the minutes staffed before the open and after
 * the close (at `minHeadcount`). FIXED has no `perPerson`: `minHeadcount` while open.
 */
export const laborStandards = pgTable(
  "labor_standards",
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
    driver: text({ enum: ["SALES", "COVERS", "FIXED"] }).notNull(),
    /** Driver units per person per hour (sales in the organization's currency, or covers). */
    perPerson: numeric({ precision: 12, scale: 2, mode: "number" }),
    minHeadcount: integer().notNull().default(0),
    maxHeadcount: integer().notNull(),
    beforeOpenMinutes: integer().notNull().default(0),
    afterCloseMinutes: integer().notNull().default(0),
  },
  (t) => [
    unique("labor_standards_position_key").on(t.storeId, t.positionId),
    index("labor_standards_tenant_idx").on(t.tenantId),
    index("labor_standards_position_idx").on(t.positionId),
    check("labor_standards_driver_check", sql`${t.driver} IN ('SALES', 'COVERS', 'FIXED')`),
    check(
      "labor_standards_per_person_check",
      sql`(${t.driver} = 'FIXED') = (${t.perPerson} IS NULL) AND (${t.perPerson} IS NULL OR ${t.perPerson} > 0)`,
    ),
    check(
      "labor_standards_range_check",
      sql`${t.minHeadcount} >= 0 AND ${t.maxHeadcount} >= ${t.minHeadcount}`,
    ),
    check("labor_standards_margins_check", sql`${t.beforeOpenMinutes} >= 0 AND ${t.afterCloseMinutes} >= 0`),
  ],
);

/**
 * A store's sales history (docs/product.md, Demand): one row per day (`time` null) or per interval of a
 * day (`time` "HH:MM", intraday rows from a POS export). A day's total is its rows' sum. A later import
 * replaces every row of the dates it holds.
 */
export const salesHistory = pgTable(
  "sales_history",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    time: text(),
    sales: numeric({ precision: 14, scale: 2, mode: "number" }),
    covers: numeric({ precision: 12, scale: 2, mode: "number" }),
  },
  (t) => [
    unique("sales_history_row_key").on(t.storeId, t.date, t.time).nullsNotDistinct(),
    index("sales_history_tenant_idx").on(t.tenantId),
    check("sales_history_values_check", sql`coalesce(${t.sales}, 0) >= 0 AND coalesce(${t.covers}, 0) >= 0`),
  ],
);

/**
 * A week whose needs are its own (a forecast applied, or edited for that week): a run of the week reads
 * its `staffing_week_needs` (a slot without a row needs nobody) instead of the weekday templates. No row
 * here = the templates.
 */
export const staffingWeeks = pgTable(
  "staffing_weeks",
  {
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekStart: date({ mode: "string" }).notNull(),
    /** FORECAST: written by "apply"; MANUAL: a week edited by hand from the templates. */
    source: text({ enum: ["FORECAST", "MANUAL"] }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.weekStart] }),
    index("staffing_weeks_tenant_idx").on(t.tenantId),
  ],
);

/**
 * One week's need per position and 15-minute slot of a business day (`date` is the business day: a
 * FRIDAY-night "01:00" slot of a bar is on Friday's date, as in the templates).
 */
export const staffingWeekNeeds = pgTable(
  "staffing_week_needs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    weekStart: date({ mode: "string" }).notNull(),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    timeSlot: text().notNull(),
    requiredHeadcount: integer().notNull(),
  },
  (t) => [
    unique("staffing_week_needs_slot_key").on(t.storeId, t.positionId, t.date, t.timeSlot),
    index("staffing_week_needs_week_idx").on(t.storeId, t.weekStart),
    index("staffing_week_needs_tenant_idx").on(t.tenantId),
    index("staffing_week_needs_position_idx").on(t.positionId),
    check("staffing_week_needs_headcount_check", sql`${t.requiredHeadcount} >= 0`),
  ],
);
