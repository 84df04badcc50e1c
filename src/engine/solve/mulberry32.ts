/**
 * The one seeded PRNG (mulberry32), shared by the restaurant solver and the Curtois adapter in lab/:
 * the same seed gives the same stream on every machine, which the determinism promise needs
 * (Math.random cannot be seeded). Each caller keeps its own seed mixing (solve/rng.ts,
 * lab/curtois/rng.ts) so that their streams, and so their schedules, stay what they were.
 */
export class Mulberry32 {
  private state: number;

  /** `state` is the raw 32-bit starting state. */
  constructor(state: number) {
    this.state = state >>> 0;
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

  /** Fisher-Yates in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = items[i] as T;
      items[i] = items[j] as T;
      items[j] = a;
    }
    return items;
  }
}
