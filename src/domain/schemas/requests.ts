import { z } from "zod";
import { dateSchema, whenFieldsValid } from "./common";

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

/**
 * A time-off request as filed (docs/api.md, The employee side): for oneself, or for someone else by an
 * approver.
 */
export const timeOffCreateSchema = z
  .object({
    startDate: dateSchema,
    endDate: dateSchema,
    notes: z.string().trim().max(500).optional(),
    userId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((r) => r.startDate <= r.endDate, {
    message: "The end date must not be before the start date",
    path: ["endDate"],
    ...whenFieldsValid,
  });
export type TimeOffCreate = z.infer<typeof timeOffCreateSchema>;

const shiftIdSchema = z.number().int().positive().max(2_147_483_647);

/** One of my published future shifts for a coworker's. */
export const swapCreateSchema = z.object({ requesterShiftId: shiftIdSchema, targetShiftId: shiftIdSchema });
export type SwapCreate = z.infer<typeof swapCreateSchema>;

export const openShiftClaimCreateSchema = z.object({ shiftId: shiftIdSchema });

/** A claim of an open shift, with the shift it is for (so a manager sees what is asked). */
export const openShiftRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  shiftId: z.number().int(),
  status: requestStatusSchema,
  storeId: z.number().int(),
  positionId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type OpenShiftRequest = z.infer<typeof openShiftRequestSchema>;
