import { z } from "zod";
import { dateSchema, whenFieldsValid } from "./common";

export const REQUEST_STATUSES = ["pending", "approved", "denied"] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** The decider's reason, shown to the requester (a denial's "why"); null when none was given. */
const decisionNoteField = z.string().nullable();

export const timeOffRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** Full name, else username (domain/display-name.ts): every caller may read it, roster or not. */
  userName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string().nullable(),
  status: requestStatusSchema,
  decisionNote: decisionNoteField,
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

/**
 * A shift as a request shows it: when (an end at or before the start is the next day), what and where, as
 * the shift is now.
 */
export const requestShiftSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
});
export type RequestShift = z.infer<typeof requestShiftSchema>;

export const swapRequestSchema = z.object({
  id: z.number().int(),
  requestingUserId: z.number().int(),
  requestingUserName: z.string(),
  requestingShiftId: z.number().int(),
  requestingShift: requestShiftSchema,
  targetUserId: z.number().int(),
  targetUserName: z.string(),
  targetShiftId: z.number().int(),
  targetShift: requestShiftSchema,
  status: requestStatusSchema,
  decisionNote: decisionNoteField,
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const DECISION_NOTE_MAX = 500;

/**
 * A decision moves a pending request to approved or denied; nothing else is a valid target. The optional
 * note (a denial's reason) reaches the requester in their list and notification; blank means none.
 */
export const requestDecisionSchema = z.object({
  status: z.enum(["approved", "denied"]),
  decisionNote: z.string().trim().max(DECISION_NOTE_MAX).optional(),
});
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
  userName: z.string(),
  shiftId: z.number().int(),
  status: requestStatusSchema,
  decisionNote: decisionNoteField,
  storeId: z.number().int(),
  storeName: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type OpenShiftRequest = z.infer<typeof openShiftRequestSchema>;

/** A person who could work a clashing shift instead (schedules/candidates.ts: eligible, no rule broken). */
export const coverSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  weekHours: z.number(),
  desiredHours: z.number(),
});

/**
 * One of the requester's published shifts the time off would clash with, and who could cover it
 * (docs/decisions/072-requests-with-the-facts.md: approving leaves it in place, flagged TIME_OFF).
 */
export const timeOffClashSchema = z.object({ shift: requestShiftSchema, covers: z.array(coverSchema) });
export type TimeOffClash = z.infer<typeof timeOffClashSchema>;
