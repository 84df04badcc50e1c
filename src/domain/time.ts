/** Wall-clock times as "HH:MM" strings and minutes since midnight; dates as "YYYY-MM-DD". */

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

/** Durations are stored in minutes and shown in whole hours, rounded down (SPEC §5). */
export function minutesToWholeHours(minutes: number): number {
  return Math.floor(minutes / 60);
}

/** Every `step` minutes from `start` to `last`, inclusive, as "HH:MM". */
export function timeSlots(start = "06:00", last = "22:45", step = 15): string[] {
  const slots: string[] = [];
  for (let t = parseTime(start); t <= parseTime(last); t += step) slots.push(formatTime(t));
  return slots;
}

/** The staffing-template grid: every 15 minutes from 06:00 to 22:45 (SPEC §9). */
export const STAFFING_SLOTS = timeSlots("06:00", "22:45", 15);

export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Parses "YYYY-MM-DD" as a calendar date (no time zone involved). */
function dateParts(value: string): [number, number, number] {
  if (!isDate(value)) throw new RangeError(`Not a date: ${value}`);
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

/** Whole years between a birth date and a day, both calendar dates, so no time-zone slip. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateParts(dateOfBirth);
  const [y, m, d] = dateParts(on);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export const MINOR_AGE = 18;

export function isMinorOn(dateOfBirth: string, on: string): boolean {
  return ageOn(dateOfBirth, on) < MINOR_AGE;
}

/** Today's calendar date in the local time zone of the caller, as "YYYY-MM-DD". */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Adds days to a calendar date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** MONDAY..SUNDAY of a calendar date. */
export function dayOfWeekOf(date: string): DayOfWeek {
  const [y, m, d] = dateParts(date);
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return DAYS_OF_WEEK[(js + 6) % 7] as DayOfWeek;
}
