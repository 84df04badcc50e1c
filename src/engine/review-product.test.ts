import { describe, expect, it } from "vitest";
import { timeSlots } from "../domain/time";
import { reviewSchedule } from "./review";
import { baseRaw, parse, shift, WEEK } from "./test-fixtures";

describe("reviewSchedule as the schedule server uses it", () => {
  it("pays overtime at 1.5× and warns OVERTIME naming the person's shifts", () => {
    // Ana at 20/h works five 8.5 h shifts with a 30 min meal: 40 h worked, 5 past a 35 h threshold.
    const raw = baseRaw();
    raw.constraints = { overtimeThreshold: 35 };
    raw.employees = (raw.employees ?? []).map((e) => (e.id === 1 ? { ...e, hourlyCost: 20 } : e));
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(1, 1, d, "09:00", "17:30"));
    const review = reviewSchedule(parse(raw), shifts);
    expect(review.metrics.totalHours).toBe(40);
    expect(review.metrics.overtimeHours).toBe(5);
    // 35 h × 20 + 5 h × 30 = 850
    expect(review.metrics.laborCost).toBe(850);
    const overtime = review.warnings.filter((w) => w.code === "OVERTIME");
    expect(overtime).toHaveLength(1);
    expect(overtime[0]).toMatchObject({ employeeId: 1, shiftIndexes: [0, 1, 2, 3, 4] });
  });

  it("merges short slots into UNDERSTAFFED ranges per position and day", () => {
    const raw = baseRaw();
    raw.demand = timeSlots("10:00", "13:45").map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    }));
    // Ben covers 10:00-13:00; the open shift covers nothing: short 13:00-14:00 only.
    const review = reviewSchedule(parse(raw), [
      shift(2, 1, 0, "09:00", "13:00"),
      shift(null, 1, 0, "13:00", "17:00"),
    ]);
    const short = review.warnings
      .filter((w) => w.code === "UNDERSTAFFED")
      .map((w) => [w.date, w.start, w.end]);
    expect(short).toEqual([[WEEK, "13:00", "14:00"]]);
    expect(review.metrics.coveragePercent).toBe(75);
    expect(review.coverage.filter((c) => c.required > 0)).toHaveLength(16);
  });

  it("reports hard rules with their codes and the shifts they name", () => {
    const raw = baseRaw();
    // Cy (a minor) past the curfew; Ben twice on Tuesday.
    const review = reviewSchedule(parse(raw), [
      shift(3, 1, 0, "17:00", "23:00"),
      shift(2, 1, 1, "09:00", "13:00"),
      shift(2, 1, 1, "15:00", "19:00"),
    ]);
    const byCode = new Map(review.warnings.map((w) => [w.code, w]));
    expect(byCode.get("MINOR_CURFEW")?.shiftIndexes).toEqual([0]);
    expect(byCode.get("DOUBLE_SHIFT")?.shiftIndexes).toEqual(expect.arrayContaining([1, 2]));
    expect(review.metrics.hardViolations).toBeGreaterThanOrEqual(2);
    expect(reviewSchedule(parse(raw), [shift(2, 1, 1, "09:00", "13:00")]).metrics.hardViolations).toBe(0);
  });
});
