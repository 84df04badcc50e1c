import { formatTime } from "../../domain/time";
import type { EmployeeInput, EngineInput, ShiftRef } from "../input";
import type { OutputShift } from "../output";
import { DAY_MINUTES, dateAfter, safeParseTime, isMinorOnDate } from "./calendar";
import {
  businessCloseOf,
  realLength,
  realWeekOf,
  realWorkedMinutes,
  shiftSpan,
  wallSpanOf,
  type RealWeek,
} from "./real-week";
import { dayLabel, hoursLabel, nameOf, violation, type RuleCode, type Violation } from "./violation";

/**
 * One of a person's shifts as the week rules see it: an output shift of this schedule (`index` set),
 * a shift at another store this week (`fixedShifts`) or one before the week (`previousShifts`).
 */
interface PersonShift {
  date: string;
  /** Days from weekStart to `date` (negative before the week). */
  day: number;
  /** The real interval, minutes from the week's Monday 00:00 (negative before the week). */
  from: number;
  to: number;
  /** Wall-clock minutes since the start date's midnight (end past 1440 when it ends the next day). */
  start: number;
  end: number;
  /** Wall minute from Monday 00:00 of the close of the business day the shift belongs to. */
  businessClose: number;
  worked: number;
  index: number | null;
  source: "here" | "fixed" | "previous";
}

/**
 * A shift given without breaks (fixed or previous), from its real length: worked = length minus the
 * meal break it would have.
 */
export function workedWithoutBreaks(input: EngineInput, length: number): number {
  return length > input.constraints.mealBreakAfter ? length - input.constraints.mealBreakLength : length;
}

