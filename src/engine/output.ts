/**
 * The engine's output (docs/engine.md, Contract). Plain types: the engine writes them, nobody parses them
 * back here.
 */

export type BreakKind = "MEAL" | "REST";

export interface ShiftBreak {
  start: string;
  end: string;
  kind: BreakKind;
}

export interface ShiftAlternative {
  employeeId: number;
  reason: string;
}

export interface ShiftExplanation {
  summary: string;
  factors: string[];
  alternatives: ShiftAlternative[];
}

export interface OutputShift {
  positionId: number;
  /** null: an open shift a manager can fill. */
  employeeId: number | null;
  date: string;
  start: string;
  end: string;
  breaks: ShiftBreak[];
  explanation?: ShiftExplanation;
}

/**
 * UNDERSTAFFED: a need left unmet (docs/engine.md, Contract). LOCKED_SHIFT_BREAKS_RULE: a locked shift breaks
 * a hard rule (the engine keeps it as locked). RULE_VIOLATION: any other hard-rule break the checker found;
 * it should never appear, and is reported rather than hidden if it does.
 */
export type WarningCode = "UNDERSTAFFED" | "LOCKED_SHIFT_BREAKS_RULE" | "RULE_VIOLATION";

export interface Warning {
  code: WarningCode;
  message: string;
  date: string;
  positionId: number | null;
  start: string | null;
  end: string | null;
  employeeId: number | null;
}

export interface CoverageEntry {
  positionId: number;
  date: string;
  timeSlot: string;
  required: number;
  scheduled: number;
}

export interface Metrics {
  coveragePercent: number;
  understaffedHours: number;
  overstaffedHours: number;
  totalHours: number;
  overtimeHours: number;
  laborCost: number;
  fairness: number;
  preferencesMet: number;
  hardViolations: number;
  objective: number;
  lowerBound: number;
  /**
   * Fair Workweek premiums (money) this schedule costs against the posted one, by the input's
   * premiums (currentShifts' `premium`, addPremiums); 0 without them. Not part of `objective`.
   */
  premiumCost: number;
}

export interface EngineOutput {
  shifts: OutputShift[];
  warnings: Warning[];
  coverage: CoverageEntry[];
  metrics: Metrics;
}
