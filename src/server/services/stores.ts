import { and, asc, eq, sql } from "drizzle-orm";
import { storeIssues, type StoreCreate, type StoreUpdate } from "../../domain/schemas/stores";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { stores } from "../db/schema/stores";
import { insertedRow, notFound, throwIfIssues } from "../errors";
import { hasChanges } from "./patch";
import { assertIdsInTenant } from "./references";

const profileRef = {
  table: constraintProfiles,
  id: constraintProfiles.id,
  tenantId: constraintProfiles.tenantId,
};

function assertProfile(db: Db, tenantId: number, profileId: number | null | undefined) {
  return assertIdsInTenant(
    db,
    profileRef,
    tenantId,
    profileId ? [profileId] : [],
    "constraintProfileId",
    "constraint profile",
  );
}

const storeColumns = {
  id: stores.id,
  name: stores.name,
  timezone: stores.timezone,
  openTime: stores.openTime,
  closeTime: stores.closeTime,
  color: stores.color,
  defaultShiftMinLength: stores.defaultShiftMinLength,
  defaultShiftMaxLength: stores.defaultShiftMaxLength,
  defaultMealBreakAfter: stores.defaultMealBreakAfter,
  defaultMealBreakLength: stores.defaultMealBreakLength,
  defaultRestBreakLength: stores.defaultRestBreakLength,
  constraintProfileId: stores.constraintProfileId,
};

const byId = (tenantId: number, id: number) => and(eq(stores.id, id), eq(stores.tenantId, tenantId));

export function listStores(db: Db, tenantId: number) {
  return db
    .select(storeColumns)
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(sql`lower(${stores.name})`), asc(stores.id));
}

export async function createStore(db: Db, tenantId: number, input: StoreCreate) {
  throwIfIssues(storeIssues(input));
  await assertProfile(db, tenantId, input.constraintProfileId);
  const [store] = await db
    .insert(stores)
    .values({ ...input, tenantId })
    .returning(storeColumns);
  return insertedRow(store);
}

/** Partial update; the cross-field rules are checked on the merged store. */
export async function updateStore(db: Db, tenantId: number, id: number, patch: StoreUpdate) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(storeColumns).from(stores).where(byId(tenantId, id)).for("update");
    if (!current) throw notFound("Store");
    throwIfIssues(storeIssues({ ...current, ...patch }));
    await assertProfile(tx, tenantId, patch.constraintProfileId);
    if (!hasChanges(patch)) return current;
    const [store] = await tx.update(stores).set(patch).where(byId(tenantId, id)).returning(storeColumns);
    if (!store) throw notFound("Store");
    return store;
  });
}

export async function deleteStore(db: Db, tenantId: number, id: number): Promise<void> {
  const deleted = await db.delete(stores).where(byId(tenantId, id)).returning({ id: stores.id });
  if (deleted.length === 0) throw notFound("Store");
}
