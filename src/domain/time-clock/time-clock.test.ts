import { describe, expect, it } from "vitest";
import { checkLocation, distanceM } from "./location";
import { isMissedClockOut } from "./missed-clock-out";
import { allowedPunches, closeBreaks, punchBreak, refusedPunch } from "./punches";
import { matchClockIn, shiftInstants, wallInstant } from "./shift-match";

const NY = "America/New_York";
const shift = (id: number, date: string, startTime: string, endTime: string, timezone = NY) => ({
  id,
  date,
  startTime,
  endTime,
  timezone,
});
const at = (date: string, minute: number, timeZone = NY) => wallInstant(timeZone, date, minute);
const hm = (h: number, m = 0) => h * 60 + m;

describe("punch states", () => {
  const running = { breaks: [{ start: "2026-11-23T14:00:00Z", end: null }] };
  const working = { breaks: [{ start: "2026-11-23T14:00:00Z", end: "2026-11-23T14:30:00Z" }] };
  it.each([
    [null, ["CLOCK_IN"]],
    [working, ["BREAK_START", "CLOCK_OUT"]],
    [running, ["BREAK_END"]],
  ] as const)("allows the next punches", (open, actions) => {
    expect(allowedPunches(open)).toEqual(actions);
  });
  it.each([
    [working, "CLOCK_IN", "You are already clocked in"],
    [null, "CLOCK_OUT", "You are not clocked in"],
    [null, "BREAK_START", "Clock in before starting a break"],
    [null, "BREAK_END", "You are not clocked in"],
    [working, "BREAK_END", "You are not on a break"],
    [running, "BREAK_START", "You are already on a break"],
    [running, "CLOCK_OUT", "End your break before clocking out"],
  ] as const)("refuses a punch out of turn", (open, action, message) => {
    expect(refusedPunch(open, action)).toBe(message);
  });
  it("starts and ends breaks, and closes one still running", () => {
    const started = punchBreak([], "BREAK_START", "A");
    expect(started).toEqual([{ start: "A", end: null }]);
    expect(punchBreak(started, "BREAK_END", "B")).toEqual([{ start: "A", end: "B" }]);
    expect(closeBreaks(started, "C")).toEqual([{ start: "A", end: "C" }]);
  });
});

describe("which shift a clock-in works", () => {
  const morning = shift(1, "2026-11-23", "10:00", "16:00");
  it("takes a shift from exactly the early window before its start", () => {
    expect(matchClockIn([morning], at("2026-11-23", hm(9, 45)), 15)).toEqual({
      kind: "SHIFT",
      shift: morning,
    });
  });
  it("refuses a minute earlier, naming when they may clock in", () => {
    const early = at("2026-11-23", hm(9, 44));
    expect(matchClockIn([morning], early, 15)).toEqual({ kind: "TOO_EARLY", shift: morning, from: "09:45" });
  });
  it("takes a started shift until its end, then none", () => {
    expect(matchClockIn([morning], at("2026-11-23", hm(15, 59)), 15).kind).toBe("SHIFT");
    expect(matchClockIn([morning], at("2026-11-23", hm(16)), 15)).toEqual({ kind: "UNSCHEDULED" });
  });
  it("leaves a punch far from any shift unscheduled", () => {
    expect(matchClockIn([morning], at("2026-11-23", hm(5)), 15)).toEqual({ kind: "UNSCHEDULED" });
    expect(matchClockIn([], at("2026-11-23", hm(10)), 15)).toEqual({ kind: "UNSCHEDULED" });
  });
  it("follows an overnight shift past midnight", () => {
    const night = shift(2, "2026-11-23", "22:00", "03:00");
    expect(matchClockIn([night], at("2026-11-24", hm(1)), 15)).toEqual({ kind: "SHIFT", shift: night });
    expect(matchClockIn([night], at("2026-11-24", hm(3)), 15).kind).toBe("UNSCHEDULED");
  });
  it("names the previous evening for a shift starting just after midnight", () => {
    const late = shift(3, "2026-11-24", "00:10", "06:00");
    expect(matchClockIn([late], at("2026-11-23", hm(23)), 15)).toMatchObject({
      kind: "TOO_EARLY",
      from: "23:55",
    });
  });
  it("picks the earliest open shift of two", () => {
    const second = shift(4, "2026-11-23", "16:00", "20:00");
    expect(matchClockIn([second, morning], at("2026-11-23", hm(15, 50)), 15)).toMatchObject({
      shift: morning,
    });
  });
  it("reads the store's time zone", () => {
    const tokyo = shift(5, "2026-11-23", "09:00", "17:00", "Asia/Tokyo");
    expect(matchClockIn([tokyo], new Date("2026-11-23T00:00:00Z"), 15).kind).toBe("SHIFT");
    expect(matchClockIn([tokyo], new Date("2026-11-22T23:44:00Z"), 15).kind).toBe("TOO_EARLY");
  });
  it("counts a daylight-saving change inside an overnight shift", () => {
    // 2026-11-01 01:00 EDT → EST: 22:00-06:00 lasts 9 real hours.
    const { start, end } = shiftInstants(shift(6, "2026-10-31", "22:00", "06:00"));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(9);
  });
});

