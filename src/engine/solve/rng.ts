import { Mulberry32 } from "./mulberry32";

/** The restaurant solver's PRNG: the core mulberry32 (mulberry32.ts) with the seed mixed so that 1, 2, 3 … start far apart. */
export class Rng extends Mulberry32 {
  constructor(seed: number) {
    super((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ 0x6a09e667) >>> 0);
  }
}
