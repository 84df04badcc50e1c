import { describe, expect, it } from "vitest";
import { OVERTIME_MULTIPLIER, priceMinutes, priceShifts } from "./labor-cost";

// Every expected figure below is worked out by hand: regular hours × wage + overtime hours × wage × 1.5.
describe("priceMinutes", () => {
  const forty = 40 * 60;
  it.each([
    { case: "all regular", minutes: 480, before: 0, wage: 20, overtime: 0, cost: 160 },
    { case: "ends on the threshold", minutes: 480, before: 1920, wage: 15, overtime: 0, cost: 120 },
    // 30 h already (another store), 16 h more: 10 h regular at 20, 6 h overtime at 30.
    { case: "crosses the threshold", minutes: 960, before: 1800, wage: 20, overtime: 360, cost: 380 },
    { case: "starts on the threshold", minutes: 60, before: 2400, wage: 12, overtime: 60, cost: 18 },
    { case: "all past the threshold", minutes: 240, before: 2700, wage: 10, overtime: 240, cost: 60 },
    { case: "unknown wage (null)", minutes: 600, before: 2000, wage: null, overtime: 200, cost: 0 },
    { case: "unknown wage (undefined)", minutes: 60, before: 0, wage: undefined, overtime: 0, cost: 0 },
    { case: "nothing worked", minutes: 0, before: 3000, wage: 25, overtime: 0, cost: 0 },
  ])("$case", ({ minutes, before, wage, overtime, cost }) => {
    expect(priceMinutes({ minutes, before, thresholdMinutes: forty, wage })).toEqual({
      minutes,
      overtime,
      cost,
    });
  });

  it("reads the threshold it is given", () => {
    // Threshold 8 h, 10 h worked: 8 h at 10 + 2 h at 15.
    expect(priceMinutes({ minutes: 600, before: 0, thresholdMinutes: 480, wage: 10 }).cost).toBe(110);
  });

  it("pays overtime at one and a half times the wage", () => {
    expect(OVERTIME_MULTIPLIER).toBe(1.5);
  });
});

describe("priceShifts", () => {
  const week = (elsewhere: [number, number][], wages: [number, number | null][]) => ({
    thresholdMinutes: 40 * 60,
    elsewhere: new Map(elsewhere),
    wages: new Map(wages),
  });

  it("counts a person's hours at other stores first, then their shifts here in order", () => {
    // 30 h elsewhere; here 8 h (→ 38 h, regular: 160) then 8 h (2 h regular + 6 h overtime: 40 + 180).
    const priced = priceShifts(
      [
        { userId: 7, minutes: 480 },
        { userId: 7, minutes: 480 },
      ],
      week([[7, 1800]], [[7, 20]]),
    );
    expect(priced).toEqual([
      { minutes: 480, overtime: 0, cost: 160 },
      { minutes: 480, overtime: 360, cost: 220 },
    ]);
  });

  it("prices each person on their own, open shifts at nothing", () => {
    const priced = priceShifts(
      [
        { userId: 1, minutes: 2400 },
        { userId: null, minutes: 480 },
        { userId: 2, minutes: 480 },
        { userId: 1, minutes: 60 },
        { userId: 3, minutes: 120 },
      ],
      week(
        [],
        [
          [1, 10],
          [2, 12],
          [3, null],
        ],
      ),
    );
    expect(priced).toEqual([
      { minutes: 2400, overtime: 0, cost: 400 },
      { minutes: 480, overtime: 0, cost: 0 },
      { minutes: 480, overtime: 0, cost: 96 },
      { minutes: 60, overtime: 60, cost: 15 },
      { minutes: 120, overtime: 0, cost: 0 },
    ]);
  });

  it("does not change the minutes elsewhere it is given", () => {
    const elsewhere = new Map([[7, 600]]);
    priceShifts([{ userId: 7, minutes: 480 }], { thresholdMinutes: 2400, elsewhere, wages: new Map() });
    expect(elsewhere.get(7)).toBe(600);
  });
});
