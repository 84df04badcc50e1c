import type { Issue } from "../../../domain/schemas/common";
import { isoOfWall } from "./entry-time";

/** The checks of the Add entry and Edit forms, and the server's 400 issues placed under their fields. */

export interface BreakRow {
  start: string;
  end: string;
}

/** A field's error by key; `form` is the one under the whole form (a 409, a 5xx). */
export type EntryErrors = Partial<
  Record<"userId" | "positionId" | "clockIn" | "clockOut" | "breaks" | "reason" | "form", string>
>;

export interface CheckedTimes {
  clockIn: string;
  clockOut: string;
  breaks: { start: string; end: string }[];
}

/**
 * The checks made before sending (the server makes them again): both times, the out after the in, each
 * break complete, a reason. Times are the store's wall clock; an overnight entry is a clock-out on the
 * next day's date.
 */
export function checkEntry(
  values: { clockIn: string; clockOut: string; breaks: BreakRow[]; reason: string },
  timeZone: string,
): { errors: EntryErrors; times?: CheckedTimes } {
  const errors: EntryErrors = {};
  const inIso = isoOfWall(values.clockIn, timeZone);
  const outIso = values.clockOut ? isoOfWall(values.clockOut, timeZone) : undefined;
  if (!inIso) errors.clockIn = "Enter the clock-in date and time";
  if (!outIso) errors.clockOut = "Enter the clock-out date and time";
  else if (inIso && Date.parse(outIso) <= Date.parse(inIso))
    errors.clockOut = "Clock-out must be after clock-in";
  if (!values.reason.trim()) errors.reason = "A reason is required";
  const breaks = values.breaks.map((b) => ({
    start: isoOfWall(b.start, timeZone),
    end: isoOfWall(b.end, timeZone),
  }));
  if (breaks.some((b) => !b.start || !b.end)) errors.breaks = "Enter each break's start and end";
  if (Object.keys(errors).length > 0 || !inIso || !outIso) return { errors };
  return {
    errors,
    times: {
      clockIn: inIso,
      clockOut: outIso,
      breaks: breaks.map((b) => ({ start: b.start ?? "", end: b.end ?? "" })),
    },
  };
}

const FIELDS = new Set<keyof EntryErrors>([
  "userId",
  "positionId",
  "clockIn",
  "clockOut",
  "breaks",
  "reason",
]);

/** A 400's issues under their fields ("breaks.0.end" under the breaks); others under the form. */
export function errorsOfIssues(issues: readonly Issue[]): EntryErrors {
  const errors: EntryErrors = {};
  for (const issue of issues) {
    const key = String(issue.path).split(".")[0] as keyof EntryErrors;
    if (FIELDS.has(key)) errors[key] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}
