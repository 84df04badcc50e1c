import { MAX_SALES_ROWS, salesRowSchema } from "../../domain/schemas/demand";
import { isDate, isOnGrid } from "../../domain/time";
import { FORMULA, isBlankRecord, readCsvRecords } from "../csv";

/**
 * Reading an upload of sales history (docs/api.md, Demand): a POS export as CSV or JSON rows, into rows
 * ready to store or the rows that stop it. Pure: the service decides what to write.
 */

export interface ParsedSalesRow {
  date: string;
  time: string | null;
  sales: number | null;
  covers: number | null;
}

export interface SalesReject {
  row: number;
  message: string;
}

/** The outcome: `fatal` for what no row can fix (columns, size, broken CSV); else rows and rejects. */
export interface ParsedSales {
  fatal?: string;
  rows: ParsedSalesRow[];
  rejected: SalesReject[];
  /** Every rejected row, `rejected` lists the first MAX_REJECTS_LISTED. */
  rejectedCount: number;
}

/** The rejects an answer lists; the message counts them all. */
export const MAX_REJECTS_LISTED = 100;

const MAX_SALES = 1e10;
const MAX_COVERS = 1e8;

/**
 * Every reject is kept (at most MAX_SALES_ROWS, the row cap is checked first), so that the rows listed are
 * the first ones of the file whichever check found them; the answer lists MAX_REJECTS_LISTED.
 */
class Rejects {
  private readonly all: SalesReject[] = [];
  get count(): number {
    return this.all.length;
  }
  add(row: number, message: string): void {
    this.all.push({ row, message });
  }
  firstListed(): SalesReject[] {
    return this.all.sort((a, b) => a.row - b.row).slice(0, MAX_REJECTS_LISTED);
  }
}

const tooMany = (): ParsedSales => fatal(`More than ${MAX_SALES_ROWS} rows; split the file by date`);
const fatal = (message: string): ParsedSales => ({
  fatal: message,
  rows: [],
  rejected: [],
  rejectedCount: 0,
});

// ---------------------------------------------------------------- cells

/** A date, or a date at midnight as POS exports write daily rows ("2018-01-31 00:00:00", ISO with Z). */
const DATE_CELL = /^(\d{4}-\d{2}-\d{2})(?:[ T]00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?)?$/;
const TIME_CELL = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** 1234.5, 1,234.50, $1,234.50 (a leading minus is read apart, to say "negative"). */
const NUMBER_CELL = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\$?\.\d+$/;

type Cell<T> = { value: T } | { error: string };

function dateCell(raw: string): Cell<string> {
  const match = DATE_CELL.exec(raw);
  if (match?.[1] && isDate(match[1])) return { value: match[1] };
  if (raw === "") return { error: "Date is missing" };
  if (FORMULA.test(raw)) return { error: "Date looks like a spreadsheet formula" };
  return { error: `Date must be YYYY-MM-DD (got "${raw.slice(0, 20)}")` };
}

function timeCell(raw: string): Cell<string | null> {
  if (raw === "") return { value: null };
  const match = TIME_CELL.exec(raw);
  const [h, m, s] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3] ?? 0)];
  if (!match || h > 23 || m > 59 || s !== 0) {
    if (FORMULA.test(raw)) return { error: "Time looks like a spreadsheet formula" };
    return { error: `Time must be HH:MM (got "${raw.slice(0, 20)}")` };
  }
  const time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return isOnGrid(time) ? { value: time } : { error: `Time ${time} is not on the 15-minute grid` };
}

function numberCell(raw: string, column: string, max: number): Cell<number | null> {
  if (raw === "") return { value: null };
  const negative = raw.startsWith("-");
  const digits = negative ? raw.slice(1).trim() : raw;
  if (!NUMBER_CELL.test(digits)) {
    if (FORMULA.test(raw)) return { error: `${column} looks like a spreadsheet formula` };
    return { error: `${column} is not a number (got "${raw.slice(0, 20)}")` };
  }
  const value = Number(digits.replace(/[$,]/g, ""));
  if (negative && value !== 0) return { error: `${column} must not be negative` };
  if (value > max) return { error: `${column} is larger than ${max}` };
  return { value };
}

// ---------------------------------------------------------------- rows of either format

