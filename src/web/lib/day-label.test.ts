import { describe, expect, it } from "vitest";
import { dayLabel } from "./day-label";

describe("dayLabel", () => {
  it.each([
    ["MONDAY", "Monday"],
    ["WEDNESDAY", "Wednesday"],
    ["SUNDAY", "Sunday"],
  ] as const)("%s → %s", (day, label) => expect(dayLabel(day)).toBe(label));
});
