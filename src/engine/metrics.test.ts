import { describe, expect, it } from "vitest";
import { computeMetrics, fairnessOf, weekStaffHours } from "./metrics";
import { addDays } from "../domain/time";
import { baseRaw, parse, shift, WEEK } from "./test-fixtures";

describe("fairnessOf", () => {
  it.each([
    [[15, 20], [30, 40], 1], // everyone at half their wish
    [[30, 0], [30, 30], 0.5], // one at 100 %, one at 0 %: mean deviation 0.5
    [[0, 0], [0, 0], 1], // nobody wants hours
    [[90, 30], [30, 30], 0.5], // ratios capped at 2
  ])("worked %j of desired %j → %d", (worked, desired, expected) => {
    expect(fairnessOf(worked, desired)).toBeCloseTo(expected, 10);
  });
});

describe("computeMetrics", () => {
  it("counts coverage, hours, overtime at 1.5× and preferences", () => {
    const raw = baseRaw();
    raw.constraints = { overtimeThreshold: 10 };
    raw.employees = [
      {
        id: 1,
        name: "Ana",
        positionIds: [1],
        hourlyCost: 20,
        desiredWeeklyHours: 15,
        preferences: { preferredShiftType: "OPENING" },
      },
    ];
    raw.demand = ["09:00", "09:15"].map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 2,
    }));
    const input = parse(raw);
    // Monday 09:00-17:00 (7.5 h worked) and Tuesday 09:00-14:00 (5 h): 12.5 h, 2.5 h past 10.
    const shifts = [shift(1, 1, 0, "09:00", "17:00"), shift(1, 1, 1, "09:00", "14:00")];
    const metrics = computeMetrics(input, shifts, { hardViolations: 0, objective: 12, lowerBound: 3 });
    expect(metrics).toEqual({
      coveragePercent: 50,
      understaffedHours: 0.5,
      overstaffedHours: 12.5,
      totalHours: 12.5,
      overtimeHours: 2.5,
      laborCost: 275,
      fairness: 1,
      preferencesMet: 0.33,
      hardViolations: 0,
      objective: 12,
      lowerBound: 3,
      premiumCost: 0,
    });
  });

  it("prices a two-store person: hours at the other store first, then overtime here", () => {
    const raw = baseRaw();
    raw.employees = [{ id: 1, name: "Ana", positionIds: [1], hourlyCost: 20, desiredWeeklyHours: 40 }];
    // Monday to Friday at another store, 09:00-15:30 each: 6.5 h less a 30-minute meal = 6 h, 30 h in all.
    raw.fixedShifts = [0, 1, 2, 3, 4].map((day) => ({
      positionId: 1,
      employeeId: 1,
      date: addDays(WEEK, day),
      start: "09:00",
      end: "15:30",
    }));
    const input = parse(raw);
    // Here Saturday and Sunday 09:00-17:30 with a meal: 8 h each, 16 h. Threshold 40 h (the default):
    // 10 h regular at 20 = 200, 6 h overtime at 30 = 180.
    const shifts = [shift(1, 1, 5, "09:00", "17:30"), shift(1, 1, 6, "09:00", "17:30")];
    const metrics = computeMetrics(input, shifts, { hardViolations: 0, objective: 0, lowerBound: 0 });
    expect(metrics).toMatchObject({ totalHours: 16, overtimeHours: 6, laborCost: 380 });
  });
});

describe("weekStaffHours", () => {
  it("counts the week's needs in staff-hours and what the store's people want to work here", () => {
    const raw = baseRaw();
    // Monday 09:00-17:00 two heads (16 staff-hours) and Saturday 18:00-20:00 one head (2): 18.
    raw.demand = [
      ...Array.from({ length: 32 }, (_, k) => ({
        positionId: 1,
        dayOfWeek: "MONDAY" as const,
        timeSlot: `${String(9 + Math.floor(k / 4)).padStart(2, "0")}:${String((k % 4) * 15).padStart(2, "0")}`,
        requiredHeadcount: 2,
      })),
      ...Array.from({ length: 8 }, (_, k) => ({
        positionId: 2,
        dayOfWeek: "SATURDAY" as const,
        timeSlot: `${String(18 + Math.floor(k / 4)).padStart(2, "0")}:${String((k % 4) * 15).padStart(2, "0")}`,
        requiredHeadcount: 1,
      })),
    ];
    raw.employees = [
      { id: 1, name: "Ana", positionIds: [1, 2], desiredWeeklyHours: 30 },
      // 30 h wished, 24 h of them at another store this week (four days of 6.5 h less the meal): 6 h here.
      { id: 2, name: "Ben", positionIds: [1], desiredWeeklyHours: 30 },
      // Holds no position of this store: cannot work here, wants nothing here.
      { id: 3, name: "Cy", positionIds: [9], desiredWeeklyHours: 20 },
    ];
    raw.fixedShifts = [0, 1, 2, 3].map((day) => ({
      positionId: 7,
      employeeId: 2,
      date: addDays(WEEK, day),
      start: "09:00",
      end: "15:30",
    }));
    expect(weekStaffHours(parse(raw))).toEqual({ needHours: 18, wantHours: 36 });
  });
});
