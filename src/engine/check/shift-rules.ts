import { DAYS_OF_WEEK, MAX_SHIFT_MINUTES } from "../../domain/time";
import type { EmployeeInput, EngineInput } from "../input";
import type { OutputShift } from "../output";
import {
  DAY_MINUTES,
  isOnGrid,
  mergeIntervals,
  minutesOf,
  dateAfter,
  dayNumber,
  isMinorOnDate,
} from "./calendar";
import {
  breakSpan,
  realLength,
  realMinutesOn,
  realWeekOf,
  shiftSpan,
  wallSpanOf,
  type RealWeek,
  type ShiftSpan,
} from "./real-week";
import {
  dayLabel,
  hoursLabel,
  nameOf,
  positionName,
  violation,
  type RuleCode,
  type Violation,
} from "./violation";

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
 * breaks. The length is real time in the store's time zone: an end at or before the start is the next
 * day, and a daylight-saving change inside the shift counts (22:00-04:00 on a spring-forward night is 5 h).
 */
export function checkShiftShape(
  input: EngineInput,
  shift: OutputShift,
  index: number,
  week: RealWeek = realWeekOf(input),
): Violation[] {
  const out: Violation[] = [];
  const add = (code: RuleCode, message: string) => out.push(about(shift, index, code, message));
  const who = () => whoLabel(input, shift);
  const weekEnd = dateAfter(input.weekStart, 6);
  if (!(shift.date >= input.weekStart && shift.date <= weekEnd))
    add("INVALID_SHIFT", `${who()} on ${shift.date} is outside the week of ${input.weekStart}`);
  if (!input.positions.some((p) => p.id === shift.positionId))
    add("INVALID_SHIFT", `${who()} is for position ${shift.positionId}, which this store does not have`);
  const span = shiftSpan(week, shift.date, shift.start, shift.end);
  if (span === null || !isOnGrid(shift.start) || !isOnGrid(shift.end)) {
    add("INVALID_SHIFT", `${who()} ${shift.start}-${shift.end} is not on the 15-minute grid`);
    return out;
  }
  if (span.end - span.start > MAX_SHIFT_MINUTES) {
    add(
      "INVALID_SHIFT",
      `${who()} ${shift.start}-${shift.end} lasts more than ${MAX_SHIFT_MINUTES / 60} h (an end at or before the start is the next day)`,
    );
    return out;
  }
  const length = realLength(span);
  const { defaultShiftMinLength: minLen, defaultShiftMaxLength: maxLen } = input.store;
  if (length < minLen || length > maxLen) {
    add(
      "SHIFT_LENGTH",
      `${who()} on ${dayLabel(shift.date)} lasts ${hoursLabel(length)}; shifts here last ${minLen / 60}-${maxLen / 60} h`,
    );
  }
  for (const message of breakProblems(input, shift, week, span)) add("MEAL_BREAK", `${who()} ${message}`);
  return out;
}

/**
 * The MEAL break rule on the real interval: a break time before the shift's start is on the next day
 * (a "00:30" break of a 20:00-04:00 shift is after midnight), lengths and "minutes in" are real.
 */
function breakProblems(input: EngineInput, shift: OutputShift, week: RealWeek, span: ShiftSpan): string[] {
  const { mealBreakAfter, mealBreakLength } = input.constraints;
  const length = realLength(span);
  const meals: OutputShift["breaks"] = [];
  for (const b of shift.breaks) if (b.kind === "MEAL") meals.push(b);
  if (length <= mealBreakAfter && meals.length === 0) return [];
  const on = () => `on ${dayLabel(shift.date)} ${shift.start}-${shift.end}`;
  if (length <= mealBreakAfter) {
    return [`${on()} has a meal break but is too short to need one`];
  }
  if (meals.length !== 1)
    return [
      meals.length === 0
        ? `${on()} needs a ${mealBreakLength}-min meal break and has none`
        : `${on()} has ${meals.length} meal breaks instead of one`,
    ];
  const meal = meals[0] as OutputShift["breaks"][number]; // length checked just above
  const at = breakSpan(span.start, meal);
  if (at === null) return [`${on()} has an unreadable meal break ${meal.start}-${meal.end}`];
  const out: string[] = [];
  const mealLength = realMinutesOn(week, span.day, at.start, at.end);
  if (mealLength !== mealBreakLength)
    out.push(`${on()} has a ${mealLength}-min meal break instead of ${mealBreakLength} min`);
  if (at.start < span.start || at.end > span.end)
    out.push(`${on()} has its meal break ${meal.start}-${meal.end} outside the shift`);
  const minutesIn = realMinutesOn(week, span.day, span.start, at.start);
  if (at.start <= span.end && minutesIn > mealBreakAfter)
    out.push(`${on()} starts its meal break ${minutesIn} min in, later than ${mealBreakAfter} min`);
  return out;
}

