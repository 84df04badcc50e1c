import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, unique } from "drizzle-orm/pg-core";
import { dayOfWeekEnum } from "./enums";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { stores } from "./stores";

/**
 * The labor budget of one store, position and weekday (docs/api.md, Labor and figures); no row = no target.
 */
export const laborTargets = pgTable(
  "labor_targets",
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
    /** In the organization's currency, 2 decimals. */
    budget: numeric({ precision: 12, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    unique("labor_targets_cell_key").on(t.storeId, t.positionId, t.dayOfWeek),
    index("labor_targets_tenant_idx").on(t.tenantId),
    index("labor_targets_position_idx").on(t.positionId),
    check("labor_targets_budget_check", sql`${t.budget} >= 0`),
  ],
);
