import type { Candidate, FixProposal, WarningCode } from "../../domain/schemas/schedules";
import { addDays } from "../../domain/time";
import { proposeGapShift, type Gap } from "../../engine";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { invalid, notFound } from "../errors";
import { rankCandidates } from "./candidates";
import { loadWeek } from "./week";
import type { WeekInputsCache } from "./week-inputs";

/** Why a person cannot take a shift, as the Fix dialog's sentence lists them ("unavailable: Ana, Ben"). */
const WHY_NOT: Partial<Record<WarningCode, string>> = {
  UNAVAILABLE: "unavailable",
  TIME_OFF: "on time off",
  DOUBLE_SHIFT: "already working that day",
  MIN_REST: "too little rest between shifts",
  CLOPEN: "would close then open",
  MINOR_CURFEW: "past the minor curfew",
  MINOR_DAILY_HOURS: "at the minor daily hours",
  MINOR_WEEKLY_HOURS: "at the minor weekly hours",
  WEEKLY_CAP: "at the weekly hour cap",
  CONSECUTIVE_DAYS: "too many days in a row",
  TRAINER_RATIO: "would need a trainer beside them",
  SHIFT_LENGTH: "the shift's length breaks a rule",
  MEAL_BREAK: "the meal break breaks a rule",
};

/**
 * What Fix on an UNDERSTAFFED warning proposes (docs/api.md, Schedules): the engine's shift for the gap
 * (engine/fix-gap.ts: a legal length around it, the week's other shifts kept), then the person from the
 * candidates list, as the shift dialog ranks them (every rule re-checked with the whole week): the engine's
 * own pick when they are eligible, else the first eligible one. With no one eligible the shift is open and
 * `reason` says why, person by person, grouped by the first rule that stops them.
 */
export async function proposeFix(
  db: Db,
  caller: CurrentUser,
  { scheduleId, gap, inputs }: { scheduleId: number; gap: Gap; inputs?: WeekInputsCache | null },
): Promise<FixProposal> {
  const week = await loadWeek(db, caller.tenantId, scheduleId, { inputs });
  if (!week) throw notFound("Schedule");
  const position = week.input.positions.find((p) => p.id === gap.positionId);
  if (!position) throw invalid([{ path: "positionId", message: "Not an active position of this schedule" }]);
  const { weekStart } = week.input;
  if (gap.date < weekStart || gap.date > addDays(weekStart, 6))
    throw invalid([{ path: "date", message: "Outside the schedule's week" }]);

  const shift = proposeGapShift(week.input, gap);
  const slot = { positionId: shift.positionId, date: shift.date, startTime: shift.start, endTime: shift.end };
  const candidates = rankCandidates(week, slot);
  const chosen =
    candidates.find((c) => c.eligible && c.userId === shift.employeeId) ?? candidates.find((c) => c.eligible);
  return {
    ...slot,
    userId: chosen?.userId ?? null,
    name: chosen?.name ?? null,
    reason: chosen ? null : whyNoOne(candidates, position.name),
  };
}

/** "No one can take this shift: unavailable (Ana, Ben); already working that day (Cy)." */
export function whyNoOne(candidates: readonly Candidate[], positionName: string): string {
  if (candidates.length === 0)
    return `No one can take this shift: nobody at this store works as ${positionName}.`;
  const groups = new Map<string, string[]>();
  for (const c of candidates) {
    const first = c.violations[0];
    const why = first ? (WHY_NOT[first.code] ?? first.message) : "breaks a rule";
    groups.set(why, [...(groups.get(why) ?? []), c.name]);
  }
  const parts = [...groups].map(([why, names]) => `${why} (${names.join(", ")})`);
  return `No one can take this shift: ${parts.join("; ")}.`;
}
