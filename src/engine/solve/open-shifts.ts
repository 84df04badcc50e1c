import { DAY_MINUTES } from "../../domain/time";
import type { OutputShift } from "../output";
import { cellBreaks, formatEnd, formatStart } from "./assemble";
import { realLength } from "./clock";
import type { Frame } from "./frame";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./model";
import type { State } from "./state";

/** Needs shorter than this (in slots) get a warning only: a 4-hour open shift for 15 minutes helps nobody. */
const MIN_OPEN_SLOTS = 4;

/**
 * Open shifts (employeeId null) a manager can post for the needs left unmet: one per missing head and
 * run of understaffed slots at least an hour long, stretched to the minimum length (within the day's
 * frame) and cut at the maximum. They cover nothing in the coverage figures until someone takes them.
 */
export function buildOpenShifts(s: State, frame: Frame): OutputShift[] {
  const m = s.m;
  const minLen = frame.lengths[0];
  const maxLen = frame.lengths[frame.lengths.length - 1];
  if (minLen === undefined || maxLen === undefined) return [];
  const out: OutputShift[] = [];
  for (let p = 0; p < m.nP; p++) {
    for (let d = 0; d < DAYS; d++) {
      // Business day d's slots, counted from day d's midnight (past 96 = after midnight).
      const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
      const first = m.dayStartSlot;
      const last = first + SLOTS_PER_DAY;
      let worst = 0;
      for (let t = first; t < last; t++)
        worst = Math.max(worst, (m.demand[base + t] ?? 0) - (s.cov[base + t] ?? 0));
      for (let level = 1; level <= worst; level++) {
        let runStart = -1;
        for (let t = first; t <= last; t++) {
          const isShort = t < last && (m.demand[base + t] ?? 0) - (s.cov[base + t] ?? 0) >= level;
          if (isShort && runStart < 0) runStart = t;
          if (!isShort && runStart >= 0) {
            if (t - runStart >= MIN_OPEN_SLOTS) {
              out.push(...cover(s, frame, p, d, runStart * SLOT, t * SLOT, minLen, maxLen));
            }
            runStart = -1;
          }
        }
      }
    }
  }
  return out;
}

function cover(
  s: State,
  frame: Frame,
  p: number,
  d: number,
  from: number,
  to: number,
  minLen: number,
  maxLen: number,
): OutputShift[] {
  const m = s.m;
  const lo = Math.min(frame.lo[p * DAYS + d] ?? 0, from);
  const hi = Math.max(frame.hi[p * DAYS + d] ?? 1440, to);
  const pieces: Array<[number, number]> = [];
  for (let start = from; start < to; start += maxLen) pieces.push([start, Math.min(to, start + maxLen)]);
  const shifts: OutputShift[] = [];
  for (const [a, b] of pieces) {
    let start = a;
    let end = b;
    if (end - start < minLen) {
      // Widen around the need, keeping inside the day's frame and the grid.
      const missing = minLen - (end - start);
      start = Math.max(lo, start - Math.floor(missing / 2 / SLOT) * SLOT);
      end = Math.min(hi, start + minLen);
      start = Math.max(0, end - minLen);
    }
    if (end - start < minLen || end - start > maxLen) continue; // the day's frame is too narrow
    // A piece wholly after midnight starts on the next date (none after Sunday: outside the week).
    const day = start >= DAY_MINUTES ? d + 1 : d;
    if (day >= DAYS) continue;
    const from = start - (day - d) * DAY_MINUTES;
    const to = end - (day - d) * DAY_MINUTES;
    const position = m.input.positions[p]?.name ?? "?";
    const realLen = realLength(m, day, from, to);
    if (realLen < minLen || realLen > maxLen) continue; // a daylight-saving change inside it
    shifts.push({
      positionId: m.positionIds[p] ?? 0,
      employeeId: null,
      date: m.dates[day] ?? "",
      start: formatStart(from),
      end: formatEnd(to),
      breaks: cellBreaks(m, day, from, to),
      explanation: {
        summary: `Open ${position} shift on ${m.dates[day]} ${formatStart(from)}-${formatEnd(to)}: nobody could be scheduled`,
        factors: [
          `${position} is short ${formatStart(a)}-${formatEnd(b)}; see the UNDERSTAFFED warning for who was excluded and why`,
        ],
        alternatives: [],
      },
    });
  }
  return shifts;
}
