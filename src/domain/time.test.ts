import { describe, expect, it } from "vitest";
import {
  smallHoursEnd,
  staffedSlots,
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
  businessMinute,
  businessSlots,
  endsNextDay,
  isInBusinessDay,
  realMinutes,
  wallMinutes,
  weekClock,
  workedMinutes,
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

describe("the real week: overnight spans and daylight saving", () => {
  it("reads an end at or before the start as the next day", () => {
    expect(endsNextDay("18:00", "02:00")).toBe(true);
    expect(endsNextDay("09:00", "09:00")).toBe(true);
    expect(endsNextDay("09:00", "17:00")).toBe(false);
    expect(endsNextDay("09:00", "24:00")).toBe(false);
    expect(wallMinutes("18:00", "02:00")).toBe(480);
    expect(wallMinutes("22:00", "00:00")).toBe(120);
    expect(wallMinutes("09:00", "24:00")).toBe(900);
  });

  it("puts the small hours of a bar in the business day that opened the evening before", () => {
    expect(businessMinute("01:00", "17:00", "02:00")).toBe(1500);
    expect(businessMinute("18:00", "17:00", "02:00")).toBe(1080);
    expect(isInBusinessDay("01:45", "17:00", "02:00")).toBe(true);
    expect(isInBusinessDay("02:00", "17:00", "02:00")).toBe(false);
    expect(isInBusinessDay("12:00", "17:00", "02:00")).toBe(false);
    expect(isInBusinessDay("08:45", "09:00", "21:00")).toBe(false);
    const slots = businessSlots("17:00", "02:00");
    expect(slots).toHaveLength(36);
    expect([slots[0], slots.at(-1)]).toEqual(["17:00", "01:45"]);
    expect(businessSlots("09:00", "21:00")).toHaveLength(48);
  });

  it("gives a shift across a daylight-saving change its true length", () => {
    const zone = "America/New_York";
    // 2026-03-08 springs forward at 02:00; 2026-11-01 falls back at 02:00.
    expect(realMinutes(zone, "2026-03-08", "01:00", "03:00")).toBe(60);
    expect(realMinutes(zone, "2026-03-07", "22:00", "04:00")).toBe(300);
    expect(realMinutes(zone, "2026-10-31", "22:00", "04:00")).toBe(420);
    expect(realMinutes(zone, "2026-11-01", "00:00", "03:00")).toBe(240);
    expect(realMinutes(zone, "2026-11-02", "22:00", "04:00")).toBe(360);
    expect(realMinutes("UTC", "2026-03-07", "22:00", "04:00")).toBe(360);
    expect(weekClock(zone, "2026-11-23").hasChange).toBe(false);
    expect(weekClock(zone, "2026-10-26").hasChange).toBe(true);
  });

  it("counts worked minutes over midnight, breaks after midnight included", () => {
    const shift = {
      date: "2026-10-31",
      startTime: "20:00",
      endTime: "04:00",
      breaks: [{ start: "00:30", end: "01:00", kind: "MEAL" }],
    };
    expect(workedMinutes(shift)).toBe(450);
    expect(workedMinutes(shift, "America/New_York")).toBe(510);
    expect(workedMinutes({ ...shift, breaks: [{ start: "23:45", end: "00:15", kind: "MEAL" }] })).toBe(450);
  });
});

describe("the staffed day: hours widened for prep and close-down", () => {
  it("the small hours of an overnight store end in the middle of the closed gap", () => {
    expect(smallHoursEnd("17:00", "02:00")).toBe(9 * 60 + 30);
    expect(smallHoursEnd("10:00", "22:00")).toBe(0);
    expect(businessMinute("02:15", "17:00", "02:00")).toBe(24 * 60 + 135);
    expect(businessMinute("16:00", "17:00", "02:00")).toBe(16 * 60);
  });

  it("widens the hours by the minutes before the open and after the close", () => {
    expect(staffedSlots("10:00", "12:00", 30, 15)).toEqual([
      "09:30",
      "09:45",
      ...businessSlots("10:00", "12:00"),
      "12:00",
    ]);
    const bar = staffedSlots("17:00", "02:00", 60, 30);
    expect(bar[0]).toBe("16:00");
    expect(bar.slice(-2)).toEqual(["02:00", "02:15"]);
  });

  it("stops at the business day's edges", () => {
    expect(staffedSlots("00:30", "02:00", 120, 0)[0]).toBe("00:00");
    expect(staffedSlots("22:00", "23:30", 0, 120).at(-1)).toBe("23:45");
    expect(staffedSlots("17:00", "02:00", 600, 0)[0]).toBe("09:30");
  });
});
