import { describe, expect, it } from "vitest";
import {
  STAFFING_SLOTS,
  addDays,
  isOnGrid,
  timeSlots,
  ageOn,
  dayOfWeekOf,
  localToday,
  mondayOf,
  todayIn,
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

describe("today and weeks in a time zone (date-fns with @date-fns/tz)", () => {
  // 02:00 UTC on 1 March 2026 is still 28 February in New York, already 1 March in Tokyo.
  const now = new Date("2026-03-01T02:00:00Z");

  it.each([
    ["America/New_York", "2026-02-28"],
    ["UTC", "2026-03-01"],
    ["Asia/Tokyo", "2026-03-01"],
    ["Pacific/Kiritimati", "2026-03-01"],
  ])("today in %s is %s", (zone, date) => {
    expect(todayIn(zone, now)).toBe(date);
    expect(localToday(now, zone)).toBe(date);
  });

  it("crosses a DST change without slipping a day", () => {
    // Clocks go forward in New York at 02:00 on 8 March 2026.
    expect(todayIn("America/New_York", new Date("2026-03-08T06:59:00Z"))).toBe("2026-03-08");
    expect(todayIn("America/New_York", new Date("2026-03-09T03:59:00Z"))).toBe("2026-03-08");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });

  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2026-11-29", "2026-11-23"],
    ["2027-01-01", "2026-12-28"],
    ["2026-03-08", "2026-03-02"],
  ])("the Monday of %s is %s", (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it("the week of a store starts on the Monday of its own today", () => {
    // Sunday night in New York, Monday morning in Tokyo.
    const sunday = new Date("2026-11-30T02:00:00Z");
    expect(mondayOf(todayIn("America/New_York", sunday))).toBe("2026-11-23");
    expect(mondayOf(todayIn("Asia/Tokyo", sunday))).toBe("2026-11-30");
  });
});

describe("the 15-minute grid", () => {
  it.each([
    ["00:00", true],
    ["09:15", true],
    ["23:45", true],
    ["24:00", true],
    ["09:30:00", true],
    ["09:10", false],
    ["09:59", false],
    ["25:00", false],
    ["noon", false],
  ])("%s is on it: %s", (time, onGrid) => {
    expect(isOnGrid(time)).toBe(onGrid);
  });

  it("lists its times from a start to a last one, inclusive", () => {
    expect(timeSlots("23:15", "24:00")).toEqual(["23:15", "23:30", "23:45", "24:00"]);
    expect(timeSlots("09:00", "09:00")).toEqual(["09:00"]);
    expect(timeSlots("10:00", "09:00")).toEqual([]);
    expect(timeSlots("00:00", "24:00")).toHaveLength(97);
  });
});
