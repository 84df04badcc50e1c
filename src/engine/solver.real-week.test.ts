import { describe, expect, it } from "vitest";
import { formatTime } from "../domain/time";
import { checkSchedule } from "./checker";
import type { EngineInputRaw } from "./input";
import { solve } from "./solver";
import { WEEK, baseRaw, parse } from "./test-fixtures";

/** A bar open 17:00-02:00 with Ana and Ben (adults) and Cy (a minor), and Server needs on `day` from `from` to `to` (minutes, past 1440 = after midnight). */
function bar(day: "FRIDAY" | "SUNDAY", from: number, to: number, heads = 1): EngineInputRaw {
  const raw = baseRaw();
  raw.store = { ...raw.store, openTime: "17:00", closeTime: "02:00" };
  raw.employees = (raw.employees ?? []).filter((e) => e.id !== 4);
  raw.demand = Array.from({ length: (to - from) / 15 }, (_, k) => ({
    positionId: 1,
    dayOfWeek: day,
    timeSlot: formatTime((from + 15 * k) % 1440),
    requiredHeadcount: heads,
  }));
  return raw;
}

describe("the solver on the real week", () => {
  it("covers a Friday night until 02:00 with shifts dated Friday that end on Saturday", () => {
    const input = parse(bar("FRIDAY", 20 * 60, 26 * 60));
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.warnings.filter((w) => w.code === "UNDERSTAFFED")).toEqual([]);
    const night = output.shifts.filter((s) => s.end <= s.start);
    expect(night.length).toBeGreaterThan(0);
    for (const s of night) {
      expect(s.date).toBe("2026-11-27");
      expect(s.employeeId).not.toBe(3); // the minor never works past the curfew
      expect(s.explanation?.summary).toMatch(/on Friday \d\d:\d\d-0[0-2]:\d\d .*ends Saturday/);
    }
  });

  it("schedules Sunday's small hours on Sunday, ending on the Monday after the week", () => {
    const input = parse(bar("SUNDAY", 22 * 60, 26 * 60));
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    expect(output.warnings.filter((w) => w.code === "UNDERSTAFFED")).toEqual([]);
    expect(output.shifts.some((s) => s.date === "2026-11-29" && s.end === "02:00")).toBe(true);
  });

  it("reports an unmet night on its business day with HH:MM times, and its open shift keeps the length bounds", () => {
    const raw = bar("FRIDAY", 20 * 60, 26 * 60, 4); // four Servers, two adults
    const input = parse(raw);
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    const gaps = output.warnings.filter((w) => w.code === "UNDERSTAFFED");
    expect(gaps.length).toBeGreaterThan(0);
    for (const w of gaps) expect(w.date).toBe("2026-11-27");
    expect(gaps.some((w) => w.end === "02:00")).toBe(true);
    const open = output.shifts.filter((s) => s.employeeId === null);
    expect(open.length).toBeGreaterThan(0);
    for (const s of open) {
      const start = Number(s.start.slice(0, 2)) * 60 + Number(s.start.slice(3));
      const endClock = Number(s.end.slice(0, 2)) * 60 + Number(s.end.slice(3));
      const length = (endClock <= start ? endClock + 1440 : endClock) - start;
      expect(length).toBeGreaterThanOrEqual(input.store.defaultShiftMinLength);
      expect(length).toBeLessThanOrEqual(input.store.defaultShiftMaxLength);
    }
  });

  it("keeps the rest after last Sunday's night that ended on Monday at 02:00", () => {
    const raw = baseRaw();
    raw.employees = (raw.employees ?? []).filter((e) => e.id === 1);
    raw.constraints = { minRestBetweenShifts: 600 };
    raw.demand = Array.from({ length: 32 }, (_, k) => ({
      positionId: 1,
      dayOfWeek: "MONDAY" as const,
      timeSlot: formatTime(9 * 60 + 15 * k),
      requiredHeadcount: 1,
    }));
    raw.previousShifts = [{ positionId: 1, employeeId: 1, date: "2026-11-22", start: "18:00", end: "02:00" }];
    const input = parse(raw);
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    const monday = output.shifts.filter((s) => s.date === WEEK && s.employeeId === 1);
    expect(monday.length).toBe(1);
    expect(monday[0]?.start).toBe("12:00"); // 02:00 + 10 h of rest
  });

  it("gives a shift across the spring-forward night its real length", () => {
    // Saturday 2026-03-07 into Sunday 03-08: 22:00-04:00 is 5 real hours.
    const raw = bar("FRIDAY", 0, 0);
    raw.weekStart = "2026-03-02";
    raw.store = { ...raw.store, openTime: "17:00", closeTime: "04:00", defaultShiftMaxLength: 300 };
    raw.employees = (raw.employees ?? []).filter((e) => e.id === 1);
    raw.demand = Array.from({ length: 24 }, (_, k) => ({
      positionId: 1,
      dayOfWeek: "SATURDAY" as const,
      timeSlot: formatTime((22 * 60 + 15 * k) % 1440),
      requiredHeadcount: 1,
    }));
    const input = parse(raw);
    const output = solve(input, { iterations: 20_000 });
    expect(checkSchedule(input, output)).toEqual([]);
    // Six wall hours fit a 5-hour maximum only because an hour is skipped that night.
    expect(
      output.shifts.some((s) => s.date === "2026-03-07" && s.start === "22:00" && s.end === "04:00"),
    ).toBe(true);
  });
});
