import { describe, expect, it } from "vitest";
import { Rng as CurtoisRng } from "../../../lab/curtois/rng";
import { Rng as SolverRng } from "./rng";

// The streams as they were before the two PRNGs shared opt/rng.ts: the same seed must keep giving the
// same schedules and rosters (determinism across versions, and the benchmark figures in the docs).
describe("the shared PRNG", () => {
  it("keeps the restaurant solver's stream", () => {
    const r = new SolverRng(1);
    expect([r.next(), r.next(), r.int(1000)]).toEqual([0.22085498995147645, 0.5303928824141622, 303]);
  });

  it("keeps the Curtois adapter's stream, seed 0 included, and its shuffle", () => {
    const r = new CurtoisRng(1);
    expect([r.next(), r.next(), r.int(1000)]).toEqual([0.6270739405881613, 0.002735721180215478, 527]);
    const zero = new CurtoisRng(0);
    expect([zero.next(), zero.int(1000)]).toEqual([0.3588899802416563, 105]);
    expect(new CurtoisRng(7).shuffle([1, 2, 3, 4, 5, 6])).toEqual([5, 2, 3, 4, 6, 1]);
  });
});
