import { describe, expect, it } from "vitest";
import { cellsOf, isValidCell, parseBudget, targetsOf, totalsOf } from "./budget-grid";

describe("labor budget grid", () => {
  it.each([
    ["120", 120],
    ["99.5", 99.5],
    ["0.05", 0.05],
    [" 7 ", 7],
    ["", null],
    ["-1", null],
    ["1.005", null],
    ["abc", null],
  ] as const)("parses %j as %j", (text, value) => {
    expect(parseBudget(text)).toBe(value);
  });

  it("treats an empty cell as no target, a bad one as invalid", () => {
    expect(isValidCell("")).toBe(true);
    expect(isValidCell("1.234")).toBe(false);
  });

  it("totals rows, columns and the week without float drift", () => {
    const cells = cellsOf([
      { positionId: 1, dayOfWeek: "MONDAY", budget: 0.1 },
      { positionId: 1, dayOfWeek: "TUESDAY", budget: 0.2 },
      { positionId: 2, dayOfWeek: "MONDAY", budget: 100 },
    ]);
    const totals = totalsOf(cells, [1, 2]);
    expect(totals.row(1)).toBe(0.3);
    expect(totals.column("MONDAY")).toBe(100.1);
    expect(totals.week).toBe(100.3);
    expect(targetsOf(cells, [2])).toEqual([{ positionId: 2, dayOfWeek: "MONDAY", budget: 100 }]);
  });
});
