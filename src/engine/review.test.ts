import { describe, expect, it } from "vitest";
import type { EngineInputRaw } from "./input";
import { reviewSchedule } from "./review";
import { solve } from "./solver";
import { WEEK, baseRaw, goldenStore, parse, shift } from "./test-fixtures";

/**
 * Hand-computed: overtime past 10 h. Ana (20/h) works Mon 09:00-17:00 (7.5 h) and Tue 12:00-17:00 (5 h)
 * here and Wed 09:00-13:00 (4 h) at another store: 16.5 h in the week, 6.5 h overtime paid here.
 * Ben (no wage) works Mon 13:00-21:00 and Tue 04:00-09:00 (7 h rest, under 8): 12.5 h, 2.5 h overtime.
 * Hours 25, overtime 9, cost 20 × (12.5 + 0.5 × 6.5) = 315. Needs: 2 Servers Mon 09:00-09:30 (1 there),
 * 1 Server Tue 10:00-11:00 (nobody).
 */
function fixture(): EngineInputRaw {
  const raw = baseRaw();
  raw.constraints = { overtimeThreshold: 10, maxClopenGap: 0 };
  const ana = raw.employees?.[0];
  if (ana) ana.hourlyCost = 20;
  raw.demand = [
    ...["09:00", "09:15"].map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 2,
    })),
    ...["10:00", "10:15", "10:30", "10:45"].map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "TUESDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    })),
  ];
  raw.fixedShifts = [{ positionId: 42, employeeId: 1, date: "2026-11-25", start: "09:00", end: "13:00" }];
  return raw;
}

const shifts = [
  shift(1, 1, 0, "09:00", "17:00"),
  shift(2, 1, 0, "13:00", "21:00"),
  shift(1, 1, 1, "12:00", "17:00"),
  shift(2, 1, 1, "04:00", "09:00"),
];

describe("reviewSchedule", () => {
  const review = reviewSchedule(parse(fixture()), shifts);

  it("computes hours, overtime at 1.5× with other stores' hours, coverage and violations", () => {
    expect(review.metrics).toMatchObject({
      coveragePercent: 25, // 2 of 8 staff-slots
      understaffedHours: 1.5,
      totalHours: 25,
      overtimeHours: 9,
      laborCost: 315,
      hardViolations: 1,
      lowerBound: 0,
    });
    expect(review.metrics.objective).toBeGreaterThan(0);
  });

  it.each([
    {
      code: "MIN_REST",
      date: "2026-11-24",
      positionId: null,
      start: null,
      end: null,
      employeeId: 2,
      shiftIndexes: [1, 3],
    },
    {
      code: "UNDERSTAFFED",
      date: WEEK,
      positionId: 1,
      start: "09:00",
      end: "09:30",
      employeeId: null,
      shiftIndexes: [],
    },
    {
      code: "UNDERSTAFFED",
      date: "2026-11-24",
      positionId: 1,
      start: "10:00",
      end: "11:00",
      employeeId: null,
      shiftIndexes: [],
    },
    {
      code: "OVERTIME",
      date: "2026-11-24",
      positionId: null,
      start: null,
      end: null,
      employeeId: 1,
      shiftIndexes: [0, 2],
    },
    {
      code: "OVERTIME",
      date: "2026-11-24",
      positionId: null,
      start: null,
      end: null,
      employeeId: 2,
      shiftIndexes: [1, 3],
    },
  ])("warns $code for $employeeId on $date $start", (expected) => {
    expect(review.warnings).toContainEqual({ ...expected, message: expect.any(String) });
  });

  it("gives exactly those warnings, with messages a manager can read", () => {
    expect(review.warnings.map((w) => w.message)).toEqual([
      "Ben would have 7 h of rest between Mon 23 Nov 21:00 and Tue 24 Nov 04:00, under the 8 h minimum",
      "Server on Mon 23 Nov 09:00-09:30 is short by up to 1 (0.5 h of staff time missing)",
      "Server on Tue 24 Nov 10:00-11:00 is short by up to 1 (1 h of staff time missing)",
      "Ana would work 16.5 h this week (4 h of it at other stores), 6.5 h of overtime here past the 10 h threshold (paid at 1.5×)",
      "Ben would work 12.5 h this week, 2.5 h of overtime here past the 10 h threshold (paid at 1.5×)",
    ]);
  });

  it("lists coverage per slot with a need or someone on it", () => {
    expect(review.coverage).toContainEqual({
      positionId: 1,
      date: WEEK,
      timeSlot: "09:00",
      required: 2,
      scheduled: 1,
    });
    expect(review.coverage).toContainEqual({
      positionId: 1,
      date: "2026-11-24",
      timeSlot: "10:00",
      required: 1,
      scheduled: 0,
    });
  });

  it("reports the same metrics and coverage the solver gives its own output", () => {
    const input = parse(goldenStore());
    const output = solve(input, { iterations: 3000 });
    const again = reviewSchedule(input, output.shifts);
    expect(again.metrics).toEqual({ ...output.metrics, lowerBound: 0 });
    expect(again.coverage).toEqual(output.coverage);
    const understaffed = (
      list: Array<{ code: string; date: string; start: string | null; end: string | null }>,
    ) => list.filter((w) => w.code === "UNDERSTAFFED").map((w) => `${w.date} ${w.start}-${w.end}`);
    expect(understaffed(again.warnings)).toEqual(understaffed(output.warnings));
  });
});
