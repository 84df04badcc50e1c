import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { shifts } from "./schedules";
import { stores } from "./stores";
import { users } from "./users";

/**
 * The time clock (docs/product.md, Time clock; DESIGN §11): what people actually worked, punched from their
 * own phone or a store's kiosk. OPEN while clocked in, PENDING once clocked out (a manager has not approved
 * it), APPROVED once approved; only APPROVED entries count as actual hours.
 */
export const TIME_ENTRY_STATUSES = ["OPEN", "PENDING", "APPROVED"] as const;
export const timeEntryStatusEnum = pgEnum("time_entry_status", TIME_ENTRY_STATUSES);

/** Where a punch came from: the person's own phone or browser, a store kiosk, or a manager's edit. */
export const PUNCH_SOURCES = ["ME", "KIOSK", "MANAGER"] as const;
export const punchSourceEnum = pgEnum("punch_source", PUNCH_SOURCES);

/** A break inside a time entry, as punched: `end` null while the break runs. ISO instants. */
export interface TimeEntryBreak {
  start: string;
  end: string | null;
}

/** Where a phone punch was made, asked for at that moment only; `distanceM` from the store, when known. */
export interface PunchLocation {
  latitude: number;
  longitude: number;
  accuracyM: number | null;
  distanceM: number | null;
}

export const timeEntries = pgTable(
  "time_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    positionId: integer().references(() => positions.id, { onDelete: "set null" }),
    /** The scheduled shift this entry works; null = unscheduled (flagged). */
    shiftId: integer().references(() => shifts.id, { onDelete: "set null" }),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    /** Null while the person is clocked in. */
    clockOut: timestamp({ withTimezone: true }),
    breaks: jsonb().$type<TimeEntryBreak[]>().notNull().default([]),
    /** Facts found at the punch or later (UNSCHEDULED, OUTSIDE_RADIUS, MISSED_CLOCK_OUT, …). */
    flags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: timeEntryStatusEnum().notNull().default("OPEN"),
    source: punchSourceEnum().notNull().default("ME"),
    /** The clock-in's location (phone punches, when the person allowed it). */
    location: jsonb().$type<PunchLocation>(),
    approvedBy: integer().references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("time_entries_tenant_store_idx").on(t.tenantId, t.storeId, t.clockIn),
    index("time_entries_user_idx").on(t.userId, t.clockIn),
    index("time_entries_shift_idx").on(t.shiftId),
    // One open entry per person, whichever instance takes the punch: clocking in twice is refused.
    uniqueIndex("time_entries_one_open_idx")
      .on(t.userId)
      .where(sql`${t.clockOut} is null`),
    check("time_entries_range_check", sql`${t.clockOut} is null or ${t.clockOut} > ${t.clockIn}`),
    check("time_entries_status_check", sql`(${t.status} = 'OPEN') = (${t.clockOut} is null)`),
  ],
);

/** Every change a manager made to a time entry, with its required reason: kept and shown, never edited. */
export const timeEntryEdits = pgTable(
  "time_entry_edits",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    entryId: integer()
      .notNull()
      .references(() => timeEntries.id, { onDelete: "cascade" }),
    byUserId: integer().references(() => users.id, { onDelete: "set null" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** clockIn, clockOut, breaks, positionId, status, created, … */
    field: text().notNull(),
    before: text(),
    after: text(),
    reason: text().notNull(),
  },
  (t) => [index("time_entry_edits_entry_idx").on(t.tenantId, t.entryId)],
);

/**
 * Failed kiosk PINs per store and person: five in a row lock that person out of that kiosk for five
 * minutes (shared by every instance, so a brute force cannot spread over them).
 */
export const kioskAttempts = pgTable(
  "kiosk_attempts",
  {
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failures: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("kiosk_attempts_store_user_idx").on(t.storeId, t.userId)],
);
