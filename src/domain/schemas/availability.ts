import { z } from "zod";
import { DAYS_OF_WEEK } from "../time";
import {
  dayOfWeekSchema,
  idSchema,
  timeSchema,
  whenFieldsValid,
  windowRangeIssue,
  type Issue,
} from "./common";

const availabilityFields = {
  dayOfWeek: dayOfWeekSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  isAvailable: z.boolean(),
};

export const availabilitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  tenantId: z.number().int(),
  ...availabilityFields,
});
export type AvailabilityWindow = z.infer<typeof availabilitySchema>;

/**
 * `tenantId` is accepted for the client's sake and ignored: the session decides the organization. An end at
 * or before the start is the next day (an overnight window); an end equal to the start is refused.
 */
export const availabilityCreateSchema = z
  .object({
    userId: idSchema,
    tenantId: z.number().int().optional(),
    ...availabilityFields,
    isAvailable: availabilityFields.isAvailable.default(true),
  })
  .superRefine((value, ctx) => {
    const issue = windowRangeIssue(value.startTime, value.endTime);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }, whenFieldsValid);
export type AvailabilityCreate = z.infer<typeof availabilityCreateSchema>;

/** PATCH: any subset; the merged window is checked with `windowRangeIssue`. */
export const availabilityUpdateSchema = z.object(availabilityFields).partial();
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;

/**
 * "Available any time" is stored as this window: the server reads an end of 23:59 as midnight when it
 * builds the engine's input (server/schedules/week.ts), so a whole day touches the next one with no gap.
 */
export const ANY_TIME_WINDOW = { startTime: "00:00", endTime: "23:59" } as const;

/** At most this many people in one weekly pattern. */
export const PATTERN_MAX_USERS = 500;

/**
 * PUT /api/availability/pattern: on each listed day, each listed person's windows (available or not)
 * become this one available window: a start and an end (an end at or before the start is the next day),
 * or `anyTime`, never both.
 */
export const availabilityPatternSchema = z
  .object({
    userIds: z.array(idSchema).min(1, "Choose at least one person").max(PATTERN_MAX_USERS),
    days: z
      .array(dayOfWeekSchema)
      .min(1, "Choose at least one day")
      .max(DAYS_OF_WEEK.length)
      .refine((days) => new Set(days).size === days.length, { message: "Each day at most once" }),
    startTime: timeSchema.optional(),
    endTime: timeSchema.optional(),
    anyTime: z.literal(true).optional(),
  })
  .superRefine((value, ctx) => {
    const issue = patternIssue(value);
    if (issue) ctx.addIssue({ code: "custom", path: issue.path ? [issue.path] : [], message: issue.message });
  }, whenFieldsValid);

function patternIssue(value: { startTime?: string; endTime?: string; anyTime?: true }): Issue | null {
  const hasTimes = value.startTime !== undefined || value.endTime !== undefined;
  if (value.anyTime)
    return hasTimes ? { path: "anyTime", message: "Either times or any time, not both" } : null;
  if (value.startTime === undefined) return { path: "startTime", message: "Enter a start time" };
  if (value.endTime === undefined) return { path: "endTime", message: "Enter an end time" };
  return windowRangeIssue(value.startTime, value.endTime);
}
export type AvailabilityPattern = z.infer<typeof availabilityPatternSchema>;

/** One person's windows of the week (the pattern's answer). */
export const availabilityOfUserSchema = z.object({
  userId: z.number().int(),
  windows: z.array(availabilitySchema),
});

/** GET /api/availability/team: one row per person, by name, with the week's windows Monday first. */
export const teamAvailabilitySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  windows: z.array(
    availabilitySchema.pick({ dayOfWeek: true, startTime: true, endTime: true, isAvailable: true }),
  ),
});
export type TeamAvailability = z.infer<typeof teamAvailabilitySchema>;

export const teamAvailabilityQuerySchema = z.object({ storeId: idSchema.optional() });
