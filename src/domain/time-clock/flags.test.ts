import { describe, expect, it } from "vitest";
import { entryFlags, splitWeekMinutes, workedEntryMinutes, type FlagInput } from "./flags";

const at = (hhmm: string) => Date.parse(`2026-11-16T${hhmm}:00Z`);
const rules = { mealBreakAfter: 300, mealBreakLength: 30, overtimeThreshold: 40 };
const base: FlagInput = {
  clockIn: at("09:00"),
  clockOut: at("13:00"),
  breaks: [],
  shift: { start: at("09:00"), end: at("13:00") },
  stored: [],
  weekMinutesBefore: 0,
};

describe("worked minutes", () => {
  it("is clock-out − clock-in − breaks", () => {
    expect(workedEntryMinutes({ ...base, breaks: [{ start: at("11:00"), end: at("11:30") }] })).toBe(210);
  });
  it("is 0 while the entry is open", () => {
    expect(workedEntryMinutes({ ...base, clockOut: null })).toBe(0);
  });
});

describe("entry flags", () => {
  it("has none for an entry that matches its shift", () => {
    expect(entryFlags(base, rules)).toEqual([]);
  });
  it("LATE only past the 5-minute grace", () => {
    expect(entryFlags({ ...base, clockIn: at("09:05") }, rules)).toEqual([]);
    expect(entryFlags({ ...base, clockIn: at("09:06") }, rules)).toEqual(["LATE"]);
  });
  it("LEFT_EARLY only past the grace before the shift's end", () => {
    expect(entryFlags({ ...base, clockOut: at("12:55") }, rules)).toEqual([]);
    expect(entryFlags({ ...base, clockOut: at("12:50") }, rules)).toEqual(["LEFT_EARLY"]);
  });
  it("no LATE or LEFT_EARLY without a shift; stored flags follow", () => {
    const unscheduled = { ...base, shift: null, clockIn: at("10:00"), stored: ["UNSCHEDULED", "X"] };
    expect(entryFlags(unscheduled, rules)).toEqual(["UNSCHEDULED"]);
  });
  it("MISSED_BREAK past mealBreakAfter without a break of mealBreakLength", () => {
    const long = { ...base, clockOut: at("15:01"), shift: null };
    expect(entryFlags(long, rules)).toEqual(["MISSED_BREAK"]);
    const short = { ...long, breaks: [{ start: at("12:00"), end: at("12:20") }] };
    expect(entryFlags(short, rules)).toEqual(["MISSED_BREAK"]);
    const taken = { ...long, clockOut: at("15:31"), breaks: [{ start: at("12:00"), end: at("12:30") }] };
    expect(entryFlags(taken, rules)).toEqual([]);
    expect(entryFlags({ ...long, clockOut: at("14:00") }, rules)).toEqual([]);
  });
  it("OVERTIME when the week passes the threshold inside the entry", () => {
    expect(entryFlags({ ...base, weekMinutesBefore: 40 * 60 - 240 }, rules)).toEqual([]);
    expect(entryFlags({ ...base, weekMinutesBefore: 40 * 60 - 239 }, rules)).toEqual(["OVERTIME"]);
  });
});

describe("week split", () => {
  it("regular up to the threshold, the rest overtime", () => {
    expect(splitWeekMinutes(45 * 60, 40)).toEqual({ regular: 2400, overtime: 300 });
    expect(splitWeekMinutes(600, 40)).toEqual({ regular: 600, overtime: 0 });
  });
});
