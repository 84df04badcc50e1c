import { and, eq } from "drizzle-orm";
import type { Forecast } from "../../domain/schemas/demand";
import type { Db } from "../db/client";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";
import { historySummary, readHistory } from "./history";
import { forecastFromHistory } from "./model";

/**
 * The forecast of a store's week (docs/product.md, Demand; DESIGN §9; docs/decisions/070): daily sales
 * and covers from MSTL + AutoETS on the history before the week, each day spread over the store's
 * 15-minute slots by its intraday shape, with the method's own backtest against seasonal naive. The
 * signature is the contract the routes, "apply" and the web app use; the model itself is pure
 * (./model.ts), so `npm run bench:forecast` runs the same code without a database.
 */
export async function forecastWeek(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<Forecast> {
  const [store] = await db
    .select({ openTime: stores.openTime, closeTime: stores.closeTime })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) throw notFound("Store");
  const [rows, history] = await Promise.all([
    readHistory(db, tenantId, storeId, weekStart),
    historySummary(db, tenantId, storeId, weekStart),
  ]);
  return forecastFromHistory({ ...store, rows, weekStart, history });
}
