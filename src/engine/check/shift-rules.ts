import type { EmployeeInput, EngineInput } from "../input";
import type { OutputShift } from "../output";
import {
  DAY_MINUTES,
  isOnGrid,
  mergeIntervals,
  safeParseTime,
  minutesOf,
  dateAfter,
  isMinorOnDate,
  weekdayOf,
} from "./calendar";
import { dayLabel, nameOf, positionName, violation, type RuleCode, type Violation } from "./violation";

export type { Violation } from "./violation";

/** Who works a shift, for messages: the person's name, or "An open shift". */
function whoLabel(input: EngineInput, shift: OutputShift): string {
  if (shift.employeeId === null) return "An open shift";
  const employee = input.employees.find((e) => e.id === shift.employeeId);
  return employee ? `${nameOf(employee)}'s shift` : `The shift of employee ${shift.employeeId}`;
}

/** A violation about one shift (module-level rather than a closure per shift: this runs for every shift). */
function about(shift: OutputShift, index: number, code: RuleCode, message: string): Violation {
  return violation(code, message, {
    shifts: [index],
    date: shift.date,
    employeeId: shift.employeeId,
    positionId: shift.positionId,
    start: shift.start,
    end: shift.end,
  });
}

/**
 * Rules that one shift breaks on its own (docs/engine.md, Contract): its place in the week, grid, length,
 * breaks.
 */
export function checkShiftShape(input: EngineInput, shift: OutputShift, index: number): Violation[] {
  const out: Violation[] = [];
  const add = (code: RuleCode, message: string) => out.push(about(shift, index, code, message));
  const who = () => whoLabel(input, shift);
  const weekEnd = dateAfter(input.weekStart, 6);
  if (!(shift.date >= input.weekStart && shift.date <= weekEnd))
    add("INVALID_SHIFT", `${who()} on ${shift.date} is outside the week of ${input.weekStart}`);
  if (!input.positions.some((p) => p.id === shift.positionId))
    add("INVALID_SHIFT", `${who()} is for position ${shift.positionId}, which this store does not have`);
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null || !isOnGrid(shift.start) || !isOnGrid(shift.end)) {
    add("INVALID_SHIFT", `${who()} ${shift.start}-${shift.end} is not on the 15-minute grid`);
    return out;
  }
  if (!(start < end && end <= DAY_MINUTES)) {
    add("INVALID_SHIFT", `${who()} ${shift.start}-${shift.end} does not lie within one day`);
    return out;
  }
  const length = end - start;
  const { defaultShiftMinLength: minLen, defaultShiftMaxLength: maxLen } = input.store;
  if (length < minLen || length > maxLen) {
    add(
      "SHIFT_LENGTH",
      `${who()} on ${dayLabel(shift.date)} lasts ${length / 60} h; shifts here last ${minLen / 60}-${maxLen / 60} h`,
    );
  }
  for (const message of breakProblems(input, shift, start, end)) add("MEAL_BREAK", `${who()} ${message}`);
  return out;
}

function breakProblems(input: EngineInput, shift: OutputShift, start: number, end: number): string[] {
  const { mealBreakAfter, mealBreakLength } = input.constraints;
  const meals: OutputShift["breaks"] = [];
  for (const b of shift.breaks) if (b.kind === "MEAL") meals.push(b);
  if (end - start <= mealBreakAfter && meals.length === 0) return [];
  const on = () => `on ${dayLabel(shift.date)} ${shift.start}-${shift.end}`;
  if (end - start <= mealBreakAfter) {
    return [`${on()} has a meal break but is too short to need one`];
  }
  if (meals.length !== 1)
    return [
      meals.length === 0
        ? `${on()} needs a ${mealBreakLength}-min meal break and has none`
        : `${on()} has ${meals.length} meal breaks instead of one`,
    ];
  const meal = meals[0] as OutputShift["breaks"][number]; // length checked just above
  const ms = safeParseTime(meal.start);
  const me = safeParseTime(meal.end);
  if (ms === null || me === null) return [`${on()} has an unreadable meal break ${meal.start}-${meal.end}`];
  const out: string[] = [];
  if (me - ms !== mealBreakLength)
    out.push(`${on()} has a ${me - ms}-min meal break instead of ${mealBreakLength} min`);
  if (ms < start || me > end)
    out.push(`${on()} has its meal break ${meal.start}-${meal.end} outside the shift`);
  if (ms > start + mealBreakAfter)
    out.push(`${on()} starts its meal break ${ms - start} min in, later than ${mealBreakAfter} min`);
  return out;
}

