import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { stores } from "./stores";
import { users } from "./users";

/** The stores where a person works (docs/product.md, Decisions): only they are scheduled there. */
export const employeeStores = pgTable(
  "employee_stores",
  {
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index("employee_stores_tenant_idx").on(t.tenantId),
    index("employee_stores_store_idx").on(t.storeId),
  ],
);
