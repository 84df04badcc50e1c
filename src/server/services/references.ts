import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { invalid } from "../errors";

interface TenantTable {
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
}

/**
 * A body that names an id of another organization, or one that does not exist, gets 400 with an issue on that
 * field (docs/api.md, Conventions): the same answer for both, so ids of other organizations reveal nothing.
 */
export async function assertIdsInTenant(
  db: Db,
  ref: TenantTable,
  tenantId: number,
  ids: readonly number[],
  path: string,
  what: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: ref.id })
    .from(ref.table)
    .where(and(eq(ref.tenantId, tenantId), inArray(ref.id, wanted)));
  const known = new Set(found.map((row) => row.id as number));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw invalid([{ path, message: `Unknown ${what}: ${missing.join(", ")}` }]);
  }
}
