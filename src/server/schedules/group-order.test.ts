import { describe, expect, it } from "vitest";
import { orderStores } from "./group-order";

describe("orderStores", () => {
  it("runs stores that share no one in the first round", () => {
    const order = orderStores(
      [1, 2, 3],
      new Map([
        [1, [10]],
        [2, [20]],
        [3, [30]],
      ]),
    );
    expect(order.map((o) => [o.storeId, o.round, o.waitsFor])).toEqual([
      [1, 0, []],
      [2, 0, []],
      [3, 0, []],
    ]);
  });

  it("puts a store after every store it shares a person with, and never two sharing in one round", () => {
    // A chain 1–2–3 (people 7 and 8) and a triangle 4–5–6 (person 9 works at all three).
    const staff = new Map([
      [1, [7]],
      [2, [7, 8]],
      [3, [8]],
      [4, [9]],
      [5, [9]],
      [6, [9, 1]],
    ]);
    const order = orderStores([1, 2, 3, 4, 5, 6], staff);
    const roundOf = new Map(order.map((o) => [o.storeId, o.round]));
    for (const [a, b] of [
      [1, 2],
      [2, 3],
      [4, 5],
      [5, 6],
      [4, 6],
    ] as const) {
      expect(roundOf.get(a)).not.toBe(roundOf.get(b));
      const later = (roundOf.get(a) ?? 0) > (roundOf.get(b) ?? 0) ? a : b;
      const earlier = later === a ? b : a;
      expect(order.find((o) => o.storeId === later)?.waitsFor).toContain(earlier);
    }
    // The busiest store (2) goes first, its two neighbours together after it.
    expect(order.find((o) => o.storeId === 2)?.round).toBe(0);
    expect(Math.max(...order.map((o) => o.round))).toBe(2);
    // Nobody waits for a store outside the group or for one it shares no one with.
    expect(order.find((o) => o.storeId === 1)?.waitsFor).toEqual([2]);
  });

  it("ignores people at stores outside the group", () => {
    const order = orderStores(
      [1],
      new Map([
        [1, [7]],
        [2, [7]],
      ]),
    );
    expect(order).toEqual([{ storeId: 1, round: 0, waitsFor: [] }]);
  });
});
