import { type AfterSearchContext, type AfterSearchResult, Rng } from "../../src/engine/index";
import { mipLns, type MipLnsOptions, type MipLnsResult } from "./mip-lns";
import { mipStep, type MipStepOptions } from "./mip-step";

export interface MipAfterSearchOptions {
  /** The compact-MIP step (mip-step.ts); off when absent. */
  mip?: MipStepOptions;
  /** MIP-LNS (mip-lns.ts); off when absent. */
  mipLns?: MipLnsOptions;
  /** Told what MIP-LNS did, when it ran. */
  onLns?: (result: MipLnsResult) => void;
}

/**
 * The HiGHS work on a restaurant week as solve()'s `afterSearch` hook: the compact-MIP step first (its
 * proven bound joins metrics.lowerBound, its schedule replaces the search's when better), then MIP-LNS
 * on whatever schedule that leaves, on a stream of its own (the solve's seed + 104 729). Both run after
 * the first annealing run, before the proof-driven runs (docs/engine.md).
 */
export function mipAfterSearch(
  options: MipAfterSearchOptions,
): (context: AfterSearchContext) => AfterSearchResult {
  return ({ state, frame, fixed, seed, shouldStop }) => {
    const step = options.mip === undefined ? null : mipStep(state, frame, fixed, options.mip, shouldStop);
    if (options.mipLns !== undefined)
      options.onLns?.(mipLns(state, frame, fixed, options.mipLns, new Rng(seed + 104_729), shouldStop));
    return step === null ? {} : { bound: step.bound };
  };
}
