import { HARD_RULE_CODES } from "../../domain/schemas/schedules";
import type { EmployeeInput, EngineInput } from "../input";
import { weekdayOf } from "./calendar";

/**
 * The hard rules of docs/engine.md, Contract by their warning codes (docs/api.md, Schedules), plus the
 * checker-only structural ones: INVALID_SHIFT (off the grid, outside the week, not within one day, unknown
 * position), LOCKED_CHANGED (a locked shift missing or moved), UNREPORTED_UNDERSTAFFING (a short slot with no
 * UNDERSTAFFED warning: only an engine output can break it).
 */
export const RULE_CODES = [
  ...HARD_RULE_CODES,
  "INVALID_SHIFT",
  "LOCKED_CHANGED",
  "UNREPORTED_UNDERSTAFFING",
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

/**
 * One broken hard rule. `shifts` are the indexes of the output shifts it concerns (for a week rule,
 * the person's shifts that make it up; for the trainer ratio, the position's shifts in the range);
 * empty only when no output shift is involved (a locked shift left out). The message names the person
 * and reads as a manager would say it.
 */
export interface Violation {
  code: RuleCode;
  message: string;
  shifts: number[];
  employeeId: number | null;
  date: string | null;
  positionId: number | null;
  /** A time range the rule concerns (trainer ratio, understaffing), "HH:MM". */
  start: string | null;
  end: string | null;
}

export function violation(
  code: RuleCode,
  message: string,
  fields: Partial<Omit<Violation, "code" | "message">> = {},
): Violation {
  return {
    code,
    message,
    shifts: fields.shifts ?? [],
    employeeId: fields.employeeId ?? null,
    date: fields.date ?? null,
    positionId: fields.positionId ?? null,
    start: fields.start ?? null,
    end: fields.end ?? null,
  };
}

export function nameOf(employee: EmployeeInput): string {
  return employee.name.trim() || `Employee ${employee.id}`;
}

export function positionName(input: EngineInput, positionId: number): string {
  return input.positions.find((p) => p.id === positionId)?.name ?? `position ${positionId}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 23 Nov" for "2026-11-23". */
export function dayLabel(date: string): string {
  const [, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = weekdayOf(date);
  return `${weekday.charAt(0)}${weekday.slice(1, 3).toLowerCase()} ${d} ${MONTHS[m - 1] ?? ""}`;
}

/** "8 h", "7.5 h", "6.25 h" for minutes. */
export function hoursLabel(minutes: number): string {
  return `${Math.round((minutes / 60) * 100) / 100} h`;
}
