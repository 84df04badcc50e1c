import { z } from "zod";
import { dayOfWeekSchema, idSchema, slotSchema } from "./common";

export const MAX_HEADCOUNT = 99;

export const staffingEntrySchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  positionId: z.number().int(),
  dayOfWeek: dayOfWeekSchema,
  timeSlot: z.string(),
  requiredHeadcount: z.number().int(),
});
export type StaffingEntry = z.infer<typeof staffingEntrySchema>;

/** Upsert on (store, position, day, slot) with the absolute headcount. */
export const staffingUpsertSchema = z.object({
  storeId: idSchema,
  positionId: idSchema,
  dayOfWeek: dayOfWeekSchema,
  timeSlot: slotSchema,
  requiredHeadcount: z.number().int().min(0).max(MAX_HEADCOUNT),
});
export type StaffingUpsert = z.infer<typeof staffingUpsertSchema>;

export const staffingParamsSchema = z.object({ storeId: idSchema, day: dayOfWeekSchema });
