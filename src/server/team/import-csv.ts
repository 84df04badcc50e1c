import type { z } from "zod";
import { canGrantRole, ROLES, type Role } from "../../domain/roles";
import { emailSchema, fullNameSchema, usernameSchema } from "../../domain/schemas/auth";
import {
  EMPLOYEE_DEFAULTS,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  moneySchema,
  phoneSchema,
} from "../../domain/schemas/employees";
import { isDate } from "../../domain/time";
import { FORMULA, isBlankRecord, readCsvRecords } from "../csv";

/**
 * Reading a team import (docs/api.md, First day): a CSV of people into checked rows. Pure: the service
 * looks up the organization's names and the usernames in use, and decides what to write.
 */

type Column = (typeof IMPORT_COLUMNS)[number];

/** One row of the file, its cells by column (trimmed; "" when the column is absent or the cell empty). */
export interface ImportLine {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Record<Column, string>;
  /** Cells refused whatever the organization holds (formulas), found while reading. */
  formulaColumns: Column[];
}

export type ImportFile = { fatal: string } | { lines: ImportLine[]; ignoredColumns: string[] };

/**
 * A phone number as written abroad starts with "+" ("+44 20 7946 0958"): made of digits, spaces and
 * + ( ) - . / x alone it calls no function, so in the Phone column it is a phone, not a formula.
 */
const PHONE_ONLY = /^[\d +()\-./x]+$/;

function looksLikeFormula(column: Column, raw: string, cell: string): boolean {
  if (column === "Phone" && PHONE_ONLY.test(raw)) return false;
  // A leading tab or CR is trimmed away, so the raw cell is checked as well.
  return FORMULA.test(raw) || FORMULA.test(cell);
}

/** Where each known column sits; unknown columns are ignored (and named in the answer). */
function columnsOf(header: readonly string[]) {
  const names = header.map((h) => h.trim().toLowerCase());
  const at = new Map<Column, number>();
  for (const column of IMPORT_COLUMNS) {
    const index = names.indexOf(column.toLowerCase());
    if (index === -1) continue;
    if (names.indexOf(column.toLowerCase(), index + 1) !== -1) return `Column "${column}" appears twice`;
    at.set(column, index);
  }
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !at.has(column));
  if (missing.length) return `Missing column ${missing.map((c) => `"${c}"`).join(" and ")}`;
  const known = new Set(IMPORT_COLUMNS.map((c) => c.toLowerCase()));
  const ignored = header.map((h) => h.trim()).filter((h, i) => h !== "" && !known.has(names[i] ?? ""));
  return { at, ignored };
}

/** The CSV text into lines; `fatal` for what no row can fix (columns, size, broken CSV). */
export function readImportCsv(text: string): ImportFile {
  const read = readCsvRecords(text, IMPORT_MAX_ROWS);
  if ("error" in read) return { fatal: read.error };
  const [header, ...data] = read.records;
  if (!header || isBlankRecord(header)) return { fatal: "The file is empty" };
  if (data.length > IMPORT_MAX_ROWS) {
    return { fatal: `More than ${IMPORT_MAX_ROWS} rows; split the file and import each part` };
  }
  const columns = columnsOf(header);
  if (typeof columns === "string") return { fatal: columns };
  const lines: ImportLine[] = [];
  data.forEach((record, index) => {
    if (isBlankRecord(record)) return;
    const cells = {} as Record<Column, string>;
    const formulaColumns: Column[] = [];
    for (const column of IMPORT_COLUMNS) {
      const index = columns.at.get(column);
      const raw = index === undefined ? "" : (record[index] ?? "");
      const cell = raw.trim();
      if (looksLikeFormula(column, raw, cell)) formulaColumns.push(column);
      cells[column] = cell;
    }
    lines.push({ row: index + 2, cells, formulaColumns });
  });
  if (lines.length === 0) return { fatal: "The file has no people in it, only the header" };
  return { lines, ignoredColumns: columns.ignored };
}

/** A name two of the organization's positions (or stores) share: a row cannot say which one it means. */
export const AMBIGUOUS = 0;

/** What the organization holds that rows refer to, names lower-cased (id AMBIGUOUS for a shared name). */
export interface ImportContext {
  actorRole: Role;
  positionIds: ReadonlyMap<string, number>;
  storeIds: ReadonlyMap<string, number>;
  /** Usernames of the file already in use anywhere (usernames are unique system-wide), lower-cased. */
  takenUsernames: ReadonlySet<string>;
}

/** A person ready to insert. */
export interface ImportPerson {
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  globalRole: Role;
  positionIds: number[];
  storeIds: number[];
  hourlyWage: number | null;
  desiredWeeklyHours: number;
  dateOfBirth: string | null;
}

export interface CheckedRow {
  row: number;
  ok: boolean;
  messages: string[];
  username: string;
  fullName: string;
  person?: ImportPerson;
}

const firstIssue = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? undefined : (result.error.issues[0]?.message ?? "is not valid");

