import { SHIFT_TYPES } from "../../domain/schemas/preferences";
import { DAYS_OF_WEEK } from "../../domain/time";
import type { EngineInput } from "../input";
import { dateAfter, dayNumber, isMinorOnDate, minutesOf, weekdayOf } from "../check/calendar";

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
  /** Per employee-day: the person works at another store that day (input.fixedShifts). */
  fixedDay: Uint8Array;
  /** Per employee-day: earliest start and latest end of those shifts, minutes (0 when none). */
  fixedStart: Int16Array;
  fixedEnd: Int16Array;
  /** Worked minutes at other stores this week, in all and on the days the person is a minor. */
  fixedWorked: Int32Array;
  fixedMinorWorked: Int32Array;
  /** Per employee-day: the shift of input.currentShifts there (position index, or -1), its start and end. */
  currentPos: Int16Array;
  currentStart: Int16Array;
  currentEnd: Int16Array;
  /** Some current shift was given: the solver then prices every change (weights.changedShift). */
  hasCurrent: boolean;
}

export const NO_PREVIOUS = -1e9;

/**
 * `pricingOnly` skips reading availability (availPrefix stays empty): enough to price a given
 * schedule (solve/evaluate.ts), not to search.
 */
export function buildModel(input: EngineInput, options: { pricingOnly?: boolean } = {}): Model {
  const nP = input.positions.length;
  const nE = input.employees.length;
  const positionIds = input.positions.map((p) => p.id);
  const positionIndex = new Map(positionIds.map((id, i) => [id, i]));
  const dates = Array.from({ length: DAYS }, (_, d) => dateAfter(input.weekStart, d));
  const demand = new Int32Array(nP * WEEK_SLOTS);
  for (const entry of input.demand) {
    const p = positionIndex.get(entry.positionId);
    if (p === undefined) continue;
    const slot = DAYS_OF_WEEK.indexOf(entry.dayOfWeek) * SLOTS_PER_DAY + minutesOf(entry.timeSlot) / SLOT;
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
    open: minutesOf(input.store.openTime),
    close: minutesOf(input.store.closeTime),
    minLen: input.store.defaultShiftMinLength,
    maxLen: input.store.defaultShiftMaxLength,
    mealAfter: c.mealBreakAfter,
    mealLen: c.mealBreakLength,
    minRest: c.minRestBetweenShifts,
    clopenGap: c.maxClopenGap,
    curfew: minutesOf(c.minorCurfewTime),
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
    fixedDay: new Uint8Array(nE * DAYS),
    fixedStart: new Int16Array(nE * DAYS),
    fixedEnd: new Int16Array(nE * DAYS),
    fixedWorked: new Int32Array(nE),
    fixedMinorWorked: new Int32Array(nE),
    currentPos: new Int16Array(nE * DAYS).fill(-1),
    currentStart: new Int16Array(nE * DAYS),
    currentEnd: new Int16Array(nE * DAYS),
    hasCurrent: false,
  };
  input.employees.forEach((emp, e) => fillEmployee(m, emp, e, options.pricingOnly === true));
  fillOtherStores(m);
  fillCurrent(m);
  return m;
}

/**
 * Shifts at other stores this week: a day with one is closed here (one shift a day), their ends and
 * starts bound the neighbouring days' rest and clopen, their hours count for the cap and minors' hours.
 * Worked = length minus the meal break this profile would give them (they carry no breaks).
 */
