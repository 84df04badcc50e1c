import { z } from "zod";
import { DAYS_OF_WEEK, isDate, isOnGrid, isTime, normalizeTime, parseTime } from "../time";

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

export const dayOfWeekSchema = z.enum(DAYS_OF_WEEK);

/**
 * "HH:MM" (seconds tolerated and dropped). A codec rather than a transform, so that the same schema also
 * types and serializes responses (z.encode: stored times are already "HH:MM").
 */
export const timeSchema = z.codec(
  z.string().max(8).refine(isTime, { message: "Expected a time as HH:MM" }),
  z.string(),
  { decode: normalizeTime, encode: (time) => time },
);

/** A time on the 15-minute grid. */
export const slotSchema = timeSchema.refine(isOnGrid, {
  message: "Expected a time on the 15-minute grid",
});

export const dateSchema = z.string().max(10).refine(isDate, { message: "Expected a date as YYYY-MM-DD" });

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a colour as #rrggbb");

export const nameSchema = z.string().trim().min(1, "Name is required").max(100);

export const timezoneSchema = z.string().max(64).refine(isTimeZone, { message: "Unknown time zone" });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** Minutes in a day, for durations such as shift lengths and breaks. */
export const minutesSchema = z.number().int().min(0).max(1440);

/**
 * For an object-level refinement: run only when every field passed its own schema. By default zod 4 runs
 * a refinement after field issues that do not abort (a failed `refine`), on the raw values: a cross-field
 * rule would then parse "25:99" and throw, and the caller would get a 500 instead of a 400.
 */
export const whenFieldsValid = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };

/**
 * One problem with a request's input: where (the field's dotted path, "" for the whole) and what. Schema
 * failures, cross-field rules and the web app's forms all speak it (docs/api.md, Conventions).
 */
export const issueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof issueSchema>;

/**
 * Every error answer: a message, and for bad input the issues with their paths (docs/api.md, Conventions).
 */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(issueSchema).optional(),
});

/** A 204 answer has no body. */
export const noContentSchema = z.null().describe("No content");

/** A range that must end after it starts on the same day (kept for the web's forms until they read overnight). */
export function timeRangeIssue(start: string, end: string, path = "endTime"): Issue | null {
  return parseTime(start) < parseTime(end) ? null : { path, message: "End time must be after start time" };
}

export const SAME_TIMES_MESSAGE = "End time must differ from start time";

/**
 * An availability window's times (docs/product.md, The real week): an end at or before the start is the
 * next day ("18:00"-"02:00" runs past midnight), so only an end equal to its start is refused. A whole day
 * is "00:00"-"23:59", or no window at all.
 */
export function windowRangeIssue(start: string, end: string, path = "endTime"): Issue | null {
  return parseTime(start) === parseTime(end) ? { path, message: SAME_TIMES_MESSAGE } : null;
}
