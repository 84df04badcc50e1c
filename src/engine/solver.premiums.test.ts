import { describe, expect, it } from "vitest";
import { generateRestaurant } from "./generate";
import { parseEngineInput, type EngineInputRaw } from "./input";
import { proposeGapShift } from "./fix-gap";
import { computeMetrics } from "./metrics";
import type { OutputShift } from "./output";
import { premiumCostOf } from "./premiums";
import { reviewSchedule } from "./review";
import { evaluatePremium } from "./solve/evaluate";
import { buildModel, DAYS } from "./solve/model";
import { Rng } from "./solve/rng";
import { State } from "./solve/state";
import { DEFAULT_WEIGHTS } from "./solve/weights";
import { solve } from "./solver";
import { WEEK, parse, shift } from "./test-fixtures";

// Fair Workweek premiums inside re-runs (issue 35, docs/engine.md "Premiums"): the input's fields,
// their price in the search, and metrics.premiumCost.

const WEDNESDAY = "2026-11-25";

const slots = (from: number, to: number) =>
  Array.from({ length: (to - from) * 4 }, (_, k) => {
    const minutes = from * 60 + 15 * k;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  });

/**
 * A one-position store: two servers needed Wednesday 10:00-16:00. Ana and Ben were posted for it;
 * Ana calls out (time off). Cy and Dee, alike in every way, are free that day: the re-run must give
 * the shift to one of them, and only the premiums tell them apart.
 */
function callOut(): EngineInputRaw {
  const person = (id: number, name: string) => ({
    id,
    name,
    positionIds: [1],
    desiredWeeklyHours: 6,
    hourlyCost: 15,
    preferences: { preferredShiftType: "MID" as const, prefersWeekends: true, desiredHoursMin: 0 },
  });
  return {
    weekStart: WEEK,
    store: {
      timezone: "America/New_York",
      openTime: "09:00",
      closeTime: "21:00",
      defaultShiftMinLength: 360,
      defaultShiftMaxLength: 360,
    },
    constraints: {},
    positions: [{ id: 1, name: "Server" }],
    demand: slots(10, 16).map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "WEDNESDAY" as const,
      timeSlot,
      requiredHeadcount: 2,
    })),
    employees: [
      { ...person(1, "Ana"), timeOff: [{ startDate: WEDNESDAY, endDate: WEDNESDAY }] },
      person(2, "Ben"),
      person(3, "Cy"),
      person(4, "Dee"),
    ],
    currentShifts: [1, 2].map((employeeId) => ({
      positionId: 1,
      employeeId,
      date: WEDNESDAY,
      start: "10:00",
      end: "16:00",
      premium: { cancelled: 45, changed: 15 },
    })),
  };
}

const errorsOf = (raw: unknown) => {
  const result = parseEngineInput(raw);
  return result.ok ? [] : result.errors;
};

describe("premium inputs", () => {
  it("are optional: no premium on a current shift, no add premiums", () => {
    const raw = callOut();
    raw.currentShifts = raw.currentShifts?.map(({ premium: _premium, ...rest }) => rest);
    const input = parse(raw);
    expect(input.addPremiums).toEqual([]);
    expect(input.currentShifts[0]?.premium).toBeUndefined();
  });

  it("refuse negative or non-finite money", () => {
    const raw = callOut();
    const current = raw.currentShifts?.[0];
    if (!current) throw new Error("fixture");
    current.premium = { cancelled: -1, changed: Number.POSITIVE_INFINITY };
    raw.addPremiums = [{ employeeId: 4, date: WEDNESDAY, money: Number.NaN }];
    const errors = errorsOf(raw);
    expect(errors.some((e) => e.startsWith("currentShifts.0.premium.cancelled:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("currentShifts.0.premium.changed:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("addPremiums.0.money:"))).toBe(true);
  });

  it("refuse add premiums outside the week and twice for one person-day", () => {
    const raw = callOut();
    raw.addPremiums = [
      { employeeId: 3, date: "2026-11-30", money: 15 },
      { employeeId: 3, date: WEDNESDAY, money: 15 },
      { employeeId: 3, date: WEDNESDAY, money: 10 },
    ];
    expect(errorsOf(raw)).toEqual([
      "addPremiums.0.date: Outside the week",
      `addPremiums.2: Duplicate add premium for 3 on ${WEDNESDAY}`,
    ]);
  });

  it("refuse a current shift with a premium outside the week, and ignore unknown people", () => {
    const raw = callOut();
    raw.currentShifts = [
      {
        positionId: 1,
        employeeId: 2,
        date: "2026-11-22",
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 1, changed: 1 },
      },
    ];
    expect(errorsOf(raw)).toEqual(["currentShifts.0.date: A shift with a premium lies outside the week"]);
    const unknown = callOut();
    unknown.addPremiums = [{ employeeId: 99, date: WEDNESDAY, money: 15 }];
    expect(errorsOf(unknown)).toEqual([]);
    expect(buildModel(parse(unknown)).premiumAdded.every((x) => x === 0)).toBe(true);
  });
});

