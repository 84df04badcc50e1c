import { z } from "zod";
import { dayOfWeekSchema, idSchema, timeRangeIssue, timeSchema, whenFieldsValid } from "./common";

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

/** `tenantId` is accepted for the client's sake and ignored: the session decides the organization. */
export const availabilityCreateSchema = z
  .object({
    userId: idSchema,
    tenantId: z.number().int().optional(),
    ...availabilityFields,
    isAvailable: availabilityFields.isAvailable.default(true),
  })
  .superRefine((value, ctx) => {
    const issue = timeRangeIssue(value.startTime, value.endTime);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }, whenFieldsValid);
export type AvailabilityCreate = z.infer<typeof availabilityCreateSchema>;

/** PATCH: any subset; the merged window is checked with `timeRangeIssue`. */
export const availabilityUpdateSchema = z.object(availabilityFields).partial();
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;
