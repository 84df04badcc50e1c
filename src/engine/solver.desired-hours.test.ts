import { describe, expect, it } from "vitest";
import { addDays, formatTime } from "../domain/time";
import { checkSchedule } from "./checker";
import type { EngineInputRaw } from "./input";
import { solve } from "./solver";
import { WEEK, baseRaw, parse } from "./test-fixtures";

/**
 * Issue 32: "a person at 27.5 of 30 h, available Sunday, stayed idle while the Sunday dinner line-cook shift
 * stayed open". Under-coverage (100 a missing person per 15 minutes, 400 an hour) must outweigh the distance
 * from desired hours (4 an hour, 8 more past the preferred range, 0.2 per squared hour) unless a hard rule
 * such as the weekly cap forbids the shift.
 */
function sundayDinner(weeklyHourCap?: number): EngineInputRaw {
  const raw = baseRaw();
  raw.positions = [{ id: 1, name: "Line Cook" }];
  if (weeklyHourCap !== undefined) raw.constraints = { weeklyHourCap };
  // Priya as the demo has her: 30 h wished, at most 30 in her range, no weekends, closing shifts.
  raw.employees = [
    {
      id: 1,
      name: "Priya",
      positionIds: [1],
      hourlyCost: 19.25,
      desiredWeeklyHours: 30,
      preferences: {
        preferredShiftType: "CLOSING",
        prefersWeekends: false,
        desiredHoursMin: 20,
        desiredHoursMax: 30,
        maxConsecutiveDays: 5,
      },
    },
  ];
  // Monday to Friday 09:00-15:30 already worked: 6 h a day after the 30-minute meal, 30 h: her wish and
  // the top of her range, so that every hour more costs (at 27.5 h the first 2.5 h would bring her closer).
  raw.lockedShifts = [0, 1, 2, 3, 4].map((day) => ({
    employeeId: 1,
    positionId: 1,
    date: addDays(WEEK, day),
    start: "09:00",
    end: "15:30",
  }));
  // Sunday dinner: one line cook 17:30-20:30.
  raw.demand = Array.from({ length: 12 }, (_, k) => ({
    positionId: 1,
    dayOfWeek: "SUNDAY" as const,
    timeSlot: formatTime(17 * 60 + 30 + 15 * k),
    requiredHeadcount: 1,
  }));
  return raw;
}

describe("desired hours are a wish, not a cap", () => {
  it("gives the Sunday dinner need to the person already at 30 of 30 h who can work it", () => {
    const input = parse(sundayDinner());
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.warnings.filter((w) => w.code === "UNDERSTAFFED")).toEqual([]);
    const sunday = output.shifts.find((s) => s.date === addDays(WEEK, 6));
    expect(sunday).toMatchObject({ employeeId: 1, positionId: 1 });
    expect(output.metrics.totalHours).toBeGreaterThanOrEqual(33);
  });

  it("leaves it open when the weekly cap forbids it, and says so", () => {
    const input = parse(sundayDinner(32));
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.shifts.filter((s) => s.date === addDays(WEEK, 6) && s.employeeId !== null)).toEqual([]);
    const gap = output.warnings.find((w) => w.code === "UNDERSTAFFED");
    expect(gap?.message).toMatch(/Priya/);
  });
});