/**
 * Rules about one assigned shift and its employee alone: qualified, available, time off, curfew. All on
 * the shift's real interval: a shift that runs past midnight needs the next day's availability, runs
 * into the next day's time off, and breaks a minor's curfew (which is on the day the shift starts).
 */
export function checkShiftForEmployee(
  input: EngineInput,
  shift: OutputShift,
  index: number,
  employee: EmployeeInput,
): Violation[] {
  const out: Violation[] = [];
  const add = (code: RuleCode, message: string) => out.push(about(shift, index, code, message));
  const span = wallSpanOf(shift.start, shift.end);
  if (span === null) return out;
  const { start, end } = span;
  const name = nameOf(employee);
  if (!employee.positionIds.includes(shift.positionId))
    add("NOT_QUALIFIED", `${name} is not qualified as ${positionName(input, shift.positionId)}`);
  if (!isAvailable(employee, shift.date, start, end))
    add("UNAVAILABLE", `${name} is not available ${dayLabel(shift.date)} ${shift.start}-${shift.end}`);
  // Time off is per date: the day the shift starts, and the next day when the shift runs into it.
  const nextDate = end > DAY_MINUTES ? dateAfter(shift.date, 1) : null;
  for (const t of employee.timeOff) {
    const range = t.startDate === t.endDate ? t.startDate : `${t.startDate} to ${t.endDate}`;
    if (shift.date >= t.startDate && shift.date <= t.endDate)
      add("TIME_OFF", `${name} has time off on ${dayLabel(shift.date)} (${range})`);
    else if (nextDate !== null && nextDate >= t.startDate && nextDate <= t.endDate)
      add(
        "TIME_OFF",
        `${name}'s shift ${dayLabel(shift.date)} ${shift.start}-${shift.end} runs into time off on ${dayLabel(nextDate)} (${range})`,
      );
  }
  if (employee.dateOfBirth !== null && isMinorOnDate(employee.dateOfBirth, shift.date)) {
    const { minorCurfewTime } = input.constraints;
    if (end > minutesOf(minorCurfewTime))
      add(
        "MINOR_CURFEW",
        end > DAY_MINUTES
          ? `${name} is a minor and would work past midnight, until ${shift.end} the next day, on ${dayLabel(shift.date)}, past the ${minorCurfewTime} curfew`
          : `${name} is a minor and would work until ${shift.end} on ${dayLabel(shift.date)}, past the ${minorCurfewTime} curfew`,
      );
  }
  return out;
}

/**
 * On the real timeline: the span [start, end) in minutes since `date`'s midnight (end past 1440 for a
 * shift that ends the next day) lies inside the union of the person's available windows placed on
 * their dates (the day before's, the day's and the next day's; touching ones merge) and overlaps no
 * unavailable window; someone with no available window on any day is available outside their
 * unavailable windows. Wall minutes stand in for real ones here: the map between them never
 * decreases, so "inside" and "overlaps" read the same.
 */
export function isAvailable(employee: EmployeeInput, date: string, start: number, end: number): boolean {
  const windows = windowsOf(employee);
  const around = windows.around[weekdayIndex(date)] as Around;
  for (const [s, e] of around.unavailable) if (s < end && start < e) return false;
  if (!windows.hasAnyAvailable) return true;
  for (const [s, e] of around.available) if (s <= start && end <= e) return true;
  return false;
}

