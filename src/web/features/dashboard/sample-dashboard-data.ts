/**
 * The dashboard's fixed sample figures (SPEC §2: "Sample figures only"). Everything the dashboard shows
 * that is not the user or the date comes from here, so real data (schedules, engine metrics — DESIGN
 * §6/§7) can replace this module without touching the layout.
 */

export type SubscriptionPlan = "Trial" | "Active";
export type ScheduleStatus = "Draft" | "Published";

export type DashboardMetrics = {
  /** Share of required staff-slots covered, in percent (engine `metrics.coveragePercent`). */
  coveragePercent: number;
  /** Labor cost against budget, in percent; negative = under budget. */
  budgetVariancePercent: number;
  /** 0..1 (engine `metrics.fairness`), shown out of 100. */
  fairness: number;
  pendingRequests: number;
};

export type WeekStatus = {
  scheduleStatus: ScheduleStatus;
  totalShifts: number;
  assignedShifts: number;
  warnings: number;
};

export type WeeklyTrend = { week: string; coveragePercent: number; laborCost: number; budget: number };

export const SAMPLE_SUBSCRIPTION: SubscriptionPlan = "Trial";

export const SAMPLE_METRICS: DashboardMetrics = {
  coveragePercent: 94.2,
  budgetVariancePercent: -2.3,
  fairness: 0.87,
  pendingRequests: 3,
};

export const SAMPLE_WEEK_STATUS: WeekStatus = {
  scheduleStatus: "Draft",
  totalShifts: 142,
  assignedShifts: 136,
  warnings: 3,
};

/** The last six weeks, oldest first, labelled relative to the current week. */
export const SAMPLE_TRENDS: WeeklyTrend[] = [
  { week: "5w ago", coveragePercent: 88.5, laborCost: 12_940, budget: 12_500 },
  { week: "4w ago", coveragePercent: 90.1, laborCost: 12_610, budget: 12_500 },
  { week: "3w ago", coveragePercent: 91.8, laborCost: 12_380, budget: 12_500 },
  { week: "2w ago", coveragePercent: 89.7, laborCost: 12_720, budget: 12_800 },
  { week: "Last wk", coveragePercent: 93.4, laborCost: 12_450, budget: 12_800 },
  { week: "This wk", coveragePercent: 94.2, laborCost: 12_505, budget: 12_800 },
];
