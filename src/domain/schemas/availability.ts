import { z } from "zod";
import { dayOfWeekSchema, idSchema, timeSchema, whenFieldsValid, windowRangeIssue } from "./common";

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
