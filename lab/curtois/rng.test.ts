import { describe, expect, it } from "vitest";
import { Rng } from "./rng";

// The stream as it has always been on the engine's core mulberry32: the same seed must keep giving the
// same rosters (the benchmark figures in docs/curtois-bench.md).
describe("the Curtois adapter's PRNG", () => {
  it("keeps its stream, seed 0 included, and its shuffle", () => {
    const r = new Rng(1);
    expect([r.next(), r.next(), r.int(1000)]).toEqual([0.6270739405881613, 0.002735721180215478, 527]);
    const zero = new Rng(0);
    expect([zero.next(), zero.int(1000)]).toEqual([0.3588899802416563, 105]);
    expect(new Rng(7).shuffle([1, 2, 3, 4, 5, 6])).toEqual([5, 2, 3, 4, 6, 1]);
  });
});
