import { MAX_SHIFT_MINUTES } from "../../domain/time";
import { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS, type Model } from "./model";
import { isLengthAllowed } from "./rules";

/**
 * Where the solver may put shifts: per position and day, the store's business day widened to any
 * demand outside it (a 06:00 prep need gets a 06:00 shift; a store open 17:00-02:00 gets Friday
 * shifts up to Saturday 02:00); and the shift lengths it tries.
 */
export interface Frame {
  /**
   * Earliest start and latest end per position-day (p * 7 + d), minutes of that day (hi past 1440 =
   * the next day); lo = hi = 0 when no demand. Starts stay before 24:00 (a cell's shift starts on its
   * day: rules.checkPlace).
   */
  lo: Int32Array;
  hi: Int32Array;
  /** Every allowed length (15-minute steps), for the local search. */
  lengths: number[];
  /** Hourly steps from the longest down, plus the shortest: the construction's candidates. */
  constructLengths: number[];
  /** Qualified employees per position, in input order. */
  qualifiedBy: number[][];
}

export function buildFrame(m: Model): Frame {
  const lo = new Int32Array(m.nP * DAYS);
  const hi = new Int32Array(m.nP * DAYS);
  for (let p = 0; p < m.nP; p++) {
    for (let d = 0; d < DAYS; d++) {
      let first = -1;
      let last = -1;
      // The slots of business day d: from its start on the time axis, one day long.
      for (let s = m.dayStartSlot; s < m.dayStartSlot + SLOTS_PER_DAY; s++) {
        if ((m.demand[p * WEEK_SLOTS + d * SLOTS_PER_DAY + s] ?? 0) > 0) {
          if (first < 0) first = s;
          last = s;
        }
      }
      if (first < 0) continue;
      lo[p * DAYS + d] = Math.min(m.open, first * SLOT);
      hi[p * DAYS + d] = Math.max(m.close, (last + 1) * SLOT);
    }
  }
  const lengths: number[] = [];
  for (let len = SLOT; len <= MAX_SHIFT_MINUTES; len += SLOT) if (isLengthAllowed(m, len)) lengths.push(len);
  const constructLengths: number[] = [];
  const longest = lengths[lengths.length - 1];
  const shortest = lengths[0];
  if (longest !== undefined && shortest !== undefined) {
    for (let len = longest; len > shortest; len -= 60)
      if (isLengthAllowed(m, len)) constructLengths.push(len);
    constructLengths.push(shortest);
  }
  const qualifiedBy: number[][] = [];
  for (let p = 0; p < m.nP; p++) {
    const list: number[] = [];
    for (let e = 0; e < m.nE; e++) if (m.qualified[e * m.nP + p] === 1) list.push(e);
    qualifiedBy.push(list);
  }
  return { lo, hi, lengths, constructLengths, qualifiedBy };
}
