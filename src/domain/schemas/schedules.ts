import { z } from "zod";
import { dayOfWeekOf, isDate, MAX_SHIFT_MINUTES, wallMinutes } from "../time";
import { RUN_STATUSES } from "../run-status";
import { dateSchema, idSchema, slotSchema, type Issue } from "./common";

/**
 * The real schedule's shapes (docs/api.md, Schedules): one home for the server, the web app and the tests.
 */

export { ACTIVE_RUN_STATUSES, isActiveRun, needsNobody, RUN_STATUSES, type RunStatus } from "../run-status";

export const SHIFT_SOURCES = ["ENGINE", "MANUAL"] as const;

/** One code per hard rule of docs/engine.md, Contract: the checker's and the product's names alike. */
export const HARD_RULE_CODES = [
  "NOT_QUALIFIED",
  "NOT_AT_STORE",
  "UNAVAILABLE",
  "TIME_OFF",
  "DOUBLE_SHIFT",
  "SHIFT_LENGTH",
  "MEAL_BREAK",
  "MIN_REST",
  "CLOPEN",
  "MINOR_CURFEW",
  "MINOR_DAILY_HOURS",
  "MINOR_WEEKLY_HOURS",
  "WEEKLY_CAP",
  "CONSECUTIVE_DAYS",
  "TRAINER_RATIO",
] as const;

/** UNDERSTAFFED, the hard rules, and OVERTIME (soft). */
export const WARNING_CODES = ["UNDERSTAFFED", ...HARD_RULE_CODES, "OVERTIME"] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

/** A shift's end: on the 15-minute grid, or "24:00" (midnight at the end of the day). */
export const shiftEndSchema = z.union([z.literal("24:00"), slotSchema]);

export const shiftBreakSchema = z.object({
  start: z.string(),
  end: z.string(),
  kind: z.enum(["MEAL", "REST"]),
});
export type ShiftBreak = z.infer<typeof shiftBreakSchema>;

export const shiftExplanationSchema = z.object({
  summary: z.string(),
  factors: z.array(z.string()),
  alternatives: z.array(z.object({ employeeId: z.number().int(), reason: z.string() })),
});
export type ShiftExplanation = z.infer<typeof shiftExplanationSchema>;

export const violationSchema = z.object({ code: z.enum(WARNING_CODES), message: z.string() });
export type ShiftViolation = z.infer<typeof violationSchema>;

export const scheduleWarningSchema = z.object({
  code: z.enum(WARNING_CODES),
  message: z.string(),
  date: z.string(),
  positionId: z.number().int().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** The shifts the warning names (the web app uses it to link them). */
  shiftIds: z.array(z.number().int()),
});
export type ScheduleWarning = z.infer<typeof scheduleWarningSchema>;

export const metricsSchema = z.object({
  coveragePercent: z.number(),
  understaffedHours: z.number(),
  overstaffedHours: z.number(),
  totalHours: z.number(),
  overtimeHours: z.number(),
  laborCost: z.number(),
  fairness: z.number(),
  preferencesMet: z.number(),
  hardViolations: z.number(),
  objective: z.number(),
  lowerBound: z.number(),
  /**
   * Fair Workweek premiums the plan owes for its changes to the posted week (engine metrics; absent from
   * runs made before premiums were priced, 0 when nothing is owed).
   */
  premiumCost: z.number().optional(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/**
 * Coverage of one position on one date, as the engine's checker counts it (docs/api.md, "Schedules"):
 * required and scheduled people per 15-minute slot, from the first slot with either to the last. A person
 * covers every slot of their shift, breaks included; open shifts cover nothing. A slot is short when its
 * scheduled count is below its required one, and every short slot lies in an UNDERSTAFFED warning.
 */
export const positionCoverageSchema = z.object({
  positionId: z.number().int(),
  date: z.string(),
  /** The first slot's start ("HH:MM"); `required` and `scheduled` go on from it, 15 minutes apart. */
  from: z.string(),
  required: z.array(z.number().int()),
  scheduled: z.array(z.number().int()),
});
export type PositionCoverage = z.infer<typeof positionCoverageSchema>;

export const shiftSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  positionId: z.number().int(),
  userId: z.number().int().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  breaks: z.array(shiftBreakSchema),
  isLocked: z.boolean(),
  source: z.enum(SHIFT_SOURCES),
  explanation: shiftExplanationSchema.nullable(),
  violations: z.array(violationSchema),
});
export type Shift = z.infer<typeof shiftSchema>;

/** A shift as it was published: what employees see until the next publish. */
export const publishedShiftSchema = shiftSchema.pick({
  id: true,
  positionId: true,
  userId: true,
  date: true,
  startTime: true,
  endTime: true,
  breaks: true,
});
export type PublishedShift = z.infer<typeof publishedShiftSchema>;

export const runSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  status: z.enum(RUN_STATUSES),
  progress: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  metrics: metricsSchema.nullable(),
  error: z.string().nullable(),
  /**
   * Coverage before the run and how many shifts it changed (set once it succeeded). `noNeeds`: the week
   * asked for nobody (no staffing needs of an active position), so its coverage of 100 % means nothing.
   * In hours (null for runs recorded before they were kept): `needHours`, the staff-hours of the week's
   * needs; `wantHours`, the desired hours of the store's people (less their hours at other stores);
   * `openHours`, the staff-hours of need left uncovered after the run.
   */
  summary: z
    .object({
      coverageBefore: z.number().nullable(),
      shiftsChanged: z.number(),
      noNeeds: z.boolean(),
      needHours: z.number().nullable(),
      wantHours: z.number().nullable(),
      openHours: z.number().nullable(),
    })
    .nullable(),
});
export type Run = z.infer<typeof runSchema>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  weekStartDate: z.string(),
  status: z.enum(["DRAFT", "PUBLISHED"]),
  isLocked: z.boolean(),
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedVersion: z.number().int().nullable(),
  shifts: z.array(shiftSchema),
  warnings: z.array(scheduleWarningSchema),
  metrics: metricsSchema.nullable(),
  /**
   * Per position and date, from the same review as `warnings` (editors: the week as it is now; everyone
   * else: as last published). Null for a week not reviewed since coverage was recorded.
   */
  coverage: z.array(positionCoverageSchema).nullable(),
  activeRun: runSchema.nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