function fromRef(
  input: EngineInput,
  week: RealWeek,
  s: ShiftRef,
  source: "fixed" | "previous",
): PersonShift | null {
  const span = shiftSpan(week, s.date, s.start, s.end);
  if (span === null) return null; // the input schema only lets grid times through
  return {
    date: s.date,
    day: span.day,
    from: span.from,
    to: span.to,
    start: span.start,
    end: span.end,
    businessClose: businessCloseOf(week, span),
    worked: workedWithoutBreaks(input, realLength(span)),
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
 * the week (`previousShifts`), on every shift's real interval: one shift a day (per start date) and no
 * two shifts that overlap, rest, clopen, minors' daily and weekly hours, the weekly cap, consecutive days.
 * A breach made only of shifts outside this schedule is not reported (this schedule did not make it).
 * `shifts` are this employee's output shifts with readable times.
 */
export function checkEmployeeWeek(
  input: EngineInput,
  employee: EmployeeInput,
  shifts: Array<{ shift: OutputShift; index: number }>,
  other: OtherShifts = { fixed: [], previous: [] },
  week: RealWeek = realWeekOf(input),
): Violation[] {
  if (shifts.length === 0) return [];
  const out: Violation[] = [];
  const name = nameOf(employee);
  const add = (code: RuleCode, message: string, date: string, indexes: number[]) =>
    out.push(violation(code, message, { employeeId: employee.id, date, shifts: indexes }));
  const c = input.constraints;
  const all: PersonShift[] = [];
  for (const s of other.previous) {
    const p = fromRef(input, week, s, "previous");
    if (p) all.push(p);
  }
  for (const s of other.fixed) {
    const p = fromRef(input, week, s, "fixed");
    if (p) all.push(p);
  }
  for (const { shift, index } of shifts) {
    const span = shiftSpan(week, shift.date, shift.start, shift.end);
    if (span === null) continue; // readable: the caller filters
    all.push({
      date: shift.date,
      day: span.day,
      from: span.from,
      to: span.to,
      start: span.start,
      end: span.end,
      businessClose: businessCloseOf(week, span),
      worked: realWorkedMinutes(week, span, shift.breaks),
      index,
      source: "here",
    });
  }
  all.sort((a, b) => a.from - b.from || a.to - b.to);
  const isMinor = (date: string) =>
    employee.dateOfBirth !== null && isMinorOnDate(employee.dateOfBirth, date);

  // One shift a day, per start date.
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

  // Overlaps, rest and clopen between each shift and the one before it that ends last (shifts on one
  // start date are DOUBLE_SHIFT above). Shifts on different dates can still overlap once one runs past
  // midnight (Sunday night of last week into Monday, a night at another store): that is DOUBLE_SHIFT
  // too, and the pair gets no rest violation on top.
  const open = week.open;
  let prev: PersonShift | null = null;
  for (const next of all) {
    const before = prev;
    if (prev === null || next.to > prev.to) prev = next;
    if (before === null || before.date === next.date) continue;
    if (before.index === null && next.index === null) continue; // not this schedule's doing
    const gap = next.from - before.to;
    if (gap < 0) {
      const at = before.source === "fixed" || next.source === "fixed" ? " (one at another store)" : "";
      add(
        "DOUBLE_SHIFT",
        `${name} would work two shifts at once${at}: ${spanLabel(before)} and ${spanLabel(next)}`,
        next.index !== null ? next.date : before.date,
        indexesOf([before, next]),
      );
      continue;
    }
    if (gap < c.minRestBetweenShifts) {
      add(
        "MIN_REST",
        `${name} would have ${hoursLabel(gap)} of rest ${betweenLabel(before, next)}, under the ${hoursLabel(c.minRestBetweenShifts)} minimum`,
        next.date,
        indexesOf([before, next]),
      );
    }
    // Clopen: the first shift ends at or after its business day's real close, and the next one starts
    // at or before the open of its own business day (a small-hours start is late in the day before's).
    const closes = before.to >= week.clock.real(before.businessClose);
    const opens = (next.start < week.smallHoursEnd ? next.start + DAY_MINUTES : next.start) <= open;
    if (closes && opens && gap < c.maxClopenGap) {
      add(
        "CLOPEN",
        `${name} would close then open with ${hoursLabel(gap)} ${betweenLabel(before, next)}, under ${hoursLabel(c.maxClopenGap)}`,
        next.date,
        indexesOf([before, next]),
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
  // A day counts as worked on the date a shift starts.
  const dayShifts = new Map<number, PersonShift[]>();
  for (const s of all) {
    const list = dayShifts.get(s.day) ?? [];
    list.push(s);
    dayShifts.set(s.day, list);
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
    const overDate = (runShifts.find((s) => s.day === overDay) as PersonShift).date;
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
  const prevEnd = prev.end > DAY_MINUTES ? dateAfter(prev.date, 1) : prev.date;
  return `between ${dayLabel(prevEnd)} ${endLabel(prev.end)} and ${dayLabel(next.date)} ${formatTime(next.start)}`;
}

/** "Fri 27 Nov 18:00-02:00" (the end the next day when at or before the start). */
function spanLabel(s: PersonShift): string {
  return `${dayLabel(s.date)} ${formatTime(s.start)}-${endLabel(s.end)}`;
}

/** A wall end since the start day's midnight as "HH:MM": "24:00" ends that day, past it the next. */
function endLabel(end: number): string {
  return formatTime(end > DAY_MINUTES ? end - DAY_MINUTES : end);
}

function elsewhereNote(list: PersonShift[]): string {
  const fixed = list.filter((s) => s.source === "fixed").length;
  const previous = list.filter((s) => s.source === "previous").length;
  const notes: string[] = [];
  if (fixed > 0) notes.push(`${fixed} shift${fixed > 1 ? "s" : ""} at other stores`);
  if (previous > 0) notes.push(`${previous} last week`);
  return notes.length > 0 ? ` (counting ${notes.join(" and ")})` : "";
}

/** Shifts whose times parse, so that week rules can read them (an end at or before the start is the next day). */
export function hasReadableTimes(s: OutputShift): boolean {
  return (
    wallSpanOf(s.start, s.end) !== null &&
    s.breaks.every((b) => safeParseTime(b.start) !== null && safeParseTime(b.end) !== null)
  );
}
