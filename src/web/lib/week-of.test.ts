import { describe, expect, it } from "vitest";
import { mondayOf, todayIn } from "../../domain/time";
import { mondayOfDay, wallToday } from "./week-of";

describe("week-of, the first load's light reading of today and its Monday", () => {
  const zones = ["UTC", "America/New_York", "America/Los_Angeles", "Pacific/Auckland", "Asia/Kolkata"];
  // Around midnights, a year's turn, both daylight-saving changes and a leap day.
  const instants = [
    "2026-11-28T04:59:00Z",
    "2026-11-28T05:00:00Z",
    "2026-12-31T23:30:00Z",
    "2027-01-01T11:30:00Z",
    "2026-03-08T07:30:00Z",
    "2026-11-01T06:30:00Z",
    "2028-02-29T12:00:00Z",
  ].map((iso) => new Date(iso));

  it("says today as domain/time does, in every zone", () => {
    for (const zone of zones)
      for (const now of instants)
        expect(wallToday(zone, now), `${zone} ${now.toISOString()}`).toBe(todayIn(zone, now));
  });

  it("finds the Monday as domain/time does", () => {
    for (let i = 0; i < 800; i += 3) {
      const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      expect(mondayOfDay(day), day).toBe(mondayOf(day));
    }
  });

  it("names no Monday for what is not a day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "26-11-28", "", "2026-11-28T00:00"])
      expect(mondayOfDay(bad), bad).toBeNull();
  });
});
