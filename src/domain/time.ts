import { TZDate, tz } from "@date-fns/tz";
import { UTCDate } from "@date-fns/utc";
import {
  addDays as addCalendarDays,
  differenceInYears,
  format,
  getISODay,
  isExists,
  startOfISOWeek,
} from "date-fns";

/**
 * Wall-clock times as "HH:MM" strings and minutes since midnight; dates as "YYYY-MM-DD".
 * Calendar and time-zone maths go through date-fns: calendar dates are computed on @date-fns/utc's
 * UTCDate (a date has no time zone, so no DST slip), "today" on a given zone's wall clock with
 * @date-fns/tz. UTCDate rather than a TZDate of "UTC": the routes validate every date of a week's engine
 * input, and a TZDate asks Intl for the offset on every step (about 100 µs a date against 1 µs).
 */

export const DAYS_OF_WEEK = [
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** "HH:MM" or "HH:MM:SS" → minutes since midnight. "24:00" is accepted as the end of the day. */
export function parseTime(value: string): number {
  if (value === "24:00" || value === "24:00:00") return 24 * 60;
  const match = TIME.exec(value);
  if (!match) throw new RangeError(`Not a time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight → "HH:MM" (1440 → "24:00"). */
export function formatTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) {
    throw new RangeError(`Not a time of day in minutes: ${minutes}`);
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Drops seconds the server or a time input may carry: "09:30:00" → "09:30". */
export function normalizeTime(value: string): string {
  return formatTime(parseTime(value));
}

/** Durations are stored in minutes and shown in whole hours, rounded down (docs/product.md, Validation). */
export function minutesToWholeHours(minutes: number): number {
  return Math.floor(minutes / 60);
}

/**
 * The scheduling grid: shifts, breaks and staffing needs start and end on quarter hours
 * (docs/product.md, Constants and limits).
 */
export const SLOT_MINUTES = 15;

/** Whether "HH:MM" (or "24:00") is a time on the grid; false for what is not a time at all. */
export function isOnGrid(time: string): boolean {
  if (!isTime(time) && time !== "24:00") return false;
  return parseTime(time) % SLOT_MINUTES === 0;
}

/** Every grid time (or every `step` minutes) from `start` to `last`, inclusive, as "HH:MM". */
export function timeSlots(start: string, last: string, step = SLOT_MINUTES): string[] {
  const slots: string[] = [];
  for (let t = parseTime(start); t <= parseTime(last); t += step) slots.push(formatTime(t));
  return slots;
}

const DATE_FORMAT = "yyyy-MM-dd";

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Parses "YYYY-MM-DD" as a calendar date (midnight UTC, so no time zone involved). */
function calendarDate(value: string): UTCDate {
  const match = DATE.exec(value);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]) - 1, Number(match?.[3])];
  if (!match || !isExists(year, month, day)) throw new RangeError(`Not a date: ${value}`);
  return new UTCDate(year, month, day);
}

/**
 * "YYYY-MM-DD" of a calendar date (a UTC midnight), by hand: date-fns' format parses its pattern on every
 * call, and the screens and routes ask this of every shift (addDays, mondayOf) — ~2 % of the Schedule's
 * first draw on a phone went to it (issue 32).
 */
function formatCalendarDate(date: Date): string {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/** Whole years between a birth date and a day, both calendar dates, so no time-zone slip. */
export function ageOn(dateOfBirth: string, on: string): number {
  return differenceInYears(calendarDate(on), calendarDate(dateOfBirth));
}

export const MINOR_AGE = 18;

export function isMinorOn(dateOfBirth: string, on: string): boolean {
  return ageOn(dateOfBirth, on) < MINOR_AGE;
}

/**
 * Today's calendar date as "YYYY-MM-DD": on the wall clock of `timeZone` (e.g. a store's), or in the
 * caller's local time zone without one.
 */
export function localToday(now: Date = new Date(), timeZone?: string): string {
  return timeZone === undefined ? format(now, DATE_FORMAT) : format(now, DATE_FORMAT, { in: tz(timeZone) });
}

/** Today on a store's wall clock (its IANA time zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localToday(now, timeZone);
}

/**
 * The instant (epoch ms) of a wall time on a store's clock: `date` at `time` ("HH:MM", "24:00" the next
 * midnight) in `timeZone`. A time a spring-forward skips reads as the hour after.
 */
export function instantAt(timeZone: string, date: string, time: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, 0, parseTime(time), timeZone).getTime();
}

/** Adds days to a calendar date. */
export function addDays(date: string, days: number): string {
  return formatCalendarDate(addCalendarDays(calendarDate(date), days));
}

/** MONDAY..SUNDAY of a calendar date. */
export function dayOfWeekOf(date: string): DayOfWeek {
  return DAYS_OF_WEEK[getISODay(calendarDate(date)) - 1] as DayOfWeek;
}

/** The Monday of the week holding a calendar date (docs/engine.md, Contract: weeks start on Monday). */
export function mondayOf(date: string): string {
  return formatCalendarDate(startOfISOWeek(calendarDate(date)));
}

/** A shift is at most 16 hours long, overnight included (docs/product.md, The real week). */
export const MAX_SHIFT_MINUTES = 16 * 60;
export const DAY_MINUTES = 24 * 60;

/**
 * Overnight times (docs/product.md, The real week): a shift, a store's hours or an availability window
 * whose end is at or before its start ends the next day ("18:00"-"02:00" is 8 hours, "09:00"-"09:00" is
 * 24). "24:00" stays the end of the same day.
 */
export function endsNextDay(start: string, end: string): boolean {
  return parseTime(end) <= parseTime(start);
}

/** The end of a start-end span in minutes since the start day's midnight: in (start, start + 1440]. */
export function spanEnd(start: number, end: number): number {
  return end <= start ? end + DAY_MINUTES : end;
}

/** A span's [start, end) in minutes since its start day's midnight, on the wall clock. */
export function wallSpan(start: string, end: string): { start: number; end: number } {
  const s = parseTime(start);
  return { start: s, end: spanEnd(s, parseTime(end)) };
}

/** A span's wall-clock length in minutes (no daylight-saving change counted). */
export function wallMinutes(start: string, end: string): number {
  const span = wallSpan(start, end);
  return span.end - span.start;
}

/**
 * A store's business day: from `openTime` to `closeTime`, the close on the next day when it is at or
 * before the open (a bar open 17:00-02:00). Minutes since the opening day's midnight.
 */
export function businessDay(openTime: string, closeTime: string): { open: number; close: number } {
  const span = wallSpan(openTime, closeTime);
  return { open: span.start, close: span.end };
}

/**
 * Where the small hours of a store that closes after midnight end, in minutes after midnight: a time of
 * day before it belongs to the business day that opened the evening before. It is the middle of the
 * closed gap, on a slot boundary (09:30 for a bar open 17:00-02:00), so the minutes a labor standard
 * staffs after the close (02:00-02:30) and before the open (16:00-17:00) each stay on the right side.
 * 0 for a store that closes the day it opens: its business day is the calendar day.
 */
export function smallHoursEnd(openTime: string, closeTime: string): number {
  const day = businessDay(openTime, closeTime);
  if (day.close <= DAY_MINUTES) return 0;
  const gap = DAY_MINUTES - (day.close - day.open);
  return day.close - DAY_MINUTES + Math.floor(gap / 2 / SLOT_MINUTES) * SLOT_MINUTES;
}

/**
 * Where a time of day sits in a store's business day, as minutes since the opening day's midnight:
 * a small hour of a store that closes the next day belongs to the day that opened the evening before
 * (FRIDAY's 01:00 of a 17:00-02:00 bar is Saturday 01:00, minute 1500). Other times stay as they are
 * (those before the open or after the close lie outside the business day).
 */
export function businessMinute(time: string, openTime: string, closeTime: string): number {
  const minute = parseTime(time);
  return minute < smallHoursEnd(openTime, closeTime) ? minute + DAY_MINUTES : minute;
}

/** Whether a staffing slot (its start, "HH:MM") lies inside a store's business day. */
export function isInBusinessDay(slot: string, openTime: string, closeTime: string): boolean {
  const day = businessDay(openTime, closeTime);
  const minute = businessMinute(slot, openTime, closeTime);
  return minute >= day.open && minute + SLOT_MINUTES <= day.close;
}

/** Every slot of a store's business day, in order from the open ("17:00" … "01:45" for 17:00-02:00). */
export function businessSlots(openTime: string, closeTime: string): string[] {
  return staffedSlots(openTime, closeTime, 0, 0);
}

/**
 * The slots a store may be staffed on one business day: its hours widened by `beforeOpen` minutes before
 * the open and `afterClose` after the close (a labor standard's prep and close-down), in order. The
 * widening stops at the business day's edges: the calendar day of a store that closes the day it opens,
 * the middle of the closed gap (`smallHoursEnd`) for one that closes after midnight.
 */
export function staffedSlots(
  openTime: string,
  closeTime: string,
  beforeOpen: number,
  afterClose: number,
): string[] {
  const day = businessDay(openTime, closeTime);
  const edge = smallHoursEnd(openTime, closeTime);
  const from = Math.max(day.open - beforeOpen, edge);
  const to = Math.min(day.close + afterClose, edge + DAY_MINUTES);
  const slots: string[] = [];
  for (let t = Math.ceil(from / SLOT_MINUTES) * SLOT_MINUTES; t + SLOT_MINUTES <= to; t += SLOT_MINUTES)
    slots.push(formatTime(t % DAY_MINUTES));
  return slots;
}

/** The UTC offset of a zone's wall clock at a calendar date and minute of day, in minutes east of UTC. */
function utcOffset(timeZone: string, date: string, minute: number): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minute);
  const instant = new TZDate(y, m - 1, d, 0, minute, timeZone).getTime();
  return Math.round((wall - instant) / 60_000);
}

/**
 * A week's wall clock in a store's time zone, for real lengths across a daylight-saving change
 * (docs/product.md, The real week: 01:00-03:00 on a spring-forward night is 1 hour).
 * `real(minute)` maps a wall minute counted from `weekStart` 00:00 (negative before it, up to 9 days
 * after) to real minutes since that same moment; without a change in that range it is the identity.
 * A wall time that does not exist (02:30 on a spring-forward night) reads as the hour after; one that
 * exists twice (01:30 on a fall-back night) as the first.
 */
export interface WeekClock {
  readonly hasChange: boolean;
  real(minute: number): number;
}

const FIRST_DAY = -8;
const LAST_DAY = 9;
const IDENTITY: WeekClock = { hasChange: false, real: (minute) => minute };
const clocks = new Map<string, WeekClock>();

export function weekClock(timeZone: string, weekStart: string): WeekClock {
  const key = `${timeZone} ${weekStart}`;
  let clock = clocks.get(key);
  if (!clock) {
    if (clocks.size > 2_000) clocks.clear();
    clock = buildWeekClock(timeZone, weekStart);
    clocks.set(key, clock);
  }
  return clock;
}

function buildWeekClock(timeZone: string, weekStart: string): WeekClock {
  const midnight: number[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY + 1; day++)
    midnight.push(utcOffset(timeZone, addDays(weekStart, day), 0));
  if (midnight.every((offset) => offset === midnight[0])) return IDENTITY;
  const base = utcOffset(timeZone, weekStart, 0);
  const slotsPerDay = DAY_MINUTES / SLOT_MINUTES;
  // Offset of each quarter hour, relative to Monday 00:00's; only days whose midnights differ are walked.
  const shift = new Int16Array((LAST_DAY - FIRST_DAY + 1) * slotsPerDay);
  for (let i = 0; i <= LAST_DAY - FIRST_DAY; i++) {
    const date = addDays(weekStart, FIRST_DAY + i);
    const changes = midnight[i] !== midnight[i + 1];
    for (let s = 0; s < slotsPerDay; s++) {
      const offset = changes ? utcOffset(timeZone, date, s * SLOT_MINUTES) : (midnight[i] as number);
      shift[i * slotsPerDay + s] = offset - base;
    }
  }
  const first = FIRST_DAY * DAY_MINUTES;
  return {
    hasChange: true,
    real(minute) {
      const index = Math.floor((minute - first) / SLOT_MINUTES);
      const clamped = Math.min(Math.max(index, 0), shift.length - 1);
      return minute - (shift[clamped] ?? 0);
    },
  };
}

/**
 * A span's real length in minutes on a store's wall clock: `date` is the day it starts, an end at or
 * before the start is the next day, and a daylight-saving change inside it counts.
 */
export function realMinutes(timeZone: string, date: string, start: string, end: string): number {
  const weekStart = mondayOf(date);
  const offset = (dayNumberOf(date) - dayNumberOf(weekStart)) * DAY_MINUTES;
  const span = wallSpan(start, end);
  const clock = weekClock(timeZone, weekStart);
  return clock.real(offset + span.end) - clock.real(offset + span.start);
}

function dayNumberOf(date: string): number {
  return Math.round(calendarDate(date).getTime() / 86_400_000);
}

/**
 * A shift's worked (paid) minutes: its length less its MEAL breaks; REST breaks are paid
 * (docs/engine.md, Contract). The length is the real interval: an end at or before the start is the next
 * day, and with the store's `timeZone` (and the shift's `date`) a daylight-saving change counts.
 * Breaks after midnight of an overnight shift are read on the next day.
 */
export function workedMinutes(
  shift: {
    date?: string;
    startTime: string;
    endTime: string;
    breaks: readonly { start: string; end: string; kind: string }[];
  },
  timeZone?: string,
): number {
  const start = parseTime(shift.startTime);
  let meal = 0;
  for (const b of shift.breaks) {
    if (b.kind !== "MEAL") continue;
    const from = parseTime(b.start) < start ? parseTime(b.start) + DAY_MINUTES : parseTime(b.start);
    meal += spanEnd(from, parseTime(b.end) + (parseTime(b.end) < start ? DAY_MINUTES : 0)) - from;
  }
  const length =
    timeZone !== undefined && shift.date !== undefined
      ? realMinutes(timeZone, shift.date, shift.startTime, shift.endTime)
      : wallMinutes(shift.startTime, shift.endTime);
  return length - meal;
}
