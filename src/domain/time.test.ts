import { describe, expect, it } from "vitest";
import {
  STAFFING_SLOTS,
  addDays,
  ageOn,
  dayOfWeekOf,
  formatTime,
  isDate,
  isMinorOn,
  minutesToWholeHours,
  normalizeTime,
  parseTime,
} from "./time";

describe("times", () => {
  it.each([
    ["00:00", 0],
    ["09:30", 570],
    ["23:45", 1425],
    ["21:00:00", 1260],
    ["24:00", 1440],
  ])("parses %s as %i minutes", (text, minutes) => {
    expect(parseTime(text)).toBe(minutes);
  });

  it.each(["9:30", "24:01", "12:60", "", "noon", "12:3"])("rejects %j", (text) => {
    expect(() => parseTime(text)).toThrow(RangeError);
  });

  it("formats and normalizes", () => {
    expect(formatTime(570)).toBe("09:30");
    expect(formatTime(1440)).toBe("24:00");
    expect(normalizeTime("07:05:59")).toBe("07:05");
    expect(() => formatTime(-1)).toThrow(RangeError);
  });

  it("shows durations in whole hours, rounded down", () => {
    expect(minutesToWholeHours(240)).toBe(4);
    expect(minutesToWholeHours(299)).toBe(4);
    expect(minutesToWholeHours(59)).toBe(0);
  });

  it("lists 68 staffing slots from 06:00 to 22:45", () => {
    expect(STAFFING_SLOTS).toHaveLength(68);
    expect(STAFFING_SLOTS[0]).toBe("06:00");
    expect(STAFFING_SLOTS.at(-1)).toBe("22:45");
  });
});

describe("dates and ages", () => {
  it("validates calendar dates", () => {
    expect(isDate("2024-02-29")).toBe(true);
    expect(isDate("2023-02-29")).toBe(false);
    expect(isDate("2023-13-01")).toBe(false);
    expect(isDate("23-01-01")).toBe(false);
  });

  it.each([
    ["2008-11-21", "2026-11-21", 18],
    ["2008-11-22", "2026-11-21", 17],
    ["2008-12-01", "2026-11-21", 17],
    ["2000-02-29", "2026-02-28", 25],
    ["2000-02-29", "2026-03-01", 26],
  ])("born %s is %i on %s", (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });

  it("calls under-18s minors", () => {
    expect(isMinorOn("2009-04-02", "2026-11-23")).toBe(true);
    expect(isMinorOn("2008-11-23", "2026-11-23")).toBe(false);
  });

  it("adds days and names weekdays", () => {
    expect(addDays("2026-11-23", 6)).toBe("2026-11-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(dayOfWeekOf("2026-11-23")).toBe("MONDAY");
    expect(dayOfWeekOf("2026-11-29")).toBe("SUNDAY");
  });
});
