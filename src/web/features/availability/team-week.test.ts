import { describe, expect, it } from "vitest";
import { NO_WINDOW, NOTHING_SET, shortWindow, weekCells } from "./team-week";

const w = (startTime: string, endTime: string, isAvailable = true) => ({
  dayOfWeek: "MONDAY" as const,
  startTime,
  endTime,
  isAvailable,
});

describe("team week cells", () => {
  it("reads windows in short form", () => {
    expect(shortWindow(w("09:00", "17:00"))).toBe("09–17");
    expect(shortWindow(w("09:30:00", "17:15"))).toBe("09:30–17:15");
    expect(shortWindow(w("20:00", "02:00"))).toBe("20–02 (+1)");
    expect(shortWindow(w("00:00", "23:59"))).toBe("Any time");
    expect(shortWindow(w("00:00:00", "23:59:00", false))).toBe("Unavailable");
    expect(shortWindow(w("12:00", "14:00", false))).toBe("Unavailable 12–14");
  });

  it("gives every day Monday first, a day's windows by start, a dash for nothing set", () => {
    const cells = weekCells([
      { ...w("18:00", "22:00"), dayOfWeek: "TUESDAY" },
      { ...w("06:00", "10:00"), dayOfWeek: "TUESDAY" },
      { ...w("00:00", "23:59"), dayOfWeek: "SUNDAY" },
    ]);
    expect(cells.map((c) => c.day)).toEqual([
      "MONDAY",
      "TUESDAY",
      "WEDNESDAY",
      "THURSDAY",
      "FRIDAY",
      "SATURDAY",
      "SUNDAY",
    ]);
    // Someone with available windows is not available on a day without any (docs/engine.md, Available).
    expect(cells[0]?.texts).toEqual([NO_WINDOW]);
    expect(cells[1]?.texts).toEqual(["06–10", "18–22"]);
    expect(cells[6]?.texts).toEqual(["Any time"]);
  });

  it("gives a dash on every day to someone with no window at all (available any time)", () => {
    expect(weekCells([]).map((c) => c.texts)).toEqual(Array.from({ length: 7 }, () => [NOTHING_SET]));
    const offOnly = weekCells([{ ...w("12:00", "14:00"), isAvailable: false, dayOfWeek: "MONDAY" }]);
    expect(offOnly[1]?.texts).toEqual([NOTHING_SET]);
  });
});
