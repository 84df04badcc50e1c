import { describe, expect, it } from "vitest";
import { formatTime } from "../../domain/time";
import { checkRules } from "../checker";
import type { OutputShift } from "../output";
import { generateRestaurant } from "../generate";
import { solveWithStats } from "../solver";
import { WEEK, baseRaw, parse, shift } from "../test-fixtures";
import { placeBreaks } from "./assemble";
import { evaluateObjective } from "./evaluate";
import { everyMondayShift, tinyWeek, trainerLimitedWeek, twoDayWeeks } from "./tiny-week";

describe("the lower bound", () => {
  it.each([1, 2])("is at most the exhaustive optimum of a tiny week (%i Cooks needed)", (heads) => {
    const input = parse(tinyWeek(heads));
    let optimum = Number.POSITIVE_INFINITY;
    for (const a of everyMondayShift(1)) {
      for (const b of everyMondayShift(2)) {
        const shifts = [a, b].filter((s): s is OutputShift => s !== null);
        if (checkRules(input, shifts).length > 0) continue;
        optimum = Math.min(optimum, evaluateObjective(input, shifts));
      }
    }
    const { output } = solveWithStats(input, { iterations: 5000, boundIterations: 300 });
    expect(output.metrics.lowerBound).toBeGreaterThan(0);
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(optimum + 1e-9);
    expect(optimum).toBeLessThanOrEqual(output.metrics.objective + 1e-9);
    expect(output.shifts.every((s) => s.date === WEEK)).toBe(true);
  });

  it("counts the max consecutive days: tight on a week where they bind, and at most its exhaustive optimum", () => {
    // Ana alone, at most 2 days in a row, free only 09:00-13:00 (one 4-hour shift a day), and a
    // Server needed 09:00-13:00 every day: she can cover 5 days of 7 at best.
    const raw = baseRaw();
    const days = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
    raw.employees = (raw.employees ?? [])
      .filter((e) => e.id === 1)
      .map((e) => ({
        ...e,
        positionIds: [1],
        maxConsecutiveDays: 2,
        hourlyCost: 12,
        availability: days.map((dayOfWeek) => ({ dayOfWeek, startTime: "09:00", endTime: "13:00" })),
      }));
    raw.demand = days.flatMap((dayOfWeek) =>
      Array.from({ length: 16 }, (_, k) => ({
        positionId: 1,
        dayOfWeek,
        timeSlot: formatTime(540 + 15 * k),
        requiredHeadcount: 1,
      })),
    );
    const input = parse(raw);
    let optimum = Number.POSITIVE_INFINITY;
    for (let mask = 0; mask < 128; mask++) {
      const shifts = [0, 1, 2, 3, 4, 5, 6]
        .filter((d) => (mask >> d) & 1)
        .map((d) => shift(1, 1, d, "09:00", "13:00"));
      if (checkRules(input, shifts).length > 0) continue;
      optimum = Math.min(optimum, evaluateObjective(input, shifts));
    }
    const { output } = solveWithStats(input, { iterations: 5000, boundIterations: 300 });
    expect(optimum).toBeGreaterThan(3200); // two uncovered 4-hour days at least
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(optimum + 1e-9);
    // Relaxing the rule (7 days) would leave the bound near the hours cost alone.
    expect(output.metrics.lowerBound).toBeGreaterThanOrEqual(0.95 * optimum);
  });

  it("prices a day without a trainer: tight on a trainer-limited week, and at most its exhaustive optimum", () => {
    const input = parse(trainerLimitedWeek());
    let optimum = Number.POSITIVE_INFINITY;
    for (const a of twoDayWeeks(1)) {
      for (const b of twoDayWeeks(2)) {
        const shifts = [...a, ...b];
        if (checkRules(input, shifts).length > 0) continue;
        optimum = Math.min(optimum, evaluateObjective(input, shifts));
      }
    }
    const { output } = solveWithStats(input, { iterations: 5000, boundIterations: 300 });
    expect(optimum).toBeGreaterThan(6400); // a whole 8-hour day of two Cooks uncovered at least
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(optimum + 1e-9);
    // Without the trainer cover cuts the bound was 3 663.24 (half of Ana on each day).
    expect(output.metrics.lowerBound).toBeGreaterThanOrEqual(0.95 * optimum);
  });

  it.each([1, 2, 3])(
    "is at most the objective of every schedule the search reports on a generated 20-staff week (seed %i)",
    (seed) => {
      const input = parse(generateRestaurant({ staff: 20, seed }));
      const seen: number[] = [];
      const { output } = solveWithStats(input, {
        iterations: 30_000,
        onProgress: ({ bestObjective }) => seen.push(bestObjective),
      });
      // A longer search from another seed visits other schedules; the bound must stay under them too.
      const longer = solveWithStats(input, { iterations: 300_000, seed: seed + 10, boundIterations: 0 });
      seen.push(output.metrics.objective, longer.output.metrics.objective);
      expect(output.metrics.lowerBound).toBeGreaterThan(0);
      for (const objective of seen) expect(output.metrics.lowerBound).toBeLessThanOrEqual(objective + 1e-9);
    },
  );

  it("is at most the exhaustive optimum of a tiny night at a bar closing at 02:00", () => {
    // Ana (trainer) and Ben, free only Friday 18:00-02:00; a Server needed 20:00-02:00 and a Cook
    // 23:00-01:00 (Friday's small hours are Saturday's): every shift runs past midnight.
    const raw = baseRaw();
    raw.store = { ...raw.store, openTime: "17:00", closeTime: "02:00" };
    raw.employees = (raw.employees ?? [])
      .filter((e) => e.id === 1 || e.id === 2)
      .map((e) => ({
        ...e,
        hourlyCost: 12,
        availability: [{ dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "02:00" }],
      }));
    const slots = (from: number, to: number, positionId: number) =>
      Array.from({ length: (to - from) / 15 }, (_, k) => ({
        positionId,
        dayOfWeek: "FRIDAY" as const,
        timeSlot: formatTime((from + 15 * k) % 1440),
        requiredHeadcount: 1,
      }));
    raw.demand = [...slots(1200, 1560, 1), ...slots(1380, 1500, 2)];
    const input = parse(raw);
    const options: Array<OutputShift | null> = [null];
    for (const positionId of [1, 2])
      for (let start = 1080; start <= 1560 - 240; start += 30)
        for (let end = start + 240; end <= Math.min(1560, start + 480); end += 30)
          options.push({ ...shift(0, positionId, 4, formatTime(start), formatTime(end % 1440)), breaks: [] });
    let optimum = Number.POSITIVE_INFINITY;
    for (const a of options) {
      for (const b of options) {
        const picked: Array<OutputShift | null> = [
          a && { ...a, employeeId: 1 },
          b && { ...b, employeeId: 2 },
        ];
        const shifts = picked
          .filter((s): s is OutputShift => s !== null)
          .map((s) => ({ ...s, breaks: placeBreaks(input, s.start, s.end) }));
        if (checkRules(input, shifts).length > 0) continue;
        optimum = Math.min(optimum, evaluateObjective(input, shifts));
      }
    }
    const { output } = solveWithStats(input, { iterations: 5000, boundIterations: 300 });
    expect(output.shifts.some((s) => s.end <= s.start)).toBe(true);
    expect(output.metrics.lowerBound).toBeGreaterThan(0);
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(optimum + 1e-9);
    expect(optimum).toBeLessThanOrEqual(output.metrics.objective + 1e-9);
  });

  it("is at most the objective of every schedule the search reports on a generated overnight week", () => {
    const input = parse(generateRestaurant({ staff: 20, seed: 2, overnight: true }));
    const seen: number[] = [];
    const { output } = solveWithStats(input, {
      iterations: 30_000,
      onProgress: ({ bestObjective }) => seen.push(bestObjective),
    });
    const longer = solveWithStats(input, { iterations: 300_000, seed: 12, boundIterations: 0 });
    seen.push(output.metrics.objective, longer.output.metrics.objective);
    expect(output.metrics.lowerBound).toBeGreaterThan(0);
    for (const objective of seen) expect(output.metrics.lowerBound).toBeLessThanOrEqual(objective + 1e-9);
  });
});
