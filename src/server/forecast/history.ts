import { and, asc, countDistinct, eq, gte, lt, lte, max, min } from "drizzle-orm";
import type { Forecast } from "../../domain/schemas/demand";
import { addDays } from "../../domain/time";
import type { Db } from "../db/client";
import { salesHistory } from "../db/schema/demand";
import { BACKTEST_WEEKS, HORIZON_DAYS } from "./backtest";
import { FIT_DAYS } from "./daily-model";
import type { HistoryRow } from "./series";

/**
 * Reading a store's sales history for the forecast of the week from `weekStart`: what the fit of the
 * week and of each backtest week can use (FIT_DAYS before the earliest backtest week, plus two weeks the
 * imputation may look back). Rows dated `weekStart` are read for an overnight store's after-midnight rows
 * of the Sunday before; the model drops every row of a later business day.
 */
export const READ_DAYS = FIT_DAYS + BACKTEST_WEEKS * HORIZON_DAYS + 14;

export async function readHistory(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<HistoryRow[]> {
  return db
    .select({
      date: salesHistory.date,
      time: salesHistory.time,
      sales: salesHistory.sales,
      covers: salesHistory.covers,
    })
    .from(salesHistory)
    .where(
      and(
        eq(salesHistory.tenantId, tenantId),
        eq(salesHistory.storeId, storeId),
        gte(salesHistory.date, addDays(weekStart, -READ_DAYS)),
        lte(salesHistory.date, weekStart),
      ),
    )
    .orderBy(asc(salesHistory.date), asc(salesHistory.time));
}

/** All the store holds before the week: first and last date, days with rows. */
export async function historySummary(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<Forecast["history"]> {
  const [row] = await db
    .select({
      from: min(salesHistory.date),
      to: max(salesHistory.date),
      days: countDistinct(salesHistory.date),
    })
    .from(salesHistory)
    .where(
      and(
        eq(salesHistory.tenantId, tenantId),
        eq(salesHistory.storeId, storeId),
        lt(salesHistory.date, weekStart),
      ),
    );
  return { from: row?.from ?? null, to: row?.to ?? null, days: Number(row?.days ?? 0) };
}
