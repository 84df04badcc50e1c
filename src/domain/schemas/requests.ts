import { z } from "zod";

export const REQUEST_STATUSES = ["pending", "approved", "denied"] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const timeOffRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string().nullable(),
  status: requestStatusSchema,
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

export const swapRequestSchema = z.object({
  id: z.number().int(),
  requestingUserId: z.number().int(),
  requestingShiftId: z.number().int(),
  targetUserId: z.number().int(),
  targetShiftId: z.number().int(),
  status: requestStatusSchema,
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

/** A decision moves a pending request to approved or denied; nothing else is a valid target. */
export const requestDecisionSchema = z.object({ status: z.enum(["approved", "denied"]) });
export type RequestDecision = z.infer<typeof requestDecisionSchema>;
