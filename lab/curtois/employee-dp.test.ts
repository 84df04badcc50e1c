import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRoster } from "./checker";
import { EmployeeDp } from "./employee-dp";
import { compileModel, lineCost } from "./model";
import { parseInstance } from "./parser";
import { NINE_DAYS } from "./test-fixtures";

const instance = parseInstance(NINE_DAYS);
const model = compileModel(instance);
const H = model.days;
const V = model.shifts + 1;

/** Every line of employee A the independent checker accepts, as value arrays (0 off, 1 + shift). */
function feasibleLines(): Int8Array[] {
  const out: Int8Array[] = [];
  const total = V ** H;
  for (let code = 0; code < total; code++) {
    const line = new Int8Array(H);
    let c = code;
    for (let d = 0; d < H; d++) {
      line[d] = c % V;
      c = Math.floor(c / V);
    }
    const named = Array.from(line, (v) => (v === 0 ? null : (model.shiftIds[v - 1] ?? null)));
    if (checkRoster(instance, { A: named }).feasible) out.push(line);
  }
  return out;
}

/** Costs of every value on every day, whole numbers from -10 to 10. */
const randomCosts = fc.array(fc.integer({ min: -10, max: 10 }), { minLength: H * V, maxLength: H * V });

describe("EmployeeDp", () => {
  const lines = feasibleLines();
  const isFeasible = (line: Int8Array) => lines.some((l) => l.every((v, d) => v === line[d]));

  it("with exact caps, finds the same optimum as enumerating every feasible line, for random costs", () => {
    expect(lines.length).toBeGreaterThan(10);
    const dp = new EmployeeDp(model, true);
    fc.assert(
      fc.property(randomCosts, (raw) => {
        const costs = Float64Array.from(raw);
        let best = Number.POSITIVE_INFINITY;
        for (const line of lines) {
          best = Math.min(best, lineCost(costs, V, line));
        }
        const result = dp.solve(0, costs);
        expect(result?.cost).toBe(best);
        // and the line it returns is itself feasible and costs what it claims
        const line = result?.line ?? new Int8Array(H);
        expect(isFeasible(line)).toBe(true);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it("pruned by the cost of any feasible line, still finds the optimum", () => {
    const dp = new EmployeeDp(model, true);
    fc.assert(
      fc.property(randomCosts, fc.nat(), (raw, pick) => {
        const costs = Float64Array.from(raw);
        const known = lines[pick % lines.length] ?? new Int8Array(H);
        const incumbent = lineCost(costs, V, known);
        expect(dp.solve(0, costs, undefined, incumbent)?.cost).toBe(dp.solve(0, costs)?.cost);
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it("asked for a line below a limit, returns the optimum when it is below and nothing otherwise", () => {
    const dp = new EmployeeDp(model, true);
    fc.assert(
      fc.property(randomCosts, fc.integer({ min: -3, max: 3 }), (raw, offset) => {
        const costs = Float64Array.from(raw);
        const optimum = dp.solve(0, costs)?.cost ?? Number.POSITIVE_INFINITY;
        const below = dp.solveBelow(0, costs, optimum + offset);
        if (offset > 0) expect(below?.cost).toBe(optimum);
        else expect(below).toBeNull();
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it("with priced caps, always returns a feasible line no cheaper than the optimum", () => {
    const dp = new EmployeeDp(model);
    const exact = new EmployeeDp(model, true);
    let same = 0;
    fc.assert(
      fc.property(randomCosts, (raw) => {
        const costs = Float64Array.from(raw);
        const result = dp.solve(0, costs);
        const optimum = exact.solve(0, costs)?.cost ?? Number.NaN;
        const line = result?.line ?? new Int8Array(H);
        expect(isFeasible(line)).toBe(true);
        expect(result?.cost).toBeGreaterThanOrEqual(optimum);
        if (result?.cost === optimum) same++;
      }),
      { numRuns: 60, seed: 7 },
    );
    expect(same).toBeGreaterThan(40); // pricing is a heuristic, but usually exact
  });

  it("when the exact state is too large, prices minutes, weekends and caps and still keeps every rule", () => {
    const dp = new EmployeeDp(model);
    const exact = new EmployeeDp(model, true);
    let found = 0;
    fc.assert(
      fc.property(randomCosts, (raw) => {
        const costs = Float64Array.from(raw);
        const result = dp.solve(0, costs, 1); // one cell allowed: the exact sweep is always refused
        if (result === null) return;
        found++;
        expect(isFeasible(result.line)).toBe(true);
        const cost = lineCost(costs, V, result.line);
        expect(result.cost).toBe(cost);
        expect(cost).toBeGreaterThanOrEqual(exact.solve(0, costs)?.cost ?? Number.NaN);
      }),
      { numRuns: 60, seed: 17 },
    );
    expect(dp.approximations).toBeGreaterThanOrEqual(60);
    expect(found).toBeGreaterThan(50);
  });
});
