import { DAYS_OF_WEEK } from "../../../domain/time";
import type { SampleShift } from "./sample-schedule-data";

/** The shifts that start within `hour` on `day`, earliest first. */
export function shiftsStartingAt(shifts: readonly SampleShift[], day: string, hour: number): SampleShift[] {
  return shifts
    .filter((s) => s.dayOfWeek === day && Number(s.startTime.slice(0, 2)) === hour)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.positionName.localeCompare(b.positionName));
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The week's shifts as CSV, Monday first; `weekDates[i]` is the date of DAYS_OF_WEEK[i]. */
export function shiftsToCsv(shifts: readonly SampleShift[], weekDates: readonly string[]): string {
  const header = ["Date", "Day", "Position", "Employee", "Start", "End"];
  const rows = [...shifts]
    .sort(
      (a, b) =>
        DAYS_OF_WEEK.indexOf(a.dayOfWeek) - DAYS_OF_WEEK.indexOf(b.dayOfWeek) ||
        a.startTime.localeCompare(b.startTime),
    )
    .map((s) => [
      weekDates[DAYS_OF_WEEK.indexOf(s.dayOfWeek)] ?? "",
      s.dayOfWeek,
      s.positionName,
      s.employeeName ?? "Open shift",
      s.startTime,
      s.endTime,
    ]);
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