// isDate again: zod runs every refine of a string, also after the date check failed.
export const mondaySchema = dateSchema.refine((d) => isDate(d) && dayOfWeekOf(d) === "MONDAY", {
  message: "A schedule's week starts on a Monday",
});

export const scheduleQuerySchema = z.object({ storeId: idSchema, weekStart: mondaySchema });

export const scheduleCreateSchema = z.object({
  storeId: z.number().int().positive(),
  weekStartDate: mondaySchema,
  copyFrom: z.number().int().positive().optional(),
});
export type ScheduleCreate = z.infer<typeof scheduleCreateSchema>;

export const scheduleUpdateSchema = z.object({ isLocked: z.boolean() });

/** The engine's time budget for a run from the product: enough for a store-size week, never a minute. */
export const MAX_RUN_SECONDS = 30;
export const DEFAULT_RUN_SECONDS = 20;

export const runCreateSchema = z.object({
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  timeLimitSeconds: z.number().int().min(1).max(MAX_RUN_SECONDS).optional(),
});

const shiftFields = {
  positionId: z.number().int().positive(),
  userId: z.number().int().positive().nullable(),
  date: dateSchema,
  startTime: slotSchema,
  endTime: shiftEndSchema,
  isLocked: z.boolean(),
};

/**
 * A change of a shift that has started (or one that puts a shift in the past) must say so: without
 * `confirmPast: true` it answers 409 "This shift has already started" (docs/api.md, Schedules). Ignored
 * for a shift still to come.
 */
const confirmPast = z.boolean().optional();

