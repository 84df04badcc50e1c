import { describe, expect, it } from "vitest";
import type { PositionCoverage } from "../../../domain/schemas/schedules";
import { demandFitByDay, fitSummary, peopleTop, weekFit } from "./demand-fit";

const day = "2026-11-30";
const cover = (over: Partial<PositionCoverage>): PositionCoverage => ({
  positionId: 1,
  date: day,
  from: "09:00",
  required: [],
  scheduled: [],
  ...over,
});

describe("demand fit", () => {
  it("adds needed and scheduled per slot over positions, short and over counted per position", () => {
    const [fit] = demandFitByDay(
      [day],
      [
        cover({ required: [2, 2, 0], scheduled: [1, 2, 1] }),
        cover({ positionId: 2, from: "09:15", required: [1, 1], scheduled: [2, 0] }),
      ],
    );
    expect(fit!.slots).toEqual([
      { time: "09:00", nextDay: false, needed: 2, scheduled: 1 },
      { time: "09:15", nextDay: false, needed: 3, scheduled: 4 },
      { time: "09:30", nextDay: false, needed: 1, scheduled: 1 },
    ]);
    // Short: 1 (09:00 pos 1) + 1 (09:30 pos 2) slots; over: 1 (09:15 pos 2) + 1 (09:30 pos 1) slots.
    expect(fit!.shortHours).toBe(0.5);
    expect(fit!.overHours).toBe(0.5);
  });

  it("keeps slots after midnight after the evening of a store that closes the next day", () => {
    const [fit] = demandFitByDay([day], [cover({ from: "23:45", required: [1, 1], scheduled: [1, 1] })], {
      openTime: "17:00",
      closeTime: "02:00",
    });
    expect(fit!.slots.map((s) => [s.time, s.nextDay])).toEqual([
      ["23:45", false],
      ["00:00", true],
    ]);
  });

  it("ignores other dates and says so in words", () => {
    const fits = demandFitByDay(
      [day, "2026-12-01"],
      [cover({ required: [4, 4, 4, 4], scheduled: [0, 0, 0, 0] })],
    );
    expect(fitSummary(fits[0]!)).toBe("Short 4 staff-hours");
    expect(fitSummary(fits[1]!)).toBe("No demand");
    expect(
      fitSummary({
        slots: [{ time: "09:00", nextDay: false, needed: 1, scheduled: 1 }],
        shortHours: 0,
        overHours: 0,
      }),
    ).toBe("Matches the need");
    expect(fitSummary({ slots: [], shortHours: 3, overHours: 2.25 })).toBe("Short 3 staff-hours, over 2.25");
    expect(fitSummary({ slots: [], shortHours: 0, overHours: 1.5 })).toBe("Over 1.5");
    expect(weekFit(fits)).toEqual({ shortHours: 4, overHours: 0 });
    expect(peopleTop(fits)).toBe(4);
    expect(peopleTop([])).toBe(1);
  });
});
