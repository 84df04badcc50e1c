import { z } from "zod";
import { dateSchema, idSchema } from "./common";
import { CONSENT_STATES, publishedShiftSchema } from "./schedules";

/**
 * Fair Workweek payloads (docs/api.md, Fair Workweek): the employee's consent requests, the records
 * export's period, and good-faith estimates.
 */

export const consentSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  storeName: z.string(),
  date: z.string(),
  before: publishedShiftSchema.nullable(),
  after: publishedShiftSchema,
  premium: z.number(),
  status: z.enum(CONSENT_STATES),
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentAnswerSchema = z.object({ answer: z.enum(["ACCEPT", "DECLINE"]) });
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const recordsQuerySchema = z
  .object({ storeId: idSchema, from: dateSchema, to: dateSchema })
  .refine((q) => q.from <= q.to, { message: "from is after to", path: ["to"] });

export const estimateInputSchema = z.object({
  weeklyHours: z.number().min(0).max(168),
  weeklyDays: z.number().int().min(0).max(7),
  note: z.string().trim().max(500).nullable().default(null),
});
export type EstimateInput = z.input<typeof estimateInputSchema>;

export const estimateSchema = z.object({
  id: z.number().int(),
  weeklyHours: z.number(),
  weeklyDays: z.number().int(),
  note: z.string().nullable(),
  setAt: z.string(),
  setByName: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;
