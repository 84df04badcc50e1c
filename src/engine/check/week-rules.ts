import { formatTime } from "../../domain/time";
import type { EmployeeInput, EngineInput, ShiftRef } from "../input";
import type { OutputShift } from "../output";
import { DAY_MINUTES, dayNumber, safeParseTime, workedMinutes, minutesOf, isMinorOnDate } from "./calendar";
import { dayLabel, hoursLabel, nameOf, violation, type RuleCode, type Violation } from "./violation";

/**
 * One of a person's shifts as the week rules see it: an output shift of this schedule (`index` set),
 * a shift at another store this week (`fixedShifts`) or one before the week (`previousShifts`).
 */
interface PersonShift {
  date: string;
  /** Minutes from the week's Monday 00:00 (negative before the week). */
  from: number;
  to: number;
  /** Wall-clock minutes of the day (end may be 1440). */
  start: number;
  end: number;
  worked: number;
  index: number | null;
  source: "here" | "fixed" | "previous";
}

/** A shift given without breaks (fixed or previous): worked = length minus the meal break it would have. */
export function workedWithoutBreaks(input: EngineInput, start: number, end: number): number {
  const length = end - start;
  return length > input.constraints.mealBreakAfter ? length - input.constraints.mealBreakLength : length;
}

function fromRef(input: EngineInput, s: ShiftRef, source: "fixed" | "previous", first: number): PersonShift {
  const start = minutesOf(s.start);
  const end = minutesOf(s.end);
  const offset = (dayNumber(s.date) - first) * DAY_MINUTES;
  return {
    date: s.date,
    from: offset + start,
    to: offset + end,
    start,
    end,
    worked: workedWithoutBreaks(input, start, end),
    index: null,
    source,
  };
}

/** What other shifts count for a person's week rules: shifts at other stores and before the week. */
export interface OtherShifts {
  fixed: ShiftRef[];
  previous: ShiftRef[];
}

/** Every input shift outside this schedule, per employee id. */
export function otherShiftsByEmployee(input: EngineInput): Map<number, OtherShifts> {
  const out = new Map<number, OtherShifts>();
  const entry = (id: number) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { fixed: [], previous: [] }));
    return e;
  };
  for (const s of input.fixedShifts) entry(s.employeeId).fixed.push(s);
  for (const s of input.previousShifts) entry(s.employeeId).previous.push(s);
  return out;
}

/**
 * Rules across one employee's week, counting their shifts at other stores (`fixedShifts`) and before
 * the week (`previousShifts`): one shift a day, rest, clopen, minors' daily and weekly hours, the
 * weekly cap, consecutive days. A breach made only of shifts outside this schedule is not reported
 * (this schedule did not make it). `shifts` are this employee's output shifts with readable times.
 */
