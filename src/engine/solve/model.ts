import { SHIFT_TYPES } from "../../domain/schemas/preferences";
import {
  DAYS_OF_WEEK,
  DAY_MINUTES,
  MAX_SHIFT_MINUTES,
  businessDay,
  businessMinute,
  smallHoursEnd,
  spanEnd,
  weekClock,
  type DayOfWeek,
} from "../../domain/time";
import type { EngineInput } from "../input";
import { dateAfter, dayNumber, isMinorOnDate, minutesOf } from "../check/calendar";
import { isLateEnd, realLength } from "./clock";

/**
 * The solver's view of the input: indexes instead of ids, minutes and 15-minute slots instead of
 * strings, typed arrays for everything the search reads in its inner loop.
 * Index conventions: position p, employee e, day d (0 = Monday), cell = e * 7 + d. A cell's shift
 * starts on day d at `start` minutes after that day's midnight (0..1439) and ends at `end` > start,
 * up to 16 hours later (past 1440 = the next day: the real week, docs/engine.md, Model). The time
 * axis is one line of 15-minute slots from Monday 00:00 over eight days (the eighth holds the small
 * hours after Sunday's business day of a store that closes after midnight, and the ends of Sunday
 * night shifts): position-slot = p * WEEK_SLOTS + d * 96 + s, where s may pass 95 (the next day's
 * slots, on the same line).
 */
export const SLOT = 15;
export const SLOTS_PER_DAY = 96;
export const DAYS = 7;
export const WEEK_SLOTS = (DAYS + 1) * SLOTS_PER_DAY;
/**
 * A cell's end, in minutes after its day's midnight, is below this: a start before 24:00 plus 16 h,
 * plus two hours of wall time a daylight-saving change may add.
 */
export const MAX_END = DAY_MINUTES + MAX_SHIFT_MINUTES + 120;
/** Availability prefix sums per employee: one entry per slot of the time axis, plus one. */
export const AVAIL_STRIDE = WEEK_SLOTS + 1;

export interface Model {
  input: EngineInput;
  dates: string[];
  nP: number;
  nE: number;
  positionIds: number[];
  positionIndex: Map<number, number>;
  requiresTrainer: Uint8Array;
  /**
   * Required headcount per position-slot. A staffing slot after midnight of a store that closes the
   * next day belongs to the business day that opened the evening before (FRIDAY's 01:00 is Saturday
   * 01:00 on the time axis).
   */
  demand: Int32Array;
  /** The business day, minutes after its day's midnight: close > 1440 when the store closes the next day. */
  open: number;
  close: number;
  /**
   * Where business day d starts on the time axis, as a slot of day d: 0, or for a store closing the
   * next day the end of its small hours (domain/time's `smallHoursEnd`, the middle of the closed gap: a
   * slot before it belongs to the day before). Business day d = slots
   * [d * 96 + dayStartSlot, (d + 1) * 96 + dayStartSlot).
   */
  dayStartSlot: number;
  /**
   * Daylight saving: null when the week (and its neighbours) has no change, the common case, where a
   * span's real length is end − start. Else realAt[i] = real minutes since Monday 00:00 of the wall
   * time at slot boundary i − 96 of the time axis (from Sunday 00:00 before the week to the ninth day).
   */
  realAt: Int32Array | null;
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
  /**
   * Prefix sums of available slots on the time axis: availPrefix[e * AVAIL_STRIDE + i] = available
   * slots before slot i. Windows sit on the real timeline (an overnight window spills into the next
   * day; the days before and after the week count), so a shift of day d from slot a to b is available
   * when the slots d * 96 + a .. d * 96 + b − 1 all are.
   */
  availPrefix: Int16Array;
  /** Time off on that day. */
  dayOff: Uint8Array;
  /** Time off the next day: a shift of this day may not run past midnight (docs/engine.md, Contract). */
  nightOff: Uint8Array;
  /** Under 18 on that day. */
  minorDay: Uint8Array;
  maxConsec: Int32Array;
  /** Worked days in a row right before the week, from previous shifts. */
  prevRun: Int32Array;
  /**
   * End of the last previous shift, in minutes from Monday 00:00 (negative, or positive for a Sunday
   * night shift that ends on Monday), or -1e9 if none.
   */
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
  /** Per employee-day: earliest start and latest end of those shifts, minutes of that day (end may pass 1440). */
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
  /**
   * Per employee-day, the Fair Workweek premiums (money) of a change (input.currentShifts' `premium`,
   * input.addPremiums): the current shift lost entirely, kept with other times or position, or a shift
   * where there was none. All zero, and `hasPremiums` false (the search skips them), without them.
   */
  premiumCancelled: Float64Array;
  premiumChanged: Float64Array;
  premiumAdded: Float64Array;
  hasPremiums: boolean;
}

