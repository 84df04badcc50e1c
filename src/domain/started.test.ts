import { describe, expect, it } from "vitest";
import { hasStarted, hasStartedBy, pastHorizon, wallNow } from "./started";

const NY = "America/New_York";

describe("started shifts on the store's wall clock", () => {
  it("reads now in the store's time zone", () => {
    // 03:30 UTC on Thursday is still Wednesday 22:30 in New York (EST).
    expect(wallNow(NY, new Date("2026-12-10T03:30:00Z"))).toEqual({
      date: "2026-12-09",
      minute: 22 * 60 + 30,
    });
  });

  it("a shift has started when its start is at or before now", () => {
    const now = new Date("2026-12-09T17:00:00Z"); // 12:00 in New York
    expect(hasStarted({ date: "2026-12-09", startTime: "12:00" }, NY, now)).toBe(true);
    expect(hasStarted({ date: "2026-12-09", startTime: "11:45" }, NY, now)).toBe(true);
    expect(hasStarted({ date: "2026-12-09", startTime: "12:15" }, NY, now)).toBe(false);
    expect(hasStarted({ date: "2026-12-08", startTime: "23:00" }, NY, now)).toBe(true);
    expect(hasStarted({ date: "2026-12-10", startTime: "00:00" }, NY, now)).toBe(false);
    // The same instant in Tokyo is already Thursday 02:00.
    expect(hasStarted({ date: "2026-12-10", startTime: "01:00" }, "Asia/Tokyo", now)).toBe(true);
  });

  it("the horizon is now's wall minute in the week, plus one, clamped to the week", () => {
    const wednesdayNoon = new Date("2026-12-09T17:00:00Z");
    expect(pastHorizon("2026-12-07", NY, wednesdayNoon)).toBe(2 * 1440 + 720 + 1);
    expect(pastHorizon("2026-12-14", NY, wednesdayNoon)).toBe(0);
    expect(pastHorizon("2026-11-30", NY, wednesdayNoon)).toBe(7 * 1440);
  });

  it("a wall clock read once answers as reading it each time does", () => {
    const now = new Date("2026-12-09T17:00:00Z"); // 12:00 in New York
    const here = wallNow(NY, now);
    for (const shift of [
      { date: "2026-12-08", startTime: "23:00" },
      { date: "2026-12-09", startTime: "11:59" },
      { date: "2026-12-09", startTime: "12:00" },
      { date: "2026-12-09", startTime: "12:01" },
      { date: "2026-12-10", startTime: "00:00" },
    ])
      expect(hasStartedBy(shift, here)).toBe(hasStarted(shift, NY, now));
    expect(hasStartedBy({ date: "2026-12-09", startTime: "12:01" }, here)).toBe(false);
  });
});