describe("location at a phone punch", () => {
  const store = { latitude: 40.7128, longitude: -74.006, clockRadiusM: 150, requireLocation: false };
  it("measures metres", () => {
    expect(
      Math.round(
        distanceM({ latitude: 40.7128, longitude: -74.006 }, { latitude: 40.7228, longitude: -74.006 }),
      ),
    ).toBe(1112);
  });
  it("flags outside the radius, and refuses only when the store requires it", () => {
    const far = { latitude: 40.7228, longitude: -74.006, accuracyM: 20 };
    expect(checkLocation(store, far)).toEqual({ flags: ["OUTSIDE_RADIUS"], distanceM: 1112, refusal: null });
    expect(checkLocation({ ...store, requireLocation: true }, far).refusal).toBe(
      "You are 1112 m from the store; clock in there",
    );
  });
  it("lets a fix inside the radius (or within its accuracy) through", () => {
    const near = { latitude: 40.7136, longitude: -74.006, accuracyM: 10 };
    expect(checkLocation(store, near)).toEqual({ flags: [], distanceM: 89, refusal: null });
    const blurry = { latitude: 40.7146, longitude: -74.006, accuracyM: 100 };
    expect(checkLocation(store, blurry).flags).toEqual([]);
  });
  it("flags a missing location where the store has a place", () => {
    expect(checkLocation(store, null)).toEqual({ flags: ["NO_LOCATION"], distanceM: null, refusal: null });
    expect(checkLocation({ ...store, requireLocation: true }, null).refusal).toMatch(/needs your location/);
    expect(checkLocation({ ...store, latitude: null, longitude: null }, null).flags).toEqual([]);
  });
});

describe("forgotten clock-out", () => {
  const clockIn = at("2026-11-23", hm(9));
  const shiftEnd = at("2026-11-23", hm(17));
  it("waits for the next day on the store's calendar", () => {
    expect(isMissedClockOut({ clockIn, shiftEnd, timeZone: NY }, at("2026-11-23", hm(23, 59)))).toBe(false);
    expect(isMissedClockOut({ clockIn, shiftEnd, timeZone: NY }, at("2026-11-24", 0))).toBe(true);
  });
  it("leaves an overnight shift open until a while after its end", () => {
    const night = { clockIn: at("2026-11-23", hm(22)), shiftEnd: at("2026-11-24", hm(3)), timeZone: NY };
    expect(isMissedClockOut(night, at("2026-11-24", hm(4)))).toBe(false);
    expect(isMissedClockOut(night, at("2026-11-24", hm(5)))).toBe(true);
  });
});
