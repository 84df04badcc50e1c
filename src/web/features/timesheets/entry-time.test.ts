import { describe, expect, it } from "vitest";
import { clockTime, hoursText, isoOfWall, wallValue } from "./entry-time";

describe("entry times on the store's clock", () => {
  it("reads and writes the store's wall time, not the browser's", () => {
    const iso = "2026-12-07T15:12:00.000Z";
    expect(clockTime(iso, "America/Chicago")).toBe("09:12");
    expect(wallValue(iso, "America/Chicago")).toBe("2026-12-07T09:12");
    expect(isoOfWall("2026-12-07T09:12", "America/Chicago")).toBe(iso);
    expect(isoOfWall("2026-12-07T", "America/Chicago")).toBeUndefined();
  });
  it("shows hours with one decimal", () => {
    expect(hoursText(450)).toBe("7.5 h");
    expect(hoursText(0)).toBe("0 h");
  });
});
