import { describe, expect, it } from "vitest";
import { DAY_MINUTES, formatTime, parseTime, workedMinutes } from "../../domain/time";
import { parseEngineInput, placeBreaks, tinyWeek } from "../../engine";
import { shiftBreaksFor } from "./shift-breaks";

const parsed = parseEngineInput(tinyWeek(1));
if (!parsed.ok) throw new Error(parsed.errors.join("; "));
const input = parsed.input;
const later = (time: string, minutes: number) => formatTime((parseTime(time) + minutes) % DAY_MINUTES);

describe("shiftBreaksFor", () => {
  it("gives a day shift the engine's breaks", () => {
    expect(shiftBreaksFor(input, "10:00", "18:00")).toEqual(placeBreaks(input, "10:00", "18:00"));
  });

  it("gives a night shift the breaks of a shift as long, moved to its start, after midnight too", () => {
    const day = placeBreaks(input, "10:00", "18:00");
    const night = shiftBreaksFor(input, "18:00", "02:00");
    expect(day.some((b) => b.kind === "MEAL")).toBe(true);
    expect(night).toEqual(day.map((b) => ({ ...b, start: later(b.start, 480), end: later(b.end, 480) })));
    // The meal break counts once: 8 hours less 30 minutes.
    const meal = day.filter((b) => b.kind === "MEAL").length * input.constraints.mealBreakLength;
    expect(workedMinutes({ startTime: "18:00", endTime: "02:00", breaks: night })).toBe(480 - meal);
  });

  it("writes a break after midnight as its time of the next day", () => {
    const breaks = shiftBreaksFor(input, "17:00", "03:00");
    expect(breaks.some((b) => parseTime(b.start) < parseTime("03:00"))).toBe(true);
    for (const b of breaks) expect(parseTime(b.end)).toBeLessThan(DAY_MINUTES);
    const day = placeBreaks(input, "07:00", "17:00");
    const meal = day.filter((b) => b.kind === "MEAL").length * input.constraints.mealBreakLength;
    expect(workedMinutes({ startTime: "17:00", endTime: "03:00", breaks })).toBe(600 - meal);
  });
});