export const NO_PREVIOUS = -1e9;

/**
 * `pricingOnly` skips reading availability (availPrefix stays empty): enough to price a given
 * schedule (solve/evaluate.ts), not to search.
 */
export function buildModel(input: EngineInput, options: { pricingOnly?: boolean } = {}): Model {
  const pricingOnly = options.pricingOnly === true;
  const nP = input.positions.length;
  const nE = input.employees.length;
  const positionIds = input.positions.map((p) => p.id);
  const positionIndex = new Map(positionIds.map((id, i) => [id, i]));
  const dates = Array.from({ length: DAYS }, (_, d) => dateAfter(input.weekStart, d));
  const { openTime, closeTime } = input.store;
  const day = businessDay(openTime, closeTime);
  const demand = new Int32Array(nP * WEEK_SLOTS);
  for (const entry of input.demand) {
    const p = positionIndex.get(entry.positionId);
    if (p === undefined) continue;
    const minute = businessMinute(entry.timeSlot, openTime, closeTime);
    const slot = DAYS_OF_WEEK.indexOf(entry.dayOfWeek) * SLOTS_PER_DAY + Math.floor(minute / SLOT);
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
    open: day.open,
    close: day.close,
    dayStartSlot: Math.ceil(smallHoursEnd(openTime, closeTime) / SLOT),
    realAt: realTable(input),
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
    availPrefix: new Int16Array(pricingOnly ? 0 : nE * AVAIL_STRIDE),
    dayOff: new Uint8Array(nE * DAYS),
    nightOff: new Uint8Array(nE * DAYS),
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
    premiumCancelled: new Float64Array(nE * DAYS),
    premiumChanged: new Float64Array(nE * DAYS),
    premiumAdded: new Float64Array(nE * DAYS),
    hasPremiums: false,
  };
  input.employees.forEach((emp, e) => fillEmployee(m, emp, e, pricingOnly));
  fillOtherStores(m);
  fillCurrent(m);
  fillPremiums(m);
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
    const end = spanEnd(start, minutesOf(shift.end));
    if (m.fixedDay[cell] === 1) {
      m.fixedStart[cell] = Math.min(m.fixedStart[cell] ?? start, start);
      m.fixedEnd[cell] = Math.max(m.fixedEnd[cell] ?? end, end);
    } else {
      m.fixedDay[cell] = 1;
      m.fixedStart[cell] = start;
      m.fixedEnd[cell] = end;
    }
    const length = realLength(m, d, start, end);
    const worked = length > m.mealAfter ? length - m.mealLen : length;
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
    m.currentEnd[cell] = spanEnd(m.currentStart[cell] ?? 0, minutesOf(shift.end));
  }
}

/**
 * The premiums per employee-day: a current shift's where it is the day's kept one (the first), an add
 * premium where the day has no current shift (an add premium on a day with one never applies).
 */
