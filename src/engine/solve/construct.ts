import * as grid from "./model";
import type { Frame } from "./frame";
import * as rules from "./rules";
import type { State } from "./state";

// Local copies of the grid constants and the rule check: tsx and vitest compile imported bindings to
// getters, which cost about 40% of the search when read in its inner loops.
const { DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } = grid;
const { checkPlace } = rules;
const FREE = rules.Block.None;
/** The latest start of a cell's shift: it starts on its own day. */
const LAST_START = 1440 - SLOT;

/**
 * Greedy construction: repeatedly take the slot missing the most people, try every candidate shift
 * through it (hourly lengths, 15-minute starts) with every free qualified person, and place the pair
 * with the best objective gain. A slot nobody can usefully cover is set aside, never forced.
 * Deterministic: ties go to the first candidate in a fixed order.
 */
export function construct(s: State, frame: Frame, shouldStop: () => boolean): void {
  const m = s.m;
  const { understaffedSlot: under, overstaffedSlot: over } = s.w;
  const setAside = new Uint8Array(m.nP * WEEK_SLOTS);
  const hasPremiums = m.hasPremiums;
  for (let round = 0; ; round++) {
    if ((round & 15) === 0 && shouldStop()) return;
    let target = -1;
    let worst = 0;
    for (let i = 0; i < m.demand.length; i++) {
      const deficit = (m.demand[i] ?? 0) - (s.cov[i] ?? 0);
      if (deficit > worst && setAside[i] === 0) {
        worst = deficit;
        target = i;
      }
    }
    if (target < 0) return;
    const p = Math.floor(target / WEEK_SLOTS);
    // The business day the slot belongs to, and the slot counted from that day's midnight (past 95
    // after midnight of a store that closes the next day).
    const d = Math.floor(((target % WEEK_SLOTS) - m.dayStartSlot) / SLOTS_PER_DAY);
    const slot = (target % WEEK_SLOTS) - d * SLOTS_PER_DAY;
    if (d < 0 || d >= DAYS) {
      setAside[target] = 1;
      continue;
    }
    const lo = frame.lo[p * DAYS + d] ?? 0;
    const hi = frame.hi[p * DAYS + d] ?? 0;
    const base = p * WEEK_SLOTS + d * SLOTS_PER_DAY;
    const isTrainerPosition = m.requiresTrainer[p] === 1;

    let bestScore = 0;
    let bestE = -1;
    let bestStart = 0;
    let bestEnd = 0;
    for (const length of frame.constructLengths) {
      const first = Math.max(lo, (slot + 1) * SLOT - length);
      const last = Math.min(slot * SLOT, hi - length, LAST_START);
      for (let start = first; start <= last; start += SLOT) {
        const end = start + length;
        let coverageGain = 0;
        for (let i = base + start / SLOT; i < base + end / SLOT; i++) {
          coverageGain += (s.cov[i] ?? 0) < (m.demand[i] ?? 0) ? under : -over;
        }
        if (coverageGain <= bestScore) continue;
        for (const e of frame.qualifiedBy[p] ?? []) {
          if ((s.cellPos[e * DAYS + d] ?? -1) >= 0) continue;
          if (checkPlace(s, e, d, p, start, end) !== FREE) continue;
          let score = coverageGain - (s.costOf(e, d, start, end) - (s.empCost[e] ?? 0));
          // A re-run with premiums: the person-day's premium money, at the labor-cost weight.
          if (hasPremiums) {
            const cell = e * DAYS + d;
            score -= s.w.laborCost * (s.premiumOf(cell, p, start, end) - s.premiumAt(cell));
          }
          if (score <= bestScore) continue;
          if (isTrainerPosition && m.trainer[e] !== 1 && !hasTrainerRoom(s, base, start, end)) continue;
          bestScore = score;
          bestE = e;
          bestStart = start;
          bestEnd = end;
        }
      }
    }
    if (bestE < 0) {
      setAside[target] = 1;
      continue;
    }
    s.place(bestE, d, p, bestStart, bestEnd);
  }
}

/** One more trainee fits the trainer ratio in every slot of [start, end) (or its locked baseline). */
function hasTrainerRoom(s: State, base: number, start: number, end: number): boolean {
  for (let i = base + start / SLOT; i < base + end / SLOT; i++) {
    if ((s.trainees[i] ?? 0) + 1 - s.m.ratio * (s.trainers[i] ?? 0) > Math.max(0, s.ratioBaseline[i] ?? 0))
      return false;
  }
  return true;
}
