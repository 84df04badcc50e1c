import type { Forecast, ProposedNeed, SalesImportResult, WeekNeed } from "../../../../domain/schemas/demand";
import { SLOT_MINUTES } from "../../../../domain/time";

/** Pure view maths of the demand screens: the backtest in words, chart scaling, proposed vs current. */

/**
 * WAPE (0.11) → a whole percent (11); null stays null (no data for that driver). The tiny nudge undoes
 * binary fractions: 0.145 × 100 is 14.4999…, and a manager expects 15.
 */
export function wapePercent(wape: number | null): number | null {
  return wape === null || !Number.isFinite(wape) ? null : Math.round(wape * 100 + 1e-9);
}

/** The forecast method in plain words; an unknown name is shown as it is. */
export function methodLabel(method: string): string {
  const known: Record<string, string> = {
    NONE: "No forecast",
    "MEAN-4W": "Average of the last four same weekdays",
    SEASONAL_NAIVE: "Same day last week",
    "SEASONAL-NAIVE": "Same day last week",
    ETS: "Exponential smoothing with a weekly pattern",
    "ETS-WEEKLY": "Exponential smoothing with a weekly pattern",
    "HOLT-WINTERS": "Exponential smoothing with a weekly pattern (Holt-Winters)",
    "MSTL-ETS": "Weekly pattern and trend learned from the history (MSTL with exponential smoothing)",
  };
  return known[method.toUpperCase()] ?? method;
}

export type Driver = "sales" | "covers";

/**
 * One driver's backtest as a manager reads it: "Sales: typically within 11 % a day; the simple
 * same-day-last-week guess is within 14 %, so this forecast does better." Null when there is nothing to say.
 */
export function backtestSentence(backtest: Forecast["backtest"], driver: Driver): string | null {
  if (!backtest) return null;
  const ours = wapePercent(backtest.wape[driver]);
  const baseline = wapePercent(backtest.baselineWape[driver]);
  if (ours === null) return null;
  const label = driver === "sales" ? "Sales" : "Covers";
  const head = `${label}: typically within ${ours} % a day`;
  if (baseline === null) return `${head}.`;
  const verdict =
    ours < baseline
      ? "so this forecast does better"
      : ours > baseline
        ? "so the simple guess does better here"
        : "about the same";
  return `${head}; the simple same-day-last-week guess is within ${baseline} %, ${verdict}.`;
}

/** "Tested on the last 6 weeks, one week ahead each time." */
export function backtestScope(backtest: Forecast["backtest"]): string | null {
  if (!backtest) return null;
  const weeks = backtest.weeks === 1 ? "week" : `${backtest.weeks} weeks`;
  const ahead = backtest.horizonDays === 7 ? "one week" : `${backtest.horizonDays} days`;
  return `Checked against the last ${weeks} of history, forecasting ${ahead} ahead each time.`;
}

/** Staff-hours per position per date: a slot of 1 head is 15 minutes. */
export type HoursGrid = Map<number, Map<string, number>>;

export function staffHours(needs: readonly (ProposedNeed | WeekNeed)[]): HoursGrid {
  const grid: HoursGrid = new Map();
  for (const n of needs) {
    const row = grid.get(n.positionId) ?? new Map<string, number>();
    row.set(n.date, (row.get(n.date) ?? 0) + (n.requiredHeadcount * SLOT_MINUTES) / 60);
    grid.set(n.positionId, row);
  }
  return grid;
}

export interface CompareRow {
  positionId: number;
  days: { date: string; proposed: number; current: number }[];
  proposed: number;
  current: number;
}

/**
 * Proposed vs current staff-hours per position and day, for the positions in either list, in `order`
 * (the store's positions) first. Totals are per position; `totals` adds up the week.
 */
export function compareNeeds(
  dates: readonly string[],
  proposed: readonly ProposedNeed[],
  current: readonly WeekNeed[],
  order: readonly number[] = [],
): { rows: CompareRow[]; totals: { proposed: number; current: number } } {
  const p = staffHours(proposed);
  const c = staffHours(current);
  const ids = [...new Set([...order, ...p.keys(), ...c.keys()])].filter((id) => p.has(id) || c.has(id));
  const rows = ids.map((positionId): CompareRow => {
    const days = dates.map((date) => ({
      date,
      proposed: p.get(positionId)?.get(date) ?? 0,
      current: c.get(positionId)?.get(date) ?? 0,
    }));
    return {
      positionId,
      days,
      proposed: days.reduce((s, d) => s + d.proposed, 0),
      current: days.reduce((s, d) => s + d.current, 0),
    };
  });
  return {
    rows,
    totals: {
      proposed: rows.reduce((s, r) => s + r.proposed, 0),
      current: rows.reduce((s, r) => s + r.current, 0),
    },
  };
}

/** "12.5" / "8": hours with at most one decimal. */
export function formatStaffHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Where the current needs come from, in words: the week's own, the templates, or a mix. */
export function needsSourceText(current: readonly WeekNeed[]): string {
  if (current.length === 0) return "No needs for this week yet";
  const week = current.some((n) => n.source === "WEEK");
  const template = current.some((n) => n.source === "TEMPLATE");
  if (week && !template) return "This week has its own needs";
  if (template && !week) return "From the weekday templates";
  return "Partly this week's own needs, partly the templates";
}

const rowsText = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;

/**
 * A preview: "120 rows to import, 14 existing rows replaced, 2 rejected"; after the import: "Imported 120
 * rows, replaced 14 existing rows".
 */
export function importSummary(result: SalesImportResult, preview: boolean): string {
  const rejected = result.rejected.length > 0 ? `, ${result.rejected.length} rejected` : "";
  if (preview)
    return `${rowsText(result.imported)} to import, ${rowsText(result.replaced).replace(/rows?$/, (w) => `existing ${w}`)} replaced${rejected}`;
  return `Imported ${rowsText(result.imported)}, replaced ${rowsText(result.replaced).replace(/rows?$/, (w) => `existing ${w}`)}${rejected}`;
}

/** "Sales history: Sep 1 – Nov 22, 2026, 83 days" or "No sales history yet". */
export function historyText(history: Forecast["history"], format: (date: string) => string): string {
  if (history.days === 0 || !history.from || !history.to) return "No sales history yet";
  return `Sales history: ${format(history.from)} – ${format(history.to)} (${history.days} ${history.days === 1 ? "day" : "days"})`;
}
