import type { Highs } from "highs";
import { AdaptiveSize, runLns, type SubSolve } from "../opt/lns";
import { solveCompactMip } from "./compact-mip";
import { type Frame, WEEK_SLOTS, type Rng, type State, type FixedRows } from "../../src/engine/index";
import { adopt } from "./mip-step";

/**
 * Opt-in MIP-LNS on a restaurant week, the lab's shared control (lab/opt/lns.ts) over the compact MIP
 * (compact-mip.ts) restricted to a few people: everyone else's week is held as it is, and HiGHS
 * re-schedules the freed people exactly, from their current shifts. Half the neighbourhoods are people
 * who can work a position that is short somewhere, the other half people drawn at random. A better
 * answer replaces the schedule only after the search's own rules accept every shift (mip-step.ts's
 * adopt). Not on by default: measured against the extra annealing runs it gains far less per second
 * (docs/engine.md, "MIP-LNS on restaurant weeks"). Deterministic when the node limit, not the time
 * limit, ends each sub-MIP.
 */
export interface MipLnsOptions {
  highs: Highs;
  /** Sub-MIPs (default 20). */
  maxMoves?: number;
  /** People freed by the first sub-MIP (default 3); the shared control then adapts it up to maxSize (6). */
  startSize?: number;
  maxSize?: number;
  /** Branch-and-bound nodes per sub-MIP (default 500): the deterministic limit. */
  maxNodes?: number;
  /** Safety stop per sub-MIP, seconds (default 3). */
  subTimeLimitSeconds?: number;
}

export interface MipLnsResult {
  moves: number;
  /** Objective change (≤ 0). */
  delta: number;
}

export function mipLns(
  s: State,
  frame: Frame,
  fixed: FixedRows,
  options: MipLnsOptions,
  rng: Rng,
  shouldStop: () => boolean,
): MipLnsResult {
  const m = s.m;
  // A re-run also weighs changes (currentShifts) and premiums, which the MIP does not see.
  if (m.hasCurrent || m.hasPremiums || m.nE === 0) return { moves: 0, delta: 0 };
  const before = s.quality;
  const limit = options.subTimeLimitSeconds ?? 3;
  const size = new AdaptiveSize(options.startSize ?? 3, 1, Math.min(m.nE, options.maxSize ?? 6));
  const free = new Uint8Array(m.nE);
  let turn = 0;
  const step = (): SubSolve => {
    pick(s, rng, free, size.size, turn++ % 2 === 0);
    const started = performance.now();
    const from = s.quality;
    const result = solveCompactMip(options.highs, s, frame, fixed, {
      free,
      timeLimit: limit,
      maxNodes: options.maxNodes ?? 500,
      shouldStop,
    });
    const optimal = result.status === String(options.highs.constants.modelStatus.optimal);
    if (result.value !== null && result.value < from - 0.005) adopt(s, result.shifts);
    const move = { delta: s.quality - from, optimal, seconds: (performance.now() - started) / 1000 };
    size.update(move, limit);
    return move;
  };
  const moves = runLns({
    step,
    shouldStop,
    // Each sub-MIP has its own safety stop; the phase is bounded by its moves.
    secondsLeft: () => Number.POSITIVE_INFINITY,
    maxMoves: options.maxMoves ?? 20,
  });
  return { moves, delta: s.quality - before };
}

/**
 * Frees `count` people: with `short`, first those qualified for a position short at some slot (a
 * random one), then random others.
 */
function pick(s: State, rng: Rng, free: Uint8Array, count: number, short: boolean): void {
  const m = s.m;
  free.fill(0);
  let picked = 0;
  const take = (e: number) => {
    if (picked >= count || free[e] === 1) return;
    free[e] = 1;
    picked++;
  };
  const at = short ? shortSlot(s, rng) : -1;
  if (at >= 0) {
    const p = Math.floor(at / WEEK_SLOTS);
    const qualified = [];
    for (let e = 0; e < m.nE; e++) if (m.qualified[e * m.nP + p] === 1) qualified.push(e);
    for (const e of rng.shuffle(qualified)) take(e);
  }
  while (picked < Math.min(count, m.nE)) take(rng.int(m.nE));
}

/** A random position-slot with fewer people than required, or -1. */
function shortSlot(s: State, rng: Rng): number {
  const slots: number[] = [];
  s.short.forEach((bits, word) => {
    for (let b = 0; b < 32; b++) if ((bits >>> b) & 1) slots.push(word * 32 + b);
  });
  return slots.length === 0 ? -1 : (slots[rng.int(slots.length)] ?? -1);
}
