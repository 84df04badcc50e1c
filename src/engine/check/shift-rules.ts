import { addDays, dayOfWeekOf, isMinorOn, parseTime } from "../../domain/time";
import type { EmployeeInput, EngineInput } from "../input";
import type { OutputShift } from "../output";
import { DAY_MINUTES, isOnGrid, mergeIntervals, safeParseTime, workedMinutes } from "./calendar";

/** One broken hard rule, as the checker reports it. `shift` indexes the output's shifts. */
export interface Violation {
  rule: string;
  message: string;
  shift?: number;
  employeeId?: number;
  date?: string;
}

/** Rules that one shift breaks on its own (DESIGN §7), or null if its times are unreadable. */
export function checkShiftShape(input: EngineInput, shift: OutputShift, index: number): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string, message: string) =>
    out.push({
      rule,
      message,
      shift: index,
      date: shift.date,
      ...(shift.employeeId === null ? {} : { employeeId: shift.employeeId }),
    });
  const weekEnd = addDays(input.weekStart, 6);
  if (!(shift.date >= input.weekStart && shift.date <= weekEnd))
    add("week", `date ${shift.date} is outside the week`);
  if (!input.positions.some((p) => p.id === shift.positionId))
    add("position", `unknown position ${shift.positionId}`);
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null || !isOnGrid(shift.start) || !isOnGrid(shift.end)) {
    add("grid", `times ${shift.start}-${shift.end} are not on the 15-minute grid`);
    return out;
  }
  if (!(start < end && end <= DAY_MINUTES)) {
    add("grid", `${shift.start}-${shift.end} is not a range within one day`);
    return out;
  }
  const length = end - start;
  const { defaultShiftMinLength: minLen, defaultShiftMaxLength: maxLen } = input.store;
  if (length < minLen || length > maxLen)
    add("length", `length ${length} min is outside ${minLen}-${maxLen}`);
  out.push(...checkBreaks(input, shift, index, start, end));
  return out;
}

function checkBreaks(
  input: EngineInput,
  shift: OutputShift,
  index: number,
  start: number,
  end: number,
): Violation[] {
  const { mealBreakAfter, mealBreakLength } = input.constraints;
  const meals = shift.breaks.filter((b) => b.kind === "MEAL");
  const v = (message: string): Violation => ({ rule: "breaks", message, shift: index, date: shift.date });
  if (end - start <= mealBreakAfter) {
    return meals.length === 0 ? [] : [v(`a ${end - start}-min shift has a MEAL break but needs none`)];
  }
  if (meals.length !== 1)
    return [v(`a ${end - start}-min shift needs exactly one MEAL break, has ${meals.length}`)];
  const meal = meals[0] as OutputShift["breaks"][number]; // length checked just above
  const ms = safeParseTime(meal.start);
  const me = safeParseTime(meal.end);
  if (ms === null || me === null) return [v(`MEAL break ${meal.start}-${meal.end} is unreadable`)];
  const out: Violation[] = [];
  if (me - ms !== mealBreakLength) out.push(v(`MEAL break lasts ${me - ms} min, not ${mealBreakLength}`));
  if (ms < start || me > end) out.push(v(`MEAL break ${meal.start}-${meal.end} is outside the shift`));
  if (ms > start + mealBreakAfter)
    out.push(v(`MEAL break starts ${ms - start} min in, later than ${mealBreakAfter}`));
  return out;
}

/** Rules about one assigned shift and its employee alone: qualified, available, time off, minors' day. */
export function checkShiftForEmployee(
  input: EngineInput,
  shift: OutputShift,
  index: number,
  employee: EmployeeInput,
): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string, message: string) =>
    out.push({ rule, message, shift: index, employeeId: employee.id, date: shift.date });
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null) return out;
  if (!employee.positionIds.includes(shift.positionId))
    add("qualified", `not qualified for position ${shift.positionId}`);
  if (!isAvailable(employee, shift.date, start, end))
    add("available", `not available ${shift.start}-${shift.end}`);
  for (const t of employee.timeOff) {
    if (shift.date >= t.startDate && shift.date <= t.endDate)
      add("timeOff", `on time off ${t.startDate}..${t.endDate}`);
  }
  if (employee.dateOfBirth !== null && isMinorOn(employee.dateOfBirth, shift.date)) {
    const { minorCurfewTime, minorMaxDailyHours } = input.constraints;
    if (end > parseTime(minorCurfewTime))
      add("minorCurfew", `minor works until ${shift.end}, after ${minorCurfewTime}`);
    const worked = workedMinutes(shift);
    if (worked > minorMaxDailyHours * 60)
      add("minorDaily", `minor works ${worked} min, over ${minorMaxDailyHours} h`);
  }
  return out;
}

/**
 * Inside the union of the weekday's available windows (touching ones merge) and clear of every
 * unavailable window; someone with no available window on any day is available outside their
 * unavailable windows.
 */
export function isAvailable(employee: EmployeeInput, date: string, start: number, end: number): boolean {
  const day = dayOfWeekOf(date);
  const windows = employee.availability;
  for (const w of windows) {
    if (w.isAvailable || w.dayOfWeek !== day) continue;
    if (parseTime(w.startTime) < end && start < parseTime(w.endTime)) return false;
  }
  if (!windows.some((w) => w.isAvailable)) return true;
  const union = mergeIntervals(
    windows
      .filter((w) => w.isAvailable && w.dayOfWeek === day)
      .map((w): [number, number] => [parseTime(w.startTime), parseTime(w.endTime)]),
  );
  return union.some(([s, e]) => s <= start && end <= e);
}
