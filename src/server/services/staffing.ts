import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { businessMinute, isInBusinessDay, type DayOfWeek } from "../../domain/time";
import type { DayNeed } from "../../domain/schemas/demand";
import type { StaffingUpsert } from "../../domain/schemas/staffing";
import type { Db } from "../db/client";
import { storeHoursOf } from "../demand/week-needs";
import { positions } from "../db/schema/positions";
import { staffingTemplates as t } from "../db/schema/staffing-templates";
import { invalid, notFound } from "../errors";

const entryColumns = {
  id: t.id,
  storeId: t.storeId,
  positionId: t.positionId,
  dayOfWeek: t.dayOfWeek,
  timeSlot: t.timeSlot,
  requiredHeadcount: t.requiredHeadcount,
};

/**
 * A day's entries in the order of the store's business day: for a store that closes after midnight the
 * slots after midnight ("00:00"-"01:45" of a 17:00-02:00 bar) come last, as the day's small hours
 * (docs/product.md, The real week). Entries outside the hours (kept from before an hours change) sit where
 * their time falls.
 */
export async function listStaffing(db: Db, tenantId: number, storeId: number, day: DayOfWeek) {
  const hours = await storeHoursOf(db, tenantId, storeId);
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
  const hours = await storeHoursOf(db, tenantId, input.storeId);
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

/**
 * 400 naming the first slot outside the business day or given twice for one position: a replaced day
 * holds only needs the grid can show, one per (position, slot).
 */
function assertDayNeeds(needs: readonly DayNeed[], openTime: string, closeTime: string): void {
  const seen = new Set<string>();
  for (const [index, need] of needs.entries()) {
    const key = `${need.positionId}|${need.timeSlot}`;
    if (!isInBusinessDay(need.timeSlot, openTime, closeTime))
      throw invalid([
        {
          path: `${index}.timeSlot`,
          message: `${need.timeSlot} is outside the store's hours (${openTime}-${closeTime})`,
        },
      ]);
    if (seen.has(key))
      throw invalid([
        { path: `${index}.timeSlot`, message: `${need.timeSlot} is given twice for a position` },
      ]);
    seen.add(key);
  }
}

/** 404 when a position is not the organization's (or does not exist), as the per-slot upsert answers. */
async function assertPositions(db: Db, tenantId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, wanted)));
  if (found.length !== wanted.length) throw notFound("Position");
}

/**
 * PUT of a whole day (DESIGN §9, Editing needs): the day's rows become exactly the positive needs given,
 * in one transaction, so an editor saving a selection or a copied day never leaves half a day behind.
 * Slots left out (and zeros) need nobody. Answers the day as GET does.
 */
export async function replaceStaffingDay(
  db: Db,
  tenantId: number,
  storeId: number,
  day: DayOfWeek,
  needs: readonly DayNeed[],
) {
  const hours = await storeHoursOf(db, tenantId, storeId);
  assertDayNeeds(needs, hours.openTime, hours.closeTime);
  await assertPositions(
    db,
    tenantId,
    needs.map((n) => n.positionId),
  );
  const rows = needs
    .filter((n) => n.requiredHeadcount > 0)
    .map((n) => ({ ...n, tenantId, storeId, dayOfWeek: day }));
  await db.transaction(async (tx) => {
    await tx.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.storeId, storeId), eq(t.dayOfWeek, day)));
    if (rows.length) await tx.insert(t).values(rows);
  });
  return listStaffing(db, tenantId, storeId, day);
}
