import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { globalRoleEnum } from "./enums";
import { organizations } from "./organizations";

/**
 * A person who signs in; the employee fields of docs/product.md, Entities live on the same row (one person,
 * one record).
 */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    username: text().notNull(),
    passwordHash: text().notNull(),
    email: text(),
    fullName: text(),
    /** As entered (domain phoneSchema); null = not known. */
    phone: text(),
    globalRole: globalRoleEnum().notNull().default("EMPLOYEE"),
    dateOfBirth: date({ mode: "string" }),
    desiredWeeklyHours: integer().notNull().default(30),
    maxConsecutiveDays: integer().notNull().default(5),
    isTrainerEligible: boolean().notNull().default(false),
    /** Per hour in the organization's currency; null = unknown (labor cost counts it as 0). */
    hourlyWage: numeric({ precision: 10, scale: 2, mode: "number" }),
    /** Set when an admin invites the person with a one-time password: nothing else works until it is changed. */
    mustChangePassword: boolean().notNull().default(false),
    /** The personal 4-6 digit time-clock PIN for store kiosks, hashed; null = none set. */
    clockPinHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique system-wide and case-insensitively: "Admin" and "admin" are one login.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_tenant_idx").on(t.tenantId),
    check("users_desired_hours_check", sql`${t.desiredWeeklyHours} between 0 and 168`),
    check("users_max_consecutive_check", sql`${t.maxConsecutiveDays} between 1 and 14`),
    check("users_hourly_wage_check", sql`${t.hourlyWage} >= 0`),
  ],
);
