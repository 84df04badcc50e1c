import { describe, expect, it } from "vitest";
import type { StaffingEntry } from "../../../domain/schemas/staffing";
import { STAFFING_SLOTS } from "../../../domain/time";
import {
  formatStaffHours,
  HOUR_GROUPS,
  headcountAt,
  headcountRow,
  isOpenAt,
  NO_HEADCOUNT,
  slotIndexOf,
  staffHours,
  toHeadcountGrid,
  withHeadcount,
} from "./headcount-grid";

const entry = (positionId: number, timeSlot: string, requiredHeadcount: number): StaffingEntry => ({
  id: 1,
  storeId: 1,
  positionId,
  dayOfWeek: "MONDAY",
  timeSlot,
  requiredHeadcount,
});

describe("the slot grid", () => {
  it("has 68 slots in 17 hour groups of 4", () => {
    expect(STAFFING_SLOTS).toHaveLength(68);
    expect(HOUR_GROUPS).toHaveLength(17);
    expect(HOUR_GROUPS[0]).toEqual({ hour: "06:00", slots: ["06:00", "06:15", "06:30", "06:45"] });
    expect(HOUR_GROUPS.at(-1)?.slots.at(-1)).toBe("22:45");
  });

  it.each([
    ["06:00", 0],
    ["11:00:00", 20],
    ["22:45", 67],
    ["05:45", undefined],
    ["23:00", undefined],
    ["nonsense", undefined],
  ])("slot %s is index %s", (slot, index) => {
    expect(slotIndexOf(slot)).toBe(index);
  });
});

describe("toHeadcountGrid", () => {
  it("places entries by position and slot, zero elsewhere, and skips slots off the grid", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3), entry(1, "11:15:00", 2), entry(2, "05:00", 9)]);
    expect(headcountAt(grid, 1, 20)).toBe(3);
    expect(headcountAt(grid, 1, 21)).toBe(2);
    expect(headcountAt(grid, 1, 0)).toBe(0);
    expect(grid[2]).toBeUndefined();
    expect(headcountRow(grid, 2)).toBe(NO_HEADCOUNT);
  });
});

describe("withHeadcount", () => {
  it("changes one slot and keeps every other row as it was", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3), entry(2, "12:00", 1)]);
    const next = withHeadcount(grid, 1, 20, 4);
    expect(headcountAt(next, 1, 20)).toBe(4);
    expect(headcountAt(grid, 1, 20)).toBe(3);
    expect(next[2]).toBe(grid[2]);
  });

  it("adds a row for a position without needs", () => {
    expect(headcountAt(withHeadcount({}, 7, 0, 1), 7, 0)).toBe(1);
    expect(headcountAt(withHeadcount(undefined, 7, 67, 2), 7, 67)).toBe(2);
  });

  it("returns the same grid when nothing changes", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3)]);
    expect(withHeadcount(grid, 1, 20, 3)).toBe(grid);
  });
});

describe("staffHours", () => {
  it.each([
    [[], 0],
    [[1], 0.25],
    [[2, 2, 2, 2], 2],
    [[3, 0, 1], 1],
    [STAFFING_SLOTS.map(() => 1), 17],
  ])("%o → %d h", (row, hours) => {
    expect(staffHours(row)).toBe(hours);
  });

  it.each([
    [0, "0 h"],
    [17, "17 h"],
    [12.5, "12.5 h"],
    [0.25, "0.25 h"],
    [1.75, "1.75 h"],
  ])("formats %d as %s", (hours, text) => {
    expect(formatStaffHours(hours)).toBe(text);
  });
});

describe("isOpenAt", () => {
  it.each([
    ["08:45", false],
    ["09:00", true],
    ["20:45", true],
    ["21:00", false],
  ])("%s with the store open 09:00-21:00 → %s", (slot, open) => {
    expect(isOpenAt(slot, "09:00", "21:00")).toBe(open);
  });
});