export function checkEmployeeWeek(
  input: EngineInput,
  employee: EmployeeInput,
  shifts: Array<{ shift: OutputShift; index: number }>,
  other: OtherShifts = { fixed: [], previous: [] },
): Violation[] {
  if (shifts.length === 0) return [];
  const out: Violation[] = [];
  const name = nameOf(employee);
  const add = (code: RuleCode, message: string, date: string, indexes: number[]) =>
    out.push(violation(code, message, { employeeId: employee.id, date, shifts: indexes }));
  const c = input.constraints;
  const first = dayNumber(input.weekStart);
  const all: PersonShift[] = [
    ...other.previous.map((s) => fromRef(input, s, "previous", first)),
    ...other.fixed.map((s) => fromRef(input, s, "fixed", first)),
    ...shifts.map(({ shift, index }): PersonShift => {
      const offset = (dayNumber(shift.date) - first) * DAY_MINUTES;
      const start = safeParseTime(shift.start) ?? 0; // readable: the caller filters
      const end = safeParseTime(shift.end) ?? 0;
      return {
        date: shift.date,
        from: offset + start,
        to: offset + end,
        start,
        end,
        worked: workedMinutes(shift),
        index,
        source: "here",
      };
    }),
  ].sort((a, b) => a.from - b.from || a.to - b.to);
  const isMinor = (date: string) =>
    employee.dateOfBirth !== null && isMinorOnDate(employee.dateOfBirth, date);

  // One shift a day (shifts lie within a day, so an overlap is always two shifts on one date).
  const byDate = new Map<string, PersonShift[]>();
  for (const s of all) {
    if (s.source === "previous") continue;
    const list = byDate.get(s.date) ?? [];
    list.push(s);
    byDate.set(s.date, list);
  }
  for (const [date, list] of byDate) {
    const here = indexesOf(list);
    if (list.length > 1 && here.length > 0) {
      const elsewhere = list.filter((s) => s.source === "fixed").length;
      const detail =
        elsewhere > 0
          ? `also works at another store that day (${list.length} shifts in all)`
          : `has ${list.length} shifts`;
      add("DOUBLE_SHIFT", `${name} ${detail} on ${dayLabel(date)}; one shift a day is allowed`, date, here);
    }
    const minorMinutes = list.reduce((sum, s) => sum + s.worked, 0);
    if (isMinor(date) && here.length > 0 && minorMinutes > c.minorMaxDailyHours * 60) {
      add(
        "MINOR_DAILY_HOURS",
        `${name} is a minor and would work ${hoursLabel(minorMinutes)} on ${dayLabel(date)}, over ${c.minorMaxDailyHours} h`,
        date,
        here,
      );
    }
  }

  // Rest and clopen between consecutive shifts on different days (same-day pairs are DOUBLE_SHIFT).
  const open = minutesOf(input.store.openTime);
  const close = minutesOf(input.store.closeTime);
  for (let i = 1; i < all.length; i++) {
    const prev = all[i - 1] as PersonShift; // i ≥ 1
    const next = all[i] as PersonShift;
    if (prev.index === null && next.index === null) continue; // not this schedule's doing
    if (prev.date === next.date) continue;
    const gap = next.from - prev.to;
    if (gap < c.minRestBetweenShifts) {
      add(
        "MIN_REST",
        `${name} would have ${hoursLabel(gap)} of rest ${betweenLabel(prev, next)}, under the ${hoursLabel(c.minRestBetweenShifts)} minimum`,
        next.date,
        indexesOf([prev, next]),
      );
    }
    const isClopen = prev.end >= close && next.start <= open;
    if (isClopen && gap < c.maxClopenGap) {
      add(
        "CLOPEN",
        `${name} would close then open with ${hoursLabel(gap)} ${betweenLabel(prev, next)}, under ${hoursLabel(c.maxClopenGap)}`,
        next.date,
        indexesOf([prev, next]),
      );
    }
  }

  // Weekly hours: the cap, and minors' hours over the days they are minors. The date is the day the
  // limit is crossed; the shifts are this schedule's that make up the total.
  const inWeek = all.filter((s) => s.source !== "previous");
  const total = inWeek.reduce((sum, s) => sum + s.worked, 0);
  const capCrossed = crossing(inWeek, c.weeklyHourCap * 60);
  if (capCrossed) {
    add(
      "WEEKLY_CAP",
      `${name} would work ${hoursLabel(total)} this week${elsewhereNote(inWeek)}, over the ${c.weeklyHourCap} h cap`,
      capCrossed.date,
      indexesOf(inWeek),
    );
  }
  const minorDays = inWeek.filter((s) => isMinor(s.date));
  const minorTotal = minorDays.reduce((sum, s) => sum + s.worked, 0);
  const minorCrossed = crossing(minorDays, c.minorMaxWeeklyHours * 60);
  if (minorCrossed && indexesOf(minorDays).length > 0) {
    add(
      "MINOR_WEEKLY_HOURS",
      `${name} is a minor and would work ${hoursLabel(minorTotal)} this week${elsewhereNote(minorDays)}, over ${c.minorMaxWeeklyHours} h`,
      minorCrossed.date,
      indexesOf(minorDays),
    );
  }

  // Consecutive days, counting the days before the week and at other stores.
  const dayShifts = new Map<number, PersonShift[]>();
  for (const s of all) {
    const day = Math.floor(s.from / DAY_MINUTES);
    const list = dayShifts.get(day) ?? [];
    list.push(s);
    dayShifts.set(day, list);
  }
  const days = [...dayShifts.keys()].sort((a, b) => a - b);
  let runStart = 0;
  for (let i = 0; i < days.length; i++) {
    const isRunEnd = i === days.length - 1 || (days[i + 1] as number) !== (days[i] as number) + 1;
    if (!isRunEnd) continue;
    const runDays = days.slice(runStart, i + 1);
    runStart = i + 1;
    if (runDays.length <= employee.maxConsecutiveDays) continue;
    const runShifts = runDays.flatMap((d) => dayShifts.get(d) ?? []);
    const here = indexesOf(runShifts);
    if (here.length === 0) continue;
    const overDay = runDays[employee.maxConsecutiveDays] as number; // length > max
    const overDate = (runShifts.find((s) => Math.floor(s.from / DAY_MINUTES) === overDay) as PersonShift)
      .date;
    add(
      "CONSECUTIVE_DAYS",
      `${name} would work ${runDays.length} days in a row${elsewhereNote(runShifts)}, over ${employee.maxConsecutiveDays}`,
      overDate,
      here,
    );
  }
  return out;
}

/** This schedule's shifts among them, as sorted output indexes. */
function indexesOf(list: PersonShift[]): number[] {
  const out: number[] = [];
  for (const s of list) if (s.index !== null) out.push(s.index);
  return out.sort((a, b) => a - b);
}

/** The shift during which the running total of worked minutes first passes `limit`, if any. */
function crossing(list: PersonShift[], limit: number): PersonShift | null {
  let sum = 0;
  for (const s of list) {
    sum += s.worked;
    if (sum > limit) return s;
  }
  return null;
}

function betweenLabel(prev: PersonShift, next: PersonShift): string {
  return `between ${dayLabel(prev.date)} ${formatTime(prev.end)} and ${dayLabel(next.date)} ${formatTime(next.start)}`;
}

function elsewhereNote(list: PersonShift[]): string {
  const fixed = list.filter((s) => s.source === "fixed").length;
  const previous = list.filter((s) => s.source === "previous").length;
  const notes: string[] = [];
  if (fixed > 0) notes.push(`${fixed} shift${fixed > 1 ? "s" : ""} at other stores`);
  if (previous > 0) notes.push(`${previous} last week`);
  return notes.length > 0 ? ` (counting ${notes.join(" and ")})` : "";
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
