import { and, asc, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { SalesImportResult } from "../../domain/schemas/demand";
import type { Db } from "../db/client";
import { salesHistory } from "../db/schema/demand";
import { stores } from "../db/schema/stores";
import { invalid } from "../errors";
import {
  MAX_REJECTS_LISTED,
  parseSalesCsv,
  parseSalesJson,
  type ParsedSales,
  type ParsedSalesRow,
} from "../demand/sales-parse";
import { assertStoreInTenant } from "./labor-targets";

/** An upload that imports nothing: 400 `{message, rejected}` (docs/api.md, Demand). */
export interface SalesRefusal {
  refused: { message: string; rejected: SalesImportResult["rejected"] };
}

/**
 * `POST /api/stores/:id/sales-history`: a CSV text or JSON rows. Any rejected row refuses the whole
 * upload; otherwise every existing row of the upload's dates is replaced, in one transaction.
 * `preview` validates and counts without writing (200 even with rejected rows: `imported` then counts
 * the rows that are fine).
 */
export async function importSalesHistory(
  db: Db,
  tenantId: number,
  storeId: number,
  body: string | readonly unknown[],
  preview: boolean,
): Promise<SalesImportResult | SalesRefusal> {
  await assertStoreInTenant(db, tenantId, storeId);
  const parsed = typeof body === "string" ? parseSalesCsv(body) : parseSalesJson(body);
  if (parsed.fatal) return { refused: { message: parsed.fatal, rejected: [] } };
  const dates = [...new Set(parsed.rows.map((r) => r.date))];
  if (preview) {
    const replaced = await countRowsOn(db, tenantId, storeId, dates);
    return { imported: parsed.rows.length, replaced, rejected: parsed.rejected };
  }
  if (parsed.rejectedCount > 0) return { refused: refusal(parsed) };
  const replaced = await db.transaction(async (tx) => {
    // One import of a store at a time: two uploads of the same dates would otherwise both delete, then
    // both insert, and the second would break the unique key. NO KEY UPDATE leaves other writers of the
    // store's rows (shifts, templates: FOR KEY SHARE) alone.
    await tx.execute(sql`select 1 from ${stores} where ${stores.id} = ${storeId} for no key update`);
    const existing = await countRowsOn(tx, tenantId, storeId, dates);
    if (existing > 0) await tx.delete(salesHistory).where(onDates(tenantId, storeId, dates));
    await insertRows(tx, tenantId, storeId, parsed.rows);
    return existing;
  });
  return { imported: parsed.rows.length, replaced, rejected: [] };
}

function refusal(parsed: ParsedSales): SalesRefusal["refused"] {
  const n = parsed.rejectedCount;
  const listed = n > MAX_REJECTS_LISTED ? ` (the first ${MAX_REJECTS_LISTED} are listed)` : "";
  return {
    message: `${n} row${n === 1 ? "" : "s"} rejected${listed}; nothing was imported`,
    rejected: parsed.rejected,
  };
}

/** A Postgres array literal of validated dates, times or numbers: one parameter however many values. */
const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;

function onDates(tenantId: number, storeId: number, dates: readonly string[]): SQL | undefined {
  return and(
    eq(salesHistory.tenantId, tenantId),
    eq(salesHistory.storeId, storeId),
    sql`${salesHistory.date} = any(${arrayLiteral(dates)}::date[])`,
  );
}

async function countRowsOn(db: Db, tenantId: number, storeId: number, dates: readonly string[]) {
  if (dates.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(salesHistory)
    .where(onDates(tenantId, storeId, dates));
  return row?.n ?? 0;
}

/** One INSERT … SELECT FROM unnest(arrays): 50,000 rows in one statement, four parameters. */
async function insertRows(db: Db, tenantId: number, storeId: number, rows: readonly ParsedSalesRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${salesHistory} (tenant_id, store_id, date, time, sales, covers)
    select ${tenantId}, ${storeId}, d, t, s, c
    from unnest(
      ${arrayLiteral(rows.map((r) => r.date))}::date[],
      ${arrayLiteral(rows.map((r) => r.time))}::text[],
      ${arrayLiteral(rows.map((r) => r.sales))}::numeric[],
      ${arrayLiteral(rows.map((r) => r.covers))}::numeric[]
    ) as u(d, t, s, c)`);
}

/** The most rows one GET answers; a longer range is refused (ask for a shorter one). */
export const MAX_SALES_READ_ROWS = 100_000;

/** `GET /api/stores/:id/sales-history?from&to`: the rows in date then time order (a day's row first). */
export async function listSalesHistory(
  db: Db,
  tenantId: number,
  storeId: number,
  from: string | undefined,
  to: string | undefined,
) {
  await assertStoreInTenant(db, tenantId, storeId);
  if (from && to && from > to) throw invalid([{ path: "to", message: "to must be on or after from" }]);
  const where = and(
    eq(salesHistory.tenantId, tenantId),
    eq(salesHistory.storeId, storeId),
    from ? gte(salesHistory.date, from) : undefined,
    to ? lte(salesHistory.date, to) : undefined,
  );
  const rows = await db
    .select({
      date: salesHistory.date,
      time: salesHistory.time,
      sales: salesHistory.sales,
      covers: salesHistory.covers,
    })
    .from(salesHistory)
    .where(where)
    .orderBy(asc(salesHistory.date), sql`${salesHistory.time} asc nulls first`)
    .limit(MAX_SALES_READ_ROWS + 1);
  if (rows.length > MAX_SALES_READ_ROWS)
    throw invalid([
      { path: "from", message: `More than ${MAX_SALES_READ_ROWS} rows; ask for a shorter range` },
    ]);
  return rows;
}
