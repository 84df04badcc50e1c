import { describe, expect, it } from "vitest";
import { parseTime } from "../domain/time";
import { checkSchedule } from "./checker";
import type { EngineInputRaw } from "./input";
import { solveWithStats } from "./solver";
import { WEEK, baseRaw, goldenStore, parse } from "./test-fixtures";

/** A tiny store: a lunch need on Monday, a single Cook slot on Tuesday, a late need nobody can fully meet. */
function tinyStore(): EngineInputRaw {
  const raw = baseRaw();
  raw.demand = [];
  for (let m = 600; m < 840; m += 15) {
    const t = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    raw.demand.push({ positionId: 1, dayOfWeek: "MONDAY", timeSlot: t, requiredHeadcount: m >= 720 ? 2 : 1 });
  }
  raw.demand.push({ positionId: 1, dayOfWeek: "THURSDAY", timeSlot: "23:00", requiredHeadcount: 5 });
  raw.demand.push({ positionId: 2, dayOfWeek: "TUESDAY", timeSlot: "18:00", requiredHeadcount: 1 });
  return raw;
}

const rest = (start: string, end: string) => ({ start, end, kind: "REST" as const });

describe("solve on a tiny store (golden)", () => {
  const input = parse(goldenStore());
  const { output } = solveWithStats(input, { iterations: 20_000 });
  const stripped = (o: typeof output) => o.shifts.map(({ explanation: _explanation, ...s }) => s);

  it("gives exactly the expected shifts, whatever the seed", () => {
    const expected = [
      {
        positionId: 1,
        employeeId: 1,
        date: "2026-11-23",
        start: "10:00",
        end: "14:00",
        breaks: [rest("12:00", "12:15")],
      },
      {
        positionId: 1,
        employeeId: 2,
        date: "2026-11-23",
        start: "17:00",
        end: "21:00",
        breaks: [rest("19:00", "19:15")],
      },
      {
        positionId: 2,
        employeeId: 1,
        date: "2026-11-24",
        start: "12:00",
        end: "16:00",
        breaks: [rest("14:00", "14:15")],
      },
      {
        positionId: 2,
        employeeId: 2,
        date: "2026-11-24",
        start: "12:00",
        end: "16:00",
        breaks: [rest("14:00", "14:15")],
      },
      {
        positionId: 1,
        employeeId: 2,
        date: "2026-11-28",
        start: "18:00",
        end: "22:00",
        breaks: [rest("20:00", "20:15")],
      },
      {
        positionId: 2,
        employeeId: null,
        date: "2026-11-29",
        start: "10:00",
        end: "14:00",
        breaks: [rest("12:00", "12:15")],
      },
    ];
    expect(stripped(output)).toEqual(expected);
    for (const seed of [2, 3])
      expect(stripped(solveWithStats(input, { iterations: 20_000, seed }).output)).toEqual(expected);
  });

  it("reports the need it cannot meet, and why", () => {
    expect(output.warnings).toEqual([
      {
        code: "UNDERSTAFFED",
        message:
          "Cook 2026-11-29 10:00-14:00: short by up to 1 (4 staff-hours). 2 qualified Cook: " +
          "Ana on time off, Ben would need another trainer on shift",
        date: "2026-11-29",
        positionId: 2,
        start: "10:00",
        end: "14:00",
        employeeId: null,
      },
    ]);
  });

  it("explains a shift", () => {
    expect(output.shifts[1]?.explanation).toEqual({
      summary: "Ben works Server on Monday 17:00-21:00 (4 h worked)",
      factors: [
        "covers 16 understaffed slots at 17:00-21:00",
        "CLOSING shift, as preferred",
        "12 h of 30 h desired this week",
      ],
      alternatives: [
        { employeeId: 3, reason: "Cy: has 0 h of 15 h desired; Ben was further below their wish" },
        { employeeId: 4, reason: "Dee: available only 09:00-13:00" },
        { employeeId: 1, reason: "Ana: already works 10:00-14:00 as Server" },
      ],
    });
    expect(output.shifts[3]?.explanation?.factors).toContain("works alongside a trainer");
  });

  it("has the expected metrics", () => {
    expect(output.metrics).toEqual({
      coveragePercent: 83.33,
      understaffedHours: 4,
      overstaffedHours: 0,
      totalHours: 20,
      overtimeHours: 0,
      laborCost: 0,
      fairness: 0.83,
      preferencesMet: 0.3,
      hardViolations: 0,
      objective: 2691.6,
      // Sunday's Cook need (no trainer could be there) is 1600; the Lagrangian bound adds what the
      // staff's hours wishes must cost: within 2.2 % of the objective.
      lowerBound: 2691.55,
      premiumCost: 0,
    });
    expect(checkSchedule(input, output)).toEqual([]);
  });
});

