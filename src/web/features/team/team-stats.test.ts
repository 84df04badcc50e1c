import { describe, expect, it } from "vitest";
import { computeTeamStats, describeAge } from "./team-stats";

describe("describeAge", () => {
  it.each([
    // [date of birth, today, expected]
    [null, "2026-11-21", null],
    ["2008-11-21", "2026-11-21", { age: 18, isMinor: false }], // 18th birthday today
    ["2008-11-22", "2026-11-21", { age: 17, isMinor: true }], // 18 tomorrow
    ["2010-02-28", "2026-11-21", { age: 16, isMinor: true }],
    ["1990-01-01", "2026-11-21", { age: 36, isMinor: false }],
    ["2008-02-29", "2026-02-28", { age: 17, isMinor: true }], // leap-day birthday
    ["2008-02-29", "2026-03-01", { age: 18, isMinor: false }],
  ] as const)("born %s, on %s → %j", (dateOfBirth, today, expected) => {
    expect(describeAge(dateOfBirth, today)).toEqual(expected);
  });
});

describe("computeTeamStats", () => {
  const today = "2026-11-21";

  it("is all zeros for an empty team", () => {
    expect(computeTeamStats([], today)).toEqual({ total: 0, trainers: 0, minors: 0, averageDesiredHours: 0 });
  });

  it("counts trainers, minors (unknown birth dates are not minors) and averages hours to one decimal", () => {
    const stats = computeTeamStats(
      [
        { dateOfBirth: "2010-05-01", isTrainerEligible: false, desiredWeeklyHours: 15 },
        { dateOfBirth: "1985-05-01", isTrainerEligible: true, desiredWeeklyHours: 40 },
        { dateOfBirth: null, isTrainerEligible: true, desiredWeeklyHours: 32 },
      ],
      today,
    );
    expect(stats).toEqual({ total: 3, trainers: 2, minors: 1, averageDesiredHours: 29 });
  });

  it("rounds the average", () => {
    const e = (h: number) => ({ dateOfBirth: null, isTrainerEligible: false, desiredWeeklyHours: h });
    expect(computeTeamStats([e(10), e(10), e(11)], today).averageDesiredHours).toBe(10.3);
  });
});
