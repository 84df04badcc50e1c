import { Mulberry32 as CoreRng } from "../../src/engine/index";

/** The Curtois solver's PRNG: the engine's core mulberry32 (src/engine/solve/mulberry32.ts), seed 0 replaced by a fixed odd constant. */
export class Rng extends CoreRng {
  constructor(seed: number) {
    super(seed >>> 0 || 0x9e3779b9);
  }
}
