import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The tenant. Every other table carries `tenant_id` pointing here; deleting an organization removes all of it. */
export const organizations = pgTable(
  "organizations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /**
     * The seeded demo organization (docs/decisions/071-first-day.md): only while one exists does /login list
     * the demo accounts, and only inside it does Admin show their passwords.
     */
    isDemo: boolean().notNull().default(false),
    /** ISO 4217 code every money figure is in (wages, budgets, costs); shown with the amount, never bare. */
    currency: text().notNull().default("USD"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("organizations_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);
