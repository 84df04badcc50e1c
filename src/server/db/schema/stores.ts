import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { constraintProfiles } from "./constraint-profiles";
import { organizations } from "./organizations";

export const stores = pgTable(
  "stores",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    timezone: text().notNull().default("America/New_York"),
    // Wall-clock times as "HH:MM" text: they compare correctly as strings and need no time-zone handling.
    // A close at or before the open is the next day.
    openTime: text().notNull().default("09:00"),
    closeTime: text().notNull().default("21:00"),
    color: text().notNull().default("#3b82f6"),
    defaultShiftMinLength: integer().notNull().default(240),
    defaultShiftMaxLength: integer().notNull().default(480),
    defaultMealBreakAfter: integer().notNull().default(300),
    defaultMealBreakLength: integer().notNull().default(30),
    defaultRestBreakLength: integer().notNull().default(15),
    /** The compliance profile the engine uses here; null = the defaults of docs/product.md, Entities. */
    constraintProfileId: integer().references(() => constraintProfiles.id, { onDelete: "set null" }),
    /**
     * The store kiosk's secret address (a random token, shown to managers; a new one ends the old); null =
     * no kiosk. Time clock, DESIGN §11.
     */
    kioskToken: text(),
    /** Where the store is, for the time clock's radius check; null = unknown (no punch is flagged). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** A phone punch farther than this from the store is flagged OUTSIDE_RADIUS. */
    clockRadiusM: integer().notNull().default(150),
    /** When true, a phone punch outside the radius (or without a location) is refused, not only flagged. */
    requireLocation: boolean().notNull().default(false),
  },
  (t) => [
    index("stores_tenant_idx").on(t.tenantId),
    uniqueIndex("stores_kiosk_token_idx").on(t.kioskToken),
    check("stores_clock_radius_check", sql`${t.clockRadiusM} between 10 and 100000`),
    // A close at or before the open is the next day (a bar open 17:00-02:00): any pair of times is a
    // business day, so the hours have no check (docs/product.md, The real week).
    check("stores_shift_length_check", sql`${t.defaultShiftMinLength} <= ${t.defaultShiftMaxLength}`),
  ],
);
