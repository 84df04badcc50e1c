import { describe, expect, it } from "vitest";
import type { Forecast, ProposedNeed, WeekNeed } from "../../../../domain/schemas/demand";
import {
  backtestScope,
  backtestSentence,
  compareNeeds,
  formatStaffHours,
  historyText,
  importSummary,
  methodLabel,
  needsSourceText,
  wapePercent,
} from "./demand-model";

const backtest = (
  wape: { sales: number | null; covers: number | null },
  baselineWape: { sales: number | null; covers: number | null },
): Forecast["backtest"] => ({ horizonDays: 7, weeks: 6, wape, baselineWape });

describe("backtest in words", () => {
  it("rounds a WAPE to a whole percent", () => {
    expect(wapePercent(0.114)).toBe(11);
    expect(wapePercent(0.145)).toBe(15);
    expect(wapePercent(null)).toBeNull();
    expect(wapePercent(Number.NaN)).toBeNull();
  });

  it("says which is better", () => {
    const bt = backtest({ sales: 0.11, covers: 0.2 }, { sales: 0.14, covers: 0.18 });
    expect(backtestSentence(bt, "sales")).toBe(
      "Sales: typically within 11 % a day; the simple same-day-last-week guess is within 14 %, so this forecast does better.",
    );
    expect(backtestSentence(bt, "covers")).toMatch(
      /^Covers: typically within 20 %.*within 18 %, so the simple guess/,
    );
  });

  it("says nothing for a driver without data, and no verdict without a baseline", () => {
    const bt = backtest({ sales: 0.1, covers: null }, { sales: null, covers: null });
    expect(backtestSentence(bt, "covers")).toBeNull();
    expect(backtestSentence(bt, "sales")).toBe("Sales: typically within 10 % a day.");
    expect(backtestSentence(null, "sales")).toBeNull();
  });

  it("describes what was tested", () => {
    expect(backtestScope(backtest({ sales: 0.1, covers: 0.1 }, { sales: 0.1, covers: 0.1 }))).toBe(
      "Checked against the last 6 weeks of history, forecasting one week ahead each time.",
    );
  });

  it("names known methods in words and keeps unknown names", () => {
    expect(methodLabel("MEAN-4W")).toMatch(/four same weekdays/);
    expect(methodLabel("Theta")).toBe("Theta");
  });
});

describe("proposed vs current staff-hours", () => {
  const dates = ["2026-11-30", "2026-12-01"];
  const need = (
    positionId: number,
    date: string,
    timeSlot: string,
    requiredHeadcount: number,
  ): ProposedNeed => ({
    positionId,
    date,
    timeSlot,
    requiredHeadcount,
  });
  const proposed = [
    need(1, dates[0]!, "09:00", 2),
    need(1, dates[0]!, "09:15", 2),
    need(2, dates[1]!, "10:00", 4),
  ];
  const current: WeekNeed[] = [{ ...need(1, dates[1]!, "09:00", 1), source: "TEMPLATE" }];

  it("adds 15 minutes per head per slot, per position and day", () => {
    const { rows, totals } = compareNeeds(dates, proposed, current, [2, 1, 3]);
    expect(rows.map((r) => r.positionId)).toEqual([2, 1]);
    const cook = rows[1]!;
    expect(cook.days).toEqual([
      { date: dates[0], proposed: 1, current: 0 },
      { date: dates[1], proposed: 0, current: 0.25 },
    ]);
    expect(cook.proposed).toBe(1);
    expect(rows[0]!.proposed).toBe(1);
    expect(totals).toEqual({ proposed: 2, current: 0.25 });
  });

  it("formats hours with one decimal at most", () => {
    expect(formatStaffHours(0.25)).toBe("0.3");
    expect(formatStaffHours(12)).toBe("12");
  });

  it("says where the current needs come from", () => {
    expect(needsSourceText([])).toMatch(/No needs/);
    expect(needsSourceText(current)).toMatch(/templates/);
    expect(needsSourceText([...current, { ...current[0]!, source: "WEEK" }])).toMatch(/Partly/);
  });
});

describe("import and history texts", () => {
  it("counts rows to import, replaced and rejected", () => {
    const result = { imported: 70, replaced: 1, rejected: [{ row: 3, message: "Bad date" }] };
    expect(importSummary(result, true)).toBe("70 rows to import, 1 existing row replaced, 1 rejected");
    expect(importSummary({ ...result, rejected: [] }, false)).toBe(
      "Imported 70 rows, replaced 1 existing row",
    );
  });

  it("gives the history's range and days", () => {
    const f = (d: string) => d.slice(5);
    expect(historyText({ from: "2026-09-01", to: "2026-11-22", days: 83 }, f)).toBe(
      "Sales history: 09-01 – 11-22 (83 days)",
    );
    expect(historyText({ from: null, to: null, days: 0 }, f)).toBe("No sales history yet");
  });
});