describe("metrics.premiumCost", () => {
  // Posted: Ben Mon 10-16 (kept), Ben Tue 10-16 (moved to 11-17), Ben Wed 10-16 (cancelled), Cy Mon
  // 10-16 as a Server (made a Cook), Cy Tue 16:00-24:00 (kept, written 00:00 then). Added: Dee on
  // Thursday (add premium 12.5) and Dee on Friday (no add premium), Cy on Wednesday with one.
  const raw = (): EngineInputRaw => ({
    ...callOut(),
    store: { timezone: "America/New_York", openTime: "09:00", closeTime: "23:00" },
    positions: [
      { id: 1, name: "Server" },
      { id: 2, name: "Cook" },
    ],
    demand: [],
    currentShifts: [
      {
        positionId: 1,
        employeeId: 2,
        date: "2026-11-23",
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 40, changed: 10 },
      },
      {
        positionId: 1,
        employeeId: 2,
        date: "2026-11-24",
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 41, changed: 11 },
      },
      {
        positionId: 1,
        employeeId: 2,
        date: WEDNESDAY,
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 42, changed: 12 },
      },
      {
        positionId: 1,
        employeeId: 3,
        date: "2026-11-23",
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 43, changed: 13 },
      },
      {
        positionId: 1,
        employeeId: 3,
        date: "2026-11-24",
        start: "16:00",
        end: "00:00",
        premium: { cancelled: 44, changed: 14 },
      },
      {
        positionId: 1,
        employeeId: null,
        date: "2026-11-27",
        start: "10:00",
        end: "16:00",
        premium: { cancelled: 99, changed: 99 },
      },
    ],
    addPremiums: [
      { employeeId: 4, date: "2026-11-26", money: 12.5 },
      { employeeId: 3, date: WEDNESDAY, money: 7 },
      { employeeId: 2, date: "2026-11-23", money: 1000 }, // Ben had a posted shift that day: never paid
    ],
  });
  const after: OutputShift[] = [
    shift(2, 1, 0, "10:00", "16:00"),
    shift(2, 1, 1, "11:00", "17:00"),
    shift(3, 2, 0, "10:00", "16:00"),
    shift(3, 1, 1, "16:00", "24:00"),
    shift(3, 1, 2, "10:00", "16:00"),
    shift(4, 1, 3, "10:00", "16:00"),
    shift(4, 1, 4, "10:00", "16:00"),
  ];
  const expected = 11 + 42 + 13 + 12.5 + 7;

  it("is each changed person-day's premium, read from the strings", () => {
    const input = parse(raw());
    expect(premiumCostOf(input, after)).toBe(expected);
    const metrics = computeMetrics(input, after, { hardViolations: 0, objective: 0, lowerBound: 0 });
    expect(metrics.premiumCost).toBe(expected);
    expect(reviewSchedule(input, after).metrics.premiumCost).toBe(expected);
    expect(premiumCostOf(input, [])).toBe(40 + 41 + 42 + 43 + 44);
  });

  it("is what the search's State counts for the same shifts", () => {
    const input = parse(raw());
    expect(evaluatePremium(input, after)).toBe(expected);
    expect(evaluatePremium(input, [])).toBe(premiumCostOf(input, []));
  });

  it("is kept incrementally by the State through any sequence of moves, as a recount finds it", () => {
    const input = parse(raw());
    const m = buildModel(input, { pricingOnly: true });
    const s = new State(m, DEFAULT_WEIGHTS);
    const rng = new Rng(5);
    for (let k = 0; k < 2000; k++) {
      const e = rng.int(m.nE);
      const d = rng.int(DAYS);
      s.clear(e, d);
      if (rng.next() < 0.6) {
        const start = 600 + 60 * rng.int(3);
        s.place(e, d, rng.int(m.nP), start, start + 360);
      }
      const incremental = s.premiumMoney;
      const objective = s.objective;
      s.resync();
      expect(s.premiumMoney).toBeCloseTo(incremental, 9);
      expect(s.objective).toBeCloseTo(objective, 9);
    }
    expect(s.objective).toBeCloseTo(s.quality + s.changeCost + 0.1 * s.premiumMoney, 9);
  });
});

