import { describe, expect, it } from "vitest";
import {
  fromEngineCoverage,
  fromEngineShift,
  isAssigned,
  toCurrentShift,
  toEngineShift,
  toShiftRef,
} from "./engine-shapes";

const MON = "2026-11-23";
const TUE = "2026-11-24";
const meal = [{ start: "12:00", end: "12:30", kind: "MEAL" as const }];

describe("shift shapes", () => {
  const stored = { positionId: 3, userId: 7, date: MON, startTime: "09:00", endTime: "17:00", breaks: meal };
  const engine = { positionId: 3, employeeId: 7, date: MON, start: "09:00", end: "17:00", breaks: meal };

  it("hands a stored shift to the engine and takes it back unchanged", () => {
    expect(toEngineShift(stored)).toEqual(engine);
    expect(fromEngineShift(engine)).toEqual(stored);
    expect(
      fromEngineShift({ ...engine, explanation: { summary: "s", factors: [], alternatives: [] } }),
    ).toEqual(stored);
  });

  it("keeps an open shift open both ways", () => {
    expect(toCurrentShift({ ...stored, userId: null })).toEqual({
      positionId: 3,
      employeeId: null,
      date: MON,
      start: "09:00",
      end: "17:00",
    });
    expect(fromEngineShift({ ...engine, employeeId: null }).userId).toBeNull();
  });

  it("refers to an assigned shift without its breaks", () => {
    expect(toShiftRef(stored)).toEqual({
      positionId: 3,
      employeeId: 7,
      date: MON,
      start: "09:00",
      end: "17:00",
    });
    expect([stored, { ...stored, userId: null }].filter(isAssigned)).toEqual([stored]);
  });
});

describe("fromEngineCoverage", () => {
  const entry = (
    positionId: number,
    date: string,
    timeSlot: string,
    required: number,
    scheduled: number,
  ) => ({
    positionId,
    date,
    timeSlot,
    required,
    scheduled,
  });

  it.each([
    { case: "nothing", entries: [], expected: [] },
    {
      case: "one run of slots",
      entries: [entry(1, MON, "09:00", 2, 1), entry(1, MON, "09:15", 2, 2)],
      expected: [{ positionId: 1, date: MON, from: "09:00", required: [2, 2], scheduled: [1, 2] }],
    },
    {
      case: "a gap filled with zeros",
      entries: [entry(1, MON, "09:00", 1, 0), entry(1, MON, "09:45", 0, 1)],
      expected: [
        { positionId: 1, date: MON, from: "09:00", required: [1, 0, 0, 0], scheduled: [0, 0, 0, 1] },
      ],
    },
    {
      case: "a new run per date and per position",
      entries: [entry(1, MON, "09:00", 1, 1), entry(1, TUE, "10:00", 1, 0), entry(2, MON, "08:00", 3, 3)],
      expected: [
        { positionId: 1, date: MON, from: "09:00", required: [1], scheduled: [1] },
        { positionId: 1, date: TUE, from: "10:00", required: [1], scheduled: [0] },
        { positionId: 2, date: MON, from: "08:00", required: [3], scheduled: [3] },
      ],
    },
  ])("$case", ({ entries, expected }) => {
    expect(fromEngineCoverage(entries)).toEqual(expected);
  });

  const bar = { openTime: "17:00", closeTime: "02:00" };

  it.each([
    ["in the order of the day", [entry(1, MON, "00:00", 1, 0), entry(1, MON, "23:30", 2, 1)]],
    ["in business order", [entry(1, MON, "23:30", 2, 1), entry(1, MON, "00:00", 1, 0)]],
  ])("runs an overnight store's business day past midnight, entries %s", (_, entries) => {
    // Monday's 23:30, 23:45 (nobody), then Tuesday 00:00 as Monday's business day.
    expect(fromEngineCoverage(entries, bar)).toEqual([
      { positionId: 1, date: MON, from: "23:30", required: [2, 0, 1], scheduled: [1, 0, 0] },
    ]);
  });

  it("keeps a slot outside an overnight store's hours on its own day, before the open", () => {
    expect(fromEngineCoverage([entry(1, MON, "17:00", 1, 1), entry(1, MON, "16:30", 1, 0)], bar)).toEqual([
      { positionId: 1, date: MON, from: "16:30", required: [1, 0, 1], scheduled: [0, 0, 1] },
    ]);
  });
});