/** Cross-field rules (start < end, inside the week) are checked by the server on the merged shift. */
export const shiftCreateSchema = z.object({
  ...shiftFields,
  isLocked: shiftFields.isLocked.default(false),
  confirmPast,
});
export type ShiftCreate = z.infer<typeof shiftCreateSchema>;
export const shiftUpdateSchema = z.object(shiftFields).partial().extend({ confirmPast });
export type ShiftUpdate = z.infer<typeof shiftUpdateSchema>;
/** DELETE has no body in our client: `?confirmPast=true` says the same. */
export const shiftDeleteQuerySchema = z.object({
  confirmPast: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

/**
 * GET /api/schedules/:id/publish-notice: what publishing the week now would tell people late. Before the
 * first publish only `lateFirstPublish` (the week goes up inside the notice period) is flagged, once for
 * the week; after it, late changes are flagged one by one in `/changes`.
 */
export const publishNoticeSchema = z.object({
  /** The week has never been published: publishing now is its first publish. */
  firstPublish: z.boolean(),
  /** First publish only: its first shift starts within the notice period from today. */
  lateFirstPublish: z.boolean(),
  /** The store profile's advanceNoticeDays (0 = off). */
  noticeDays: z.number().int(),
  /** The date of the week's first shift (null for an empty week). */
  firstShiftDate: z.string().nullable(),
  /** The store profile's Fair Workweek rule pack. */
  fairWorkweekPack: z.string(),
  /** The organization's currency, for the premiums. */
  currency: z.string(),
  /** Premiums publishing now would owe (the sum of `/changes`). */
  premiumTotal: z.number(),
  /** Premiums already owed for this week by earlier publishes (Fair Workweek records). */
  premiumsPaidToDate: z.number(),
});
export type PublishNotice = z.infer<typeof publishNoticeSchema>;

export const candidatesQuerySchema = z.object({
  positionId: idSchema,
  date: dateSchema,
  startTime: slotSchema,
  endTime: shiftEndSchema,
  shiftId: idSchema.optional(),
});

export const candidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  eligible: z.boolean(),
  violations: z.array(violationSchema),
  weekHours: z.number(),
  desiredHours: z.number(),
  cost: z.number(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * GET /api/schedules/:id/fix-understaffed: an UNDERSTAFFED warning's gap (its position, business day and
 * `HH:MM` times, as the warning gives them).
 */
export const fixUnderstaffedQuerySchema = z.object({
  positionId: idSchema,
  date: dateSchema,
  start: slotSchema,
  end: shiftEndSchema,
});

/**
 * The shift Fix proposes for the gap: a legal length inside the store's business day, for the best person
 * who breaks no rule (`userId`, `name`), or open (`userId` null) with `reason`, saying why no one can.
 */
export const fixProposalSchema = z.object({
  positionId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  userId: z.number().int().nullable(),
  name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type FixProposal = z.infer<typeof fixProposalSchema>;

/**
 * GET /api/schedules/:id/staff: the store's people with their week as the rules see it, for the grid's
 * shading. `available` holds the day's workable times ("00:00"-"24:00" for all day; empty: unavailable).
 */
export const staffDaySchema = z.object({
  date: z.string(),
  timeOff: z.boolean(),
  available: z.array(z.object({ start: z.string(), end: z.string() })),
});
export const weekStaffSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  desiredHours: z.number().nullable(),
  days: z.array(staffDaySchema),
});
export type StaffDay = z.infer<typeof staffDaySchema>;
export type WeekStaff = z.infer<typeof weekStaffSchema>;

export const CHANGE_KINDS = ["ADDED", "REMOVED", "CHANGED"] as const;
export const shiftChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  shiftId: z.number().int(),
  userId: z.number().int().nullable(),
  before: publishedShiftSchema.nullable(),
  after: publishedShiftSchema.nullable(),
  lateChange: z.boolean(),
});
/** What differs between two versions of a week, before it is priced. */
export type ShiftChange = z.infer<typeof shiftChangeSchema>;

export const CONSENT_STATES = ["PENDING", "ACCEPTED", "DECLINED"] as const;

/**
 * A change since the last publish with its Fair Workweek premium under the store's rule pack
 * (docs/product.md, Fair Workweek): money in the organization's currency, 0 when none is owed.
 */
export const scheduleChangeSchema = shiftChangeSchema.extend({
  premium: z.number(),
  /** The premium in words ("1 hour of pay"), with "no wage on file" when a pay premium is priced as 0. */
  premiumNote: z.string().nullable(),
  /** Hours of notice the change gives now (to the earliest start it touches); null for an open shift. */
  noticeHours: z.number().nullable(),
  /** Publishing asks the employee first (the pack: hours added or moved inside the notice). */
  needsConsent: z.boolean(),
  /** The employee's answer to this change, when asked. */
  consent: z.enum(CONSENT_STATES).nullable(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

/**
 * Minutes of a shift from its "HH:MM" ends on the wall clock ("24:00" allowed; an end at or before the start
 * is the next day). Its real length across a daylight-saving change is `realMinutes` (domain/time.ts).
 */
export function shiftMinutes(startTime: string, endTime: string): number {
  return wallMinutes(startTime, endTime);
}

export const SHIFT_LENGTH_MESSAGE = "A shift is at most 16 hours";

/**
 * A shift's times (docs/product.md, The real week): an end at or before the start is the next day
 * ("18:00"-"02:00" is 8 hours), and a shift is at most 16 hours, so an end equal to its start (24 hours)
 * is refused too. Times already valid on their own.
 */
export function shiftTimesIssue(startTime: string, endTime: string): Issue | null {
  return shiftMinutes(startTime, endTime) > MAX_SHIFT_MINUTES
    ? { path: "endTime", message: SHIFT_LENGTH_MESSAGE }
    : null;
}
