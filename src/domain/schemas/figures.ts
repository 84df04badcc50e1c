import { z } from "zod";
import { BUDGET_STATUSES } from "../money";
import { dayOfWeekSchema, idSchema } from "./common";
import { mondaySchema, WARNING_CODES } from "./schedules";

/**
 * The Dashboard's, Reports' and the employee's figures (docs/product.md, Decisions;
 * docs/api.md, Labor and figures), computed by the server for one store and week. Every figure says what it
 * counts; one that cannot be computed (no schedule, no targets) is `null` with the reason, never 0 or a
 * sample.
 */

/** Store and week; without them the first store (stores' order) and this week. */
export const figuresQuerySchema = z.object({
  storeId: idSchema.optional(),
  weekStart: mondaySchema.optional(),
});

export const figureSchema = z.object({
  value: z.number().nullable(),
  /** Why `value` is null ("No schedule for this week", "No labor targets for this store"). */
  reason: z.string().nullable(),
  /** What the figure counts, in a sentence a manager reads. */
  counts: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

const scopeFields = {
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  weekStart: z.string(),
};

export const SCHEDULE_STATES = ["NONE", "DRAFT", "PUBLISHED"] as const;

export const weekStatusSchema = z.object({
  scheduleId: z.number().int().nullable(),
  status: z.enum(SCHEDULE_STATES),
  /** Edits since the last publish that employees do not see yet. */
  hasUnpublishedChanges: z.boolean(),
  totalShifts: z.number().int(),
  assignedShifts: z.number().int(),
  warnings: z.number().int(),
});

export const dashboardFiguresSchema = z.object({
  ...scopeFields,
  coverage: figureSchema,
  budgetVariance: figureSchema.extend({ laborCost: z.number().nullable(), budget: z.number().nullable() }),
  fairness: figureSchema,
  pendingRequests: figureSchema,
  /** Actual labor cost: the week's APPROVED time entries only (Timesheets), with their hours. */
  actualCost: figureSchema.extend({ hours: z.number().nullable() }),
  week: weekStatusSchema,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const trendWeekSchema = z.object({
  weekStart: z.string(),
  coveragePercent: z.number().nullable(),
  laborCost: z.number().nullable(),
  reason: z.string().nullable(),
});
export const trendFiguresSchema = z.object({
  ...scopeFields,
  counts: z.string(),
  weeks: z.array(trendWeekSchema),
});
export type TrendFigures = z.infer<typeof trendFiguresSchema>;
export type TrendWeek = z.infer<typeof trendWeekSchema>;

export const laborRowSchema = z.object({
  date: z.string(),
  dayOfWeek: dayOfWeekSchema,
  positionId: z.number().int(),
  positionName: z.string(),
  budget: z.number().nullable(),
  cost: z.number(),
  hours: z.number(),
  /** cost − budget; null without a target. */
  variance: z.number().nullable(),
  status: z.enum(BUDGET_STATUSES),
});
export type LaborRow = z.infer<typeof laborRowSchema>;

export const HOURS_STATUSES = ["optimal", "overtime", "under"] as const;
export const hoursRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  positions: z.string(),
  /** This week, every store. */
  totalHours: z.number(),
  overtimeHours: z.number(),
  /** Mean of the last four weeks (this one and the three before), every store. */
  avgPerWeek: z.number(),
  desiredHours: z.number(),
  status: z.enum(HOURS_STATUSES),
  /** Hours of the week's APPROVED time entries at this store (actual, not planned). */
  approvedHours: z.number(),
});
export type HoursRow = z.infer<typeof hoursRowSchema>;

export const complianceShiftSchema = z.object({
  shiftId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  employee: z.string().nullable(),
  position: z.string(),
});
export const complianceRowSchema = z.object({
  code: z.enum(WARNING_CODES),
  rule: z.string(),
  count: z.number().int(),
  message: z.string().nullable(),
  shifts: z.array(complianceShiftSchema),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const reportFiguresSchema = z.object({
  ...scopeFields,
  scheduleStatus: z.enum(SCHEDULE_STATES),
  /**
   * The figures count the schedule as it stands: with edits since the last publish that employees do not
   * see yet when this is true (a published week), the draft when `scheduleStatus` is DRAFT.
   */
  hasUnpublishedChanges: z.boolean(),
  /** Why the week has no figures (no schedule); null when it has. */
  reason: z.string().nullable(),
  labor: z.object({
    counts: z.string(),
    /** Why there is no budget to compare with (no targets); null when there is. */
    budgetReason: z.string().nullable(),
    totalBudget: z.number().nullable(),
    totalCost: z.number().nullable(),
    /** The cost of the week's APPROVED time entries at this store; null before any is approved. */
    actualCost: z.number().nullable(),
    rows: z.array(laborRowSchema),
  }),
  hours: z.object({ counts: z.string(), overtimeThreshold: z.number(), rows: z.array(hoursRowSchema) }),
  compliance: z.object({ counts: z.string(), rows: z.array(complianceRowSchema) }),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const myFiguresSchema = z.object({
  weekStart: z.string(),
  nextShift: z
    .object({
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      storeName: z.string(),
      positionName: z.string(),
    })
    .nullable(),
  hoursThisWeek: figureSchema,
  pendingRequests: figureSchema,
});
export type MyFigures = z.infer<typeof myFiguresSchema>;
