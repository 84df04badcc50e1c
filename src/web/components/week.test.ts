import { describe, expect, it } from "vitest";
import { formatDayHeader, formatWeekLabel, weekDates, weekStartIn, weekStartOf } from "./week";

describe("weekStartOf", () => {
  it.each([
    ["2026-11-23", "2026-11-23"], // Monday
    ["2026-11-25", "2026-11-23"],
    ["2026-11-29", "2026-11-23"], // Sunday belongs to the week before it
    ["2026-11-30", "2026-11-30"],
    ["2027-01-01", "2026-12-28"],
  ])("%s → %s", (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });
});

describe("formatWeekLabel", () => {
  it.each([
    ["2026-11-23", "Week of Nov 23 – 29, 2026"],
    ["2026-11-30", "Week of Nov 30 – Dec 6, 2026"],
    ["2026-12-28", "Week of Dec 28, 2026 – Jan 3, 2027"],
  ])("%s → %s", (monday, label) => {
    expect(formatWeekLabel(monday)).toBe(label);
  });
});

describe("weekDates and formatDayHeader", () => {
  it("lists Monday to Sunday", () => {
    expect(weekDates("2026-11-30")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });

  it("names the day", () => {
    expect(formatDayHeader("2026-11-23")).toEqual({ weekday: "Mon", date: "Nov 23" });
    expect(formatDayHeader("2026-11-29")).toEqual({ weekday: "Sun", date: "Nov 29" });
  });
});

describe("weekStartIn", () => {
  it("follows the store's time zone, not the viewer's", () => {
    // Sunday 22:00 in New York is already Monday in Tokyo.
    const now = new Date("2026-11-30T03:00:00Z");
    expect(weekStartIn("America/New_York", now)).toBe("2026-11-23");
    expect(weekStartIn("Asia/Tokyo", now)).toBe("2026-11-30");
  });
});
