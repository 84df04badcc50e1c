import { z } from "zod";
import { availabilitySchema } from "../../../domain/schemas/availability";
import { timeRangeIssue, whenFieldsValid } from "../../../domain/schemas/common";

const fields = availabilitySchema.shape;
const RANGE_MESSAGE = "End time must be after start time";

/**
 * The window dialog's fields, checked with the domain's field schemas and its range rule. A missing time is
 * no range at all: to the user it is the same mistake, with the one message of docs/product.md, Validation.
 */
export const windowFormSchema = z
  .object({
    dayOfWeek: fields.dayOfWeek,
    startTime: z.string().min(1, "Enter a start time").pipe(fields.startTime),
    endTime: z.string().min(1, RANGE_MESSAGE).pipe(fields.endTime),
  })
  .superRefine((window, ctx) => {
    const issue = timeRangeIssue(window.startTime, window.endTime);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }, whenFieldsValid);
export type WindowFormValues = z.input<typeof windowFormSchema>;
export type WindowFormOutput = z.output<typeof windowFormSchema>;
