/**
 * A small seeded PRNG (mulberry32): the same seed gives the same stream on every machine, which the
 * determinism promise needs (Math.random cannot be seeded).
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    // Mix the seed so that 1, 2, 3 … start far apart.
    this.state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ 0x6a09e667) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}
