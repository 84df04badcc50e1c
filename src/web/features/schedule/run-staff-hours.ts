import type { Run } from "../../../domain/schemas/schedules";

/** Hours as a manager reads them: whole hours, or one decimal when the figure has a part hour. */
function hours(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/**
 * The run summary's sentence when hours stay open, so that a week left with holes reads as a staffing
 * problem, not as the engine's failure: either the week asks for more staff-hours than the team wishes to
 * work ("needs 287 staff-hours; your team wants 182; 98 h stay open"), or the hours are there but not at the
 * times they are needed (availability). Null when nothing stays open, and for runs recorded before the
 * figures were kept.
 */
export function staffHoursShortfall(summary: Run["summary"]): string | null {
  if (!summary || summary.needHours === null || summary.wantHours === null || summary.openHours === null)
    return null;
  if (summary.openHours < 0.25) return null;
  if (summary.needHours <= summary.wantHours)
    return (
      `This week needs ${hours(summary.needHours)} staff-hours and your team wants ${hours(summary.wantHours)}, ` +
      `but ${hours(summary.openHours)} h stay open: too few people can work at the times they are needed.`
    );
  return (
    `This week needs ${hours(summary.needHours)} staff-hours; your team wants ${hours(summary.wantHours)}; ` +
    `${hours(summary.openHours)} h stay open.`
  );
}