describe("solve", () => {
  it("keeps locked shifts and gives them their breaks", () => {
    const raw = tinyStore();
    raw.lockedShifts = [{ positionId: 1, employeeId: 3, date: "2026-11-25", start: "09:00", end: "15:00" }];
    const input = parse(raw);
    const { output } = solveWithStats(input, { iterations: 3000 });
    const locked = output.shifts.find((s) => s.employeeId === 3 && s.date === "2026-11-25");
    expect(locked).toMatchObject({ start: "09:00", end: "15:00" });
    expect(locked?.breaks).toEqual([
      { kind: "REST", start: "10:30", end: "10:45" },
      { kind: "MEAL", start: "11:45", end: "12:15" },
    ]);
    expect(locked?.explanation?.factors).toContain("locked by a manager");
    expect(checkSchedule(input, output)).toEqual([]);
  });

  it("never breaks a rule to meet a need: a trainee alone is not scheduled", () => {
    const raw = baseRaw();
    raw.employees = (raw.employees ?? []).filter((e) => e.id !== 1); // no trainer left
    raw.demand = [{ positionId: 2, dayOfWeek: "MONDAY", timeSlot: "12:00", requiredHeadcount: 1 }];
    const input = parse(raw);
    const { output } = solveWithStats(input, { iterations: 2000 });
    expect(output.shifts).toEqual([]);
    expect(output.warnings).toHaveLength(1);
    expect(output.warnings[0]?.message).toContain("Ben would need another trainer on shift");
    // No trainer could be there, so the slot is certainly short (100); the Lagrangian bound adds what
    // the staff's unmet hours wishes must cost, up to the objective itself here (nothing better exists).
    expect(output.metrics.lowerBound).toBeGreaterThanOrEqual(100);
    expect(output.metrics.lowerBound).toBeLessThanOrEqual(output.metrics.objective);
  });

  it("stops when the signal is aborted and still returns a valid schedule", () => {
    const input = parse(tinyStore());
    const controller = new AbortController();
    controller.abort();
    const { output, stats } = solveWithStats(input, { signal: controller.signal, iterations: 1_000_000 });
    expect(stats.stoppedEarly).toBe(true);
    expect(checkSchedule(input, output)).toEqual([]);
  });
});

describe("locked shifts that break a rule", () => {
  it("are kept and reported as warnings", () => {
    const raw = tinyStore();
    raw.lockedShifts = [{ positionId: 1, employeeId: 3, date: "2026-11-25", start: "17:00", end: "23:00" }];
    const input = parse(raw);
    const { output } = solveWithStats(input, { iterations: 2000 });
    expect(output.shifts.some((s) => s.employeeId === 3 && s.start === "17:00" && s.end === "23:00")).toBe(
      true,
    );
    expect(
      output.warnings.filter((w) => w.code === "LOCKED_SHIFT_BREAKS_RULE").map((w) => w.message),
    ).toEqual([
      "[MINOR_CURFEW] Cy is a minor and would work until 23:00 on Wed 25 Nov, past the 22:00 curfew",
    ]);
    expect(output.metrics.hardViolations).toBe(1);
  });
});

describe("a locked trainee without a trainer", () => {
  it("adds no ratio violation of its own and brings a trainer when it can", () => {
    const raw = baseRaw();
    raw.lockedShifts = [{ positionId: 2, employeeId: 2, date: WEEK, start: "09:00", end: "14:00" }];
    raw.demand = ["10:00", "10:15", "10:30", "10:45"].map((timeSlot) => ({
      positionId: 2,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 2,
    }));
    const input = parse(raw);
    const lockedOnly = checkSchedule(input, {
      shifts: [{ positionId: 2, employeeId: 2, date: WEEK, start: "09:00", end: "14:00", breaks: [] }],
      warnings: [],
    }).filter((v) => v.code === "TRAINER_RATIO");
    // One violation per run of breaking slots: count the slots.
    const slots = (list: typeof lockedOnly) =>
      list.reduce((n, v) => n + (parseTime(v.end ?? "00:00") - parseTime(v.start ?? "00:00")) / 15, 0);
    expect(slots(lockedOnly)).toBe(20);
    const { output } = solveWithStats(input, { iterations: 3000 });
    const ratio = checkSchedule(input, output).filter((v) => v.code === "TRAINER_RATIO");
    expect(slots(ratio)).toBeLessThan(slots(lockedOnly));
    expect(output.shifts.some((s) => s.employeeId === 1 && s.positionId === 2 && s.date === WEEK)).toBe(true);
  });
});

describe("availability read exactly", () => {
  it("uses the union of touching windows off the grid", () => {
    const raw = baseRaw();
    raw.employees = (raw.employees ?? []).filter((e) => e.id === 2);
    const ben = raw.employees[0];
    if (!ben) throw new Error("Ben is in the base store");
    ben.availability = [
      { dayOfWeek: "MONDAY", startTime: "10:00", endTime: "12:07" },
      { dayOfWeek: "MONDAY", startTime: "12:07", endTime: "14:00" },
    ];
    raw.demand = ["10:00", "12:00", "13:45"].map((timeSlot) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot,
      requiredHeadcount: 1,
    }));
    const input = parse(raw);
    const { output } = solveWithStats(input, { iterations: 2000 });
    expect(output.shifts.map((s) => [s.employeeId, s.start, s.end])).toEqual([[2, "10:00", "14:00"]]);
    expect(checkSchedule(input, output)).toEqual([]);
  });
});
