import { describe, expect, it } from "vitest";
import type { PositionCoverage } from "../../../domain/schemas/schedules";
import { coverageByDay } from "./schedule-model";

const MON = "2026-11-23";
const TUE = "2026-11-24";
const SERVER = 1;
const COOK = 2;

describe("coverageByDay", () => {
  it("counts short slots position by position: a spare Server does not cover a missing Cook", () => {
    // 09:00-09:30: one Server and one Cook needed, two Servers there and no Cook.
    const coverage: PositionCoverage[] = [
      { positionId: SERVER, date: MON, from: "09:00", required: [1, 1], scheduled: [2, 2] },
      { positionId: COOK, date: MON, from: "09:00", required: [1, 1], scheduled: [0, 0] },
    ];
    const [monday] = coverageByDay([MON], coverage);
    expect(monday).toEqual({
      date: MON,
      slots: [
        { time: "09:00", required: 2, met: 1 },
        { time: "09:15", required: 2, met: 1 },
      ],
      short: 2,
    });
  });

  it.each([
    {
      case: "fully covered, overstaffing does not count",
      coverage: [{ positionId: SERVER, date: MON, from: "10:00", required: [2, 1], scheduled: [3, 1] }],
      slots: [
        { time: "10:00", required: 2, met: 2 },
        { time: "10:15", required: 1, met: 1 },
      ],
      short: 0,
    },
    {
      case: "slots with people but no demand are left out",
      coverage: [{ positionId: SERVER, date: MON, from: "08:45", required: [0, 1, 0], scheduled: [1, 0, 1] }],
      slots: [{ time: "09:00", required: 1, met: 0 }],
      short: 1,
    },
    {
      case: "positions starting at different times merge in time order",
      coverage: [
        { positionId: SERVER, date: MON, from: "11:00", required: [1], scheduled: [1] },
        { positionId: COOK, date: MON, from: "10:30", required: [2, 0, 3], scheduled: [0, 0, 1] },
      ],
      slots: [
        { time: "10:30", required: 2, met: 0 },
        { time: "11:00", required: 4, met: 2 },
      ],
      short: 4,
    },
    {
      case: "other dates are ignored",
      coverage: [{ positionId: SERVER, date: TUE, from: "09:00", required: [1], scheduled: [0] }],
      slots: [],
      short: 0,
    },
  ])("$case", ({ coverage, slots, short }) => {
    expect(coverageByDay([MON], coverage)).toEqual([{ date: MON, slots, short }]);
  });

  it("answers one entry per date asked, in order", () => {
    const coverage: PositionCoverage[] = [
      { positionId: SERVER, date: TUE, from: "09:00", required: [1], scheduled: [0] },
    ];
    expect(coverageByDay([MON, TUE], coverage).map((d) => [d.date, d.short])).toEqual([
      [MON, 0],
      [TUE, 1],
    ]);
  });
});
