import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { StoreClock, StoreClockUpdate } from "../../domain/schemas/time-clock";
import type { Db } from "../db/client";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";

/** A store's time clock settings and kiosk address, for those who manage stores (docs/api.md, Time clock). */

const columns = {
  storeId: stores.id,
  kioskToken: stores.kioskToken,
  latitude: stores.latitude,
  longitude: stores.longitude,
  clockRadiusM: stores.clockRadiusM,
  requireLocation: stores.requireLocation,
};
const byId = (tenantId: number, id: number) => and(eq(stores.id, id), eq(stores.tenantId, tenantId));

function toStoreClock({ kioskToken, ...row }: { kioskToken: string | null } & Omit<StoreClock, "kioskPath">) {
  return { ...row, kioskPath: kioskToken ? `/kiosk/${kioskToken}` : null };
}

export async function storeClock(db: Db, tenantId: number, storeId: number): Promise<StoreClock> {
  const [row] = await db.select(columns).from(stores).where(byId(tenantId, storeId));
  if (!row) throw notFound("Store");
  return toStoreClock(row);
}

export async function updateStoreClock(
  db: Db,
  tenantId: number,
  storeId: number,
  patch: StoreClockUpdate,
): Promise<StoreClock> {
  if (Object.keys(patch).length === 0) return storeClock(db, tenantId, storeId);
  const [row] = await db.update(stores).set(patch).where(byId(tenantId, storeId)).returning(columns);
  if (!row) throw notFound("Store");
  return toStoreClock(row);
}

/** A new kiosk address (128 random bits, base64url): the old one stops working at once. */
export async function rotateKiosk(db: Db, tenantId: number, storeId: number): Promise<StoreClock> {
  const [row] = await db
    .update(stores)
    .set({ kioskToken: randomBytes(16).toString("base64url") })
    .where(byId(tenantId, storeId))
    .returning(columns);
  if (!row) throw notFound("Store");
  return toStoreClock(row);
}

export async function turnOffKiosk(db: Db, tenantId: number, storeId: number): Promise<void> {
  const [row] = await db
    .update(stores)
    .set({ kioskToken: null })
    .where(byId(tenantId, storeId))
    .returning({ id: stores.id });
  if (!row) throw notFound("Store");
}
