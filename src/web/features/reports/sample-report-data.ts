import type { Employee } from "../../../domain/schemas/employees";
import type { Position } from "../../../domain/schemas/positions";
import type { DayOfWeek } from "../../../domain/time";

/**
 * The reports screen's fixed sample figures (SPEC §2: sample data only). Rows carry raw figures only;
 * totals, variances and statuses are computed by report-helpers.ts, so real data can replace this
 * module without touching the layout.
 */

export type LaborBudgetRow = {
  dayOfWeek: DayOfWeek;
  positionName: Position["name"];
  /** Dollars. */
  targetBudget: number;
  actualCost: number;
};

export type HoursRow = {
  employeeName: NonNullable<Employee["fullName"]>;
  positionName: Position["name"];
  /** Worked hours over the report's period. */
  totalHours: number;
  weeks: number;
};

export type ComplianceCheck = {
  id: "rest" | "curfew" | "overtime" | "trainer";
  title: string;
  rule: string;
  passed: boolean;
  detail: string;
};

export const SAMPLE_LABOR_ROWS: LaborBudgetRow[] = [
  { dayOfWeek: "MONDAY", positionName: "Server", targetBudget: 640, actualCost: 612 },
  { dayOfWeek: "MONDAY", positionName: "Line Cook", targetBudget: 720, actualCost: 748 },
  { dayOfWeek: "TUESDAY", positionName: "Server", targetBudget: 640, actualCost: 598 },
  { dayOfWeek: "TUESDAY", positionName: "Line Cook", targetBudget: 720, actualCost: 704 },
  { dayOfWeek: "WEDNESDAY", positionName: "Server", targetBudget: 680, actualCost: 655 },
  { dayOfWeek: "WEDNESDAY", positionName: "Bartender", targetBudget: 380, actualCost: 412 },
  { dayOfWeek: "THURSDAY", positionName: "Server", targetBudget: 720, actualCost: 731 },
  { dayOfWeek: "THURSDAY", positionName: "Line Cook", targetBudget: 760, actualCost: 742 },
  { dayOfWeek: "FRIDAY", positionName: "Server", targetBudget: 960, actualCost: 1_018 },
  { dayOfWeek: "FRIDAY", positionName: "Bartender", targetBudget: 520, actualCost: 505 },
  { dayOfWeek: "SATURDAY", positionName: "Server", targetBudget: 1_040, actualCost: 1_002 },
  { dayOfWeek: "SATURDAY", positionName: "Line Cook", targetBudget: 900, actualCost: 936 },
  { dayOfWeek: "SUNDAY", positionName: "Server", targetBudget: 880, actualCost: 846 },
  { dayOfWeek: "SUNDAY", positionName: "Host", targetBudget: 300, actualCost: 288 },
];

export const SAMPLE_HOURS_ROWS: HoursRow[] = [
  { employeeName: "James Wilson", positionName: "Line Cook", totalHours: 152, weeks: 4 },
  { employeeName: "Marcus Johnson", positionName: "Line Cook", totalHours: 174, weeks: 4 },
  { employeeName: "Chloe Nguyen", positionName: "Server", totalHours: 128, weeks: 4 },
  { employeeName: "Sofia Martinez", positionName: "Bartender", totalHours: 140, weeks: 4 },
  { employeeName: "Isabella Rossi", positionName: "Server", totalHours: 118, weeks: 4 },
  { employeeName: "Daniel Cho", positionName: "Line Cook", totalHours: 166, weeks: 4 },
  { employeeName: "Emma Davis", positionName: "Host", totalHours: 56, weeks: 4 },
  { employeeName: "Noah Brown", positionName: "Prep Cook", totalHours: 62, weeks: 4 },
];

export const SAMPLE_COMPLIANCE: ComplianceCheck[] = [
  {
    id: "rest",
    title: "Rest Periods",
    rule: "Rest period 8+ hours between shifts",
    passed: true,
    detail: "All 142 shifts this week leave at least 8 hours of rest.",
  },
  {
    id: "curfew",
    title: "Minor Curfew",
    rule: "No minor works past 22:00",
    passed: true,
    detail: "3 minors scheduled; none works past 22:00.",
  },
  {
    id: "overtime",
    title: "Overtime",
    rule: "Overtime within limits (40 hours a week)",
    passed: false,
    detail: "Marcus Johnson averages 43.5 hours a week; 1 employee over the threshold.",
  },
  {
    id: "trainer",
    title: "Trainer Ratio",
    rule: "Trainer ratio 1:3 on positions that require a trainer",
    passed: true,
    detail: "Every trainee shift has a trainer for each 3 trainees.",
  },
];
