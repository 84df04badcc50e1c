import { describe, expect, it } from "vitest";
import {
  businessRangeText,
  businessTimeText,
  hhmm,
  isAfterMidnight,
  nextDaySuffix,
  isOvernight,
  isShiftLength,
  lengthText,
  spanMinutes,
  timeRangeText,
  timeRangeWords,
} from "./time-range";

const BAR = { openTime: "17:00", closeTime: "02:00" };
const CAFE = { openTime: "07:00:00", closeTime: "15:00:00" };

describe("overnight spans", () => {
  it.each([
    ["09:00", "17:00", false, "09:00–17:00", "09:00 to 17:00"],
    ["18:00", "02:00", true, "18:00–02:00 +1", "18:00 to 02:00 the next day"],
    ["18:00:00", "00:00:00", true, "18:00–00:00 +1", "18:00 to 00:00 the next day"],
    ["16:00", "24:00", false, "16:00–24:00", "16:00 to 24:00"],
    ["09:00", "09:00", true, "09:00–09:00 +1", "09:00 to 09:00 the next day"],
    ["", "", false, "–", " to "],
  ])("%s-%s: overnight %s, %s, %s", (start, end, overnight, text, words) => {
    expect(isOvernight(start, end)).toBe(overnight);
    expect(timeRangeText(start, end)).toBe(text);
    expect(timeRangeWords(start, end)).toBe(words);
  });

  it("gives a suffix for lists", () => {
    expect(`18:00-02:00${nextDaySuffix("18:00", "02:00")}`).toBe("18:00-02:00 +1");
    expect(`09:00-17:00${nextDaySuffix("09:00", "17:00")}`).toBe("09:00-17:00");
  });

  it("drops seconds and keeps what is not a time", () => {
    expect(hhmm("09:30:00")).toBe("09:30");
    expect(hhmm("soon")).toBe("soon");
  });
});

describe("business-day times", () => {
  it.each([
    ["01:00", BAR, true],
    ["01:45", BAR, true],
    ["17:00", BAR, false],
    ["23:45", BAR, false],
    ["03:00", BAR, true], // after the close, before the middle of the closed gap (09:30): still that night
    ["10:00", BAR, false], // past the middle of the gap: its own day
    ["01:00", CAFE, false],
    ["01:00", undefined, false],
  ])("%s with %o is after midnight: %s", (time, hours, after) => {
    expect(isAfterMidnight(time, hours)).toBe(after);
  });

  it("marks slots and ranges after midnight", () => {
    expect(businessTimeText("01:00", BAR)).toBe("01:00 +1");
    expect(businessTimeText("18:00", BAR)).toBe("18:00");
    expect(businessRangeText("23:00", "02:00", BAR)).toBe("23:00–02:00 +1");
    expect(businessRangeText("00:30", "01:30", BAR)).toBe("00:30–01:30 (next day)");
    expect(businessRangeText("09:00", "11:00", CAFE)).toBe("09:00–11:00");
  });
});

describe("shift lengths", () => {
  it.each([
    ["18:00", "02:00", undefined, 480],
    ["22:00", "06:00", undefined, 480],
    // Spring forward in New York on Sunday 2026-03-08: 01:00-03:00 is one real hour.
    ["01:00", "03:00", { timeZone: "America/New_York", date: "2026-03-08" }, 60],
    // Fall back on Sunday 2026-11-01: Saturday 22:00 to Sunday 04:00 is seven real hours.
    ["22:00", "04:00", { timeZone: "America/New_York", date: "2026-10-31" }, 420],
    ["22:00", "04:00", { timeZone: "America/New_York" }, 360],
    ["x", "04:00", undefined, null],
  ])("%s-%s at %o lasts %s minutes", (start, end, where, minutes) => {
    expect(spanMinutes(start, end, where)).toBe(minutes);
  });

  it.each([
    [960, true],
    [975, false],
    [1440, false],
    [0, false],
    [null, false],
  ])("%s minutes is a shift length: %s", (minutes, ok) => {
    expect(isShiftLength(minutes)).toBe(ok);
  });

  it.each([
    [480, "8 h"],
    [450, "7 h 30 min"],
    [45, "45 min"],
  ])("%s minutes reads %s", (minutes, text) => {
    expect(lengthText(minutes)).toBe(text);
  });
});
