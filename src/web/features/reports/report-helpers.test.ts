import { describe, expect, it } from "vitest";
import {
  averagePerWeek,
  budgetStatus,
  formatDollars,
  hoursStatus,
  laborTotals,
  varianceOf,
} from "./report-helpers";
import { SAMPLE_LABOR_ROWS } from "./sample-report-data";

describe("labor vs budget", () => {
  it.each([
    [{ targetBudget: 640, actualCost: 612 }, -28, "Under Budget"],
    [{ targetBudget: 720, actualCost: 748 }, 28, "Over Budget"],
    [{ targetBudget: 500, actualCost: 500 }, 0, "Under Budget"],
  ] as const)("%j → %i, %s", (row, variance, status) => {
    expect(varianceOf(row)).toBe(variance);
    expect(budgetStatus(row)).toBe(status);
  });

  it("totals the rows", () => {
    expect(
      laborTotals([
        { dayOfWeek: "MONDAY", positionName: "Server", targetBudget: 100, actualCost: 90 },
        { dayOfWeek: "MONDAY", positionName: "Host", targetBudget: 50, actualCost: 70 },
      ]),
    ).toEqual({ budget: 150, actual: 160 });
    expect(laborTotals([])).toEqual({ budget: 0, actual: 0 });
  });

  it("totals the sample the cards show", () => {
    expect(laborTotals(SAMPLE_LABOR_ROWS)).toEqual({ budget: 9_860, actual: 9_797 });
  });
});

describe("hours", () => {
  it.each([
    [43.5, "overtime"],
    [40, "optimal"],
    [20, "optimal"],
    [19.9, "under"],
  ] as const)("%d h/week → %s", (hours, status) => {
    expect(hoursStatus(hours)).toBe(status);
  });

  it.each([
    [{ totalHours: 174, weeks: 4 }, 43.5],
    [{ totalHours: 118, weeks: 4 }, 29.5],
    [{ totalHours: 100, weeks: 3 }, 33.3],
    [{ totalHours: 10, weeks: 0 }, 0],
  ])("%j → %d", (row, avg) => {
    expect(averagePerWeek(row)).toBe(avg);
  });
});

describe("formatDollars", () => {
  it.each([
    [1018, false, "$1,018"],
    [28, true, "+$28"],
    [-42, true, "-$42"],
    [0, true, "$0"],
  ])("%d (signed %s) → %s", (value, signed, text) => {
    expect(formatDollars(value, signed)).toBe(text);
  });
});
