import { z } from "zod";
import { availabilitySchema } from "../../../domain/schemas/availability";

const fields = availabilitySchema.shape;

/**
 * The window dialog's fields, checked with the domain's field schemas. Any two times make a window: an
 * end at or before the start is the next day ("18:00"-"02:00", docs/product.md, The real week).
 */
export const windowFormSchema = z.object({
  dayOfWeek: fields.dayOfWeek,
  startTime: z.string().min(1, "Enter a start time").pipe(fields.startTime),
  endTime: z.string().min(1, "Enter an end time").pipe(fields.endTime),
});
export type WindowFormValues = z.input<typeof windowFormSchema>;
export type WindowFormOutput = z.output<typeof windowFormSchema>;
