import { describe, expect, it } from "vitest";
import { loadInstance } from "./data";
import { parseInstance } from "./parser";
import { TINY } from "./test-fixtures";

describe("parseInstance", () => {
  it("reads every section of a hand-made instance", () => {
    const inst = parseInstance(TINY);
    expect(inst.horizon).toBe(14);
    expect(inst.shifts).toEqual([
      { id: "E", minutes: 480, cannotFollow: [] },
      { id: "L", minutes: 480, cannotFollow: ["E"] },
    ]);
    expect(inst.staff[0]).toEqual({
      id: "A",
      maxShifts: { E: 14, L: 2 },
      maxTotalMinutes: 2400,
      minTotalMinutes: 960,
      maxConsecutiveShifts: 3,
      minConsecutiveShifts: 2,
      minConsecutiveDaysOff: 2,
      maxWeekends: 1,
    });
    expect(inst.daysOff.get("A")).toEqual([10]);
    expect(inst.shiftOnRequests).toEqual([
      { employee: "A", day: 0, shift: "E", weight: 2 },
      { employee: "A", day: 2, shift: "L", weight: 3 },
    ]);
    expect(inst.shiftOffRequests).toHaveLength(2);
    expect(inst.cover[2]).toEqual({ day: 4, shift: "L", requirement: 1, weightUnder: 10, weightOver: 1 });
  });

  it("reads Instance1 from bench-data", () => {
    const inst = loadInstance(1);
    expect(inst.horizon).toBe(14);
    expect(inst.shifts.map((s) => s.id)).toEqual(["D"]);
    expect(inst.staff).toHaveLength(8);
    expect(inst.daysOff.get("B")).toEqual([5]);
    expect(inst.shiftOnRequests).toHaveLength(21);
    expect(inst.shiftOffRequests).toHaveLength(5);
    expect(inst.cover).toHaveLength(14);
  });

  it("rejects a malformed number", () => {
    expect(() => parseInstance("SECTION_HORIZON\nfourteen\n")).toThrow(/horizon/);
  });
});
