import { z } from "zod";
import { ENTRY_FLAGS } from "../time-clock/flags";
import { idSchema } from "./common";
import { mondaySchema } from "./schedules";

/** Time entries and timesheets (docs/api.md, Timesheets). Instants are ISO strings with an offset. */

export const TIME_ENTRY_STATUSES = ["OPEN", "PENDING", "APPROVED"] as const;
const instantSchema = z.iso.datetime({ offset: true, message: "Expected a date and time (ISO 8601)" });
const reasonSchema = z.string().trim().min(1, "A reason is required").max(500);

export const entryBreakSchema = z.object({ start: instantSchema, end: instantSchema });
const breaksSchema = z.array(entryBreakSchema).max(10);

export const timeEntryEditSchema = z.object({
  id: z.number().int(),
  byName: z.string().nullable(),
  at: z.string(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string(),
});
export type TimeEntryEdit = z.infer<typeof timeEntryEditSchema>;

export const timeEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  storeId: z.number().int(),
  positionId: z.number().int().nullable(),
  shiftId: z.number().int().nullable(),
  /** The store's calendar date of the clock-in. */
  date: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
  flags: z.array(z.enum(ENTRY_FLAGS)),
  status: z.enum(TIME_ENTRY_STATUSES),
  source: z.enum(["ME", "KIOSK", "MANAGER"]),
  workedMinutes: z.number().int(),
  edits: z.array(timeEntryEditSchema),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timesheetShiftSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  minutes: z.number().int(),
});

export const timesheetPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** The positions the person works (Team), the choices of an entry's position. */
  positionIds: z.array(z.number().int()),
  shifts: z.array(timesheetShiftSchema),
  entries: z.array(timeEntrySchema),
  scheduledMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  /** Worked minutes past the profile's weekly threshold (every store's entries count). */
  overtimeMinutes: z.number().int(),
  approvedMinutes: z.number().int(),
  pending: z.number().int(),
  open: z.number().int(),
});
export type TimesheetPerson = z.infer<typeof timesheetPersonSchema>;

export const timesheetSchema = z.object({
  storeId: z.number().int(),
  weekStart: z.string(),
  timezone: z.string(),
  overtimeThreshold: z.number(),
  /** Whether the week's schedule is published (the plan people punched against). */
  published: z.boolean(),
  people: z.array(timesheetPersonSchema),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetQuerySchema = z.object({ storeId: idSchema, weekStart: mondaySchema });
export const myTimeEntriesQuerySchema = z.object({ weekStart: mondaySchema });

export const timeEntryCreateSchema = z.object({
  userId: idSchema,
  storeId: idSchema,
  positionId: idSchema.nullable().optional(),
  shiftId: idSchema.nullable().optional(),
  clockIn: instantSchema,
  clockOut: instantSchema,
  breaks: breaksSchema.default([]),
  reason: reasonSchema,
});
export type TimeEntryCreate = z.infer<typeof timeEntryCreateSchema>;

export const timeEntryPatchSchema = z.object({
  clockIn: instantSchema.optional(),
  clockOut: instantSchema.optional(),
  breaks: breaksSchema.optional(),
  positionId: idSchema.nullable().optional(),
  reason: reasonSchema,
});
export type TimeEntryPatch = z.infer<typeof timeEntryPatchSchema>;

export const timesheetApproveSchema = z.object({
  storeId: idSchema,
  weekStart: mondaySchema,
  /** One person's entries; left out, the whole week's. */
  userId: idSchema.optional(),
});
export const timesheetApprovedSchema = z.object({ approved: z.number().int() });
