import { hasStarted, pastHorizon } from "../../domain/started";
import { DAY_MINUTES, DAYS_OF_WEEK, businessMinute, formatTime, wallSpan } from "../../domain/time";
import type { EngineInput, OutputShift, ShiftRef } from "../../engine";
import { conflict } from "../errors";
import { isAssigned, toCurrentShift, toShiftRef } from "./engine-shapes";
import type { ShiftRow } from "./shift-rows";
import type { WeekContext } from "./week";

/**
 * The past of a lived week (docs/api.md, Schedules: "The past is kept"): a shift that has started on its
 * store's wall clock is history. A run keeps it exactly as it is and never creates a shift that starts in
 * the past; a manual change of it needs `confirmPast`.
 */

/** Where the server reads "now": injectable (AppOptions.now) so tests can stand in the middle of a week. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const STARTED_MESSAGE = "This shift has already started";

/**
 * A change that touches a started shift (or puts one in the past) goes through only with `confirmPast`;
 * else 409. `confirmPast` on a shift still to come changes nothing.
 */
export function assertPastConfirmed(
  shifts: readonly ({ date: string; startTime: string } | undefined)[],
  timeZone: string,
  now: Date,
  confirmPast: boolean | undefined,
): void {
  if (confirmPast === true) return;
  if (shifts.some((s) => s !== undefined && hasStarted(s, timeZone, now))) throw conflict(STARTED_MESSAGE);
}

/** What a run gives the engine, and what it must leave alone when it applies the result. */
export interface RunPlan {
  /** The week's engine input with the past closed (see `keepThePast`). */
  input: EngineInput;
  /** The shifts the engine was told to keep as they are (locked, or started), as place keys. */
  keptPlaces: string[];
}

/** A shift's position, person, date and times as one key. */
export const placeKey = (s: {
  positionId: number;
  userId: number | null;
  date: string;
  startTime: string;
  endTime: string;
}) => `${s.positionId}/${s.userId}/${s.date}/${s.startTime}/${s.endTime}`;

const refKey = (s: ShiftRef) =>
  placeKey({
    positionId: s.positionId,
    userId: s.employeeId,
    date: s.date,
    startTime: s.start,
    endTime: s.end,
  });

/**
 * The engine input of a run at `now`, with the past closed to it:
 * - every started shift of someone the engine schedules goes in as a locked shift (kept, counted for
 *   every rule, hours and coverage); a started open shift, or one of a person no longer at the store, is
 *   left out (kept in the database, covering nothing, as open shifts never do);
 * - started shifts are no longer `currentShifts`, so the engine cannot move them;
 * - the staffing needs of slots that began before now are dropped: nothing new can cover them;
 * - each person is unavailable (`isAvailable: false` windows) from the week's start up to now, except
 *   during their own started shifts, so the engine cannot place anyone in the past, and those shifts break
 *   no availability rule of the engine's.
 * The stored warnings are not the engine's: the review after the run reads the week as it is.
 */
export function keepThePast(week: WeekContext, now: Date): RunPlan {
  const { input } = week;
  const horizon = pastHorizon(input.weekStart, week.storeTimezone, now);
  const lockedPlaces = input.lockedShifts.map(refKey);
  if (horizon === 0) return { input, keptPlaces: lockedPlaces };

  const staff = new Set(input.employees.map((e) => e.id));
  const started = (s: ShiftRow) => hasStarted(s, week.storeTimezone, now);
  const newlyLocked = week.shifts
    .filter((s) => !s.isLocked && started(s))
    .filter(isAssigned)
    .filter((s) => staff.has(s.userId))
    .map(toShiftRef);
  const lockedShifts = [...input.lockedShifts, ...newlyLocked];

  // Each person's started shifts here, in wall minutes from Monday 00:00: the holes in their past.
  const dayIndex = (date: string) =>
    Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${input.weekStart}T00:00:00Z`)) / 86_400_000);
  const worked = new Map<number, Array<[number, number]>>();
  for (const s of week.shifts) {
    if (s.userId === null || !started(s)) continue;
    const span = wallSpan(s.startTime, s.endTime);
    const offset = dayIndex(s.date) * DAY_MINUTES;
    const list = worked.get(s.userId) ?? [];
    list.push([offset + span.start, offset + span.end]);
    worked.set(s.userId, list);
  }

  const { openTime, closeTime } = input.store;
  const demand = input.demand.filter((d) => {
    const day = DAYS_OF_WEEK.indexOf(d.dayOfWeek);
    return day * DAY_MINUTES + businessMinute(d.timeSlot, openTime, closeTime) >= horizon;
  });

  const employees = input.employees.map((e) => ({
    ...e,
    availability: [...e.availability, ...pastWindows(horizon, worked.get(e.id) ?? [])],
  }));

  return {
    input: {
      ...input,
      demand,
      employees,
      lockedShifts,
      currentShifts: week.shifts.filter((s) => !s.isLocked && !started(s)).map(toCurrentShift),
    },
    keptPlaces: lockedShifts.map(refKey),
  };
}

type Window = EngineInput["employees"][number]["availability"][number];

/** [0, horizon) less the holes, cut into one `isAvailable: false` window per weekday. */
export function pastWindows(horizon: number, holes: ReadonlyArray<readonly [number, number]>): Window[] {
  let free: Array<[number, number]> = [[0, horizon]];
  for (const [hs, he] of holes) {
    free = free.flatMap(([s, e]): Array<[number, number]> => {
      if (he <= s || e <= hs) return [[s, e]];
      const parts: Array<[number, number]> = [];
      if (s < hs) parts.push([s, hs]);
      if (he < e) parts.push([he, e]);
      return parts;
    });
  }
  const out: Window[] = [];
  for (const [s, e] of free) {
    for (let day = Math.floor(s / DAY_MINUTES); day * DAY_MINUTES < e && day < 7; day++) {
      const from = Math.max(s, day * DAY_MINUTES) - day * DAY_MINUTES;
      const to = Math.min(e, (day + 1) * DAY_MINUTES) - day * DAY_MINUTES;
      if (to <= from) continue;
      out.push({
        dayOfWeek: DAYS_OF_WEEK[day] as Window["dayOfWeek"],
        startTime: formatTime(from),
        endTime: formatTime(to),
        isAvailable: false,
      });
    }
  }
  return out;
}

/** The result shifts a run may write: none that starts at or before `now`. */
export function startsLater(shift: OutputShift, timeZone: string, now: Date): boolean {
  return !hasStarted({ date: shift.date, startTime: shift.start }, timeZone, now);
}
