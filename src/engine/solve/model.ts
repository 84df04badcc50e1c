import { SHIFT_TYPES } from "../../domain/schemas/preferences";
import { DAYS_OF_WEEK, addDays, dayOfWeekOf, isMinorOn, parseTime } from "../../domain/time";
import type { EngineInput } from "../input";

/**
 * The solver's view of the input: indexes instead of ids, minutes and 15-minute slots instead of
 * strings, typed arrays for everything the search reads in its inner loop.
 * Index conventions: position p, employee e, day d (0 = Monday), slot s (0..95), cell = e * 7 + d,
 * position-slot = p * 672 + d * 96 + s.
 */
export const SLOT = 15;
export const SLOTS_PER_DAY = 96;
export const DAYS = 7;
export const WEEK_SLOTS = DAYS * SLOTS_PER_DAY;

export interface Model {
  input: EngineInput;
  dates: string[];
  nP: number;
  nE: number;
  positionIds: number[];
  positionIndex: Map<number, number>;
  requiresTrainer: Uint8Array;
  /** Required headcount per position-slot. */
  demand: Int32Array;
  open: number;
  close: number;
  minLen: number;
  maxLen: number;
  mealAfter: number;
  mealLen: number;
  minRest: number;
  clopenGap: number;
  curfew: number;
  minorDaily: number;
  minorWeekly: number;
  overtime: number;
  cap: number;
  ratio: number;
  employeeIds: number[];
  employeeIndex: Map<number, number>;
  names: string[];
  /** qualified[e * nP + p]. */
  qualified: Uint8Array;
  trainer: Uint8Array;
  /** Prefix sums of available slots: availPrefix[(e * 7 + d) * 97 + s] = available slots before s. */
  availPrefix: Int16Array;
  /** Time off on that day. */
  dayOff: Uint8Array;
  /** Under 18 on that day. */
  minorDay: Uint8Array;
  maxConsec: Int32Array;
  /** Worked days in a row right before the week, from previous shifts. */
  prevRun: Int32Array;
  /** End of the last previous shift, in minutes from Monday 00:00 (negative), or -1e9 if none. */
  prevEnd: Float64Array;
  /** That shift ended at or after close (the clopen rule looks at it). */
  prevEndLate: Uint8Array;
  desired: Float64Array;
  hoursMin: Float64Array;
  hoursMax: Float64Array;
  prefConsec: Int32Array;
  prefType: Uint8Array;
  prefersWeekends: Uint8Array;
  cost: Float64Array;
}

export const NO_PREVIOUS = -1e9;

export function buildModel(input: EngineInput): Model {
  const nP = input.positions.length;
  const nE = input.employees.length;
  const positionIds = input.positions.map((p) => p.id);
  const positionIndex = new Map(positionIds.map((id, i) => [id, i]));
  const dates = Array.from({ length: DAYS }, (_, d) => addDays(input.weekStart, d));
  const demand = new Int32Array(nP * WEEK_SLOTS);
  for (const entry of input.demand) {
    const p = positionIndex.get(entry.positionId);
    if (p === undefined) continue;
    const slot = DAYS_OF_WEEK.indexOf(entry.dayOfWeek) * SLOTS_PER_DAY + parseTime(entry.timeSlot) / SLOT;
    demand[p * WEEK_SLOTS + slot] = entry.requiredHeadcount;
  }
  const c = input.constraints;
  const m: Model = {
    input,
    dates,
    nP,
    nE,
    positionIds,
    positionIndex,
    requiresTrainer: Uint8Array.from(input.positions.map((p) => (p.requiresTrainer ? 1 : 0))),
    demand,
    open: parseTime(input.store.openTime),
    close: parseTime(input.store.closeTime),
    minLen: input.store.defaultShiftMinLength,
    maxLen: input.store.defaultShiftMaxLength,
    mealAfter: c.mealBreakAfter,
    mealLen: c.mealBreakLength,
    minRest: c.minRestBetweenShifts,
    clopenGap: c.maxClopenGap,
    curfew: parseTime(c.minorCurfewTime),
    minorDaily: c.minorMaxDailyHours * 60,
    minorWeekly: c.minorMaxWeeklyHours * 60,
    overtime: c.overtimeThreshold * 60,
    cap: c.weeklyHourCap * 60,
    ratio: c.requiredTrainerRatio,
    employeeIds: input.employees.map((e) => e.id),
    employeeIndex: new Map(input.employees.map((e, i) => [e.id, i])),
    names: input.employees.map((e) => e.name || `Employee ${e.id}`),
    qualified: new Uint8Array(nE * nP),
    trainer: new Uint8Array(nE),
    availPrefix: new Int16Array(nE * DAYS * (SLOTS_PER_DAY + 1)),
    dayOff: new Uint8Array(nE * DAYS),
    minorDay: new Uint8Array(nE * DAYS),
    maxConsec: new Int32Array(nE),
    prevRun: new Int32Array(nE),
    prevEnd: new Float64Array(nE).fill(NO_PREVIOUS),
    prevEndLate: new Uint8Array(nE),
    desired: new Float64Array(nE),
    hoursMin: new Float64Array(nE),
    hoursMax: new Float64Array(nE),
    prefConsec: new Int32Array(nE),
    prefType: new Uint8Array(nE),
    prefersWeekends: new Uint8Array(nE),
    cost: new Float64Array(nE),
  };
  input.employees.forEach((emp, e) => fillEmployee(m, emp, e));
  return m;
}