describe("re-runs with premiums", () => {
  const options = { iterations: 30_000, extraRounds: 0 };
  const worker = (raw: EngineInputRaw) =>
    solve(parse(raw), options).shifts.find((s) => s.date === WEDNESDAY && s.employeeId !== 2)?.employeeId;

  it("give the called-out shift to the person whose add premium is lower", () => {
    const cyCosts = callOut();
    cyCosts.addPremiums = [
      { employeeId: 3, date: WEDNESDAY, money: 75 },
      { employeeId: 4, date: WEDNESDAY, money: 15 },
    ];
    const deeCosts = callOut();
    deeCosts.addPremiums = [
      { employeeId: 3, date: WEDNESDAY, money: 15 },
      { employeeId: 4, date: WEDNESDAY, money: 75 },
    ];
    expect(worker(cyCosts)).toBe(4);
    expect(worker(deeCosts)).toBe(3);
  });

  it("make Fix propose the gap's shift to the person whose add premium is lower", () => {
    const gap = { positionId: 1, date: WEDNESDAY, start: "10:00", end: "16:00" };
    const fix = (cy: number, dee: number) => {
      const raw = callOut();
      raw.currentShifts = raw.currentShifts?.filter((s) => s.employeeId === 2);
      raw.addPremiums = [
        { employeeId: 3, date: WEDNESDAY, money: cy },
        { employeeId: 4, date: WEDNESDAY, money: dee },
      ];
      return proposeGapShift(parse(raw), gap).employeeId;
    };
    expect(fix(75, 15)).toBe(4);
    expect(fix(15, 75)).toBe(3);
  });

  it("report the premium the new plan costs, as recomputed from its shifts, and keep the bound below the objective", () => {
    const raw = callOut();
    raw.addPremiums = [
      { employeeId: 3, date: WEDNESDAY, money: 15 },
      { employeeId: 4, date: WEDNESDAY, money: 15 },
    ];
    const input = parse(raw);
    const output = solve(input, options);
    // Ana's shift is cancelled (her own call-out: 45 by these inputs), Ben's kept, one person added (15).
    expect(output.metrics.premiumCost).toBe(60);
    expect(output.metrics.premiumCost).toBe(premiumCostOf(input, output.shifts));
    expect(evaluatePremium(input, output.shifts)).toBe(60);
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(output.metrics.objective);
  });

  it("give the same schedule as before premiums existed when the fields are absent or zero", () => {
    const raw = generateRestaurant({ staff: 10, positions: 3, seed: 3 });
    const quick = { iterations: 20_000, extraRounds: 0, boundIterations: 0 };
    const first = solve(parse(raw), quick);
    const posted = first.shifts.map(({ positionId, employeeId, date, start, end }) => ({
      positionId,
      employeeId,
      date,
      start,
      end,
    }));
    const plain = structuredClone(raw);
    plain.currentShifts = posted;
    const zero = structuredClone(raw);
    zero.currentShifts = posted.map((s) => ({ ...s, premium: { cancelled: 0, changed: 0 } }));
    zero.addPremiums = (raw.employees ?? []).map((e) => ({ employeeId: e.id, date: WEDNESDAY, money: 0 }));
    const a = solve(parse(plain), { ...quick, seed: 7 });
    const b = solve(parse(zero), { ...quick, seed: 7 });
    expect(b).toEqual(a);
    expect(a.metrics.premiumCost).toBe(0);
  });
});
