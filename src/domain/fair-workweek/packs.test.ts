import { describe, expect, it } from "vitest";
import { describePack } from "./describe";
import { FAIR_WORKWEEK_PACKS, RULE_PACKS, customPack, noticeDaysOf, packOf, type RulePack } from "./packs";
import { noticeHours, priceChange, priceClopening, shiftStart, tierFor } from "./premium";

const DAY = 24;
const {
  NYC_FAST_FOOD: nyc,
  SEATTLE: seattle,
  CHICAGO: chicago,
  OREGON: oregon,
  PHILADELPHIA: phila,
} = RULE_PACKS;

const add = (pack: RulePack, notice: number, wage: number | null = 20) =>
  priceChange(pack, { effect: "ADD_OR_MOVE", notice, lostHours: 0, wage }).amount;
const cut = (pack: RulePack, notice: number, lostHours: number, wage: number | null = 20) =>
  priceChange(pack, { effect: "CUT", notice, lostHours, wage }).amount;

describe("NYC fast food (§20-1222)", () => {
  // "less than 14 days' notice": exactly 14 days is enough notice, nothing is owed.
  it.each([
    [14 * DAY, 0],
    [14 * DAY - 0.01, 10],
    [7 * DAY, 10], // "at least seven days": the 7-14 day tier
    [7 * DAY - 0.01, 15],
    [DAY, 15],
    [1, 15],
  ])("adding or moving with %f hours' notice costs $%f", (notice, owed) => {
    expect(add(nyc, notice)).toBe(owed);
  });
  it.each([
    [14 * DAY, 0],
    [10 * DAY, 20],
    [7 * DAY, 20],
    [6 * DAY, 45],
    [DAY, 45], // "at least 24 hours": exactly 24 hours is the $45 tier
    [DAY - 0.01, 75],
  ])("cutting with %f hours' notice costs $%f, whatever the wage", (notice, owed) => {
    expect(cut(nyc, notice, 6, null)).toBe(owed);
  });
  it("owes nothing once the shift has started", () => {
    expect(cut(nyc, -1, 6)).toBe(0);
  });
  it("a clopening under 11 hours needs consent and pays $100; 11 hours is enough", () => {
    expect(priceClopening(nyc, { restHours: 10, wage: 20 })).toEqual({
      amount: 100,
      needsConsent: true,
      unpriced: false,
    });
    expect(priceClopening(nyc, { restHours: 11, wage: 20 })).toBeNull();
  });
});

describe("packs in hours of pay", () => {
  it("Seattle: one hour of pay to add, half pay for each lost hour", () => {
    expect(add(seattle, 3 * DAY, 18.5)).toBe(18.5);
    expect(cut(seattle, 3 * DAY, 4, 18.5)).toBe(37); // 0.5 × 4 h × $18.50
    expect(cut(seattle, 14 * DAY, 4, 18.5)).toBe(0);
  });
  it("Chicago: one hour of pay to cut with 24 hours or more, half the lost pay under 24 hours", () => {
    expect(cut(chicago, DAY, 6, 16)).toBe(16);
    expect(cut(chicago, DAY - 1, 6, 16)).toBe(48); // 0.5 × 6 × 16
  });
  it("Oregon and Philadelphia: one hour to add, half pay for lost hours", () => {
    for (const pack of [oregon, phila]) {
      expect(add(pack, 2 * DAY, 15)).toBe(15);
      expect(cut(pack, 2 * DAY, 8, 15)).toBe(60);
    }
  });
  it("a pay premium without a wage on file is 0 and says so", () => {
    expect(priceChange(seattle, { effect: "ADD_OR_MOVE", notice: 5, lostHours: 0, wage: null })).toEqual({
      amount: 0,
      premium: { kind: "HOURS_OF_PAY", hours: 1 },
      missingWage: true,
    });
  });
  it("money premiums do not need a wage", () => {
    expect(priceChange(nyc, { effect: "ADD_OR_MOVE", notice: 5, lostHours: 0, wage: null }).missingWage).toBe(
      false,
    );
  });
});

