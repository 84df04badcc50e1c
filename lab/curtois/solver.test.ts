import { describe, expect, it } from "vitest";
import { checkRoster } from "./checker";
import { loadInstance } from "./data";
import { compileModel, rosterToRecord } from "./model";
import { cyclePosition, solveCurtois } from "./solver";

const instance1 = loadInstance(1);
const model1 = compileModel(instance1);

describe("solveCurtois", () => {
  it("reaches the optimum 607 on Instance1 within a short budget, with a roster the checker accepts", () => {
    const result = solveCurtois(model1, { seed: 1, maxIterations: 3000, timeLimitMs: 8000, target: 607 });
    expect(result.roster).not.toBeNull();
    const check = checkRoster(instance1, rosterToRecord(model1, result.roster ?? new Int8Array()));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(result.objective);
    expect(result.objective).toBe(607);
  });

  it("is deterministic for a seed when budgeted in work", () => {
    const model2 = compileModel(loadInstance(2));
    const run = (seed: number) => solveCurtois(model2, { seed, maxIterations: 300, timeLimitMs: 60_000 });
    const a = run(5);
    const b = run(5);
    expect(a.objective).toBe(b.objective);
    expect(Array.from(a.roster ?? [])).toEqual(Array.from(b.roster ?? []));
  });

  it("keeps every hard rule through all move types where shift-type caps bind (Instance8)", () => {
    const instance8 = loadInstance(8);
    const model8 = compileModel(instance8);
    const result = solveCurtois(model8, {
      seed: 3,
      maxWork: 600,
      timeLimitMs: 60_000,
      blockSwapShare: 0.3,
      lagrangianShare: 0.1,
    });
    const check = checkRoster(instance8, rosterToRecord(model8, result.roster ?? new Int8Array()));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(result.objective);
  });

  it("gives a year-long instance with 50 employees (Instance22) a roster every move keeps feasible", () => {
    const instance22 = loadInstance(22);
    const model22 = compileModel(instance22);
    const result = solveCurtois(model22, { seed: 2, maxWork: 150, timeLimitMs: 60_000 });
    expect(result.roster).not.toBeNull();
    const check = checkRoster(instance22, rosterToRecord(model22, result.roster ?? new Int8Array()));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(result.objective);
  });

  it("stops when aborted and still returns its best roster", () => {
    const controller = new AbortController();
    controller.abort();
    const result = solveCurtois(model1, { seed: 1, signal: controller.signal });
    expect(result.iterations).toBe(0);
    expect(result.roster).not.toBeNull();
  });

  it.each([
    [0, 0, 0],
    [1 / 30, 0, 0.5],
    [1 / 15, 1, 0],
    [0.19, 1, 0.925],
    [0.6, 3, 0.25],
    [1, 3, 1],
  ])("cyclePosition(%f, 4) is cycle %i at %f", (p, cycle, within) => {
    const pos = cyclePosition(p, 4);
    expect(pos.cycle).toBe(cycle);
    expect(pos.within).toBeCloseTo(within, 9);
  });
});
