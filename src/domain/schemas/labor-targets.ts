import { z } from "zod";
import { dayOfWeekSchema, idSchema, whenFieldsValid } from "./common";

/** Money: at most 2 decimals (docs/api.md, Conventions). A day's budget of one position. */
export const budgetSchema = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: "At most 2 decimals" });

export const laborTargetSchema = z.object({
  positionId: z.number().int().positive(),
  dayOfWeek: dayOfWeekSchema,
  budget: budgetSchema,
});
export type LaborTarget = z.infer<typeof laborTargetSchema>;

export const laborTargetsQuerySchema = z.object({ storeId: idSchema });

/** PUT replaces the store's targets with these; one entry per position and day. */
export const laborTargetsPutSchema = z
  .array(laborTargetSchema)
  .max(2_000)
  .superRefine((targets, ctx) => {
    const seen = new Set<string>();
    targets.forEach((t, i) => {
      const key = `${t.positionId}:${t.dayOfWeek}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [i], message: "One budget per position and day" });
      seen.add(key);
    });
  }, whenFieldsValid);
