import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { PublishedShift } from "../../../domain/schemas/schedules";
import { organizations } from "./organizations";
import { schedules } from "./schedules";
import { stores } from "./stores";
import { users } from "./users";

/**
 * Fair Workweek records (DESIGN §12, docs/product.md "Fair Workweek"): every posted version, change,
 * premium and consent, kept for years as the laws require. Rows outlive their schedule, store and people
 * (set null): the names are copied in.
 * `kind`: POSTED (a publish; `after` holds the whole posted week), ADDED, REMOVED, CHANGED (one change
 * published, with its premium), CONSENT_ASKED, CONSENT_ACCEPTED, CONSENT_DECLINED.
 */
export const fairWorkweekRecords = pgTable(
  "fair_workweek_records",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer().references(() => stores.id, { onDelete: "set null" }),
    storeName: text().notNull(),
    scheduleId: integer().references(() => schedules.id, { onDelete: "set null" }),
    weekStartDate: date({ mode: "string" }).notNull(),
    /** The schedule's version this record belongs to (the published version for a publish). */
    version: integer().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer().references(() => users.id, { onDelete: "set null" }),
    recordedByName: text().notNull(),
    kind: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    personName: text(),
    before: jsonb().$type<PublishedShift | null>(),
    after: jsonb().$type<PublishedShift | PublishedShift[] | null>(),
    lateChange: boolean().notNull().default(false),
    /** Hours of notice the change gave, at the moment it was published. */
    noticeHours: real(),
    premium: doublePrecision().notNull().default(0),
    /** The premium in words ("1 hour of pay"), or why none. */
    premiumNote: text(),
    pack: text().notNull(),
  },
  (t) => [
    index("fair_workweek_records_store_idx").on(t.tenantId, t.storeId, t.weekStartDate),
    index("fair_workweek_records_schedule_idx").on(t.scheduleId),
  ],
);

export const CONSENT_STATUSES = ["PENDING", "ACCEPTED", "DECLINED"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * A change after posting that needs the employee's agreement (the pack says so): asked when the manager
 * publishes; the person's posted shift stands until they accept, and stays if they decline.
 * `before` is the posted shift that day (null: none), `after` the shift asked for.
 */
export const changeConsents = pgTable(
  "change_consents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scheduleId: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The business day the change is on. */
    date: date({ mode: "string" }).notNull(),
    /** LATE_CHANGE (hours added or moved inside the notice) or CLOPENING. */
    reason: text().notNull(),
    before: jsonb().$type<PublishedShift | null>(),
    after: jsonb().$type<PublishedShift>().notNull(),
    premium: doublePrecision().notNull().default(0),
    status: text().$type<ConsentStatus>().notNull().default("PENDING"),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    requestedBy: integer().references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("change_consents_schedule_idx").on(t.tenantId, t.scheduleId),
    index("change_consents_user_idx").on(t.tenantId, t.userId, t.status),
  ],
);

/**
 * A good-faith estimate of a person's weekly hours and days (given at hire, updated since): every version
 * is kept with who set it and when; the newest is the current one.
 */
export const goodFaithEstimates = pgTable(
  "good_faith_estimates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weeklyHours: real().notNull(),
    weeklyDays: integer().notNull(),
    note: text(),
    setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    setBy: integer().references(() => users.id, { onDelete: "set null" }),
    setByName: text().notNull(),
  },
  (t) => [index("good_faith_estimates_user_idx").on(t.tenantId, t.userId, t.setAt)],
);
