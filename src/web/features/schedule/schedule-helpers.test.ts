import { describe, expect, it } from "vitest";
import type { SampleShift } from "./sample-schedule-data";
import { csvField, shiftsStartingAt, shiftsToCsv } from "./schedule-helpers";

const shift = (over: Partial<SampleShift>): SampleShift => ({
  id: 1,
  dayOfWeek: "MONDAY",
  positionName: "Server",
  positionColor: "#3b82f6",
  employeeName: "Ana Ruiz",
  startTime: "10:00",
  endTime: "16:00",
  ...over,
});

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["O'Connor", "O'Connor"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
  ])("%j → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("shiftsToCsv", () => {
  it("writes a header and one row per shift, Monday first, open shifts named", () => {
    const csv = shiftsToCsv(
      [
        shift({ id: 2, dayOfWeek: "TUESDAY", employeeName: null, startTime: "17:00", endTime: "21:00" }),
        shift({ id: 1, employeeName: "Lee, Sam" }),
      ],
      ["2026-11-23", "2026-11-24"],
    );
    expect(csv).toBe(
      "Date,Day,Position,Employee,Start,End\r\n" +
        '2026-11-23,MONDAY,Server,"Lee, Sam",10:00,16:00\r\n' +
        "2026-11-24,TUESDAY,Server,Open shift,17:00,21:00\r\n",
    );
  });
});

describe("shiftsStartingAt", () => {
  it("keeps the shifts of that day starting within that hour", () => {
    const shifts = [
      shift({ id: 1, startTime: "10:30", positionName: "Host" }),
      shift({ id: 2, startTime: "10:00" }),
      shift({ id: 3, startTime: "11:00" }),
      shift({ id: 4, dayOfWeek: "FRIDAY" }),
    ];
    expect(shiftsStartingAt(shifts, "MONDAY", 10).map((s) => s.id)).toEqual([2, 1]);
    expect(shiftsStartingAt(shifts, "MONDAY", 6)).toEqual([]);
  });
});