/**
 * The minutes of a date the employee can work, as merged [start, end) intervals within [0, 1440]: the
 * available windows that reach into that date (the date's own, and the day before's that run past
 * midnight), or the whole day when they have none on any day, less every unavailable window that
 * reaches into it. Empty means unavailable all day; this is `isAvailable` for a whole day, so the screen
 * shades what the checker enforces.
 */
export function freeIntervals(employee: EmployeeInput, date: string): Array<[number, number]> {
  const windows = windowsOf(employee);
  const around = windows.around[weekdayIndex(date)] as Around;
  let free: Array<[number, number]> = windows.hasAnyAvailable
    ? around.available.map(([s, e]) => [s, e])
    : [[-DAY_MINUTES, 2 * DAY_MINUTES]];
  for (const [us, ue] of around.unavailable) {
    free = free.flatMap(([s, e]): Array<[number, number]> => {
      if (ue <= s || e <= us) return [[s, e]];
      const parts: Array<[number, number]> = [];
      if (s < us) parts.push([s, us]);
      if (ue < e) parts.push([ue, e]);
      return parts;
    });
  }
  const out: Array<[number, number]> = [];
  for (const [s, e] of free) {
    const from = Math.max(s, 0);
    const to = Math.min(e, DAY_MINUTES);
    if (from < to) out.push([from, to]);
  }
  return out;
}

/** Whether the date falls in one of the employee's approved time-off ranges. */
export const isOnTimeOff = (employee: EmployeeInput, date: string): boolean =>
  employee.timeOff.some((t) => date >= t.startDate && date <= t.endDate);

/** A weekday's windows on the real timeline around it, in minutes since that weekday's midnight. */
interface Around {
  /** Merged available windows of the day before (−1440), the day and the day after (+1440). */
  available: Array<[number, number]>;
  /** Unavailable windows of the same three days. */
  unavailable: Array<[number, number]>;
}

interface Windows {
  /** Per weekday, MONDAY first. */
  around: Around[];
  hasAnyAvailable: boolean;
}

/**
 * An employee's availability per weekday, placed on the timeline around that weekday (an overnight
 * window of the day before spills into it; the next day's windows continue a shift past midnight),
 * true windows merged. Read once per employee object (the review runs after every edit; re-reading the
 * strings for every shift cost more than the rules).
 */
const windowCache = new WeakMap<EmployeeInput, Windows>();

function windowsOf(employee: EmployeeInput): Windows {
  let windows = windowCache.get(employee);
  if (!windows) {
    const own = DAYS_OF_WEEK.map(() => ({
      available: [] as Array<[number, number]>,
      unavailable: [] as Array<[number, number]>,
    }));
    for (const w of employee.availability) {
      const span = wallSpanOf(w.startTime, w.endTime);
      if (span === null) continue; // the input schema only lets times through
      const day = own[DAYS_OF_WEEK.indexOf(w.dayOfWeek)] as Around;
      (w.isAvailable ? day.available : day.unavailable).push([span.start, span.end]);
    }
    const around = own.map((_, d): Around => {
      const near: Around = { available: [], unavailable: [] };
      for (const [offset, k] of [
        [-DAY_MINUTES, (d + 6) % 7],
        [0, d],
        [DAY_MINUTES, (d + 1) % 7],
      ] as const) {
        const day = own[k] as Around;
        for (const [s, e] of day.available) near.available.push([s + offset, e + offset]);
        for (const [s, e] of day.unavailable) near.unavailable.push([s + offset, e + offset]);
      }
      near.available = mergeIntervals(near.available);
      return near;
    });
    windows = { around, hasAnyAvailable: employee.availability.some((w) => w.isAvailable) };
    windowCache.set(employee, windows);
  }
  return windows;
}

/** MONDAY = 0 .. SUNDAY = 6 of a date (1970-01-01 was a Thursday). */
function weekdayIndex(date: string): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}
