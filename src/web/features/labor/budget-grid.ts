import type { LaborTarget } from "../../../domain/schemas/labor-targets";
import { DAYS_OF_WEEK, type DayOfWeek } from "../../../domain/time";

/** The editor's cells: "positionId|DAY" → the text typed ("" = no target). */
export type BudgetCells = Record<string, string>;

export const cellKey = (positionId: number, day: DayOfWeek) => `${positionId}|${day}`;

export function cellsOf(targets: readonly LaborTarget[]): BudgetCells {
  return Object.fromEntries(targets.map((t) => [cellKey(t.positionId, t.dayOfWeek), String(t.budget)]));
}

/** A typed amount: a number ≥ 0 with at most 2 decimals, or null for anything else ("" included). */
export function parseBudget(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export const isValidCell = (text: string) => text.trim() === "" || parseBudget(text) !== null;

/** The targets to save: every filled cell of the positions shown. */
export function targetsOf(cells: BudgetCells, positionIds: readonly number[]): LaborTarget[] {
  return positionIds.flatMap((positionId) =>
    DAYS_OF_WEEK.flatMap((dayOfWeek) => {
      const budget = parseBudget(cells[cellKey(positionId, dayOfWeek)] ?? "");
      return budget === null ? [] : [{ positionId, dayOfWeek, budget }];
    }),
  );
}

const cents = (n: number) => Math.round(n * 100);

/** Row (per position), column (per day) and week totals, in cents summed then back to money. */
export function totalsOf(cells: BudgetCells, positionIds: readonly number[]) {
  const row = new Map<number, number>();
  const column = new Map<DayOfWeek, number>();
  let week = 0;
  for (const p of positionIds) {
    for (const d of DAYS_OF_WEEK) {
      const value = cents(parseBudget(cells[cellKey(p, d)] ?? "") ?? 0);
      row.set(p, (row.get(p) ?? 0) + value);
      column.set(d, (column.get(d) ?? 0) + value);
      week += value;
    }
  }
  return {
    row: (p: number) => (row.get(p) ?? 0) / 100,
    column: (d: DayOfWeek) => (column.get(d) ?? 0) / 100,
    week: week / 100,
  };
}
