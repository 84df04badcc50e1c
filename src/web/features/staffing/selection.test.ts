import { describe, expect, it } from "vitest";
import { staffingColumns } from "./headcount-grid";
import {
  clampSelection,
  describeSelection,
  inRect,
  moveSelection,
  rectOf,
  type Selection,
} from "./selection";

const size = { rows: 3, cols: 8 };
const at = (row: number, col: number): Selection => ({ anchor: { row, col }, focus: { row, col } });

describe("selection", () => {
  it("spans the rectangle between anchor and focus whichever way it was dragged", () => {
    const rect = rectOf({ anchor: { row: 2, col: 5 }, focus: { row: 0, col: 1 } });
    expect(rect).toEqual({ top: 0, bottom: 2, left: 1, right: 5 });
    expect(inRect(rect, 1, 3)).toBe(true);
    expect(inRect(rect, 1, 6)).toBe(false);
  });

  it("moves with arrows and extends with shift from the anchor", () => {
    const moved = moveSelection(at(1, 1), "ArrowRight", false, size);
    expect(moved).toEqual(at(1, 2));
    const extended = moveSelection(
      moveSelection(at(1, 1), "ArrowRight", true, size)!,
      "ArrowDown",
      true,
      size,
    );
    expect(extended).toEqual({ anchor: { row: 1, col: 1 }, focus: { row: 2, col: 2 } });
    expect(moveSelection(extended!, "End", true, size)?.focus).toEqual({ row: 2, col: 7 });
    expect(moveSelection(extended!, "ArrowLeft", false, size)).toEqual(at(2, 1));
  });

  it("stays inside the grid", () => {
    expect(moveSelection(at(0, 0), "ArrowUp", true, size)).toBeNull();
    expect(moveSelection(at(0, 0), "a", false, size)).toBeNull();
    expect(clampSelection({ anchor: { row: 5, col: 9 }, focus: { row: 0, col: 2 } }, 3, 4)).toEqual({
      anchor: { row: 2, col: 3 },
      focus: { row: 0, col: 2 },
    });
  });

  it("describes the positions and the times, ending at the last slot's end", () => {
    const { columns } = staffingColumns("09:00", "23:00");
    const names = ["Line Cook", "Server", "Host"];
    const from = columns.findIndex((c) => c.slot === "11:00");
    const to = columns.findIndex((c) => c.slot === "21:45");
    expect(describeSelection({ top: 0, bottom: 1, left: from, right: to }, names, columns)).toBe(
      "Line Cook and Server, 11:00 to 22:00 selected",
    );
    expect(describeSelection({ top: 0, bottom: 2, left: from, right: from }, names, columns)).toBe(
      "Line Cook, Server and Host, 11:00 to 11:15 selected",
    );
  });

  it("names the small hours of a store open past midnight as the next day", () => {
    const { columns } = staffingColumns("17:00", "02:00");
    const late = columns.findIndex((c) => c.slot === "23:45");
    expect(describeSelection({ top: 0, bottom: 0, left: late, right: late }, ["Bartender"], columns)).toBe(
      "Bartender, 23:45 to 00:00 (next day) selected",
    );
    expect(
      describeSelection({ top: 0, bottom: 0, left: late, right: columns.length - 1 }, ["Bartender"], columns),
    ).toBe("Bartender, 23:45 to 02:00 (next day) selected");
  });
});
