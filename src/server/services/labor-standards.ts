import { and, asc, eq } from "drizzle-orm";
import type { LaborStandard } from "../../domain/schemas/demand";
import type { Db } from "../db/client";
import { laborStandards } from "../db/schema/demand";
import { positions } from "../db/schema/positions";
import { invalid, type Issue } from "../errors";
import { assertStoreInTenant } from "./labor-targets";
import { assertIdsInTenant } from "./references";

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };

/** A store's labor standards, one per position, by position id. */
export async function listLaborStandards(
  db: Db,
  tenantId: number,
  storeId: number,
): Promise<LaborStandard[]> {
  await assertStoreInTenant(db, tenantId, storeId);
  return readLaborStandards(db, tenantId, storeId);
}

/** The same without the store check, for callers that made it (the forecast's needs). */
export async function readLaborStandards(
  db: Db,
  tenantId: number,
  storeId: number,
): Promise<LaborStandard[]> {
  const rows = await db
    .select()
    .from(laborStandards)
    .where(and(eq(laborStandards.tenantId, tenantId), eq(laborStandards.storeId, storeId)))
    .orderBy(asc(laborStandards.positionId));
  return rows.map((r) => ({
    positionId: r.positionId,
    driver: r.driver,
    perPerson: r.perPerson,
    min: r.minHeadcount,
    max: r.maxHeadcount,
    beforeOpenMinutes: r.beforeOpenMinutes,
    afterCloseMinutes: r.afterCloseMinutes,
  }));
}

/**
 * `PUT /api/labor-standards?storeId`: the store's standards become exactly this list, in one
 * transaction. A position twice is a 400, as is one that is not the organization's (docs/api.md,
 * Conventions: the same answer for unknown and foreign ids).
 */
export async function replaceLaborStandards(
  db: Db,
  tenantId: number,
  storeId: number,
  standards: LaborStandard[],
): Promise<LaborStandard[]> {
  await assertStoreInTenant(db, tenantId, storeId);
  const seen = new Set<number>();
  const issues: Issue[] = [];
  standards.forEach((s, i) => {
    if (seen.has(s.positionId))
      issues.push({ path: `${i}.positionId`, message: `Position ${s.positionId} has two standards` });
    seen.add(s.positionId);
  });
  if (issues.length) throw invalid(issues);
  await assertIdsInTenant(db, positionRef, tenantId, [...seen], "positionId", "position");
  await db.transaction(async (tx) => {
    await tx
      .delete(laborStandards)
      .where(and(eq(laborStandards.tenantId, tenantId), eq(laborStandards.storeId, storeId)));
    if (standards.length)
      await tx.insert(laborStandards).values(
        standards.map((s) => ({
          tenantId,
          storeId,
          positionId: s.positionId,
          driver: s.driver,
          perPerson: s.perPerson,
          minHeadcount: s.min,
          maxHeadcount: s.max,
          beforeOpenMinutes: s.beforeOpenMinutes,
          afterCloseMinutes: s.afterCloseMinutes,
        })),
      );
  });
  return readLaborStandards(db, tenantId, storeId);
}
