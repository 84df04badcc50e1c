import { describe, expect, it } from "vitest";
import type { PositionCoverage, Shift } from "../../../domain/schemas/schedules";
import { weekHoursByPerson } from "../../../domain/week-hours";
import {
  coverageByDay,
  groupShifts,
  reasonWithoutName,
  timeRange,
  understaffedDraft,
  workedHours,
} from "./schedule-model";

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
        { time: "09:00", nextDay: false, required: 2, met: 1 },
        { time: "09:15", nextDay: false, required: 2, met: 1 },
      ],
      short: 2,
    });
  });

  it.each([
    {
      case: "fully covered, overstaffing does not count",
      coverage: [{ positionId: SERVER, date: MON, from: "10:00", required: [2, 1], scheduled: [3, 1] }],
      slots: [
        { time: "10:00", nextDay: false, required: 2, met: 2 },
        { time: "10:15", nextDay: false, required: 1, met: 1 },
      ],
      short: 0,
    },
    {
      case: "slots with people but no demand are left out",
      coverage: [{ positionId: SERVER, date: MON, from: "08:45", required: [0, 1, 0], scheduled: [1, 0, 1] }],
      slots: [{ time: "09:00", nextDay: false, required: 1, met: 0 }],
      short: 1,
    },
    {
      case: "positions starting at different times merge in time order",
      coverage: [
        { positionId: SERVER, date: MON, from: "11:00", required: [1], scheduled: [1] },
        { positionId: COOK, date: MON, from: "10:30", required: [2, 0, 3], scheduled: [0, 0, 1] },
      ],
      slots: [
        { time: "10:30", nextDay: false, required: 2, met: 0 },
        { time: "11:00", nextDay: false, required: 4, met: 2 },
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

describe("coverageByDay past midnight", () => {
  const BAR = { openTime: "17:00", closeTime: "02:00" };

  it("keeps a business day's slots after midnight on its date, after its evening, marked as the next day", () => {
    // Friday 23:30 to Saturday 00:30, counted from 23:30 in one run.
    const coverage: PositionCoverage[] = [
      { positionId: SERVER, date: MON, from: "23:30", required: [1, 1, 2, 2], scheduled: [1, 1, 1, 0] },
    ];
    const [monday] = coverageByDay([MON], coverage, BAR);
    expect(monday?.slots).toEqual([
      { time: "23:30", nextDay: false, required: 1, met: 1 },
      { time: "23:45", nextDay: false, required: 1, met: 1 },
      { time: "00:00", nextDay: true, required: 2, met: 1 },
      { time: "00:15", nextDay: true, required: 2, met: 0 },
    ]);
    expect(monday?.short).toBe(3);
  });

  it("places counts that start after midnight after the evening's, with the store's hours", () => {
    const coverage: PositionCoverage[] = [
      { positionId: COOK, date: MON, from: "01:00", required: [1], scheduled: [0] },
      { positionId: SERVER, date: MON, from: "17:00", required: [1], scheduled: [1] },
    ];
    expect(coverageByDay([MON], coverage, BAR)[0]?.slots.map((s) => [s.time, s.nextDay])).toEqual([
      ["17:00", false],
      ["01:00", true],
    ]);
    // Without the hours a time is read on its own day.
    expect(coverageByDay([MON], coverage)[0]?.slots.map((s) => s.time)).toEqual(["01:00", "17:00"]);
  });
});

const shift = (over: Partial<Shift>): Shift => ({
  id: 1,
  scheduleId: 1,
  positionId: SERVER,
  userId: 7,
  date: "2026-11-27",
  startTime: "09:00",
  endTime: "17:00",
  breaks: [],
  isLocked: false,
  source: "MANUAL",
  explanation: null,
  violations: [],
  ...over,
});

describe("shift hours", () => {
  it.each([
    [{ startTime: "09:00", endTime: "17:00" }, 8],
    [{ startTime: "18:00", endTime: "02:00" }, 8],
    [{ startTime: "16:00", endTime: "24:00" }, 8],
    [
      {
        startTime: "18:00",
        endTime: "03:00",
        breaks: [{ start: "00:30", end: "01:00", kind: "MEAL" as const }],
      },
      8.5,
    ],
  ])("%o works %d hours", (times, hours) => {
    expect(workedHours(shift(times))).toBe(hours);
  });

  it("counts a daylight-saving change with the store's time zone", () => {
    // New York falls back on Sunday 2026-11-01: Saturday 22:00 to Sunday 04:00 is 7 real hours.
    const night = shift({ date: "2026-10-31", startTime: "22:00", endTime: "04:00" });
    expect(workedHours(night)).toBe(6);
    expect(workedHours(night, "America/New_York")).toBe(7);
    expect(weekHoursByPerson([night, shift({ userId: null })], "America/New_York")).toEqual(
      new Map([[7, 7]]),
    );
  });

  it("adds up a person's week, overnight shifts included, and leaves open shifts out", () => {
    const week = [
      shift({ id: 1, startTime: "18:00", endTime: "02:00" }),
      shift({ id: 2, date: "2026-11-28", startTime: "20:00", endTime: "01:00" }),
      shift({ id: 3, userId: null }),
    ];
    expect(weekHoursByPerson(week)).toEqual(new Map([[7, 13]]));
  });
});

describe("timeRange", () => {
  it("marks a shift that ends the next day", () => {
    expect(timeRange({ startTime: "09:00", endTime: "17:00" })).toBe("09:00–17:00");
    expect(timeRange({ startTime: "18:00", endTime: "02:00" })).toBe("18:00–02:00 +1");
  });

  it("keeps an overnight shift in its start day's group", () => {
    const byDay = groupShifts([shift({ id: 1, startTime: "18:00", endTime: "02:00" })], (s) => s.date);
    expect([...byDay.keys()]).toEqual(["2026-11-27"]);
  });
});

describe("understaffedDraft", () => {
  const BAR = { openTime: "17:00", closeTime: "02:00" };
  const WEEK = [
    "2026-11-23",
    "2026-11-24",
    "2026-11-25",
    "2026-11-26",
    "2026-11-27",
    "2026-11-28",
    "2026-11-29",
  ];

  it.each([
    ["a day slot", "2026-11-27", "11:00", "13:00", undefined, ["2026-11-27", "11:00", "13:00"]],
    [
      "an evening that runs past midnight",
      "2026-11-27",
      "23:00",
      "02:00",
      BAR,
      ["2026-11-27", "23:00", "02:00"],
    ],
    [
      "a gap after midnight: the next morning",
      "2026-11-27",
      "00:30",
      "01:30",
      BAR,
      ["2026-11-28", "00:30", "01:30"],
    ],
    ["Sunday night: from the open", "2026-11-29", "00:30", "01:30", BAR, ["2026-11-29", "17:00", "01:30"]],
    ["no times: a day shift", "2026-11-27", null, null, BAR, ["2026-11-27", "09:00", "17:00"]],
  ] as const)("%s", (_case, date, start, end, hours, [d, s, e]) => {
    expect(understaffedDraft({ date, start, end }, WEEK, hours)).toEqual({
      date: d,
      startTime: s,
      endTime: e,
    });
  });
});

describe("reasonWithoutName", () => {
  it("drops the name the engine starts an alternative's reason with, so the dialog says it once", () => {
    expect(reasonWithoutName("Chloe Nguyen: already works 09:00-15:00", "Chloe Nguyen")).toBe(
      "already works 09:00-15:00",
    );
    expect(reasonWithoutName("already works 09:00-15:00", "Chloe Nguyen")).toBe("already works 09:00-15:00");
    // Another person's name is not this one's: kept.
    expect(reasonWithoutName("Chloe N: rests", "Chloe Nguyen")).toBe("Chloe N: rests");
  });
});
