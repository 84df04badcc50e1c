import { addDays, dayOfWeekOf, isMinorOn, parseTime } from "../../domain/time";
import type { EmployeeInput, EngineInput } from "../input";
import type { OutputShift } from "../output";
import { DAY_MINUTES, isOnGrid, mergeIntervals, safeParseTime } from "./calendar";
import { dayLabel, nameOf, positionName, violation, type RuleCode, type Violation } from "./violation";

export type { Violation } from "./violation";

/** Who works a shift, for messages: the person's name, or "An open shift". */
function whoLabel(input: EngineInput, shift: OutputShift): string {
  if (shift.employeeId === null) return "An open shift";
  const employee = input.employees.find((e) => e.id === shift.employeeId);
  return employee ? `${nameOf(employee)}'s shift` : `The shift of employee ${shift.employeeId}`;
}

/** Rules that one shift breaks on its own (DESIGN §7): its place in the week, grid, length, breaks. */
export function checkShiftShape(input: EngineInput, shift: OutputShift, index: number): Violation[] {
  const out: Violation[] = [];
  const add = (code: RuleCode, message: string) =>
    out.push(
      violation(code, message, {
        shifts: [index],
        date: shift.date,
        employeeId: shift.employeeId,
        positionId: shift.positionId,
        start: shift.start,
        end: shift.end,
      }),
    );
  const who = whoLabel(input, shift);
  const weekEnd = addDays(input.weekStart, 6);
  if (!(shift.date >= input.weekStart && shift.date <= weekEnd))
    add("INVALID_SHIFT", `${who} on ${shift.date} is outside the week of ${input.weekStart}`);
  if (!input.positions.some((p) => p.id === shift.positionId))
    add("INVALID_SHIFT", `${who} is for position ${shift.positionId}, which this store does not have`);
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null || !isOnGrid(shift.start) || !isOnGrid(shift.end)) {
    add("INVALID_SHIFT", `${who} ${shift.start}-${shift.end} is not on the 15-minute grid`);
    return out;
  }
  if (!(start < end && end <= DAY_MINUTES)) {
    add("INVALID_SHIFT", `${who} ${shift.start}-${shift.end} does not lie within one day`);
    return out;
  }
  const length = end - start;
  const { defaultShiftMinLength: minLen, defaultShiftMaxLength: maxLen } = input.store;
  if (length < minLen || length > maxLen) {
    add(
      "SHIFT_LENGTH",
      `${who} on ${dayLabel(shift.date)} lasts ${length / 60} h; shifts here last ${minLen / 60}-${maxLen / 60} h`,
    );
  }
  for (const message of breakProblems(input, shift, start, end)) add("MEAL_BREAK", `${who} ${message}`);
  return out;
}

function breakProblems(input: EngineInput, shift: OutputShift, start: number, end: number): string[] {
  const { mealBreakAfter, mealBreakLength } = input.constraints;
  const meals = shift.breaks.filter((b) => b.kind === "MEAL");
  const on = `on ${dayLabel(shift.date)} ${shift.start}-${shift.end}`;
  if (end - start <= mealBreakAfter) {
    return meals.length === 0 ? [] : [`${on} has a meal break but is too short to need one`];
  }
  if (meals.length !== 1)
    return [
      meals.length === 0
        ? `${on} needs a ${mealBreakLength}-min meal break and has none`
        : `${on} has ${meals.length} meal breaks instead of one`,
    ];
  const meal = meals[0] as OutputShift["breaks"][number]; // length checked just above
  const ms = safeParseTime(meal.start);
  const me = safeParseTime(meal.end);
  if (ms === null || me === null) return [`${on} has an unreadable meal break ${meal.start}-${meal.end}`];
  const out: string[] = [];
  if (me - ms !== mealBreakLength)
    out.push(`${on} has a ${me - ms}-min meal break instead of ${mealBreakLength} min`);
  if (ms < start || me > end)
    out.push(`${on} has its meal break ${meal.start}-${meal.end} outside the shift`);
  if (ms > start + mealBreakAfter)
    out.push(`${on} starts its meal break ${ms - start} min in, later than ${mealBreakAfter} min`);
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
  const add = (code: RuleCode, message: string) =>
    out.push(
      violation(code, message, {
        shifts: [index],
        employeeId: employee.id,
        date: shift.date,
        positionId: shift.positionId,
        start: shift.start,
        end: shift.end,
      }),
    );
  const start = safeParseTime(shift.start);
  const end = safeParseTime(shift.end);
  if (start === null || end === null) return out;
  const name = nameOf(employee);
  const when = `${dayLabel(shift.date)} ${shift.start}-${shift.end}`;
  if (!employee.positionIds.includes(shift.positionId))
    add("NOT_QUALIFIED", `${name} is not qualified as ${positionName(input, shift.positionId)}`);
  if (!isAvailable(employee, shift.date, start, end)) add("UNAVAILABLE", `${name} is not available ${when}`);
  for (const t of employee.timeOff) {
    if (shift.date >= t.startDate && shift.date <= t.endDate) {
      const range = t.startDate === t.endDate ? t.startDate : `${t.startDate} to ${t.endDate}`;
      add("TIME_OFF", `${name} has time off on ${dayLabel(shift.date)} (${range})`);
    }
  }
  if (employee.dateOfBirth !== null && isMinorOn(employee.dateOfBirth, shift.date)) {
    const { minorCurfewTime } = input.constraints;
    if (end > parseTime(minorCurfewTime))
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