/** Rules across rows: one row per (date, time), and a date is either one daily row or intraday rows. */
function checkAcrossRows(rows: readonly { row: number; parsed: ParsedSalesRow }[], rejects: Rejects) {
  const firstOf = new Map<string, number>();
  const kinds = new Map<string, { daily: number[]; intraday: number }>();
  const bad = new Set<number>();
  for (const { row, parsed } of rows) {
    const key = `${parsed.date} ${parsed.time ?? ""}`;
    const first = firstOf.get(key);
    if (first !== undefined) {
      rejects.add(row, `Duplicate of row ${first} (${key.trim()})`);
      bad.add(row);
      continue;
    }
    firstOf.set(key, row);
    const kind = kinds.get(parsed.date) ?? { daily: [], intraday: 0 };
    if (parsed.time === null) kind.daily.push(row);
    else if (kind.intraday === 0) kind.intraday = row;
    kinds.set(parsed.date, kind);
  }
  for (const [date, kind] of kinds) {
    if (kind.intraday === 0) continue;
    for (const row of kind.daily) {
      rejects.add(row, `${date} has both a daily row and intraday rows (row ${kind.intraday})`);
      bad.add(row);
    }
  }
  return rows.filter((r) => !bad.has(r.row)).map((r) => r.parsed);
}

function outcome(good: { row: number; parsed: ParsedSalesRow }[], rejects: Rejects): ParsedSales {
  const rows = checkAcrossRows(good, rejects);
  return { rows, rejected: rejects.firstListed(), rejectedCount: rejects.count };
}

// ---------------------------------------------------------------- CSV

const COLUMNS = ["date", "time", "sales", "covers"] as const;
type Column = (typeof COLUMNS)[number];

/** Where each known column sits; other columns of a POS export are ignored. */
function columnsOf(header: readonly string[]): Partial<Record<Column, number>> | string {
  const names = header.map((h) => h.trim().toLowerCase());
  const at: Partial<Record<Column, number>> = {};
  for (const column of COLUMNS) {
    const index = names.indexOf(column);
    if (index === -1) continue;
    if (names.indexOf(column, index + 1) !== -1) return `Column "${column}" appears twice`;
    at[column] = index;
  }
  if (at.date === undefined) return 'Missing column "date"';
  if (at.sales === undefined && at.covers === undefined) return 'Missing column "sales" or "covers"';
  return at;
}

/**
 * A CSV upload: a header row, then data rows. `row` in a reject is the data row's line under the header
 * (row 1 = the line right under it), as a spreadsheet shows it less one; blank lines are skipped but
 * counted, so the numbers stay those of the file (a quoted cell spanning lines would shift them).
 */
export function parseSalesCsv(text: string): ParsedSales {
  const read = readCsvRecords(text, MAX_SALES_ROWS);
  if ("error" in read) return fatal(read.error);
  const records = read.records;
  const [header, ...data] = records;
  if (!header) return fatal("The file is empty");
  if (data.length > MAX_SALES_ROWS) return tooMany();
  const at = columnsOf(header);
  if (typeof at === "string") return fatal(at);
  const rejects = new Rejects();
  const good: { row: number; parsed: ParsedSalesRow }[] = [];
  const cellOf = (record: string[], column: Column) => {
    const index = at[column];
    return index === undefined ? "" : (record[index] ?? "").trim();
  };
  data.forEach((record, index) => {
    if (isBlankRecord(record)) return;
    const row = index + 1;
    const date = dateCell(cellOf(record, "date"));
    const time = timeCell(cellOf(record, "time"));
    const sales = numberCell(cellOf(record, "sales"), "Sales", MAX_SALES);
    const covers = numberCell(cellOf(record, "covers"), "Covers", MAX_COVERS);
    if ("value" in date && "value" in time && "value" in sales && "value" in covers) {
      if (sales.value === null && covers.value === null) return rejects.add(row, "No sales or covers");
      const parsed = { date: date.value, time: time.value, sales: sales.value, covers: covers.value };
      return void good.push({ row, parsed });
    }
    const errors = [date, time, sales, covers].flatMap((c) => ("error" in c ? [c.error] : []));
    rejects.add(row, errors.join("; "));
  });
  return outcome(good, rejects);
}

// ---------------------------------------------------------------- JSON

/** JSON rows (`salesRowSchema`); `row` in a reject is the 1-based index in the array. */
export function parseSalesJson(items: readonly unknown[]): ParsedSales {
  if (items.length > MAX_SALES_ROWS) return tooMany();
  const rejects = new Rejects();
  const good: { row: number; parsed: ParsedSalesRow }[] = [];
  items.forEach((item, index) => {
    const row = index + 1;
    const result = salesRowSchema.safeParse(item);
    if (!result.success) {
      const where = (path: PropertyKey[]) => (path.length ? `${path.map(String).join(".")}: ` : "");
      rejects.add(row, result.error.issues.map((i) => `${where(i.path)}${i.message}`).join("; "));
      return;
    }
    const { date, time = null, sales = null, covers = null } = result.data;
    if (time !== null && !isOnGrid(time))
      return rejects.add(row, `Time ${time} is not on the 15-minute grid`);
    if (sales === null && covers === null) return rejects.add(row, "No sales or covers");
    good.push({ row, parsed: { date, time, sales, covers } });
  });
  return outcome(good, rejects);
}
