import { and, asc, eq, sql } from "drizzle-orm";
import type { DayOfWeek } from "../../domain/time";
import type { StaffingUpsert } from "../../domain/schemas/staffing";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import { staffingTemplates as t } from "../db/schema/staffing-templates";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";

const entryColumns = {
  id: t.id,
  storeId: t.storeId,
  positionId: t.positionId,
  dayOfWeek: t.dayOfWeek,
  timeSlot: t.timeSlot,
  requiredHeadcount: t.requiredHeadcount,
};

async function assertStore(db: Db, tenantId: number, storeId: number) {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
}

export async function listStaffing(db: Db, tenantId: number, storeId: number, day: DayOfWeek) {
  await assertStore(db, tenantId, storeId);
  return db
    .select(entryColumns)
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.storeId, storeId), eq(t.dayOfWeek, day)))
    .orderBy(asc(t.timeSlot), asc(t.positionId));
}

/**
 * Sets the absolute headcount of one slot. INSERT … ON CONFLICT DO UPDATE makes rapid clicks (several
 * requests racing for the same slot) end in one row holding the last value written, never a 500.
 */
export async function upsertStaffing(db: Db, tenantId: number, input: StaffingUpsert) {
  await assertStore(db, tenantId, input.storeId);
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