describe("clopenings", () => {
  it("Seattle pays time and a half for the hours short of 10 (8 h rest: 2 h × 0.5 × wage)", () => {
    expect(priceClopening(seattle, { restHours: 8, wage: 20 })?.amount).toBe(20);
    expect(priceClopening(seattle, { restHours: 8, wage: 20 })?.needsConsent).toBe(false);
  });
  it("Philadelphia: under 9 hours, consent and $40", () => {
    expect(priceClopening(phila, { restHours: 8.5, wage: 20 })).toEqual({
      amount: 40,
      needsConsent: true,
      unpriced: false,
    });
    expect(priceClopening(phila, { restHours: 9, wage: 20 })).toBeNull();
  });
  it("Chicago's premium is not verified: left unpriced, never guessed", () => {
    expect(chicago.clopening?.premium).toBeNull();
    expect(priceClopening(chicago, { restHours: 8, wage: 20 })).toEqual({
      amount: 0,
      needsConsent: true,
      unpriced: true,
    });
  });
  it("NONE has no rule", () => {
    expect(priceClopening(RULE_PACKS.NONE, { restHours: 1, wage: 20 })).toBeNull();
  });
});

describe("tiers, notice and profiles", () => {
  it("every jurisdiction posts 14 days ahead and orders its tiers longest first", () => {
    for (const id of FAIR_WORKWEEK_PACKS) {
      if (id === "CUSTOM" || id === "NONE") continue;
      const pack = RULE_PACKS[id];
      expect(pack.postingNoticeDays).toBe(14);
      for (const tiers of [pack.addOrMove, pack.cutOrCancel]) {
        const windows = tiers.map((t) => t.noticeUnderHours);
        expect(windows).toEqual([...windows].sort((a, b) => b - a));
      }
    }
  });
  it("tierFor picks the shortest window the notice is under", () => {
    expect(tierFor(nyc.cutOrCancel, 3)?.premium).toEqual({ kind: "MONEY", amount: 75 });
    expect(tierFor(nyc.cutOrCancel, 400)).toBeNull();
  });
  it("notice is real hours to the start on the store's clock, across a daylight-saving change", () => {
    const start = shiftStart("America/New_York", "2026-11-02", "09:00"); // EST after Nov 1's change
    expect(start.toISOString()).toBe("2026-11-02T14:00:00.000Z");
    expect(noticeHours(new Date("2026-10-31T14:00:00Z"), start)).toBe(48);
  });
  it("CUSTOM prices inside its own notice, with its own clopening", () => {
    const pack = customPack(
      {
        addPremiumHours: 2,
        cutPremiumShare: 0.25,
        clopenRestHours: 12,
        clopenPremiumMoney: 50,
        clopenNeedsConsent: false,
        addNeedsConsent: false,
      },
      10,
    );
    expect(add(pack, 10 * DAY, 20)).toBe(0);
    expect(add(pack, 9 * DAY, 20)).toBe(40);
    expect(cut(pack, 1, 8, 20)).toBe(40);
    expect(priceClopening(pack, { restHours: 11, wage: 20 })?.amount).toBe(50);
  });
  it("the late-change notice is the jurisdiction's, else the profile's own", () => {
    const custom = { addPremiumHours: null, cutPremiumShare: null, clopenRestHours: null };
    const numbers = {
      ...custom,
      clopenPremiumMoney: null,
      clopenNeedsConsent: false,
      addNeedsConsent: false,
    };
    expect(noticeDaysOf({ fairWorkweekPack: "SEATTLE", advanceNoticeDays: 3 })).toBe(14);
    expect(noticeDaysOf({ fairWorkweekPack: "NONE", advanceNoticeDays: 3 })).toBe(3);
    expect(packOf({ ...numbers, fairWorkweekPack: "CUSTOM", advanceNoticeDays: 3 }).addOrMove).toEqual([]);
  });
  it("says what a pack assumes in words", () => {
    expect(describePack(nyc, 14, "USD")).toContain(
      "Cut or cancel a shift with less than 24 hours' notice: $75.00",
    );
    expect(describePack(chicago, 14, "USD").join(" ")).toContain("premium not verified");
    expect(describePack(seattle, 14, "USD")).toContain(
      "Less than 10 hours between a closing and an opening shift: 1.5× pay for the hours short of the rest.",
    );
  });
});
