import { describe, expect, it } from "vitest";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { reportRows } from "./report-csv";

const report: ReportFigures = {
  storeId: 1,
  storeName: "Main",
  weekStart: "2026-12-07",
  scheduleStatus: "DRAFT",
  hasUnpublishedChanges: false,
  reason: null,
  labor: {
    counts: "",
    budgetReason: null,
    totalBudget: 140,
    totalCost: 150,
    actualCost: null,
    rows: [
      {
        date: "2026-12-07",
        dayOfWeek: "MONDAY",
        positionId: 1,
        positionName: "=Grill",
        budget: 140,
        cost: 150,
        hours: 7.5,
        variance: 10,
        status: "OVER_BUDGET",
      },
      {
        date: "2026-12-08",
        dayOfWeek: "TUESDAY",
        positionId: 1,
        positionName: "Grill",
        budget: 120,
        cost: 120,
        hours: 6,
        variance: 0,
        status: "ON_BUDGET",
      },
    ],
  },
  hours: { counts: "", overtimeThreshold: 40, rows: [] },
  compliance: {
    counts: "",
    rows: [
      { code: "MIN_REST", rule: "Rest period 8+ hours", count: 0, message: null, shifts: [] },
      {
        code: "OVERTIME",
        rule: "Overtime within limits (40 h a week)",
        count: 1,
        message: "x",
        shifts: [
          {
            shiftId: 5,
            date: "2026-12-08",
            startTime: "09:00",
            endTime: "14:00",
            employee: "Ann",
            position: "Grill",
          },
        ],
      },
    ],
  },
};

describe("report CSV rows", () => {
  it("labor: money as plain numbers under a header naming the currency, status spelled out, formulas escaped", () => {
    expect(reportRows(report, "labor", "EUR")).toEqual([
      [
        "Date",
        "Day",
        "Position",
        "Target Budget (EUR)",
        "Draft Cost (unpublished) (EUR)",
        "Hours",
        "Variance (EUR)",
        "Status",
      ],
      ["2026-12-07", "Monday", "'=Grill", "140.00", "150.00", "7.5", "10.00", "Over Budget"],
      ["2026-12-08", "Tuesday", "Grill", "120.00", "120.00", "6", "0.00", "On Budget"],
    ]);
  });

  it("compliance: one row per shift concerned, one row for a rule kept", () => {
    expect(reportRows(report, "compliance", "EUR").slice(1)).toEqual([
      ["Rest period 8+ hours", "MIN_REST", "0", "", "", "", "", ""],
      [
        "Overtime within limits (40 h a week)",
        "OVERTIME",
        "1",
        "2026-12-08",
        "09:00",
        "14:00",
        "Ann",
        "Grill",
      ],
    ]);
  });
});
