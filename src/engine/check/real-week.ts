import { businessDay, smallHoursEnd, weekClock, type WeekClock } from "../../domain/time";
import type { EngineInput } from "../input";
import { DAY_MINUTES, SLOT_MINUTES, dayNumber, safeParseTime } from "./calendar";

/**
 * The real week the checker reads (docs/engine.md, Contract, "The real week"): a shift's `date` is the
 * day it starts, an end at or before its start is the next day, and its length is real time in the
 * store's time zone (a daylight-saving change counts). Also the store's business day, whose small hours
 * (after midnight, before the close of a store that closes the next day) belong to the day before.
 *
 * Two clocks, both in minutes from the week's Monday 00:00:
 * - wall minutes (day × 1440 + minute of the day): the order of events and the slot a time falls in;
 * - real minutes (`clock.real(wall)`): lengths and gaps. Without a daylight-saving change in the
 *   week's range the two are the same and `clock.real` is the identity, so an ordinary week pays
 *   one function call per time read.
 * The wall-to-real map never decreases, so "lies inside" and "before" read the same on either clock.
 */
export interface RealWeek {
  /** dayNumber(weekStart). */
  readonly first: number;
  readonly clock: WeekClock;
  /** The business day in minutes since its opening day's midnight: close may be past 1440. */
  readonly open: number;
  readonly close: number;
  /**
   * Minutes after midnight that belong to the business day before (the store closes the next day):
   * a time of day t < smallHoursEnd is a small hour (domain/time's `smallHoursEnd`: the middle of the
   * closed gap). 0 for a store that closes the day it opens.
   */
  readonly smallHoursEnd: number;
  /**
   * Quarter-hour slots of a day that are small hours: business day d of the week is the wall slots
   * [d × 96 + smallSlots, (d + 1) × 96 + smallSlots) counted from Monday 00:00.
   */
  readonly smallSlots: number;
}

const weeks = new WeakMap<EngineInput, RealWeek>();

/** The real week of an input, read once per input object (the review runs after every edit). */
export function realWeekOf(input: EngineInput): RealWeek {
  let week = weeks.get(input);
  if (!week) {
    const { open, close } = businessDay(input.store.openTime, input.store.closeTime);
    const smallEnd = smallHoursEnd(input.store.openTime, input.store.closeTime);
    week = {
      first: dayNumber(input.weekStart),
      clock: weekClock(input.store.timezone, input.weekStart),
      open,
      close,
      smallHoursEnd: smallEnd,
      smallSlots: Math.ceil(smallEnd / SLOT_MINUTES),
    };
    weeks.set(input, week);
  }
  return week;
}

/**
 * Where a time of day ("HH:MM") sits in the business day, in minutes since the opening day's midnight:
 * a small hour is read on the next day (FRIDAY's "01:00" of a 17:00-02:00 store is 1500, Saturday
 * 01:00). The same reading as domain/time's `businessMinute`, on a time already parsed.
 */
export function businessMinuteOf(week: RealWeek, minute: number): number {
  return minute < week.smallHoursEnd ? minute + DAY_MINUTES : minute;
}

/**
 * A span of the wall clock given as "HH:MM" start and end, an end at or before the start being the next
 * day: [start, end) in minutes since its start day's midnight, end in (start, start + 1440]. "24:00"
 * ends the same day. Null when a time does not parse or the start is not a time of day.
 */
export function wallSpanOf(start: string, end: string): { start: number; end: number } | null {
  const s = safeParseTime(start);
  const e = safeParseTime(end);
  if (s === null || e === null || s >= DAY_MINUTES) return null;
  return { start: s, end: e <= s ? e + DAY_MINUTES : e };
}

/**
 * A shift's place in the week. `start` and `end` are wall minutes since its start date's midnight (end
 * past 1440 for a shift that ends the next day); `from` and `to` its real interval in minutes from the
 * week's Monday 00:00 (negative before the week).
 */
export interface ShiftSpan {
  /** Days from weekStart to the shift's date. */
  day: number;
  start: number;
  end: number;
  from: number;
  to: number;
}

export function shiftSpan(week: RealWeek, date: string, start: string, end: string): ShiftSpan | null {
  const wall = wallSpanOf(start, end);
  if (wall === null) return null;
  const day = dayNumber(date) - week.first;
  const offset = day * DAY_MINUTES;
  return {
    day,
    start: wall.start,
    end: wall.end,
    from: week.clock.real(offset + wall.start),
    to: week.clock.real(offset + wall.end),
  };
}

/** A span's real length in minutes. */
export function realLength(span: ShiftSpan): number {
  return span.to - span.from;
}

/**
 * A break's [start, end) in wall minutes since its shift's start date's midnight: a break time before
 * the shift's start is on the next day (a break "00:30" of a 20:00-04:00 shift is 1470), an end at or
 * before the break's start the day after that. Null when unreadable.
 */
export function breakSpan(
  shiftStart: number,
  b: { start: string; end: string },
): { start: number; end: number } | null {
  const s = safeParseTime(b.start);
  const e = safeParseTime(b.end);
  if (s === null || e === null) return null;
  const from = s < shiftStart ? s + DAY_MINUTES : s;
  let to = from >= DAY_MINUTES ? e + DAY_MINUTES : e;
  if (to <= from) to += DAY_MINUTES;
  return { start: from, end: to };
}

/** The real minutes of a wall span [start, end) on day `day` of the week. */
export function realMinutesOn(week: RealWeek, day: number, start: number, end: number): number {
  const offset = day * DAY_MINUTES;
  return week.clock.real(offset + end) - week.clock.real(offset + start);
}

/**
 * Worked minutes of an output shift (docs/engine.md, Contract): its real length less its MEAL breaks'
 * real length. Unreadable breaks count as nothing (the shape rules report them).
 */
export function realWorkedMinutes(
  week: RealWeek,
  span: ShiftSpan,
  breaks: ReadonlyArray<{ start: string; end: string; kind: string }>,
): number {
  let meal = 0;
  for (const b of breaks) {
    if (b.kind !== "MEAL") continue;
    const at = breakSpan(span.start, b);
    if (at) meal += realMinutesOn(week, span.day, at.start, at.end);
  }
  return span.to - span.from - meal;
}

/**
 * The wall minute (from Monday 00:00) of the close of the business day a shift belongs to: the day it
 * starts, or the day before for a shift that starts in the small hours (a Saturday 00:30 start at a
 * 17:00-02:00 store is in Friday's business day).
 */
export function businessCloseOf(week: RealWeek, span: ShiftSpan): number {
  const businessDate = span.start < week.smallHoursEnd ? span.day - 1 : span.day;
  return businessDate * DAY_MINUTES + week.close;
}
