import { describe, expect, it } from "vitest";
import { checkSchedule } from "./checker";
import type { EngineInputRaw } from "./input";
import { solve } from "./solver";
import { baseRaw, parse } from "./test-fixtures";

function dinner(day: "SUNDAY", from: number, to: number) {
  const out = [];
  for (let m = from; m < to; m += 15) {
    const timeSlot = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    out.push({ positionId: 1, dayOfWeek: day, timeSlot, requiredHeadcount: 1 });
  }
  return out;
}

describe("x", () => {
  it("covers", () => {
    const raw: EngineInputRaw = baseRaw();
    raw.employees = [
      {
        id: 1,
        name: "Ana",
        positionIds: [1],
        desiredWeeklyHours: 30,
        preferences: { preferredShiftType: "OPENING", prefersWeekends: false, desiredHoursMin: 20, desiredHoursMax: 30, maxConsecutiveDays: 5 },
      },
    ];
    raw.lockedShifts = [0, 1, 2, 3, 4].map((d) => ({
      employeeId: 1,
      positionId: 1,
      date: `2026-11-2${3 + d}`,
      start: "09:00",
      end: d < 4 ? "14:30" : "15:00",
    }));
    raw.demand = dinner("SUNDAY", 17 * 60 + 30, 20 * 60 + 30);
    const input = parse(raw);
    const output = solve(input, { iterations: 20_000 });
    console.log(output.shifts.map((s) => [s.date, s.start, s.end, s.employeeId]), output.metrics);
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.warnings.filter((w) => w.code === "UNDERSTAFFED")).toEqual([]);
  });
});
