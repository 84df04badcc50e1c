import { describe, expect, it } from "vitest";
import { parseEngineInput } from "./input";
import { baseRaw, parse } from "./test-fixtures";

describe("parseEngineInput", () => {
  it("fills constraint fields from the profile, then the store, then docs/product.md, Entities", () => {
    const raw = baseRaw();
    raw.store = {
      ...raw.store,
      defaultMealBreakAfter: 360,
      defaultMealBreakLength: 45,
      defaultRestBreakLength: 10,
    } as typeof raw.store;
    raw.constraints = { mealBreakLength: 20, weeklyHourCap: 50 };
    const { constraints } = parse(raw);
    expect(constraints).toEqual({
      minorCurfewTime: "22:00",
      minorMaxDailyHours: 8,
      minorMaxWeeklyHours: 18,
      minRestBetweenShifts: 480,
      maxClopenGap: 480,
      mealBreakAfter: 360,
      mealBreakLength: 20,
      restBreakFrequency: 240,
      restBreakLength: 10,
      overtimeThreshold: 40,
      weeklyHourCap: 50,
      requiredTrainerRatio: 3,
    });
  });

  it("gives employees the defaults of docs/product.md, Entities: preferences, 5 consecutive days, trainer flag, no date of birth", () => {
    const raw = baseRaw();
    raw.employees = [
      { id: 9, positionIds: [1], preferences: null },
      { id: 10, positionIds: [1], preferences: { prefersWeekends: true } },
    ];
    const [a, b] = parse(raw).employees;
    expect(a).toMatchObject({
      maxConsecutiveDays: 5,
      isTrainerEligible: false,
      dateOfBirth: null,
      desiredWeeklyHours: 30,
    });
    expect(a?.preferences).toEqual({
      preferredShiftType: "MID",
      prefersWeekends: false,
      desiredHoursMin: 20,
      desiredHoursMax: 40,
      maxConsecutiveDays: 5,
    });
    expect(b?.preferences).toMatchObject({ preferredShiftType: "MID", prefersWeekends: true });
  });

  it("accepts 24:00 as a shift end and an availability end, and drops seconds", () => {
    const raw = baseRaw();
    raw.lockedShifts = [
      { positionId: 1, employeeId: 1, date: "2026-11-23", start: "16:00:00", end: "24:00" },
    ];
    const ana = raw.employees?.[0];
    if (ana) ana.availability = [{ dayOfWeek: "MONDAY", startTime: "16:00", endTime: "24:00" }];
    const input = parse(raw);
    expect(input.lockedShifts[0]).toMatchObject({ start: "16:00", end: "24:00" });
  });

  it.each([
    [
      "weekStart not a Monday",
      (r: ReturnType<typeof baseRaw>) => void (r.weekStart = "2026-11-24"),
      "weekStart must be a Monday",
    ],
    [
      "a shift off the grid",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.lockedShifts = [
          { positionId: 1, employeeId: 1, date: "2026-11-23", start: "09:10", end: "14:00" },
        ]),
      "15-minute grid",
    ],
    [
      "a locked shift outside the week",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.lockedShifts = [
          { positionId: 1, employeeId: 1, date: "2026-11-30", start: "09:00", end: "14:00" },
        ]),
      "Outside the week",
    ],
    [
      "a previous shift inside the week",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.previousShifts = [
          { positionId: 1, employeeId: 1, date: "2026-11-23", start: "09:00", end: "14:00" },
        ]),
      "before weekStart",
    ],
    [
      "demand for an unknown position",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.demand = [{ positionId: 7, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 1 }]),
      "Unknown position 7",
    ],
    [
      "duplicate demand",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.demand = [1, 2].map((n) => ({
          positionId: 1,
          dayOfWeek: "MONDAY" as const,
          timeSlot: "10:00",
          requiredHeadcount: n,
        }))),
      "Duplicate demand",
    ],
    [
      "duplicate employee ids",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.employees = [
          { id: 1, positionIds: [1] },
          { id: 1, positionIds: [1] },
        ]),
      "Duplicate employee id 1",
    ],
    [
      "a shift longer than 16 hours",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.previousShifts = [
          { positionId: 1, employeeId: 1, date: "2026-11-22", start: "08:00", end: "08:00" },
        ]),
      "A shift is at most 16 hours (an end at or before the start is the next day)",
    ],
    [
      "preferences with min above max",
      (r: ReturnType<typeof baseRaw>) =>
        void (r.employees = [
          { id: 1, positionIds: [1], preferences: { desiredHoursMin: 30, desiredHoursMax: 20 } },
        ]),
      "Minimum hours cannot exceed maximum hours",
    ],
  ])("rejects %s", (_name, change, message) => {
    const raw = baseRaw();
    change(raw);
    const result = parseEngineInput(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toContain(message);
  });
});