/**
 * Names separated by ";" (or ","), matched case-insensitively; every unknown one is named. A part between
 * semicolons that is a whole name is kept whole, so "Host, front" still finds a position named so.
 */
function idsOf(cell: string, ids: ReadonlyMap<string, number>, what: string, messages: string[]): number[] {
  const found = new Set<number>();
  for (const part of cell.split(";").map((p) => p.trim())) {
    const names = ids.has(part.toLowerCase()) ? [part] : part.split(",").map((n) => n.trim());
    for (const name of names) {
      if (name === "") continue;
      const id = ids.get(name.toLowerCase());
      if (id === undefined) messages.push(`Unknown ${what} "${name.slice(0, 60)}"`);
      else if (id === AMBIGUOUS) messages.push(`More than one ${what} is named "${name.slice(0, 60)}"`);
      else found.add(id);
    }
  }
  return [...found];
}

function roleOf(cell: string, actorRole: Role, messages: string[]): Role {
  if (cell === "") return EMPLOYEE_DEFAULTS.globalRole;
  const role = ROLES.find((r) => r === cell.toUpperCase());
  if (!role) messages.push(`Role must be one of ${ROLES.join(", ")}`);
  else if (!canGrantRole(actorRole, role)) messages.push(`You cannot create a ${role}`);
  return role ?? EMPLOYEE_DEFAULTS.globalRole;
}

function wageOf(cell: string, messages: string[]): number | null {
  if (cell === "") return null;
  const value = /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : Number.NaN;
  const issue = Number.isNaN(value) ? "a number" : firstIssue(moneySchema.safeParse(value));
  if (issue) messages.push(`Hourly wage: ${issue === "a number" ? "enter a number like 15.50" : issue}`);
  return issue ? null : value;
}

function hoursOf(cell: string, messages: string[]): number {
  if (cell === "") return EMPLOYEE_DEFAULTS.desiredWeeklyHours;
  const value = /^\d{1,3}$/.test(cell) ? Number(cell) : Number.NaN;
  if (!(value >= 0 && value <= 168)) messages.push("Desired hours must be a whole number from 0 to 168");
  return value;
}

function checkLine(line: ImportLine, context: ImportContext, firstRowOf: Map<string, number>): CheckedRow {
  const { cells, row } = line;
  const messages = line.formulaColumns.map((c) => `${c} looks like a spreadsheet formula`);
  const refused = new Set<Column>(line.formulaColumns);
  // Formula cells are neither checked further nor echoed back.
  const cell = (column: Column) => (refused.has(column) ? undefined : cells[column]);

  const fullName = cell("Full name");
  if (fullName === "") messages.push("Full name is required");
  else if (fullName !== undefined) {
    const issue = firstIssue(fullNameSchema.safeParse(fullName));
    if (issue) messages.push(`Full name: ${issue}`);
  }
  const username = cell("Username");
  if (username !== undefined) {
    const issue = firstIssue(usernameSchema.safeParse(username));
    const key = username.toLowerCase();
    const first = firstRowOf.get(key);
    if (issue) messages.push(username === "" ? issue : `Username: ${issue}`);
    else if (first !== undefined) messages.push(`Username "${username}" is also on row ${first}`);
    else if (context.takenUsernames.has(key)) messages.push(`Username "${username}" is already taken`);
    if (!issue && first === undefined) firstRowOf.set(key, row);
  }
  const email = cell("Email");
  if (email) {
    const issue = firstIssue(emailSchema.safeParse(email));
    if (issue) messages.push(`Email: ${issue}`);
  }
  const phone = phoneSchema.safeParse(cell("Phone") ?? "");
  if (!phone.success) messages.push(`Phone: ${firstIssue(phone)}`);
  const dateOfBirth = cell("Date of birth");
  if (dateOfBirth && !isDate(dateOfBirth)) messages.push("Date of birth must be a date as YYYY-MM-DD");

  const person: ImportPerson = {
    username: username ?? "",
    fullName: fullName ?? "",
    email: email || null,
    phone: phone.success ? phone.data : null,
    globalRole: roleOf(cell("Role") ?? "", context.actorRole, messages),
    positionIds: idsOf(cell("Positions") ?? "", context.positionIds, "position", messages),
    storeIds: idsOf(cell("Stores") ?? "", context.storeIds, "store", messages),
    hourlyWage: wageOf(cell("Hourly wage") ?? "", messages),
    desiredWeeklyHours: hoursOf(cell("Desired hours") ?? "", messages),
    dateOfBirth: dateOfBirth || null,
  };
  const echo = { username: (username ?? "").slice(0, 64), fullName: (fullName ?? "").slice(0, 100) };
  if (messages.length) return { row, ok: false, messages, ...echo };
  return { row, ok: true, messages, ...echo, person };
}

/** Every line checked against the organization; the file's order is kept. */
export function checkImportLines(lines: readonly ImportLine[], context: ImportContext): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return lines.map((line) => checkLine(line, context, firstRowOf));
}
