import type { HoursRow, LaborBudgetRow } from "./sample-report-data";

/** Pure figures of the reports screen (unit-tested beside this file). */

/** Actual minus target: positive = over budget. */
export function varianceOf(row: Pick<LaborBudgetRow, "targetBudget" | "actualCost">): number {
  return row.actualCost - row.targetBudget;
}

export function budgetStatus(
  row: Pick<LaborBudgetRow, "targetBudget" | "actualCost">,
): "Under Budget" | "Over Budget" {
  return varianceOf(row) > 0 ? "Over Budget" : "Under Budget";
}

export function laborTotals(rows: readonly LaborBudgetRow[]): { budget: number; actual: number } {
  return rows.reduce(
    (sum, row) => ({ budget: sum.budget + row.targetBudget, actual: sum.actual + row.actualCost }),
    { budget: 0, actual: 0 },
  );
}

export type HoursStatus = "optimal" | "overtime" | "under";

/** SPEC §3 defaults: overtime past 40 hours a week; under the 20-hour minimum preference is "under". */
export function hoursStatus(avgPerWeek: number, overtimeThreshold = 40, minimum = 20): HoursStatus {
  if (avgPerWeek > overtimeThreshold) return "overtime";
  if (avgPerWeek < minimum) return "under";
  return "optimal";
}

/** Average weekly hours, one decimal. */
export function averagePerWeek(row: Pick<HoursRow, "totalHours" | "weeks">): number {
  return row.weeks > 0 ? Math.round((row.totalHours / row.weeks) * 10) / 10 : 0;
}

const DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,018"; a signed variance reads "+$28" / "-$42". */
export function formatDollars(value: number, signed = false): string {
  const text = DOLLARS.format(Math.abs(value));
  if (value < 0) return `-${text}`;
  return signed && value > 0 ? `+${text}` : text;
}
