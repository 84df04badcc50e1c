import { describe, expect, it } from "vitest";
import { checkRoster, computeObjective, type Roster } from "./checker";
import { loadInstance } from "./data";
import { parseInstance } from "./parser";
import { TINY } from "./test-fixtures";

const tiny = parseInstance(TINY);
const _ = null;
const E = "E";
const L = "L";
const off14 = Array<string | null>(14).fill(null);
const withA = (a: (string | null)[]): Roster => ({ A: a, B: off14 });
const base = [E, E, _, _, E, E, _, _, _, _, _, _, _, _];

// Each rule: a roster that keeps it and one that breaks it (and nothing else).
const cases: { rule: string; pass: (string | null)[]; fail: (string | null)[]; message: RegExp }[] = [
  {
    rule: "forbidden succession",
    pass: [E, E, _, _, E, L, _, _, _, _, _, _, _, _],
    fail: [E, E, _, _, L, E, _, _, _, _, _, _, _, _],
    message: /may not follow/,
  },
  {
    rule: "max shifts per type",
    pass: [L, L, _, _, E, E, _, _, _, _, _, _, _, _],
    fail: [L, L, _, _, L, L, _, _, _, _, _, _, _, _],
    message: /shifts of L/,
  },
  {
    rule: "max total minutes",
    pass: base,
    fail: [E, E, _, _, E, E, _, _, E, E, _, _, _, _],
    message: /max 2400/,
  },
  {
    rule: "min total minutes",
    pass: [E, E, _, _, _, _, _, _, _, _, _, _, _, _],
    fail: [E, _, _, _, _, _, _, _, _, _, _, _, _, _],
    message: /min 960/,
  },
  {
    rule: "max consecutive shifts",
    pass: [E, E, E, _, _, _, _, _, _, _, _, _, _, _],
    fail: [E, E, E, E, _, _, _, _, _, _, _, _, _, _],
    message: /consecutive shifts.*max 3/,
  },
  {
    rule: "min consecutive shifts (inner run)",
    pass: [E, E, _, _, _, _, _, _, _, _, _, _, _, E],
    fail: [E, E, _, _, E, _, _, _, _, _, _, _, _, _],
    message: /consecutive shifts.*min 2/,
  },
  {
    rule: "min consecutive days off (inner run)",
    pass: [_, E, E, _, _, E, E, _, _, _, _, _, _, _],
    fail: [E, E, _, E, E, _, _, _, _, _, _, _, _, _],
    message: /days off.*min 2/,
  },
  {
    rule: "max weekends (Sunday counts)",
    pass: [_, _, _, _, _, _, E, E, _, _, _, _, _, _],
    fail: [_, _, _, _, _, _, E, E, _, _, _, _, _, E],
    message: /weekends/,
  },
  {
    rule: "max weekends (Saturday counts)",
    pass: [_, _, _, _, _, E, E, _, _, _, _, _, _, _],
    fail: [_, _, _, _, _, E, E, _, _, _, _, _, E, E],
    message: /weekends/,
  },
  {
    rule: "days off",
    pass: [E, E, _, _, _, _, _, _, E, E, _, _, _, _],
    fail: [E, E, _, _, _, _, _, _, _, E, E, _, _, _],
    message: /day off 10/,
  },
];

describe("checkRoster", () => {
  it.each(cases)("$rule: passing case", ({ pass }) => {
    expect(checkRoster(tiny, withA(pass)).violations).toEqual([]);
  });

  it.each(cases)("$rule: failing case", ({ fail, message }) => {
    const result = checkRoster(tiny, withA(fail));
    expect(result.feasible).toBe(false);
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0]).toMatch(message);
  });

  it("at most one shift a day: a line must have exactly one entry per day", () => {
    expect(checkRoster(tiny, withA([...base, E])).violations[0]).toMatch(/15 days/);
  });

  it("rejects missing employees and unknown shifts", () => {
    expect(checkRoster(tiny, { A: base }).violations).toEqual(["employee B: missing from roster"]);
    const bad = [...base];
    bad[0] = "X";
    expect(checkRoster(tiny, withA(bad)).violations.join()).toMatch(/unknown shift "X"/);
  });

  it("computes the objective by hand: unmet on-request 3 + violated off-request 5 + under-cover 100 + 10", () => {
    expect(computeObjective(tiny, withA(base))).toBe(118);
  });

  it("counts over-cover by its weight", () => {
    expect(computeObjective(tiny, { A: base, B: [E, ...off14.slice(1)] })).toBe(118 + 1 + 1); // off-request of B + over
  });

  it("scores the empty Instance1 roster: every cover unit short (71 × 100) and every on-request unmet (37)", () => {
    const inst = loadInstance(1);
    const empty: Roster = Object.fromEntries(
      inst.staff.map((s) => [s.id, Array<string | null>(14).fill(null)]),
    );
    const result = checkRoster(inst, empty);
    expect(result.objective).toBe(7137);
    expect(result.feasible).toBe(false); // nobody reaches the minimum minutes
  });
});
