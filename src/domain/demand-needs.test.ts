import { describe, expect, it } from "vitest";
import { ceilTolerant, needsFromForecast, slotNeed } from "./demand-needs";
import type { LaborStandard } from "./schemas/demand";
import { businessSlots } from "./time";

const standard = (over: Partial<LaborStandard> = {}): LaborStandard => ({
  positionId: 1,
  driver: "SALES",
  perPerson: 100,
  min: 0,
  max: 10,
  beforeOpenMinutes: 0,
  afterCloseMinutes: 0,
  ...over,
});

/** A forecast day whose every business slot holds `value` sales and `value / 10` covers. */
const flatDay = (date: string, openTime: string, closeTime: string, value: number) => ({
  date,
  slots: businessSlots(openTime, closeTime).map((time) => ({ time, sales: value, covers: value / 10 })),
});

describe("slotNeed", () => {
  it("rounds 4 × value ÷ perPerson up, within min and max", () => {
    expect(slotNeed(standard({ perPerson: 10 }), 2.5, true)).toBe(1); // 4 × 2.5 ÷ 10 = 1 exactly
    expect(slotNeed(standard({ perPerson: 10 }), 2.6, true)).toBe(2);
    expect(slotNeed(standard({ perPerson: 100, min: 2 }), 10, true)).toBe(2);
    expect(slotNeed(standard({ perPerson: 100, max: 3 }), 1000, true)).toBe(3);
    expect(slotNeed(standard({ perPerson: 100 }), 0, true)).toBe(0);
  });

  it("is the minimum outside the business day and for a FIXED standard", () => {
    expect(slotNeed(standard({ min: 2 }), 10_000, false)).toBe(2);
    expect(slotNeed(standard({ driver: "FIXED", perPerson: null, min: 3, max: 5 }), 10_000, true)).toBe(3);
  });

  it("ignores floating-point noise above a whole number", () => {
    // 0.1 + 0.2 = 0.30000000000000004; 4 × that ÷ 1.2 = 1.0000000000000002, which is 1 person.
    expect(slotNeed(standard({ perPerson: 1.2 }), 0.1 + 0.2, true)).toBe(1);
    // A day's total spread over 48 slots and back: 4 × (600 / 48) ÷ 50 is exactly 1.
    expect(slotNeed(standard({ perPerson: 50 }), 600 / 48, true)).toBe(1);
    expect(ceilTolerant(1.000001)).toBe(2);
    expect(ceilTolerant(2)).toBe(2);
    expect(ceilTolerant(1e9 + 1e-3)).toBe(1e9);
  });
});

describe("needsFromForecast", () => {
  const hours = { openTime: "09:00", closeTime: "21:00" };

  it("covers every staffed slot: min before the open and after the close, the driver inside", () => {
    const s = standard({ perPerson: 100, min: 1, max: 6, beforeOpenMinutes: 60, afterCloseMinutes: 30 });
    const needs = needsFromForecast(hours, [s], [flatDay("2026-12-14", "09:00", "21:00", 110)]);
    // 4 × 110 ÷ 100 = 4.4 → 5 inside; 1 in 08:00-09:00 and 21:00-21:30.
    expect(needs.length).toBe(4 + 48 + 2);
    expect(needs[0]).toEqual({ positionId: 1, date: "2026-12-14", timeSlot: "08:00", requiredHeadcount: 1 });
    expect(needs.find((n) => n.timeSlot === "09:00")?.requiredHeadcount).toBe(5);
    expect(needs.find((n) => n.timeSlot === "20:45")?.requiredHeadcount).toBe(5);
    expect(needs.at(-1)).toEqual({
      positionId: 1,
      date: "2026-12-14",
      timeSlot: "21:15",
      requiredHeadcount: 1,
    });
  });

  it("reads covers for a COVERS standard and leaves zeros out", () => {
    const s = standard({ driver: "COVERS", perPerson: 20, min: 0, max: 6 });
    const day = flatDay("2026-12-14", "09:00", "21:00", 110); // 11 covers a slot: 44 an hour → 3
    day.slots = day.slots.map((slot) => (slot.time < "12:00" ? { ...slot, covers: 0 } : slot));
    const needs = needsFromForecast(hours, [s], [day]);
    expect(needs.every((n) => n.requiredHeadcount === 3)).toBe(true);
    expect(needs[0]?.timeSlot).toBe("12:00");
    expect(needs.length).toBe(36);
  });

  it("orders by position, then day, and keeps an overnight store's small hours on their business day", () => {
    const bar = { openTime: "17:00", closeTime: "02:00" };
    const standards = [
      standard({ positionId: 7, driver: "FIXED", perPerson: null, min: 1, max: 1, afterCloseMinutes: 30 }),
      standard({ positionId: 3, perPerson: 40 }),
    ];
    const days = [flatDay("2026-12-18", "17:00", "02:00", 10), flatDay("2026-12-19", "17:00", "02:00", 10)];
    const needs = needsFromForecast(bar, standards, days);
    expect(needs.map((n) => n.positionId)).toEqual([...needs.map((n) => n.positionId)].sort((a, b) => a - b));
    const friday7 = needs.filter((n) => n.positionId === 7 && n.date === "2026-12-18").map((n) => n.timeSlot);
    expect(friday7[0]).toBe("17:00");
    expect(friday7.slice(-3)).toEqual(["01:45", "02:00", "02:15"]);
    expect(friday7.length).toBe(36 + 2);
    // 4 × 10 ÷ 40 = 1 for position 3, every business slot of both days.
    expect(needs.filter((n) => n.positionId === 3).length).toBe(2 * 36);
  });

  it("is empty without standards or days", () => {
    expect(needsFromForecast(hours, [], [flatDay("2026-12-14", "09:00", "21:00", 1)])).toEqual([]);
    expect(needsFromForecast(hours, [standard({ min: 1 })], [])).toEqual([]);
  });
});
