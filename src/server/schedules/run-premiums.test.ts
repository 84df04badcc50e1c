import { describe, expect, it } from "vitest";
import { RULE_PACKS } from "../../domain/fair-workweek/packs";
import { parseEngineInput, type EngineInput } from "../../engine";
import { pricePostedWeek, type PremiumWeek } from "./run-premiums";

// A posted week in New York (EST): Ana (wage 20) posted Tuesday 09:00-17:00; the run is on Saturday before.
const input = (() => {
  const parsed = parseEngineInput({
    weekStart: "2027-03-01",
    store: { timezone: "America/New_York", openTime: "09:00", closeTime: "21:00" },
    positions: [{ id: 1, name: "Server" }],
    employees: [
      { id: 7, name: "Ana", positionIds: [1], hourlyCost: 20 },
      { id: 8, name: "Ben", positionIds: [1] },
    ],
    currentShifts: [
      { positionId: 1, employeeId: 7, date: "2027-03-02", start: "09:00", end: "17:00" },
      { positionId: 1, employeeId: null, date: "2027-03-03", start: "09:00", end: "17:00" },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.input;
})();

const posted = [
  { id: 1, positionId: 1, userId: 7, date: "2027-03-02", startTime: "09:00", endTime: "17:00", breaks: [] },
];
const week = (pack: PremiumWeek["pack"], published: PremiumWeek["published"] = posted): PremiumWeek => ({
  pack,
  timezone: "America/New_York",
  openTime: "09:00",
  published,
});
const SATURDAY = new Date("2027-02-27T14:00:00Z"); // 09:00 in New York: Tuesday 09:00 is 72 hours away

describe("pricing a posted week for a re-run", () => {
  it("Seattle: cancelling Ana's posted Tuesday costs half her 8 lost hours, changing it one hour of pay", () => {
    const priced = pricePostedWeek(input, week(RULE_PACKS.SEATTLE), SATURDAY);
    expect(priced.currentShifts[0]?.premium).toEqual({ cancelled: 80, changed: 20 });
    expect(priced.currentShifts[1]?.premium).toBeUndefined(); // an open shift is nobody's posted day
  });

  it("adding a shift where the posted week has none costs one hour of pay, only with a wage; Ana's Tuesday is not an add", () => {
    const { addPremiums } = pricePostedWeek(input, week(RULE_PACKS.SEATTLE), SATURDAY);
    expect(addPremiums?.filter((a) => a.employeeId === 7).map((a) => a.date)).toEqual([
      "2027-03-01",
      "2027-03-03",
      "2027-03-04",
      "2027-03-05",
      "2027-03-06",
      "2027-03-07",
    ]);
    expect(addPremiums?.every((a) => a.money === 20)).toBe(true);
    expect(addPremiums?.some((a) => a.employeeId === 8)).toBe(false); // no wage on file: 0, left out
  });

  it("NYC prices in money by notice: within 7 days an add is $15, a cancel $45", () => {
    const priced = pricePostedWeek(input, week(RULE_PACKS.NYC_FAST_FOOD), SATURDAY);
    expect(priced.currentShifts[0]?.premium).toEqual({ cancelled: 45, changed: 15 });
    expect(priced.addPremiums?.find((a) => a.employeeId === 8)?.money).toBe(15);
  });

  it("owes nothing with 14 days' notice, for a week never posted, or under NONE", () => {
    const early = new Date("2027-02-01T12:00:00Z");
    const priced = pricePostedWeek(input, week(RULE_PACKS.SEATTLE), early);
    expect(priced.currentShifts[0]?.premium).toEqual({ cancelled: 0, changed: 0 });
    expect(priced.addPremiums).toEqual([]);
    const never: EngineInput["currentShifts"] = pricePostedWeek(
      input,
      week(RULE_PACKS.SEATTLE, null),
      SATURDAY,
    ).currentShifts;
    expect(never[0]?.premium).toBeUndefined();
    expect(pricePostedWeek(input, week(RULE_PACKS.NONE), SATURDAY).addPremiums).toEqual([]);
  });

  it("the engine's input schema takes the premiums", () => {
    const priced = pricePostedWeek(input, week(RULE_PACKS.SEATTLE), SATURDAY);
    const again = parseEngineInput({ ...input, ...priced });
    expect(again.ok).toBe(true);
  });
});
