import { isMinorOn, parseTime } from "../../domain/time";
import type { EmployeeInput, EngineInput } from "../input";
import type { OutputShift } from "../output";
import { absoluteMinutes, dayNumber, safeParseTime, workedMinutes } from "./calendar";
import type { Violation } from "./shift-rules";

interface Dated {
  date: string;
  start: string;
  end: string;
}

/**
 * Rules across one employee's week: one shift a day, rest and clopen (counting previous shifts),
 * minors' weekly hours, the weekly cap, consecutive days (counting previous shifts).
 * `shifts` are this employee's output shifts with readable times.
 */
export function checkEmployeeWeek(
  input: EngineInput,
  employee: EmployeeInput,
  shifts: OutputShift[],
): Violation[] {
  const out: Violation[] = [];
  const add = (rule: string, message: string, date?: string) =>
    out.push({ rule, message, employeeId: employee.id, ...(date === undefined ? {} : { date }) });
  const c = input.constraints;

  const perDate = new Map<string, number>();
  for (const s of shifts) perDate.set(s.date, (perDate.get(s.date) ?? 0) + 1);
  for (const [date, n] of perDate) if (n > 1) add("oneShiftADay", `${n} shifts on ${date}`, date);

  const previous: Dated[] = input.previousShifts.filter((s) => s.employeeId === employee.id);
  const all: Dated[] = [...previous, ...shifts].sort(
    (a, b) =>
      absoluteMinutes(input.weekStart, a.date, a.start) - absoluteMinutes(input.weekStart, b.date, b.start) ||
      absoluteMinutes(input.weekStart, a.date, a.end) - absoluteMinutes(input.weekStart, b.date, b.end),
  );
  const open = parseTime(input.store.openTime);
  const close = parseTime(input.store.closeTime);
  for (let i = 1; i < all.length; i++) {
    const prev = all[i - 1] as Dated; // i ≥ 1
    const next = all[i] as Dated;
    if (next.date < input.weekStart) continue; // history is not this schedule's doing
    const gap =
      absoluteMinutes(input.weekStart, next.date, next.start) -
      absoluteMinutes(input.weekStart, prev.date, prev.end);
    const label = `${prev.date} ${prev.end} → ${next.date} ${next.start}`;
    if (gap < c.minRestBetweenShifts)
      add("rest", `${gap} min rest (${label}), under ${c.minRestBetweenShifts}`, next.date);
    if (parseTime(prev.end) >= close && parseTime(next.start) <= open && gap < c.maxClopenGap) {
      add("clopen", `close-then-open with ${gap} min between (${label}), under ${c.maxClopenGap}`, next.date);
    }
  }

  let weekWorked = 0;
  let minorWorked = 0;
  for (const s of shifts) {
    const worked = workedMinutes(s);
    weekWorked += worked;
    if (employee.dateOfBirth !== null && isMinorOn(employee.dateOfBirth, s.date)) minorWorked += worked;
  }
  if (weekWorked > c.weeklyHourCap * 60)
    add("weeklyCap", `works ${weekWorked / 60} h, over the cap of ${c.weeklyHourCap} h`);
  if (minorWorked > c.minorMaxWeeklyHours * 60) {
    add("minorWeekly", `works ${minorWorked / 60} h as a minor, over ${c.minorMaxWeeklyHours} h`);
  }

  const weekFirst = dayNumber(input.weekStart);
  const days = [...new Set(all.map((s) => dayNumber(s.date)))].sort((a, b) => a - b);
  let runStart = 0;
  for (let i = 0; i < days.length; i++) {
    const isRunEnd = i === days.length - 1 || (days[i + 1] as number) !== (days[i] as number) + 1;
    if (!isRunEnd) continue;
    const length = i - runStart + 1;
    const last = days[i] as number;
    if (length > employee.maxConsecutiveDays && last >= weekFirst) {
      add("consecutiveDays", `works ${length} days in a row, over ${employee.maxConsecutiveDays}`);
    }
    runStart = i + 1;
  }
  return out;
}

/** Shifts whose times parse, so that week rules can read them. */
export function hasReadableTimes(s: OutputShift): boolean {
  const start = safeParseTime(s.start);
  const end = safeParseTime(s.end);
  return (
    start !== null &&
    end !== null &&
    start < end &&
    s.breaks.every((b) => safeParseTime(b.start) !== null && safeParseTime(b.end) !== null)
  );
}