function fillOtherStores(m: Model): void {
  for (const shift of m.input.fixedShifts) {
    const e = m.employeeIndex.get(shift.employeeId);
    const d = m.dates.indexOf(shift.date);
    if (e === undefined || d < 0) continue;
    const cell = e * DAYS + d;
    const start = minutesOf(shift.start);
    const end = minutesOf(shift.end);
    if (m.fixedDay[cell] === 1) {
      m.fixedStart[cell] = Math.min(m.fixedStart[cell] ?? start, start);
      m.fixedEnd[cell] = Math.max(m.fixedEnd[cell] ?? end, end);
    } else {
      m.fixedDay[cell] = 1;
      m.fixedStart[cell] = start;
      m.fixedEnd[cell] = end;
    }
    const worked = end - start > m.mealAfter ? end - start - m.mealLen : end - start;
    m.fixedWorked[e] = (m.fixedWorked[e] ?? 0) + worked;
    if (m.minorDay[cell] === 1) m.fixedMinorWorked[e] = (m.fixedMinorWorked[e] ?? 0) + worked;
  }
}

/** The schedule before a re-run, per employee-day (the first shift of a day if it had several). */
function fillCurrent(m: Model): void {
  for (const shift of m.input.currentShifts) {
    if (shift.employeeId === null) continue; // an open shift is nobody's to keep
    const e = m.employeeIndex.get(shift.employeeId);
    const p = m.positionIndex.get(shift.positionId);
    const d = m.dates.indexOf(shift.date);
    m.hasCurrent = true;
    if (e === undefined || p === undefined || d < 0) continue;
    const cell = e * DAYS + d;
    if ((m.currentPos[cell] ?? -1) >= 0) continue;
    m.currentPos[cell] = p;
    m.currentStart[cell] = minutesOf(shift.start);
    m.currentEnd[cell] = minutesOf(shift.end);
  }
}

function fillEmployee(
  m: Model,
  emp: EngineInput["employees"][number],
  e: number,
  pricingOnly: boolean,
): void {
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
    const day = weekdayOf(date);
    if (emp.timeOff.some((t) => date >= t.startDate && date <= t.endDate)) m.dayOff[e * DAYS + d] = 1;
    if (emp.dateOfBirth !== null && isMinorOnDate(emp.dateOfBirth, date)) m.minorDay[e * DAYS + d] = 1;
    if (pricingOnly) continue;
    // A slot is available when it lies wholly inside the day's true windows and touches no false window;
    // shifts sit on the grid, so "every slot available" is exactly the rule (docs/engine.md, Contract) for
    // the shift.
    const free = new Uint8Array(SLOTS_PER_DAY).fill(hasAnyTrueWindow ? 0 : 1);
    // Merge touching or overlapping true windows first: 10:00-12:07 and 12:07-14:00 make 10:00-14:00,
    // and the 12:00 slot is free although neither window holds it alone.
    const windows = emp.availability
      .filter((w) => w.dayOfWeek === day && w.isAvailable)
      .map((w) => [minutesOf(w.startTime), minutesOf(w.endTime)] as [number, number])
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
      const a = Math.floor(minutesOf(w.startTime) / SLOT);
      const b = Math.ceil(minutesOf(w.endTime) / SLOT);
      for (let s = a; s < b; s++) free[s] = 0;
    }
    const base = (e * DAYS + d) * (SLOTS_PER_DAY + 1);
    for (let s = 0; s < SLOTS_PER_DAY; s++)
      m.availPrefix[base + s + 1] = (m.availPrefix[base + s] ?? 0) + (free[s] ?? 0);
  }
  // Previous shifts: the latest end (for rest and clopen) and the run of worked days up to the week.
  const weekStartDay = dayNumber(input.weekStart);
  const workedBefore = new Set<number>();
  for (const s of input.previousShifts) {
    if (s.employeeId !== emp.id) continue;
    const offset = dayNumber(s.date) - weekStartDay;
    workedBefore.add(offset);
    const end = offset * 1440 + minutesOf(s.end);
    if (end > (m.prevEnd[e] ?? NO_PREVIOUS)) {
      m.prevEnd[e] = end;
      m.prevEndLate[e] = minutesOf(s.end) >= m.close ? 1 : 0;
    }
  }
  let run = 0;
  while (workedBefore.has(-(run + 1))) run++;
  m.prevRun[e] = run;
}
