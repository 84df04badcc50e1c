import type { Employee } from "../../../domain/schemas/employees";
import { ageOn, MINOR_AGE } from "../../../domain/time";

export type AgeInfo = { age: number; isMinor: boolean } | null;

/**
 * Age on `today` (a local calendar date, see domain `localToday`), compared as calendar dates so a
 * birthday never slips a day through time zones. Null when the date of birth is unknown.
 */
export function describeAge(dateOfBirth: string | null, today: string): AgeInfo {
  if (!dateOfBirth) return null;
  const age = ageOn(dateOfBirth, today);
  return { age, isMinor: age < MINOR_AGE };
}

export type TeamStats = {
  total: number;
  trainers: number;
  minors: number;
  /** Mean desired weekly hours, one decimal; 0 for an empty team. */
  averageDesiredHours: number;
};

type StatsInput = Pick<Employee, "dateOfBirth" | "isTrainerEligible" | "desiredWeeklyHours">;

export function computeTeamStats(employees: readonly StatsInput[], today: string): TeamStats {
  const total = employees.length;
  const trainers = employees.filter((e) => e.isTrainerEligible).length;
  const minors = employees.filter((e) => describeAge(e.dateOfBirth, today)?.isMinor).length;
  const hours = employees.reduce((sum, e) => sum + e.desiredWeeklyHours, 0);
  const averageDesiredHours = total === 0 ? 0 : Math.round((hours / total) * 10) / 10;
  return { total, trainers, minors, averageDesiredHours };
}
