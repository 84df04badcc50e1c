import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Forecast } from "../../domain/schemas/demand";
import { addDays, businessSlots } from "../../domain/time";
import type { Db } from "../db/client";
import { salesHistory } from "../db/schema/demand";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";

/**
 * The forecast of a store's week (docs/product.md, Demand; DESIGN §9): daily sales and covers, each day
 * spread over the store's 15-minute slots.
 *
 * FOUNDATION (replaced by the forecasting work of issue 30): the mean of the same weekday over the last
 * four weeks of history, spread evenly over the opening hours, no backtest. The signature is the contract
 * the routes, "apply" and the web app use.
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
  const from = addDays(weekStart, -28);
  const rows = await db
    .select({ date: salesHistory.date, sales: salesHistory.sales, covers: salesHistory.covers })
    .from(salesHistory)
    .where(
      and(
        eq(salesHistory.tenantId, tenantId),
        eq(salesHistory.storeId, storeId),
        gte(salesHistory.date, from),
        lt(salesHistory.date, weekStart),
      ),
    )
    .orderBy(asc(salesHistory.date));
  const totals = new Map<string, { sales: number; covers: number }>();
  for (const r of rows) {
    const day = totals.get(r.date) ?? { sales: 0, covers: 0 };
    day.sales += r.sales ?? 0;
    day.covers += r.covers ?? 0;
    totals.set(r.date, day);
  }
  const history = { from: rows[0]?.date ?? null, to: rows.at(-1)?.date ?? null, days: totals.size };
  if (totals.size < 28)
    return {
      method: "NONE",
      reason: "Fewer than 4 weeks of sales history",
      history,
      days: [],
      backtest: null,
    };
  const slots = businessSlots(store.openTime, store.closeTime);
  const days = Array.from({ length: 7 }, (_, d) => {
    const date = addDays(weekStart, d);
    const past = [1, 2, 3, 4].map((w) => totals.get(addDays(date, -7 * w)) ?? { sales: 0, covers: 0 });
    const sales = past.reduce((sum, p) => sum + p.sales, 0) / past.length;
    const covers = past.reduce((sum, p) => sum + p.covers, 0) / past.length;
    return {
      date,
      sales,
      covers,
      slots: slots.map((time) => ({ time, sales: sales / slots.length, covers: covers / slots.length })),
    };
  });
  return { method: "MEAN-4W", history, days, backtest: null };
}
