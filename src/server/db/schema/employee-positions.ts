import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { users } from "./users";

/** Which positions a person is qualified for; the scheduling engine only assigns qualified people. */
export const employeePositions = pgTable(
  "employee_positions",
  {
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    positionId: integer()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index("employee_positions_tenant_idx").on(t.tenantId),
    index("employee_positions_position_idx").on(t.positionId),
  ],
);
