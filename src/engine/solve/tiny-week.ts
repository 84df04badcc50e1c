import { formatTime } from "../../domain/time";
import type { EngineInputRaw } from "../input";
import type { OutputShift } from "../output";
import { baseRaw, shift } from "../test-fixtures";

/**
 * Tiny weeks whose optimum can be found by trying every schedule: Ana (trainer) and Ben (trainee),
 * Monday only (time off the rest of the week), available 09:00-15:00, a Cook need that wants a
 * trainer beside Ben and a Server need.
 */
export function tinyWeek(heads: number): EngineInputRaw {
  const raw = baseRaw();
  raw.employees = (raw.employees ?? []).filter((e) => e.id === 1 || e.id === 2);
  for (const e of raw.employees) {
    e.availability = [{ dayOfWeek: "MONDAY", startTime: "09:00", endTime: "15:00" }];
    e.timeOff = [{ startDate: "2026-11-24", endDate: "2026-11-29" }];
    e.hourlyCost = 12;
  }
  const slots = (from: number, to: number) =>
    Array.from({ length: (to - from) / 15 }, (_, k) => formatTime(from + 15 * k));
  raw.demand = [
    ...slots(600, 780).map((timeSlot) => ({
      positionId: 2,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: heads,
    })),
    ...slots(540, 660).map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    })),
  ];
  return raw;
}

/** Every shift one person could work on Monday inside 09:00-15:00, or none. */
export function options(employeeId: number): Array<OutputShift | null> {
  const out: Array<OutputShift | null> = [null];
  for (const positionId of [1, 2])
    for (let start = 540; start <= 900 - 240; start += 15)
      for (let end = start + 240; end <= 900; end += 15)
        out.push(shift(employeeId, positionId, 0, formatTime(start), formatTime(end)));
  return out;
}
