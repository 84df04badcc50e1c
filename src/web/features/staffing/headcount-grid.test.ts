import { describe, expect, it } from "vitest";
import type { StaffingEntry } from "../../../domain/schemas/staffing";
import {
  formatStaffHours,
  headcountAt,
  headcountRow,
  needMargins,
  needsOutside,
  NO_HEADCOUNT,
  staffHours,
  staffingColumns,
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

describe("staffingColumns", () => {
  it("follows a day store's hours: 09:00 … 20:45 in 12 hours of 4, none after midnight", () => {
    const { columns, hours } = staffingColumns("09:00", "21:00");
    expect(columns).toHaveLength(48);
    expect(columns[0]).toEqual({ slot: "09:00", nextDay: false, isHourStart: true });
    expect(columns.at(-1)?.slot).toBe("20:45");
    expect(hours).toHaveLength(12);
    expect(hours[0]).toEqual({ hour: "09:00", nextDay: false, slots: ["09:00", "09:15", "09:30", "09:45"] });
    expect(columns.some((c) => c.nextDay)).toBe(false);
  });

  it("runs past midnight for a bar open 17:00-02:00, the small hours marked as the next day", () => {
    const { columns, hours } = staffingColumns("17:00", "02:00");
    expect(columns.map((c) => c.slot)).toHaveLength(36);
    expect(columns.at(0)?.slot).toBe("17:00");
    expect(columns.at(-1)).toEqual({ slot: "01:45", nextDay: true, isHourStart: false });
    expect(columns.find((c) => c.slot === "23:45")?.nextDay).toBe(false);
    expect(columns.find((c) => c.slot === "00:00")).toEqual({
      slot: "00:00",
      nextDay: true,
      isHourStart: true,
    });
    expect(hours.map((h) => `${h.hour}${h.nextDay ? "+1" : ""}`)).toEqual([
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
      "00:00+1",
      "01:00+1",
    ]);
  });

  it("starts an hour part-way for an opening on a quarter hour", () => {
    const { hours } = staffingColumns("09:30", "11:00");
    expect(hours.map((h) => h.slots)).toEqual([
      ["09:30", "09:45"],
      ["10:00", "10:15", "10:30", "10:45"],
    ]);
  });

  it("keeps a whole day for a store open around the clock, the hours before the open the next day", () => {
    const { columns } = staffingColumns("06:00", "06:00");
    expect(columns).toHaveLength(96);
    expect(new Set(columns.map((c) => c.slot)).size).toBe(96);
    expect(columns.at(-1)).toMatchObject({ slot: "05:45", nextDay: true });
  });
});

describe("toHeadcountGrid", () => {
  it("places entries by position and slot, dropping seconds, zero elsewhere", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3), entry(1, "11:15:00", 2), entry(2, "01:00", 9)]);
    expect(headcountAt(grid, 1, "11:00")).toBe(3);
    expect(headcountAt(grid, 1, "11:15")).toBe(2);
    expect(headcountAt(grid, 1, "06:00")).toBe(0);
    expect(headcountAt(grid, 2, "01:00")).toBe(9);
    expect(headcountRow(grid, 3)).toBe(NO_HEADCOUNT);
  });

  it("leaves out a slot it cannot read", () => {
    expect(toHeadcountGrid([entry(1, "nonsense", 3)])).toEqual({});
  });
});

describe("withHeadcount", () => {
  it("changes one slot and keeps every other row as it was", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3), entry(2, "12:00", 1)]);
    const next = withHeadcount(grid, 1, "11:00", 4);
    expect(headcountAt(next, 1, "11:00")).toBe(4);
    expect(headcountAt(grid, 1, "11:00")).toBe(3);
    expect(next[2]).toBe(grid[2]);
  });

  it("adds a row for a position without needs", () => {
    expect(headcountAt(withHeadcount({}, 7, "00:30", 1), 7, "00:30")).toBe(1);
    expect(headcountAt(withHeadcount(undefined, 7, "22:45", 2), 7, "22:45")).toBe(2);
  });

  it("returns the same grid when nothing changes", () => {
    const grid = toHeadcountGrid([entry(1, "11:00", 3)]);
    expect(withHeadcount(grid, 1, "11:00", 3)).toBe(grid);
    expect(withHeadcount(grid, 1, "12:00", 0)).toBe(grid);
  });
});

describe("staffHours", () => {
  const slots = ["23:30", "23:45", "00:00", "00:15"];
  it.each([
    [{}, 0],
    [{ "23:30": 1 }, 0.25],
    [{ "23:30": 2, "23:45": 2, "00:00": 2, "00:15": 2 }, 2],
    [{ "23:30": 3, "00:15": 1 }, 1],
    [{ "23:30": 1, "12:00": 8 }, 0.25], // a slot not shown is not counted
  ])("%o → %d h", (row, hours) => {
    expect(staffHours(row, slots)).toBe(hours);
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

describe("needsOutside", () => {
  it("lists needs outside the shown slots, of the positions shown, in time order", () => {
    const grid = toHeadcountGrid([
      entry(1, "18:00", 2),
      entry(1, "07:00", 1),
      entry(2, "06:45", 3),
      entry(2, "08:00", 0),
      entry(9, "05:00", 4),
    ]);
    const { columns } = staffingColumns("17:00", "02:00");
    expect(
      needsOutside(
        grid,
        [1, 2],
        columns.map((c) => c.slot),
      ),
    ).toEqual([
      { positionId: 2, slot: "06:45", count: 3 },
      { positionId: 1, slot: "07:00", count: 1 },
    ]);
  });
});

describe("a week's needs past the hours (prep and close-down)", () => {
  it("widens the columns to the needs a week holds before the open and after the close", () => {
    const grids = { a: { 3: { "08:30": 1, "12:00": 2 } }, b: { 1: { "21:15": 1 } } };
    const margins = needMargins(grids, "09:00", "21:00");
    expect(margins).toEqual({ beforeOpen: 30, afterClose: 30 });
    const slots = staffingColumns("09:00", "21:00", margins).columns.map((c) => c.slot);
    expect(slots[0]).toBe("08:30");
    expect(slots.at(-1)).toBe("21:15");
  });

  it("reads an overnight store's close-down after 02:00 as that night's, marked as the next day", () => {
    const margins = needMargins({ fri: { 1: { "02:15": 1, "16:30": 1 } } }, "17:00", "02:00");
    expect(margins).toEqual({ beforeOpen: 30, afterClose: 30 });
    const columns = staffingColumns("17:00", "02:00", margins).columns;
    expect(columns[0]).toMatchObject({ slot: "16:30", nextDay: false });
    expect(columns.at(-1)).toMatchObject({ slot: "02:15", nextDay: true });
  });

  it("needs within the hours, or none, leave the columns as the hours", () => {
    expect(needMargins({ a: { 1: { "10:00": 1, "08:00": 0 } } }, "09:00", "21:00")).toEqual({
      beforeOpen: 0,
      afterClose: 0,
    });
    expect(needMargins({ a: { 1: { "03:00": 1 } } }, "09:00", "21:00").beforeOpen).toBe(240);
  });
});
