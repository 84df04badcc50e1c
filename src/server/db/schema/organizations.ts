import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The tenant. Every other table carries `tenant_id` pointing here; deleting an organization removes all of it. */
export const organizations = pgTable("organizations", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
