import { and, asc, eq, sql } from "drizzle-orm";
import { businessMinute, isInBusinessDay, type DayOfWeek } from "../../domain/time";
import type { StaffingUpsert } from "../../domain/schemas/staffing";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { staffingTemplates as t } from "../db/schema/staffing-templates";
import { stores } from "../db/schema/stores";
import { invalid, notFound } from "../errors";

const entryColumns = {
  id: t.id,
  storeId: t.storeId,
  positionId: t.positionId,
  dayOfWeek: t.dayOfWeek,
  timeSlot: t.timeSlot,
  requiredHeadcount: t.requiredHeadcount,
};

async function storeHours(db: Db, tenantId: number, storeId: number) {
  const [store] = await db
    .select({ openTime: stores.openTime, closeTime: stores.closeTime })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
  return store;
}

/**
 * A day's entries in the order of the store's business day: for a store that closes after midnight the
 * slots after midnight ("00:00"-"01:45" of a 17:00-02:00 bar) come last, as the day's small hours
 * (docs/product.md, The real week). Entries outside the hours (kept from before an hours change) sit where
 * their time falls.
 */
export async function listStaffing(db: Db, tenantId: number, storeId: number, day: DayOfWeek) {
  const hours = await storeHours(db, tenantId, storeId);
  const rows = await db
    .select(entryColumns)
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.storeId, storeId), eq(t.dayOfWeek, day)))
    .orderBy(asc(t.timeSlot), asc(t.positionId));
  const minute = (slot: string) => businessMinute(slot, hours.openTime, hours.closeTime);
  return rows.sort((a, b) => minute(a.timeSlot) - minute(b.timeSlot) || a.positionId - b.positionId);
}

/**
 * Sets the absolute headcount of one slot of the store's business day (FRIDAY's "01:00" of a store open
 * 17:00-02:00 is Saturday 01:00, docs/product.md, The real week). INSERT … ON CONFLICT DO UPDATE makes rapid clicks (several
 * requests racing for the same slot) end in one row holding the last value written, never a 500.
 */
export async function upsertStaffing(db: Db, tenantId: number, input: StaffingUpsert) {
  const hours = await storeHours(db, tenantId, input.storeId);
  // A need only inside the business day; 0 is always accepted, so a need left outside by an hours change
  // can be cleared (docs/api.md, Staffing).
  if (input.requiredHeadcount > 0 && !isInBusinessDay(input.timeSlot, hours.openTime, hours.closeTime))
    throw invalid([
      {
        path: "timeSlot",
        message: `Outside the store's hours (${hours.openTime}-${hours.closeTime})`,
      },
    ]);
  const [position] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, input.positionId), eq(positions.tenantId, tenantId)));
  if (!position) throw notFound("Position");
  const [row] = await db
    .insert(t)
    .values({ ...input, tenantId })
    .onConflictDoUpdate({
      target: [t.storeId, t.positionId, t.dayOfWeek, t.timeSlot],
      set: { requiredHeadcount: input.requiredHeadcount },
    })
    // xmax = 0 only on a freshly inserted row: tells a create (201) from an update (200).
    .returning({ ...entryColumns, isNew: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("staffing upsert returned nothing");
  const { isNew, ...entry } = row;
  return { entry, isNew };
}
