import { describe, expect, it } from "vitest";
import { pastWindows } from "./past";

describe("pastWindows: the week up to now, less a person's started shifts", () => {
  it("cuts the past into one unavailable window per day", () => {
    expect(pastWindows(1440 + 600, [])).toEqual([
      { dayOfWeek: "MONDAY", startTime: "00:00", endTime: "24:00", isAvailable: false },
      { dayOfWeek: "TUESDAY", startTime: "00:00", endTime: "10:00", isAvailable: false },
    ]);
  });

  it("leaves the person's own started shifts open, overnight ones across midnight too", () => {
    // Monday 22:00-Tuesday 02:00 worked; now Tuesday 10:00.
    expect(pastWindows(1440 + 600, [[1320, 1440 + 120]])).toEqual([
      { dayOfWeek: "MONDAY", startTime: "00:00", endTime: "22:00", isAvailable: false },
      { dayOfWeek: "TUESDAY", startTime: "02:00", endTime: "10:00", isAvailable: false },
    ]);
    // A shift that runs past now leaves nothing after its start.
    expect(pastWindows(600, [[540, 1020]])).toEqual([
      { dayOfWeek: "MONDAY", startTime: "00:00", endTime: "09:00", isAvailable: false },
    ]);
  });

  it("a week not begun has no past", () => {
    expect(pastWindows(0, [])).toEqual([]);
  });
});
