import { tz } from "@date-fns/tz";
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

/** The staffing-template grid: every slot from 06:00 to 22:45 (docs/product.md, Constants and limits). */
export const STAFFING_SLOTS = timeSlots("06:00", "22:45");

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

function formatCalendarDate(date: Date): string {
  return format(date, DATE_FORMAT);
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

/**
 * A shift's worked (paid) minutes: its length less its MEAL breaks; REST breaks are paid
 * (docs/engine.md, Contract).
 */
export function workedMinutes(shift: {
  startTime: string;
  endTime: string;
  breaks: readonly { start: string; end: string; kind: string }[];
}): number {
  let meal = 0;
  for (const b of shift.breaks) if (b.kind === "MEAL") meal += parseTime(b.end) - parseTime(b.start);
  return parseTime(shift.endTime) - parseTime(shift.startTime) - meal;
}
