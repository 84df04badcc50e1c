import { z } from "zod";
import { availabilitySchema } from "../../../domain/schemas/availability";
import { whenFieldsValid, windowRangeIssue } from "../../../domain/schemas/common";

const fields = availabilitySchema.shape;

/**
 * The window dialog's fields, checked with the domain's field schemas and its range rule: an end at or
 * before the start is the next day ("18:00"-"02:00", docs/product.md, The real week); only an end equal
 * to the start is refused.
 */
export const windowFormSchema = z
  .object({
    dayOfWeek: fields.dayOfWeek,
    startTime: z.string().min(1, "Enter a start time").pipe(fields.startTime),
    endTime: z.string().min(1, "Enter an end time").pipe(fields.endTime),
  })
  .superRefine((window, ctx) => {
    const issue = windowRangeIssue(window.startTime, window.endTime);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }, whenFieldsValid);
export type WindowFormValues = z.input<typeof windowFormSchema>;
export type WindowFormOutput = z.output<typeof windowFormSchema>;
