import type { Highs } from "highs";
import { solveCompactMip } from "./compact-mip";
import {
  type Frame,
  DAYS,
  SLOT,
  Block,
  checkPlace,
  type State,
  type FixedRows,
} from "../../src/engine/index";

/**
 * Opt-in (issue 16): after the search, the compact MIP of the week (compact-mip.ts) in HiGHS, started
 * from the search's schedule. HiGHS's cuts and branching see the trainer ratio's integrality, which
 * the Lagrangian bound cannot: its proven dual bound becomes a candidate for `metrics.lowerBound`, and
 * its schedule replaces the search's when it is better and passes every rule. HiGHS loads
 * asynchronously, so the caller (the worker, a bench) passes a loaded instance. Deterministic when
 * the node limit, not the time limit (a safety stop), ends it.
 */
export interface MipStepOptions {
  highs: Highs;
  /** Branch-and-bound nodes (default 50). */
  maxNodes?: number;
  /** Safety stop, seconds of HiGHS wall time (default 60). */
  timeLimitSeconds?: number;
  /** Larger stores skip the step (default 30 employees): at 60 HiGHS's root alone takes minutes. */
  maxStaff?: number;
}

export interface MipStepResult {
  /** HiGHS's proven bound, less a tolerance; valid for every schedule that keeps the rules. */
  bound: number;
  /** The MIP's schedule replaced the search's. */
  improved: boolean;
  value: number | null;
}

export function mipStep(
  s: State,
  frame: Frame,
  fixed: FixedRows,
  options: MipStepOptions,
  shouldStop?: () => boolean,
): MipStepResult | null {
  const m = s.m;
  if (m.nE > (options.maxStaff ?? 30)) return null;
  // Every start in the day (not only the frame's), so that the bound holds for every schedule.
  const result = solveCompactMip(options.highs, s, frame, fixed, {
    anywhere: true,
    maxNodes: options.maxNodes ?? 50,
    timeLimit: options.timeLimitSeconds ?? 60,
    ...(shouldStop === undefined ? {} : { shouldStop }),
  });
  const dual = result.dualBound;
  const bound = Number.isFinite(dual) ? Math.floor((dual - 1e-6 * Math.abs(dual) - 0.01) * 100) / 100 : 0;
  const before = s.quality;
  let improved = false;
  // A re-run also weighs changes (currentShifts) and premiums, which the MIP does not see: it keeps the search's.
  if (result.value !== null && result.value < before - 0.005 && !m.hasCurrent && !m.hasPremiums)
    improved = adopt(s, result.shifts);
  return { bound: Math.max(0, bound), improved, value: result.value };
}

/**
 * Replaces the unlocked cells by the MIP's shifts, each checked by the search's own rules as it goes
 * in and the trainer ratio at the end; on any failure, or if the objective is not better, the search's
 * schedule is put back.
 */
export function adopt(
  s: State,
  shifts: Array<{ e: number; d: number; p: number; a: number; b: number }>,
): boolean {
  const m = s.m;
  const cells = m.nE * DAYS;
  const saved = {
    pos: Int16Array.from(s.cellPos),
    start: Int16Array.from(s.cellStart),
    end: Int16Array.from(s.cellEnd),
  };
  const before = s.quality;
  const clearAll = () => {
    for (let cell = 0; cell < cells; cell++)
      if (s.locked[cell] !== 1) s.clear(Math.floor(cell / DAYS), cell % DAYS);
  };
  clearAll();
  let ok = true;
  for (const sh of shifts) {
    if (s.locked[sh.e * DAYS + sh.d] === 1) continue;
    if (checkPlace(s, sh.e, sh.d, sh.p, sh.a * SLOT, sh.b * SLOT) !== Block.None) {
      ok = false;
      break;
    }
    s.place(sh.e, sh.d, sh.p, sh.a * SLOT, sh.b * SLOT);
  }
  for (let p = 0; ok && p < m.nP; p++) for (let d = 0; ok && d < DAYS; d++) ok = s.isRatioKept(p, d, 0, 96);
  if (ok && s.quality < before - 0.005) return true;
  clearAll();
  for (let cell = 0; cell < cells; cell++) {
    const p = saved.pos[cell] ?? -1;
    if (p >= 0 && s.locked[cell] !== 1)
      s.place(Math.floor(cell / DAYS), cell % DAYS, p, saved.start[cell] ?? 0, saved.end[cell] ?? 0);
  }
  return false;
}
