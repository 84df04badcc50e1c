import { describe, expect, it } from "vitest";
import { formatWindowTime, groupWindowsByDay, windowRangeText } from "./group-windows";

describe("formatWindowTime", () => {
  it.each([
    ["09:00", "09:00"],
    ["09:30:00", "09:30"],
    ["22:45:59", "22:45"],
  ])("%s → %s", (time, shown) => expect(formatWindowTime(time)).toBe(shown));
});

describe("groupWindowsByDay", () => {
  it("lists all seven days Monday first, even with no windows", () => {
    const groups = groupWindowsByDay([]);
    expect(groups.map((g) => g.label)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(groups.every((g) => g.windows.length === 0)).toBe(true);
  });

  it("puts each window under its day, ordered by start time (seconds or not)", () => {
    const groups = groupWindowsByDay([
      { id: 1, dayOfWeek: "SUNDAY", startTime: "10:00", endTime: "12:00" },
      { id: 2, dayOfWeek: "MONDAY", startTime: "14:00:00", endTime: "18:00:00" },
      { id: 3, dayOfWeek: "MONDAY", startTime: "08:00", endTime: "12:00" },
      { id: 4, dayOfWeek: "MONDAY", startTime: "08:00", endTime: "10:00" },
    ]);
    expect(groups[0]?.windows.map((w) => w.id)).toEqual([4, 3, 2]);
    expect(groups[6]?.windows.map((w) => w.id)).toEqual([1]);
    expect(groups.slice(1, 6).every((g) => g.windows.length === 0)).toBe(true);
  });

  it("orders a window that ends the next day after one that ends the same day", () => {
    const groups = groupWindowsByDay([
      { id: 1, dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "02:00" },
      { id: 2, dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "23:00" },
    ]);
    expect(groups[4]?.windows.map((w) => w.id)).toEqual([2, 1]);
  });

  it("does not reorder the input array", () => {
    const input = [
      { dayOfWeek: "MONDAY" as const, startTime: "14:00", endTime: "18:00" },
      { dayOfWeek: "MONDAY" as const, startTime: "08:00", endTime: "12:00" },
    ];
    groupWindowsByDay(input);
    expect(input[0]?.startTime).toBe("14:00");
  });
});

describe("windowRangeText", () => {
  it.each([
    ["09:00", "17:00", "09:00 – 17:00"],
    ["18:00:00", "02:00:00", "18:00 – 02:00 next day"],
    ["22:00", "00:00", "22:00 – 00:00 next day"],
    ["06:00", "06:00", "06:00 – 06:00 next day"],
  ])("%s-%s reads %s", (startTime, endTime, text) => {
    expect(windowRangeText({ startTime, endTime })).toBe(text);
  });

  it("takes a separator for labels", () => {
    expect(windowRangeText({ startTime: "18:00", endTime: "02:00" }, "-")).toBe("18:00-02:00 next day");
  });
});
