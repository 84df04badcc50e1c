import { priceMinutes } from "../../domain/labor-cost";
import { shiftTimesIssue, type Candidate } from "../../domain/schemas/schedules";
import { workedMinutes } from "../../domain/time";
import { weekHoursByPerson, weekMinutesByPerson } from "../../domain/week-hours";
import { minutesAtOtherStores, placeBreaks } from "../../engine";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { invalid, notFound } from "../errors";
import { round2 } from "./costs";
import { reviewWeek, violationsByShift } from "./review";
import type { ShiftRow } from "./shift-rows";
import { loadWeek, type WeekContext } from "./week";
import type { WeekInputsCache } from "./week-inputs";

// Who could work a slot of the week, as the shift dialog lists them.

export interface CandidateQuery {
  positionId: number;
  date: string;
  startTime: string;
  endTime: string;
  shiftId?: number | undefined;
}

/**
 * Everyone of the store who holds the position, with the hard rules each would break by working this slot
 * (the whole week re-checked with them in it), their hours this week and what they would cost; eligible
 * first, then by fewest rules broken, then hours below desired, then cost.
 */
export async function listCandidates(
  db: Db,
  caller: CurrentUser,
  {
    scheduleId,
    slot: query,
    inputs,
  }: { scheduleId: number; slot: CandidateQuery; inputs?: WeekInputsCache | null },
): Promise<Candidate[]> {
  const week = await loadWeek(db, caller.tenantId, scheduleId, { inputs });
  if (!week) throw notFound("Schedule");
  return rankCandidates(week, query);
}

/** `listCandidates` on a week already read: everyone who holds the position, best first. */
export function rankCandidates(week: WeekContext, query: CandidateQuery): Candidate[] {
  const times = shiftTimesIssue(query.startTime, query.endTime);
  if (times) throw invalid([times]);
  const base = week.shifts.filter((s) => s.id !== query.shiftId);
  const probeId = -1;
  const breaks = placeBreaks(week.input, query.startTime, query.endTime, query.date);
  // Real lengths in the store's time zone: an overnight slot, a daylight-saving night.
  const worked = workedMinutes({ ...query, breaks }, week.storeTimezone);
  // Shown: the week's hours as the grid's row counts them (the edited shift included), one count for both.
  const weekHours = weekHoursByPerson(week.shifts, week.storeTimezone);
  // Priced and sorted: the minutes before this slot (the edited shift left out: it is what is being placed).
  const minutesBefore = weekMinutesByPerson(base, week.storeTimezone);
  const elsewhere = minutesAtOtherStores(week.input);
  const thresholdMinutes = week.input.constraints.overtimeThreshold * 60;
  const candidates: Candidate[] = week.input.employees
    .filter((e) => e.positionIds.includes(query.positionId))
    .map((e) => {
      const probe: ShiftRow = {
        id: probeId,
        positionId: query.positionId,
        userId: e.id,
        date: query.date,
        startTime: query.startTime,
        endTime: query.endTime,
        breaks,
        isLocked: false,
        source: "MANUAL",
        explanation: null,
      };
      const review = reviewWeek(week, [...base, probe]);
      // Only the hard rules the probe itself breaks (not the week's other problems); overtime only costs.
      const violations = (violationsByShift(review.warnings).get(probeId) ?? []).filter(
        (v) => v.code !== "OVERTIME" && v.code !== "UNDERSTAFFED",
      );
      const here = minutesBefore.get(e.id) ?? 0;
      // What the slot adds to their week: priced after everything else they work that week.
      const { cost } = priceMinutes({
        minutes: worked,
        before: (elsewhere.get(e.id) ?? 0) + here,
        thresholdMinutes,
        wage: e.hourlyCost,
      });
      return {
        userId: e.id,
        name: week.names.get(e.id) ?? e.name,
        eligible: violations.length === 0,
        violations,
        weekHours: round2(weekHours.get(e.id) ?? 0),
        desiredHours: e.desiredWeeklyHours,
        cost: round2(cost),
      };
    });
  const roomLeft = (c: Candidate) => c.desiredHours - (minutesBefore.get(c.userId) ?? 0) / 60;
  return candidates.sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      a.violations.length - b.violations.length ||
      roomLeft(b) - roomLeft(a) ||
      a.cost - b.cost ||
      a.name.localeCompare(b.name),
  );
}