function fillEmployee(m: Model, emp: EngineInput["employees"][number], e: number): void {
  const { input } = m;
  for (const id of emp.positionIds) {
    const p = m.positionIndex.get(id);
    if (p !== undefined) m.qualified[e * m.nP + p] = 1;
  }
  m.trainer[e] = emp.isTrainerEligible ? 1 : 0;
  m.maxConsec[e] = emp.maxConsecutiveDays;
  m.desired[e] = emp.desiredWeeklyHours;
  m.hoursMin[e] = emp.preferences.desiredHoursMin;
  m.hoursMax[e] = emp.preferences.desiredHoursMax;
  m.prefConsec[e] = emp.preferences.maxConsecutiveDays;
  m.prefType[e] = SHIFT_TYPES.indexOf(emp.preferences.preferredShiftType);
  m.prefersWeekends[e] = emp.preferences.prefersWeekends ? 1 : 0;
  m.cost[e] = emp.hourlyCost ?? 0;
  const hasAnyTrueWindow = emp.availability.some((w) => w.isAvailable);
  for (let d = 0; d < DAYS; d++) {
    const date = m.dates[d] as string; // DAYS entries
    const day = dayOfWeekOf(date);
    if (emp.timeOff.some((t) => date >= t.startDate && date <= t.endDate)) m.dayOff[e * DAYS + d] = 1;
    if (emp.dateOfBirth !== null && isMinorOn(emp.dateOfBirth, date)) m.minorDay[e * DAYS + d] = 1;
    // A slot is available when it lies wholly inside the day's true windows and touches no false window;
    // shifts sit on the grid, so "every slot available" is exactly the DESIGN §7 rule for the shift.
    const free = new Uint8Array(SLOTS_PER_DAY).fill(hasAnyTrueWindow ? 0 : 1);
    // Merge touching or overlapping true windows first: 10:00-12:07 and 12:07-14:00 make 10:00-14:00,
    // and the 12:00 slot is free although neither window holds it alone.
    const windows = emp.availability
      .filter((w) => w.dayOfWeek === day && w.isAvailable)
      .map((w) => [parseTime(w.startTime), parseTime(w.endTime)] as [number, number])
      .sort((x, y) => x[0] - y[0]);
    const merged: Array<[number, number]> = [];
    for (const [start, end] of windows) {
      const last = merged[merged.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    for (const [start, end] of merged) {
      for (let s = Math.ceil(start / SLOT); s < Math.floor(end / SLOT); s++) free[s] = 1;
    }
    for (const w of emp.availability) {
      if (w.dayOfWeek !== day || w.isAvailable) continue;
      const a = Math.floor(parseTime(w.startTime) / SLOT);
      const b = Math.ceil(parseTime(w.endTime) / SLOT);
      for (let s = a; s < b; s++) free[s] = 0;
    }
    const base = (e * DAYS + d) * (SLOTS_PER_DAY + 1);
    for (let s = 0; s < SLOTS_PER_DAY; s++)
      m.availPrefix[base + s + 1] = (m.availPrefix[base + s] ?? 0) + (free[s] ?? 0);
  }
  // Previous shifts: the latest end (for rest and clopen) and the run of worked days up to the week.
  const weekStartDay = Date.UTC(...dateTuple(input.weekStart));
  const workedBefore = new Set<number>();
  for (const s of input.previousShifts) {
    if (s.employeeId !== emp.id) continue;
    const offset = Math.round((Date.UTC(...dateTuple(s.date)) - weekStartDay) / 86_400_000);
    workedBefore.add(offset);
    const end = offset * 1440 + parseTime(s.end);
    if (end > (m.prevEnd[e] ?? NO_PREVIOUS)) {
      m.prevEnd[e] = end;
      m.prevEndLate[e] = parseTime(s.end) >= m.close ? 1 : 0;
    }
  }
  let run = 0;
  while (workedBefore.has(-(run + 1))) run++;
  m.prevRun[e] = run;
}

function dateTuple(date: string): [number, number, number] {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return [y, mo - 1, d];
}
