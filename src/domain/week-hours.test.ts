import { describe, expect, it } from "vitest";
import { weekHoursByPerson, type WeekHoursShift } from "./week-hours";

const shift = (over: Partial<WeekHoursShift>): WeekHoursShift => ({
  userId: 7,
  date: "2026-11-23",
  startTime: "09:00",
  endTime: "15:00",
  breaks: [],
  ...over,
});

describe("weekHoursByPerson", () => {
  it("adds up each person's worked hours: meal breaks out, rest breaks in, open shifts left out", () => {
    const week = [
      shift({ breaks: [{ start: "12:00", end: "12:30", kind: "MEAL" }] }),
      shift({ date: "2026-11-24", breaks: [{ start: "11:00", end: "11:10", kind: "REST" }] }),
      shift({ userId: 8, startTime: "17:00", endTime: "21:00" }),
      shift({ userId: null, startTime: "10:00", endTime: "18:00" }),
    ];
    expect(weekHoursByPerson(week)).toEqual(
      new Map([
        [7, 11.5],
        [8, 4],
      ]),
    );
  });

  it("counts an overnight shift whole, and its real length across a daylight-saving change", () => {
    // New York falls back on Sunday 2026-11-01: Saturday 22:00 to Sunday 04:00 is 7 real hours.
    const night = shift({ date: "2026-10-31", startTime: "22:00", endTime: "04:00" });
    expect(weekHoursByPerson([night]).get(7)).toBe(6);
    expect(weekHoursByPerson([night], "America/New_York").get(7)).toBe(7);
  });
});
