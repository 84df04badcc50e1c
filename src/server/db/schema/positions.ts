import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

export const positions = pgTable(
  "positions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    color: text().notNull().default("#3b82f6"),
    isActive: boolean().notNull().default(true),
    requiresTrainer: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("positions_tenant_idx").on(t.tenantId)],
);
