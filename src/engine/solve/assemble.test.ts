import { describe, expect, it } from "vitest";
import { DAY_MINUTES, formatTime, parseTime, workedMinutes } from "../../domain/time";
import { baseRaw, parse } from "../test-fixtures";
import { placeBreaks } from "./assemble";

const input = parse(baseRaw());
const t = parseTime;

describe("placeBreaks", () => {
  it.each([
    ["09:00", "13:00", [["REST", "11:00", "11:15"]]],
    ["09:00", "14:00", [["REST", "11:30", "11:45"]]],
    [
      "09:00",
      "15:00",
      [
        ["REST", "10:30", "10:45"],
        ["MEAL", "11:45", "12:15"],
      ],
    ],
    [
      "09:00",
      "17:00",
      [
        ["REST", "11:00", "11:15"],
        ["MEAL", "12:45", "13:15"],
        ["REST", "15:15", "15:30"],
      ],
    ],
    [
      "16:00",
      "24:00",
      [
        ["REST", "18:00", "18:15"],
        ["MEAL", "19:45", "20:15"],
        ["REST", "22:15", "22:30"],
      ],
    ],
  ])("%s-%s", (start, end, expected) => {
    const breaks = placeBreaks(input, start, end);
    expect(breaks.map((b) => [b.kind, b.start, b.end])).toEqual(expected);
    for (const b of breaks) {
      expect(t(b.start)).toBeGreaterThan(t(start));
      expect(t(b.end)).toBeLessThanOrEqual(t(end));
    }
  });
});

describe("placeBreaks for a shift that ends the next day", () => {
  const later = (time: string, minutes: number) => formatTime((parseTime(time) + minutes) % DAY_MINUTES);
  const meal = (breaks: Array<{ kind: string }>) =>
    breaks.filter((b) => b.kind === "MEAL").length * input.constraints.mealBreakLength;

  it("gives a night the breaks of a day shift as long, at the same offsets from its start", () => {
    const day = placeBreaks(input, "10:00", "18:00");
    const night = placeBreaks(input, "18:00", "02:00");
    expect(day.some((b) => b.kind === "MEAL")).toBe(true);
    expect(night).toEqual(day.map((b) => ({ ...b, start: later(b.start, 480), end: later(b.end, 480) })));
    expect(workedMinutes({ startTime: "18:00", endTime: "02:00", breaks: night })).toBe(480 - meal(night));
  });

  it("writes a break after midnight as its time of the next day", () => {
    const breaks = placeBreaks(input, "17:00", "03:00");
    expect(breaks.some((b) => parseTime(b.start) < parseTime("03:00"))).toBe(true);
    for (const b of breaks) expect(parseTime(b.end)).toBeLessThan(DAY_MINUTES);
    expect(workedMinutes({ startTime: "17:00", endTime: "03:00", breaks })).toBe(600 - meal(breaks));
  });

  it("reads the real length on a spring-forward night: 22:00-04:00 is 5 hours, too short for a meal", () => {
    const spring = parse({ ...baseRaw(), weekStart: "2026-03-02" });
    expect(placeBreaks(spring, "22:00", "04:00", "2026-03-07").some((b) => b.kind === "MEAL")).toBe(false);
    expect(placeBreaks(spring, "22:00", "04:00").some((b) => b.kind === "MEAL")).toBe(true);
  });
});
