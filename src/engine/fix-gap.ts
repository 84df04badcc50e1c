import {
  DAY_MINUTES,
  addDays,
  businessMinute,
  dayOfWeekOf,
  formatTime,
  spanEnd,
  parseTime,
} from "../domain/time";
import { dayNumber } from "./check/calendar";
import type { EngineInput, ShiftRef } from "./input";
import { solve } from "./solver";

/** An unmet need as an UNDERSTAFFED warning gives it: a position, its business day and `HH:MM` times. */
export interface Gap {
  positionId: number;
  date: string;
  start: string;
  end: string;
}

/** One shift that would close (some of) the gap: the engine's person for it, or null when it found nobody. */
export interface GapShift {
  positionId: number;
  employeeId: number | null;
  date: string;
  start: string;
  end: string;
}

/** Moves of the search: enough for one business day of one position (the week's other cells are fixed). */
const FIX_ITERATIONS = 20_000;
const FIX_ITERATIONS_PER_PERSON = 2_500;

/**
 * The shift Fix proposes for an UNDERSTAFFED gap (docs/engine.md, Fixing one gap). The week's assigned
 * shifts are kept as they are (locked) and the engine schedules that position's business day alone: so the
 * shift it adds has a legal length inside the store's business day, stretches over the neighbouring unmet
 * slots when that helps, and goes to the person whose week it suits best without breaking a rule. Of the
 * shifts it adds, the one that covers most of the gap; when it finds nobody, an open shift of the minimum
 * length around the gap (or of the gap's own length when that is longer, up to the maximum).
 */
export function proposeGapShift(input: EngineInput, gap: Gap): GapShift {
  const assigned = input.currentShifts.filter((s): s is ShiftRef => s.employeeId !== null);
  const weekday = dayOfWeekOf(gap.date);
  const dayInput: EngineInput = {
    ...input,
    lockedShifts: [...input.lockedShifts, ...assigned],
    currentShifts: [],
    demand: input.demand.filter((d) => d.positionId === gap.positionId && d.dayOfWeek === weekday),
  };
  const output = solve(dayInput, {
    iterations: FIX_ITERATIONS + FIX_ITERATIONS_PER_PERSON * input.employees.length,
    boundIterations: 0,
    extraRounds: 0,
  });
  const kept = new Set(dayInput.lockedShifts.map(placeKey));
  const { openTime, closeTime } = input.store;
  const from = businessMinute(gap.start, openTime, closeTime);
  const to = spanEnd(from % DAY_MINUTES, parseTime(gap.end)) + (from >= DAY_MINUTES ? DAY_MINUTES : 0);
  let best: GapShift | null = null;
  let bestOverlap = 0;
  for (const s of output.shifts) {
    if (
      s.positionId !== gap.positionId ||
      (s.employeeId !== null && kept.has(placeKey({ ...s, employeeId: s.employeeId })))
    )
      continue;
    const offset = dayGap(gap.date, s.date) * DAY_MINUTES;
    const start = offset + parseTime(s.start);
    const end = offset + spanEnd(parseTime(s.start), parseTime(s.end));
    const overlap = Math.min(end, to) - Math.max(start, from);
    // An assigned shift beats an open one that covers as much.
    if (
      overlap > bestOverlap ||
      (overlap === bestOverlap && overlap > 0 && best?.employeeId === null && s.employeeId !== null)
    ) {
      best = { positionId: s.positionId, employeeId: s.employeeId, date: s.date, start: s.start, end: s.end };
      bestOverlap = overlap;
    }
  }
  if (best?.employeeId != null) return best;
  return best ?? openAround(input, gap, from, to);
}

/** An open shift over [from, to) of the gap's business day, widened to the minimum length inside it. */
function openAround(input: EngineInput, gap: Gap, from: number, to: number): GapShift {
  const { openTime, closeTime, defaultShiftMinLength: minLen, defaultShiftMaxLength: maxLen } = input.store;
  const open = parseTime(openTime);
  const close = spanEnd(open, parseTime(closeTime));
  // The business day, widened to the gap itself (a need before the open is staffed like any other).
  const lo = Math.min(open, from);
  const hi = Math.max(close, to);
  let start = from;
  let end = Math.min(to, from + maxLen);
  if (end - start < minLen) {
    const missing = minLen - (end - start);
    start = Math.max(lo, start - Math.floor(missing / 2 / 15) * 15);
    end = Math.min(hi, start + minLen);
    start = Math.max(lo, end - minLen);
  }
  // A shift starts on its date: one wholly after midnight is the next date's; past Sunday is past the
  // week, so Sunday's starts before its midnight instead.
  const isLastDay = dayGap(input.weekStart, gap.date) >= 6;
  if (start >= DAY_MINUTES && isLastDay) start = Math.min(DAY_MINUTES - 15, end - minLen);
  const nextDay = start >= DAY_MINUTES;
  const shift = nextDay ? DAY_MINUTES : 0;
  return {
    positionId: gap.positionId,
    employeeId: null,
    date: nextDay ? addDays(gap.date, 1) : gap.date,
    start: formatTime((start - shift) % DAY_MINUTES),
    end: formatTime(end - shift > DAY_MINUTES ? (end - shift) % DAY_MINUTES : end - shift),
  };
}

function placeKey(s: ShiftRef): string {
  return `${s.employeeId}|${s.positionId}|${s.date}|${s.start}|${s.end}`;
}

/** Whole days from `from` to `to` (ISO dates). */
const dayGap = (from: string, to: string) => dayNumber(to) - dayNumber(from);
