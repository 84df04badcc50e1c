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
export function everyMondayShift(employeeId: number): Array<OutputShift | null> {
  const out: Array<OutputShift | null> = [null];
  for (const positionId of [1, 2])
    for (let start = 540; start <= 900 - 240; start += 15)
      for (let end = start + 240; end <= 900; end += 15)
        out.push(shift(employeeId, positionId, 0, formatTime(start), formatTime(end)));
  return out;
}

/**
 * A trainer-limited tiny week: Ana (trainer) and Ben (trainee), Cook only, free Monday and Tuesday
 * 09:00-17:00 (time off the rest), a need of 2 Cooks all that time; Ana works at most one day in a
 * row, so one day has no trainer and Ben cannot work it. A relaxation that lets half of Ana on each
 * day carry Ben on both prices that day at half its true cost.
 */
export function trainerLimitedWeek(): EngineInputRaw {
  const raw = baseRaw();
  const days = ["MONDAY", "TUESDAY"] as const;
  raw.employees = (raw.employees ?? [])
    .filter((e) => e.id === 1 || e.id === 2)
    .map((e) => ({
      ...e,
      positionIds: [2],
      hourlyCost: 12,
      ...(e.id === 1 ? { maxConsecutiveDays: 1 } : {}),
      timeOff: [{ startDate: "2026-11-25", endDate: "2026-11-29" }],
      availability: days.map((dayOfWeek) => ({ dayOfWeek, startTime: "09:00", endTime: "17:00" })),
    }));
  raw.demand = days.flatMap((dayOfWeek) =>
    Array.from({ length: 32 }, (_, k) => ({
      positionId: 2,
      dayOfWeek,
      timeSlot: formatTime(540 + 15 * k),
      requiredHeadcount: 2,
    })),
  );
  return raw;
}

/** Every Monday-Tuesday week of one person in trainerLimitedWeek: per day none or an on-the-hour Cook shift. */
export function twoDayWeeks(employeeId: number): OutputShift[][] {
  const day = (d: number) => {
    const out: Array<OutputShift | null> = [null];
    for (let hours = 4; hours <= 8; hours++)
      for (let start = 9; start + hours <= 17; start++)
        out.push(shift(employeeId, 2, d, formatTime(start * 60), formatTime((start + hours) * 60)));
    return out;
  };
  return day(0).flatMap((a) => day(1).map((b) => [a, b].filter((s): s is OutputShift => s !== null)));
}
