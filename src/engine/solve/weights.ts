/**
 * Weights of the soft objective (lower is better). Units are "points"; the defaults make one missing
 * person for 15 minutes cost as much as 10 extra staff-slots, 25 hours away from someone's wish or
 * 10 shifts of the wrong type, so coverage dominates and the rest breaks ties between coverings.
 */
export interface Weights {
  /** Per missing person per 15-minute slot (scheduled < required). The heaviest term. */
  understaffedSlot: number;
  /** Per extra person per 15-minute slot (scheduled > required, including slots with no demand). */
  overstaffedSlot: number;
  /** Per worked hour past the constraint profile's overtimeThreshold. */
  overtimeHour: number;
  /** Per hour between worked hours and the employee's desiredWeeklyHours. */
  desiredHour: number;
  /** Per squared hour of that same gap: convex, so hours spread over people instead of piling up (fairness). */
  fairnessSquaredHour: number;
  /** Per hour outside the preference's desiredHoursMin..desiredHoursMax. */
  outsideRangeHour: number;
  /** Per shift not of the preferred type (OPENING / MID / CLOSING, by largest overlap). */
  shiftType: number;
  /** Per weekend shift of someone who does not prefer weekends. */
  weekend: number;
  /** Per day of a run longer than the preference's maxConsecutiveDays (the hard cap is separate). */
  preferredConsecutiveDay: number;
  /**
   * Per unit of labor cost (hourlyCost × hours, overtime at OVERTIME_MULTIPLIER×). Also the price of a
   * unit of Fair Workweek premium on a re-run (input.currentShifts' `premium`, input.addPremiums): a
   * premium is money the organization pays, like wages, so a dollar of it weighs what a dollar of wages
   * does. Not part of metrics.objective (metrics.premiumCost reports it), like changedShift.
   */
  laborCost: number;
  /**
   * Stability, only when input.currentShifts is given: per employee-day whose shift differs from the
   * current schedule's (added, removed, moved or given to someone else: a shift handed from A to B
   * costs twice, once per person). Not part of metrics.objective.
   */
  changedShift: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  understaffedSlot: 100,
  overstaffedSlot: 10,
  overtimeHour: 20,
  desiredHour: 4,
  fairnessSquaredHour: 0.2,
  outsideRangeHour: 8,
  shiftType: 10,
  weekend: 5,
  preferredConsecutiveDay: 15,
  laborCost: 0.1,
  changedShift: 30,
};
