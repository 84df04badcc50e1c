import { describe, expect, it } from "vitest";
import {
  applyChange,
  copyDayTo,
  dayTotals,
  fitToSlots,
  MAX_UNDO,
  sameGrid,
  setCells,
  toDayNeeds,
  undoLast,
  weekGrids,
  type EditorState,
} from "./week-needs";

const slots = ["11:00", "11:15", "11:30", "11:45"];
const cook = 1;
const server = 2;
const host = 3;
const ids = [cook, server, host];

describe("setting cells", () => {
  it("sets every cell of the rectangle, across positions, and leaves the rest", () => {
    const grid = setCells(
      { [host]: { "11:00": 4 } },
      { top: 0, bottom: 1, left: 1, right: 2 },
      ids,
      slots,
      2,
    );
    expect(grid).toEqual({
      [cook]: { "11:15": 2, "11:30": 2 },
      [server]: { "11:15": 2, "11:30": 2 },
      [host]: { "11:00": 4 },
    });
  });

  it("clears with 0 (the slot needs nobody)", () => {
    const grid = setCells(
      { [cook]: { "11:00": 2, "11:15": 2 } },
      { top: 0, bottom: 0, left: 1, right: 3 },
      ids,
      slots,
      0,
    );
    expect(grid).toEqual({ [cook]: { "11:00": 2 } });
  });
});

describe("days as the server takes them", () => {
  it("sends the positive needs inside the hours, inactive positions' too", () => {
    const needs = toDayNeeds({ [cook]: { "11:00": 2, "11:15": 0, "08:00": 1 }, 99: { "11:30": 1 } }, slots);
    expect(needs).toEqual([
      { positionId: cook, timeSlot: "11:00", requiredHeadcount: 2 },
      { positionId: 99, timeSlot: "11:30", requiredHeadcount: 1 },
    ]);
  });

  it("sends every slot when no hours are given (a week's prep and close-down)", () => {
    expect(toDayNeeds({ [cook]: { "08:00": 1, "11:00": 0 } }, null)).toEqual([
      { positionId: cook, timeSlot: "08:00", requiredHeadcount: 1 },
    ]);
  });

  it("drops another store's slots outside these hours and counts them", () => {
    const { grid, dropped } = fitToSlots(
      { [cook]: { "10:00": 1, "11:00": 2, "23:00": 3 }, [host]: { "11:45": 1 } },
      slots,
    );
    expect(grid).toEqual({ [cook]: { "11:00": 2 }, [host]: { "11:45": 1 } });
    expect(dropped).toBe(2);
  });

  it("compares grids by need, a missing slot being 0", () => {
    expect(sameGrid({ [cook]: { "11:00": 0 } }, {})).toBe(true);
    expect(sameGrid({ [cook]: { "11:00": 1 } }, { [cook]: {} })).toBe(false);
  });

  it("totals staff-hours per position and per day", () => {
    const totals = dayTotals({ [cook]: { "11:00": 2, "11:15": 2 }, [server]: { "11:00": 4 } }, ids, slots);
    expect(totals).toEqual({ perPosition: [1, 1, 0], total: 2 });
  });
});

describe("changes and undo", () => {
  const empty: EditorState = { grids: { MONDAY: {}, TUESDAY: { [cook]: { "11:00": 1 } } }, undo: [] };

  it("records the previous grids of the days a change touched, and undo restores them", () => {
    const monday = { [cook]: { "11:00": 2 } };
    const set = applyChange(empty, "Set to 2", { MONDAY: monday });
    expect(set.changed).toEqual(["MONDAY"]);
    const copy = applyChange(
      set.state,
      "Copy",
      copyDayTo(set.state.grids, "MONDAY", ["MONDAY", "TUESDAY", "WEDNESDAY"]),
    );
    expect(copy.changed).toEqual(["TUESDAY", "WEDNESDAY"]);
    expect(copy.state.grids.WEDNESDAY).toEqual(monday);

    const first = undoLast(copy.state)!;
    expect(first.label).toBe("Copy");
    expect(first.changed.sort()).toEqual(["TUESDAY", "WEDNESDAY"]);
    expect(first.state.grids).toEqual({ MONDAY: monday, TUESDAY: { [cook]: { "11:00": 1 } }, WEDNESDAY: {} });
    const second = undoLast(first.state)!;
    expect(second.state.grids.MONDAY).toEqual({});
    expect(undoLast(second.state)).toBeNull();
  });

  it("records nothing for a change that changes nothing", () => {
    const same = applyChange(empty, "Clear", { MONDAY: {} });
    expect(same.changed).toEqual([]);
    expect(same.state.undo).toHaveLength(0);
  });

  it("keeps the last MAX_UNDO steps", () => {
    let state = empty;
    for (let i = 1; i <= MAX_UNDO + 5; i++)
      state = applyChange(state, `Set ${i}`, { MONDAY: { [cook]: { "11:00": i } } }).state;
    expect(state.undo).toHaveLength(MAX_UNDO);
    expect(state.undo[0]?.label).toBe("Set 6");
  });
});

describe("a week's needs from the server", () => {
  it("groups by business day (a bar's Friday 01:00 stays on Friday) and keeps empty days", () => {
    const grids = weekGrids(
      [
        { positionId: cook, date: "2026-11-27", timeSlot: "01:00", requiredHeadcount: 2, source: "WEEK" },
        { positionId: cook, date: "2026-11-27", timeSlot: "23:00", requiredHeadcount: 1, source: "WEEK" },
        { positionId: host, date: "2026-11-23", timeSlot: "11:00", requiredHeadcount: 1, source: "WEEK" },
        { positionId: host, date: "2026-11-24", timeSlot: "11:00", requiredHeadcount: 0, source: "WEEK" },
        { positionId: host, date: "2026-12-01", timeSlot: "11:00", requiredHeadcount: 3, source: "WEEK" },
      ],
      ["2026-11-23", "2026-11-24", "2026-11-27"],
    );
    expect(grids).toEqual({
      "2026-11-23": { [host]: { "11:00": 1 } },
      "2026-11-24": {},
      "2026-11-27": { [cook]: { "01:00": 2, "23:00": 1 } },
    });
  });
});
