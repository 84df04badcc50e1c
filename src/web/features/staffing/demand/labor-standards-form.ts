import type { Issue } from "../../../../domain/schemas/common";
import { laborStandardSchema, type Driver, type LaborStandard } from "../../../../domain/schemas/demand";
import { numberInputText, readNumberInput } from "../../../lib/forms";

/**
 * The labor standards table as the form holds it: one row of texts per position. A row whose driver is
 * "" has no standard and is left out of the saved list (the server then has none for that position).
 */
export interface StandardRow {
  positionId: number;
  driver: Driver | "";
  perPerson: string;
  min: string;
  max: string;
  beforeOpenMinutes: string;
  afterCloseMinutes: string;
}

export type StandardField = Exclude<keyof StandardRow, "positionId">;
/** Errors keyed `${positionId}.${field}`. */
export type RowErrors = Record<string, string>;

export const errorKey = (positionId: number, field: string) => `${positionId}.${field}`;

/** The form's rows: every position, with its saved standard when it has one. */
export function toRows(positionIds: readonly number[], saved: readonly LaborStandard[]): StandardRow[] {
  const byPosition = new Map(saved.map((s) => [s.positionId, s]));
  return positionIds.map((positionId) => {
    const s = byPosition.get(positionId);
    return {
      positionId,
      driver: s?.driver ?? "",
      perPerson: numberInputText(s?.perPerson),
      min: numberInputText(s?.min ?? 0),
      max: numberInputText(s?.max ?? 0),
      beforeOpenMinutes: numberInputText(s?.beforeOpenMinutes ?? 0),
      afterCloseMinutes: numberInputText(s?.afterCloseMinutes ?? 0),
    };
  });
}

/** The numbers the form read, before the domain schema judges them (NaN for unreadable text). */
function readRow(row: StandardRow & { driver: Driver }) {
  return {
    positionId: row.positionId,
    driver: row.driver,
    perPerson: row.driver === "FIXED" ? null : readNumberInput(row.perPerson),
    min: readNumberInput(row.min) ?? 0,
    max: readNumberInput(row.max) ?? 0,
    beforeOpenMinutes: readNumberInput(row.beforeOpenMinutes) ?? 0,
    afterCloseMinutes: readNumberInput(row.afterCloseMinutes) ?? 0,
  };
}

/** Field messages the form shows in place of zod's generic ones. */
const MESSAGES: Partial<Record<StandardField, string>> = {
  perPerson: "Enter a rate above 0",
  min: "Enter a whole number of people",
  max: "Enter a whole number of people",
  beforeOpenMinutes: "Minutes in steps of 15, at most 240",
  afterCloseMinutes: "Minutes in steps of 15, at most 240",
};

/**
 * Checks every row with the API's own schema (so min > max and a rate ≤ 0 are caught before sending) and
 * returns the list to PUT, or the errors per field.
 */
export function readStandards(rows: readonly StandardRow[]): {
  standards: LaborStandard[];
  errors: RowErrors;
} {
  const standards: LaborStandard[] = [];
  const errors: RowErrors = {};
  for (const row of rows) {
    if (row.driver === "") continue;
    const result = laborStandardSchema.safeParse(readRow({ ...row, driver: row.driver }));
    if (result.success) {
      standards.push(result.data);
      continue;
    }
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "driver") as StandardField;
      const key = errorKey(row.positionId, field);
      if (errors[key]) continue;
      errors[key] = issue.code === "custom" ? issue.message : (MESSAGES[field] ?? issue.message);
    }
  }
  return { standards, errors };
}

/**
 * The server's issues ("3.max": index 3 of the list sent) placed at their rows' fields; issues it cannot
 * place are returned apart to show above the table.
 */
export function serverErrors(
  issues: readonly Issue[],
  sent: readonly LaborStandard[],
): { errors: RowErrors; other: string[] } {
  const errors: RowErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const [index, field] = issue.path.split(".");
    const standard = sent[Number(index)];
    if (standard && field && index !== "") errors[errorKey(standard.positionId, field)] = issue.message;
    else other.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
  }
  return { errors, other };
}