function fillPremiums(m: Model): void {
  const seen = new Uint8Array(m.nE * DAYS);
  for (const shift of m.input.currentShifts) {
    if (shift.employeeId === null) continue;
    const e = m.employeeIndex.get(shift.employeeId);
    const p = m.positionIndex.get(shift.positionId);
    const d = m.dates.indexOf(shift.date);
    if (e === undefined || p === undefined || d < 0 || seen[e * DAYS + d] === 1) continue;
    seen[e * DAYS + d] = 1; // the same first shift fillCurrent keeps
    if (!shift.premium) continue;
    m.premiumCancelled[e * DAYS + d] = shift.premium.cancelled;
    m.premiumChanged[e * DAYS + d] = shift.premium.changed;
    m.hasPremiums = true;
  }
  for (const add of m.input.addPremiums) {
    const e = m.employeeIndex.get(add.employeeId);
    const d = m.dates.indexOf(add.date);
    if (e === undefined || d < 0 || seen[e * DAYS + d] === 1) continue;
    m.premiumAdded[e * DAYS + d] = add.money;
    m.hasPremiums = true;
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
  for (let d = 0; d < DAYS; d++) {
    const date = m.dates[d] as string; // DAYS entries
    const next = dateAfter(input.weekStart, d + 1);
    if (emp.timeOff.some((t) => date >= t.startDate && date <= t.endDate)) m.dayOff[e * DAYS + d] = 1;
    if (emp.timeOff.some((t) => next >= t.startDate && next <= t.endDate)) m.nightOff[e * DAYS + d] = 1;
    if (emp.dateOfBirth !== null && isMinorOnDate(emp.dateOfBirth, date)) m.minorDay[e * DAYS + d] = 1;
  }
  if (!pricingOnly) fillAvailability(m, emp, e);
  // Previous shifts: the latest end (for rest and clopen) and the run of worked days up to the week.
  const weekStartDay = dayNumber(input.weekStart);
  const workedBefore = new Set<number>();
  for (const s of input.previousShifts) {
    if (s.employeeId !== emp.id) continue;
    const offset = dayNumber(s.date) - weekStartDay;
    workedBefore.add(offset);
    const end = spanEnd(minutesOf(s.start), minutesOf(s.end));
    if (offset * DAY_MINUTES + end > (m.prevEnd[e] ?? NO_PREVIOUS)) {
      m.prevEnd[e] = offset * DAY_MINUTES + end;
      m.prevEndLate[e] = isLateEnd(m, offset, end) ? 1 : 0;
    }
  }
  let run = 0;
  while (workedBefore.has(-(run + 1))) run++;
  m.prevRun[e] = run;
}

/**
 * Availability on the real timeline (docs/engine.md, Contract): each window of weekday W sits on the
 * dates that are W, from the Sunday before the week to the Monday after it, an end at or before its
 * start on the next day; touching or overlapping true windows merge. A slot is free when it lies
 * wholly inside the merged true windows and touches no false window; someone with no true window on
 * any day is free outside their false windows. Shifts sit on the grid, so "every slot free" is exactly
 * the rule for a shift.
 */
function fillAvailability(m: Model, emp: EngineInput["employees"][number], e: number): void {
  const hasAnyTrueWindow = emp.availability.some((w) => w.isAvailable);
  const free = new Uint8Array(WEEK_SLOTS).fill(hasAnyTrueWindow ? 0 : 1);
  const axisEnd = WEEK_SLOTS * SLOT;
  const placed = (isAvailable: boolean): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let k = -1; k <= DAYS; k++) {
      const weekday: DayOfWeek = DAYS_OF_WEEK[(k + DAYS) % DAYS] as DayOfWeek;
      for (const w of emp.availability) {
        if (w.dayOfWeek !== weekday || w.isAvailable !== isAvailable) continue;
        const start = minutesOf(w.startTime);
        const from = k * DAY_MINUTES + start;
        const to = k * DAY_MINUTES + spanEnd(start, minutesOf(w.endTime));
        if (to > 0 && from < axisEnd) out.push([from, to]);
      }
    }
    return out.sort((x, y) => x[0] - y[0]);
  };
  // Merge first: 10:00-12:07 and 12:07-14:00 make 10:00-14:00, and the 12:00 slot is free although
  // neither window holds it alone; so do Friday 18:00-02:00 and Saturday 02:00-10:00.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of placed(true)) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  for (const [start, end] of merged) {
    const to = Math.min(WEEK_SLOTS, Math.floor(end / SLOT));
    for (let i = Math.max(0, Math.ceil(start / SLOT)); i < to; i++) free[i] = 1;
  }
  for (const [start, end] of placed(false)) {
    const to = Math.min(WEEK_SLOTS, Math.ceil(end / SLOT));
    for (let i = Math.max(0, Math.floor(start / SLOT)); i < to; i++) free[i] = 0;
  }
  const base = e * AVAIL_STRIDE;
  for (let i = 0; i < WEEK_SLOTS; i++)
    m.availPrefix[base + i + 1] = (m.availPrefix[base + i] ?? 0) + (free[i] ?? 0);
}

/**
 * Real minutes since Monday 00:00 per slot boundary from the Sunday before the week to the ninth day,
 * or null when the store's clock does not change in that range (docs/engine.md, Model: daylight
 * saving). A wall time that does not exist reads as the hour after, like weekClock.
 */
function realTable(input: EngineInput): Int32Array | null {
  const clock = weekClock(input.store.timezone, input.weekStart);
  if (!clock.hasChange) return null;
  const table = new Int32Array((DAYS + 3) * SLOTS_PER_DAY + 1);
  for (let i = 0; i < table.length; i++) table[i] = clock.real((i - SLOTS_PER_DAY) * SLOT);
  return table;
}

/** The business day of a slot of the time axis (0..6), or −1 before Monday's / after Sunday's. */
export function businessDayOfSlot(m: Model, slot: number): number {
  const d = Math.floor((slot - m.dayStartSlot) / SLOTS_PER_DAY);
  return d >= 0 && d < DAYS ? d : -1;
}
