import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

// "An open shift I could work" (OPEN_SHIFT, docs/decisions/083-open-shift-offers.md): publishing records
// the open shifts to announce, and the sweep (schedules/open-shift-sweep.ts) tells the people who could work
// them, off the request. The shift ids are the published ones, which may outlive the live shift: no
// foreign key to shifts.

/**
 * An open shift of a published week, waiting to be announced. Written in the publish's transaction; the
 * instance whose DELETE takes the row announces it (two instances sweeping at once: one wins).
 */
export const openShiftOffers = pgTable(
  "open_shift_offers",
  {
    shiftId: integer().primaryKey(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    scheduleId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("open_shift_offers_tenant_idx").on(t.tenantId)],
);

/** This person was told of this open shift: once per shift and person, whatever publishes follow. */
export const openShiftAnnouncements = pgTable(
  "open_shift_announcements",
  {
    shiftId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    notifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shiftId, t.userId] }),
    index("open_shift_announcements_tenant_idx").on(t.tenantId),
  ],
);
