import { and, asc, eq, sql } from "drizzle-orm";
import type { PositionCreate, PositionUpdate } from "../../domain/schemas/positions";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";
import {
  conflict,
  FOREIGN_KEY_VIOLATION,
  insertedRow,
  notFound,
  RESTRICT_VIOLATION,
  sqlState,
} from "../errors";
import { hasChanges } from "./patch";

const positionColumns = {
  id: positions.id,
  name: positions.name,
  description: positions.description,
  color: positions.color,
  isActive: positions.isActive,
  requiresTrainer: positions.requiresTrainer,
  sortOrder: positions.sortOrder,
};

const byId = (tenantId: number, id: number) => and(eq(positions.id, id), eq(positions.tenantId, tenantId));

export function listPositions(db: Db, tenantId: number) {
  return db
    .select(positionColumns)
    .from(positions)
    .where(eq(positions.tenantId, tenantId))
    .orderBy(asc(positions.sortOrder), asc(sql`lower(${positions.name})`), asc(positions.id));
}

export async function findPosition(db: Db, tenantId: number, id: number) {
  const [position] = await db.select(positionColumns).from(positions).where(byId(tenantId, id));
  if (!position) throw notFound("Position");
  return position;
}

export async function createPosition(db: Db, tenantId: number, input: PositionCreate) {
  const [position] = await db
    .insert(positions)
    .values({ ...input, tenantId })
    .returning(positionColumns);
  return insertedRow(position);
}

export async function updatePosition(db: Db, tenantId: number, id: number, patch: PositionUpdate) {
  if (!hasChanges(patch)) return findPosition(db, tenantId, id);
  const [position] = await db
    .update(positions)
    .set(patch)
    .where(byId(tenantId, id))
    .returning(positionColumns);
  if (!position) throw notFound("Position");
  return position;
}

/** Shifts keep their position (ON DELETE RESTRICT): a position in use is deactivated, not deleted. */
export async function deletePosition(db: Db, tenantId: number, id: number): Promise<void> {
  let deleted: unknown[];
  try {
    deleted = await db.delete(positions).where(byId(tenantId, id)).returning({ id: positions.id });
  } catch (error) {
    const state = sqlState(error);
    if (state === RESTRICT_VIOLATION || state === FOREIGN_KEY_VIOLATION) {
      throw conflict("This position is used by scheduled shifts; mark it inactive instead");
    }
    throw error;
  }
  if (deleted.length === 0) throw notFound("Position");
}