/** Rules about one assigned shift and its employee alone: qualified, available, time off, curfew. */
export function checkShiftForEmployee(
  input: EngineInput,
  shift: OutputShift,
  index: number,
  employee: EmployeeInput,
): Violation[] {
  const out: Violation[] = [];
  const add = (code: RuleCode, message: string) => out.push(about(shift, index, code, message));
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null) return out;
  const name = nameOf(employee);
  if (!employee.positionIds.includes(shift.positionId))
    add("NOT_QUALIFIED", `${name} is not qualified as ${positionName(input, shift.positionId)}`);
  if (!isAvailable(employee, shift.date, start, end))
    add("UNAVAILABLE", `${name} is not available ${dayLabel(shift.date)} ${shift.start}-${shift.end}`);
  for (const t of employee.timeOff) {
    if (shift.date >= t.startDate && shift.date <= t.endDate) {
      const range = t.startDate === t.endDate ? t.startDate : `${t.startDate} to ${t.endDate}`;
      add("TIME_OFF", `${name} has time off on ${dayLabel(shift.date)} (${range})`);
    }
  }
  if (employee.dateOfBirth !== null && isMinorOnDate(employee.dateOfBirth, shift.date)) {
    const { minorCurfewTime } = input.constraints;
    if (end > minutesOf(minorCurfewTime))
      add(
        "MINOR_CURFEW",
        `${name} is a minor and would work until ${shift.end} on ${dayLabel(shift.date)}, past the ${minorCurfewTime} curfew`,
      );
  }
  return out;
}

/**
 * Inside the union of the weekday's available windows (touching ones merge) and clear of every
 * unavailable window; someone with no available window on any day is available outside their
 * unavailable windows.
 */
export function isAvailable(employee: EmployeeInput, date: string, start: number, end: number): boolean {
  const windows = windowsOf(employee).get(weekdayOf(date));
  for (const [s, e] of windows?.unavailable ?? []) if (s < end && start < e) return false;
  if (!windowsOf(employee).hasAnyAvailable) return true;
  for (const [s, e] of windows?.available ?? []) if (s <= start && end <= e) return true;
  return false;
}

/**
 * The minutes of a day the employee can work, as merged [start, end) intervals: the weekday's available
 * windows (or the whole day when they have none on any day) less every unavailable window. Empty means
 * unavailable all day; this is `isAvailable` for a whole day, so the screen shades what the checker enforces.
 */
export function freeIntervals(employee: EmployeeInput, date: string): Array<[number, number]> {
  const windows = windowsOf(employee);
  const day = windows.get(weekdayOf(date));
  let free: Array<[number, number]> = windows.hasAnyAvailable
    ? (day?.available ?? []).map(([s, e]) => [s, e])
    : [[0, DAY_MINUTES]];
  for (const [us, ue] of day?.unavailable ?? []) {
    free = free.flatMap(([s, e]): Array<[number, number]> => {
      if (ue <= s || e <= us) return [[s, e]];
      const parts: Array<[number, number]> = [];
      if (s < us) parts.push([s, us]);
      if (ue < e) parts.push([ue, e]);
      return parts;
    });
  }
  return free;
}

/** Whether the date falls in one of the employee's approved time-off ranges. */
export const isOnTimeOff = (employee: EmployeeInput, date: string): boolean =>
  employee.timeOff.some((t) => date >= t.startDate && date <= t.endDate);

type Windows = Map<string, { available: Array<[number, number]>; unavailable: Array<[number, number]> }> & {
  hasAnyAvailable?: boolean;
};

/**
 * An employee's availability per weekday, true windows merged, read once per employee object (the
 * review runs after every edit; re-reading the strings for every shift cost more than the rules).
 */
const windowCache = new WeakMap<EmployeeInput, Windows>();

function windowsOf(employee: EmployeeInput): Windows & { hasAnyAvailable: boolean } {
  let windows = windowCache.get(employee);
  if (!windows) {
    windows = new Map() as Windows;
    for (const w of employee.availability) {
      let day = windows.get(w.dayOfWeek);
      if (!day) windows.set(w.dayOfWeek, (day = { available: [], unavailable: [] }));
      (w.isAvailable ? day.available : day.unavailable).push([minutesOf(w.startTime), minutesOf(w.endTime)]);
    }
    for (const day of windows.values()) day.available = mergeIntervals(day.available);
    windows.hasAnyAvailable = employee.availability.some((w) => w.isAvailable);
    windowCache.set(employee, windows);
  }
  return windows as Windows & { hasAnyAvailable: boolean };
}
