import { describe, expect, it } from "vitest";
import { STORE_DEFAULTS, type Store } from "../../../domain/schemas/stores";
import { formatStoreHours, summarizeStoreDefaults } from "./store-summary";

const store = (overrides: Partial<Store> = {}): Store => ({
  id: 1,
  name: "Main",
  ...STORE_DEFAULTS,
  ...overrides,
});

describe("summarizeStoreDefaults", () => {
  it("is null without stores", () => {
    expect(summarizeStoreDefaults([])).toBeNull();
  });

  it("reads the first store, in whole hours rounded down", () => {
    const summary = summarizeStoreDefaults([
      store({ defaultShiftMinLength: 299, defaultShiftMaxLength: 450, defaultMealBreakAfter: 59 }),
      store({ id: 2, defaultShiftMinLength: 60 }),
    ]);
    expect(summary).toEqual({
      minShiftHours: 4,
      maxShiftHours: 7,
      mealBreakAfterHours: 0,
      mealBreakLengthMinutes: 30,
      restBreakLengthMinutes: 15,
    });
  });

  it("gives the defaults of docs/product.md, Entities 4, 8 and 5 hours", () => {
    expect(summarizeStoreDefaults([store()])).toMatchObject({
      minShiftHours: 4,
      maxShiftHours: 8,
      mealBreakAfterHours: 5,
    });
  });
});

describe("formatStoreHours", () => {
  it.each([
    ["09:00", "21:00", "09:00 - 21:00"],
    ["07:30:00", "23:00:00", "07:30 - 23:00"],
    ["17:00:00", "02:00:00", "17:00 - 02:00 (next day)"],
    ["18:00", "00:00", "18:00 - 00:00 (next day)"],
  ])("%s to %s", (openTime, closeTime, expected) => {
    expect(formatStoreHours({ openTime, closeTime })).toBe(expected);
  });
});
