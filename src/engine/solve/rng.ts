import { Rng as CoreRng } from "./mulberry32";

/** The restaurant solver's PRNG: the core mulberry32 (opt/rng.ts) with the seed mixed so that 1, 2, 3 … start far apart. */
export class Rng extends CoreRng {
  constructor(seed: number) {
    super((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ 0x6a09e667) >>> 0);
  }
}
