import { describe, expect, it } from "vitest";
import { Rng } from "./rng";

// The stream as it has always been: the same seed must keep giving the same schedules (determinism
// across versions, and the benchmark figures in the docs). lab/curtois/rng.test.ts pins the Curtois
// adapter's stream on the same core.
describe("the restaurant solver's PRNG", () => {
  it("keeps its stream", () => {
    const r = new Rng(1);
    expect([r.next(), r.next(), r.int(1000)]).toEqual([0.22085498995147645, 0.5303928824141622, 303]);
  });
});
