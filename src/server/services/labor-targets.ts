import { and, asc, eq } from "drizzle-orm";
import { DAYS_OF_WEEK } from "../../domain/time";
import type { LaborTarget } from "../../domain/schemas/labor-targets";
import type { Db } from "../db/client";
import { laborTargets } from "../db/schema/labor-targets";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";
import { assertIdsInTenant } from "./references";

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };

/** 404 for a store of another organization or none (docs/api.md, Conventions). */
export async function assertStoreInTenant(db: Db, tenantId: number, storeId: number): Promise<string> {
  const [store] = await db
    .select({ name: stores.name })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
  return store.name;
}

const dayOrder = (day: string) => DAYS_OF_WEEK.indexOf(day as (typeof DAYS_OF_WEEK)[number]);

/** The store's budgets, by position then Monday-Sunday. */
export async function listLaborTargets(db: Db, tenantId: number, storeId: number): Promise<LaborTarget[]> {
  await assertStoreInTenant(db, tenantId, storeId);
  const rows = await db
    .select({
      positionId: laborTargets.positionId,
      dayOfWeek: laborTargets.dayOfWeek,
      budget: laborTargets.budget,
    })
    .from(laborTargets)
    .where(and(eq(laborTargets.tenantId, tenantId), eq(laborTargets.storeId, storeId)))
    .orderBy(asc(laborTargets.positionId));
  return rows.sort((a, b) => a.positionId - b.positionId || dayOrder(a.dayOfWeek) - dayOrder(b.dayOfWeek));
}

/** PUT: the store's budgets become exactly these (one transaction; positions must be the organization's). */
export async function replaceLaborTargets(
  db: Db,
  tenantId: number,
  storeId: number,
  targets: LaborTarget[],
): Promise<LaborTarget[]> {
  await assertStoreInTenant(db, tenantId, storeId);
  await assertIdsInTenant(
    db,
    positionRef,
    tenantId,
    targets.map((t) => t.positionId),
    "positionId",
    "position",
  );
  await db.transaction(async (tx) => {
    await tx
      .delete(laborTargets)
      .where(and(eq(laborTargets.tenantId, tenantId), eq(laborTargets.storeId, storeId)));
    if (targets.length)
      await tx.insert(laborTargets).values(targets.map((t) => ({ ...t, tenantId, storeId })));
  });
  return listLaborTargets(db, tenantId, storeId);
}
