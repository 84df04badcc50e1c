import { describe, expect, it } from "vitest";
import { niceMax, scaleBars } from "./chart-scale";

describe("chart scaling", () => {
  it("rounds the axis top up to a round step × 10^n", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(5600)).toBe(6000);
    expect(niceMax(9000)).toBe(10000);
    expect(niceMax(1800)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(4100)).toBe(5000);
    expect(niceMax(5000)).toBe(5000);
  });

  it("gives bar heights as fractions of the top and evenly spaced ticks", () => {
    const { top, heights, ticks } = scaleBars([1000, 2500, -5]);
    expect(top).toBe(2500);
    expect(heights).toEqual([0.4, 1, 0]);
    expect(ticks).toEqual([0, 625, 1250, 1875, 2500]);
  });
});
