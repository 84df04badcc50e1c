import { describe, expect, it } from "vitest";
import { addDays } from "../domain/time";
import { checkSchedule } from "./checker";
import { freeIntervals } from "./check/shift-rules";
import type { EngineInputRaw } from "./input";
import { computeMetrics } from "./metrics";
import type { OutputShift, ShiftBreak, Warning } from "./output";
import { reviewSchedule } from "./review";
import { WEEK, baseRaw, parse } from "./test-fixtures";

/**
 * The checker on the real week (docs/engine.md, Contract, "The real week"): shifts that end the next
 * day, a store open 17:00-02:00, shifts across a daylight-saving change. The test week is Monday
 * 2026-11-23 (Friday is day 4, 2026-11-27); Ana (1) trains, Ben (2) does not, Cy (3) is a minor.
 */

const FRI = 4;
const SAT = 5;
const SUN = 6;

/** A shift on day `day` of `week`; breaks as given (an overnight shift's meal is spelled out). */
function at(
  employeeId: number | null,
  positionId: number,
  day: number,
  start: string,
  end: string,
  breaks: ShiftBreak[] = [],
  week = WEEK,
): OutputShift {
  return { positionId, employeeId, date: addDays(week, day), start, end, breaks };
}

const meal = (start: string, end: string): ShiftBreak[] => [{ start, end, kind: "MEAL" }];

/** The test store open 17:00-02:00 (it closes the next day). */
function barRaw(): EngineInputRaw {
  const raw = baseRaw();
  raw.store = { ...raw.store, openTime: "17:00", closeTime: "02:00" };
  return raw;
}

const employee = (raw: EngineInputRaw, id: number) => {
  const e = raw.employees?.find((x) => x.id === id);
  if (!e) throw new Error(`no employee ${id}`);
  return e;
};

const understaffed = (date: string, start: string, end: string, positionId = 1): Warning => ({
  code: "UNDERSTAFFED",
  message: "",
  date,
  positionId,
  start,
  end,
  employeeId: null,
});

/** One demand entry per quarter hour of [from, to) of a weekday's business day ("HH:MM", may wrap). */
function need(dayOfWeek: "FRIDAY" | "SUNDAY", slots: string[], heads = 1, positionId = 1) {
  return slots.map((timeSlot) => ({ positionId, dayOfWeek, timeSlot, requiredHeadcount: heads }));
}

interface Case {
  name: string;
  raw?: () => EngineInputRaw;
  change?: (raw: EngineInputRaw) => void;
  shifts: OutputShift[];
  warnings?: Warning[];
  broken: string[];
}

const cases: Case[] = [
  // A store that closes the next day, shifts that end the next day
  {
    name: "a 17:00-02:00 store: Friday 18:00-02:00 with its meal before midnight",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: [],
  },
  {
    name: "an overnight shift needs its meal break (8 h real, not a negative length)",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "18:00", "02:00")],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "an overnight shift longer than the store's maximum",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "18:00", "03:00", meal("21:00", "21:30"))],
    broken: ["SHIFT_LENGTH"],
  },
  {
    name: "an end equal to the start is 24 h, more than a shift may last",
    shifts: [at(2, 1, FRI, "18:00", "18:00", meal("21:00", "21:30"))],
    broken: ["INVALID_SHIFT"],
  },
  {
    name: "17 h within one day is more than a shift may last",
    shifts: [at(2, 1, FRI, "06:00", "23:00", meal("09:00", "09:30"))],
    broken: ["INVALID_SHIFT"],
  },
  {
    name: "an overnight meal break after midnight, 4.5 h in",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "20:00", "04:00", meal("00:30", "01:00"))],
    broken: [],
  },
  {
    name: "an overnight meal break across midnight",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "20:00", "04:00", meal("23:45", "00:15"))],
    broken: [],
  },
  {
    name: "an overnight meal break after midnight, later than 5 h in",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "20:00", "04:00", meal("01:15", "01:45"))],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "an overnight meal break after the shift's end",
    raw: barRaw,
    shifts: [at(2, 1, FRI, "20:00", "04:00", meal("04:00", "04:30"))],
    broken: ["MEAL_BREAK"],
  },
  // Rest and clopen on real minutes
  {
    name: "rest between Friday 18:00-02:00 and Saturday 09:00 is 7 h",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30")), at(2, 1, SAT, "09:00", "14:00")],
    broken: ["MIN_REST"],
  },
  {
    name: "rest between Friday 18:00-02:00 and Saturday 10:00 is 8 h",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30")), at(2, 1, SAT, "10:00", "15:00")],
    broken: [],
  },
  {
    name: "clopen: closing at the 02:00 close, opening Saturday 8 h later",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30")), at(2, 1, SAT, "10:00", "15:00")],
    broken: ["CLOPEN"],
  },
  {
    name: "no clopen when the night shift leaves before the 02:00 close",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [at(2, 1, FRI, "18:00", "01:00", meal("21:00", "21:30")), at(2, 1, SAT, "10:00", "15:00")],
    broken: [],
  },
  {
    name: "clopen respected: 10 h after the 02:00 close",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30")), at(2, 1, SAT, "12:00", "17:00")],
    broken: [],
  },
  {
    name: "a 21:00 close: a shift to 01:00 closes, the next morning's 09:00 opens too soon",
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [at(2, 1, FRI, "17:00", "01:00", meal("20:00", "20:30")), at(2, 1, SAT, "09:00", "14:00")],
    broken: ["CLOPEN"],
  },
  // Overlaps across dates
  {
    name: "Sunday night of last week to 02:00 overlaps a Monday 01:00 start",
    raw: barRaw,
    change: (raw) => {
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "18:00", end: "02:00" },
      ];
    },
    shifts: [at(2, 1, 0, "01:00", "06:00")],
    broken: ["DOUBLE_SHIFT"],
  },
  {
    name: "Sunday night of last week to 02:00, Monday from 02:00: no rest at all",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "18:00", end: "02:00" },
      ];
    },
    shifts: [at(2, 1, 0, "02:00", "07:00")],
    broken: ["MIN_REST"],
  },
  {
    name: "Sunday night of last week to 02:00, Monday from 10:00: 8 h of rest",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "18:00", end: "02:00" },
      ];
    },
    shifts: [at(2, 1, 0, "10:00", "15:00")],
    broken: [],
  },
  {
    name: "an overnight shift at another store overlaps the next morning's shift here",
    change: (raw) => {
      raw.fixedShifts = [
        { positionId: 9, employeeId: 2, date: addDays(WEEK, 0), start: "20:00", end: "04:00" },
      ];
    },
    shifts: [at(2, 1, 1, "02:00", "07:00")],
    broken: ["DOUBLE_SHIFT"],
  },
  {
    name: "this week's Sunday night overlapping nothing: the week ends, the shift does not",
    raw: barRaw,
    shifts: [at(2, 1, SUN, "20:00", "04:00", meal("23:00", "23:30"))],
    broken: [],
  },
  // Minors
  {
    name: "a minor's shift to midnight breaks a 23:00 curfew",
    change: (raw) => {
      raw.constraints = { minorCurfewTime: "23:00" };
    },
    shifts: [at(3, 1, FRI, "18:00", "00:00", meal("20:00", "20:30"))],
    broken: ["MINOR_CURFEW"],
  },
  {
    name: "a minor's overnight shift breaks the curfew of the day it starts",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minorCurfewTime: "23:00" };
    },
    shifts: [at(3, 1, FRI, "21:00", "01:00")],
    broken: ["MINOR_CURFEW"],
  },
  {
    name: "a minor ending at a 23:00 curfew",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minorCurfewTime: "23:00" };
    },
    shifts: [at(3, 1, FRI, "18:00", "23:00")],
    broken: [],
  },
  {
    name: "minor daily hours count a night shift on the day it starts",
    raw: barRaw,
    change: (raw) => {
      raw.constraints = { minorCurfewTime: "23:00", minorMaxDailyHours: 4 };
      employee(raw, 3).dateOfBirth = "2008-11-28"; // 18 on Saturday
    },
    // Friday (a minor's day) 17:00-23:00 is 6 h, over 4; Saturday he is 18.
    shifts: [
      at(3, 1, FRI, "17:00", "23:00", meal("19:00", "19:30")),
      at(3, 1, SAT, "18:00", "02:00", meal("21:00", "21:30")),
    ],
    broken: ["MINOR_DAILY_HOURS"],
  },
  // Availability on the real timeline
  {
    name: "inside an overnight available window",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "02:00" }];
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: [],
  },
  {
    name: "past the end of an overnight available window",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "01:00" }];
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: ["UNAVAILABLE"],
  },
  {
    name: "Friday's window to midnight and Saturday's from midnight merge",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "24:00" },
        { dayOfWeek: "SATURDAY", startTime: "00:00", endTime: "03:00" },
      ];
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: [],
  },
  {
    name: "Friday's window to midnight alone does not cover the hours after it",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "FRIDAY", startTime: "18:00", endTime: "24:00" }];
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: ["UNAVAILABLE"],
  },
  {
    name: "Thursday's overnight window covers a Friday 00:00-04:00 shift",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "THURSDAY", startTime: "20:00", endTime: "06:00" }];
    },
    shifts: [at(2, 1, FRI, "00:00", "04:00")],
    broken: [],
  },
  {
    name: "an unavailable window on Saturday morning breaks a Friday night shift",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "SATURDAY", startTime: "01:00", endTime: "08:00", isAvailable: false },
      ];
    },
    shifts: [at(2, 1, FRI, "20:00", "02:00", meal("22:00", "22:30"))],
    broken: ["UNAVAILABLE"],
  },
  // Time off: a shift that runs into a day off breaks it
  {
    name: "a Friday night shift runs into Saturday's time off",
    raw: barRaw,
    change: (raw) => {
      employee(raw, 2).timeOff = [{ startDate: addDays(WEEK, SAT), endDate: addDays(WEEK, SAT) }];
    },
    shifts: [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30"))],
    broken: ["TIME_OFF"],
  },
  {
    name: "a Friday shift ending at midnight does not reach Saturday's time off",
    change: (raw) => {
      employee(raw, 2).timeOff = [{ startDate: addDays(WEEK, SAT), endDate: addDays(WEEK, SAT) }];
    },
    shifts: [at(2, 1, FRI, "16:00", "00:00", meal("19:00", "19:30"))],
    broken: [],
  },
  // Coverage by real instants: FRIDAY "01:00" of a 17:00-02:00 store is Saturday 01:00
  {
    name: "FRIDAY 01:00 is covered by Friday 20:00-02:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [at(2, 1, FRI, "20:00", "02:00", meal("22:00", "22:30"))],
    broken: [],
  },
  {
    name: "FRIDAY 01:00 is covered by Saturday 00:00-04:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [at(2, 1, SAT, "00:00", "04:00")],
    broken: [],
  },
  {
    name: "FRIDAY 01:00 is not covered by Friday 09:00-17:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [at(2, 1, FRI, "09:00", "17:00", meal("12:00", "12:30"))],
    broken: ["UNREPORTED_UNDERSTAFFING"],
  },
  {
    name: "FRIDAY 01:00 unmet inside Friday's UNDERSTAFFED 23:00-02:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [],
    warnings: [understaffed(addDays(WEEK, FRI), "23:00", "02:00")],
    broken: [],
  },
  {
    name: "FRIDAY 01:00 unmet inside Friday's UNDERSTAFFED 01:00-01:15",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [],
    warnings: [understaffed(addDays(WEEK, FRI), "01:00", "01:15")],
    broken: [],
  },
  {
    name: "FRIDAY 01:00 unmet, warned on Saturday's date instead",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("FRIDAY", ["01:00"]);
    },
    shifts: [],
    warnings: [understaffed(addDays(WEEK, SAT), "01:00", "01:15")],
    broken: ["UNREPORTED_UNDERSTAFFING"],
  },
  {
    name: "SUNDAY 01:45 (next Monday's small hours) is covered by Sunday 20:00-02:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("SUNDAY", ["01:45"]);
    },
    shifts: [at(2, 1, SUN, "20:00", "02:00", meal("22:00", "22:30"))],
    broken: [],
  },
  {
    name: "SUNDAY 01:45 is not covered by this week's Monday 00:00-04:00",
    raw: barRaw,
    change: (raw) => {
      raw.demand = need("SUNDAY", ["01:45"]);
    },
    shifts: [at(2, 1, 0, "00:00", "04:00")],
    broken: ["UNREPORTED_UNDERSTAFFING"],
  },
  {
    name: "trainees after midnight with the trainer gone at 24:00",
    raw: barRaw,
    shifts: [
      at(1, 2, FRI, "17:00", "24:00", meal("20:00", "20:30")),
      at(2, 2, FRI, "18:00", "02:00", meal("21:00", "21:30")),
    ],
    broken: ["TRAINER_RATIO"],
  },
  {
    name: "trainees after midnight with the trainer there till close",
    raw: barRaw,
    shifts: [
      at(1, 2, FRI, "18:00", "02:00", meal("21:00", "21:30")),
      at(2, 2, FRI, "18:00", "02:00", meal("21:00", "21:30")),
    ],
    broken: [],
  },
];

describe("checkSchedule on the real week", () => {
  it.each(cases)("$name", ({ raw, change, shifts, warnings, broken }) => {
    const r = (raw ?? baseRaw)();
    change?.(r);
    const violations = checkSchedule(parse(r), { shifts, warnings: warnings ?? [] });
    expect([...new Set(violations.map((v) => v.code))].sort()).toEqual([...broken].sort());
  });
});

describe("real-week violations name their times", () => {
  it("rest after a night names the end on the next day", () => {
    const raw = barRaw();
    raw.constraints = { maxClopenGap: 0 };
    const shifts = [at(2, 1, FRI, "18:00", "02:00", meal("21:00", "21:30")), at(2, 1, SAT, "09:00", "14:00")];
    const [rest] = checkSchedule(parse(raw), { shifts, warnings: [] });
    expect(rest?.code).toBe("MIN_REST");
    expect(rest?.shifts).toEqual([0, 1]);
    expect(rest?.message).toBe(
      "Ben would have 7 h of rest between Sat 28 Nov 02:00 and Sat 28 Nov 09:00, under the 8 h minimum",
    );
  });

  it("an overlap across dates names both shifts, on the date of this schedule's", () => {
    const raw = barRaw();
    raw.previousShifts = [{ positionId: 1, employeeId: 2, date: "2026-11-22", start: "18:00", end: "02:00" }];
    const shifts = [at(2, 1, 0, "01:00", "06:00")];
    const [overlap] = checkSchedule(parse(raw), { shifts, warnings: [] });
    expect(overlap?.code).toBe("DOUBLE_SHIFT");
    expect(overlap?.date).toBe(WEEK);
    expect(overlap?.shifts).toEqual([0]);
    expect(overlap?.message).toBe(
      "Ben would work two shifts at once: Sun 22 Nov 18:00-02:00 and Mon 23 Nov 01:00-06:00",
    );
  });

  it("the trainer ratio after midnight is a run of Friday's business day", () => {
    const shifts = [
      at(1, 2, FRI, "17:00", "24:00", meal("20:00", "20:30")),
      at(2, 2, FRI, "18:00", "02:00", meal("21:00", "21:30")),
      at(2, 2, SAT, "18:00", "22:00"),
    ];
    const [ratio] = checkSchedule(parse(barRaw()), { shifts, warnings: [] });
    expect(ratio).toMatchObject({
      code: "TRAINER_RATIO",
      date: addDays(WEEK, FRI),
      start: "00:00",
      end: "02:00",
    });
    expect(ratio?.shifts).toEqual([1]);
  });
});

describe("coverage and UNDERSTAFFED on the business day", () => {
  it("a FRIDAY 01:00 need is Friday's entry, held by a Saturday 00:00 shift", () => {
    const raw = barRaw();
    raw.demand = need("FRIDAY", ["23:45", "00:00", "01:00"]);
    const review = reviewSchedule(parse(raw), [at(2, 1, SAT, "00:00", "04:00")]);
    const friday = addDays(WEEK, FRI);
    const saturday = addDays(WEEK, SAT);
    expect(review.coverage.filter((c) => c.required > 0)).toEqual([
      { positionId: 1, date: friday, timeSlot: "23:45", required: 1, scheduled: 0 },
      { positionId: 1, date: friday, timeSlot: "00:00", required: 1, scheduled: 1 },
      { positionId: 1, date: friday, timeSlot: "01:00", required: 1, scheduled: 1 },
    ]);
    // 02:00-04:00 on Saturday is after the close but before the middle of the closed gap (09:30): still
    // Friday's business day, on shift with no need.
    const late = ["02:00", "02:15", "02:30", "02:45", "03:00", "03:15", "03:30", "03:45"];
    expect(review.coverage.filter((c) => c.date === saturday)).toEqual([]);
    expect(
      review.coverage.filter((c) => c.date === friday && late.includes(c.timeSlot)).map((c) => c.scheduled),
    ).toEqual(late.map(() => 1));
    expect(review.warnings.filter((w) => w.code === "UNDERSTAFFED")).toMatchObject([
      { date: friday, start: "23:45", end: "24:00" },
    ]);
  });

  it("an unmet need from 23:00 to the 02:00 close is one UNDERSTAFFED warning, Friday 23:00-02:00", () => {
    const raw = barRaw();
    raw.demand = need("FRIDAY", [
      "23:00",
      "23:15",
      "23:30",
      "23:45",
      "00:00",
      "00:15",
      "00:30",
      "00:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
    ]);
    const input = parse(raw);
    const review = reviewSchedule(input, []);
    const warnings = review.warnings.filter((w) => w.code === "UNDERSTAFFED");
    expect(warnings).toMatchObject([
      { date: addDays(WEEK, FRI), start: "23:00", end: "02:00", positionId: 1 },
    ]);
    expect(review.metrics.understaffedHours).toBe(3);
    // The review's warning is what the checker asks for.
    const asWarnings: Warning[] = warnings.map((w) => ({ ...w, code: "UNDERSTAFFED" }));
    expect(checkSchedule(input, { shifts: [], warnings: asWarnings })).toEqual([]);
  });

  it("a Sunday night's hours past the close are Sunday's business day until the middle of the closed gap", () => {
    const raw = barRaw();
    const metrics = computeMetrics(parse(raw), [at(2, 1, SUN, "20:00", "04:00", meal("22:00", "22:30"))], {
      hardViolations: 0,
      objective: 0,
      lowerBound: 0,
    });
    expect(metrics.overstaffedHours).toBe(8); // 20:00-04:00, all before 09:30: Sunday's business day
    expect(metrics.totalHours).toBe(7.5); // the whole shift is worked
  });
});

describe("daylight saving (America/New_York)", () => {
  const SPRING = "2026-03-02"; // Sunday 2026-03-08 02:00 → 03:00
  const FALL = "2026-10-26"; // Sunday 2026-11-01 02:00 → 01:00

  const dstRaw = (weekStart: string, change: (raw: EngineInputRaw) => void = () => {}) => {
    const raw = barRaw();
    raw.weekStart = weekStart;
    change(raw);
    return raw;
  };
  const broken = (raw: EngineInputRaw, shifts: OutputShift[]) => [
    ...new Set(checkSchedule(parse(raw), { shifts, warnings: [] }).map((v) => v.code)),
  ];

  it("Saturday 22:00-04:00 on the spring-forward night is 5 h: too short for a 5.5 h minimum", () => {
    const raw = dstRaw(SPRING, (r) => {
      r.store = { ...r.store, defaultShiftMinLength: 330 };
    });
    expect(broken(raw, [at(2, 1, SAT, "22:00", "04:00", [], SPRING)])).toEqual(["SHIFT_LENGTH"]);
    // The same hours on Friday night are 6 h (and need their meal).
    expect(broken(raw, [at(2, 1, FRI, "22:00", "04:00", meal("00:00", "00:30"), SPRING)])).toEqual([]);
  });

  it("5 h real needs no meal break: one given breaks the rule", () => {
    const raw = dstRaw(SPRING);
    expect(broken(raw, [at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), SPRING)])).toEqual([
      "MEAL_BREAK",
    ]);
  });

  it("Saturday 22:00-04:00 on the fall-back night is 7 h: too long for a 6.5 h maximum", () => {
    const raw = dstRaw(FALL, (r) => {
      r.store = { ...r.store, defaultShiftMaxLength: 390 };
    });
    expect(broken(raw, [at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), FALL)])).toEqual([
      "SHIFT_LENGTH",
    ]);
    expect(broken(raw, [at(2, 1, FRI, "22:00", "04:00", meal("00:00", "00:30"), FALL)])).toEqual([]);
  });

  it("the fall-back night's extra hour counts toward the weekly cap", () => {
    const nights = (week: string) => [
      at(2, 1, FRI, "22:00", "04:00", meal("00:00", "00:30"), week),
      at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), week),
    ];
    const cap = (r: EngineInputRaw) => {
      r.constraints = { weeklyHourCap: 11 };
    };
    // 5.5 + 6.5 = 12 h worked, over 11; the same two nights in November's plain week are 11 h.
    expect(broken(dstRaw(FALL, cap), nights(FALL))).toEqual(["WEEKLY_CAP"]);
    expect(broken(dstRaw(WEEK, cap), nights(WEEK))).toEqual([]);
  });

  it("metrics.totalHours reads real hours on both nights", () => {
    const total = (week: string, shifts: OutputShift[]) =>
      computeMetrics(parse(dstRaw(week)), shifts, { hardViolations: 0, objective: 0, lowerBound: 0 })
        .totalHours;
    expect(total(SPRING, [at(2, 1, SAT, "22:00", "04:00", [], SPRING)])).toBe(5);
    expect(total(FALL, [at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), FALL)])).toBe(6.5);
    expect(total(WEEK, [at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"))])).toBe(5.5);
  });

  it("overtime and labor cost price the real hours", () => {
    const raw = dstRaw(FALL, (r) => {
      r.constraints = { overtimeThreshold: 6 };
      employee(r, 2).hourlyCost = 10;
    });
    const metrics = computeMetrics(
      parse(raw),
      [at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), FALL)],
      {
        hardViolations: 0,
        objective: 0,
        lowerBound: 0,
      },
    );
    expect(metrics.overtimeHours).toBe(0.5);
    expect(metrics.laborCost).toBe(67.5); // 6.5 h × 10 + 0.5 h × 10 × 0.5
  });
});

describe("the review's OVERTIME on real hours", () => {
  it("the fall-back night's hour is overtime and named in the warning", () => {
    const FALL = "2026-10-26";
    const raw = barRaw();
    raw.weekStart = FALL;
    raw.constraints = { overtimeThreshold: 12 };
    const shifts = [
      at(2, 1, FRI, "22:00", "04:00", meal("00:00", "00:30"), FALL),
      at(2, 1, SAT, "22:00", "04:00", meal("00:00", "00:30"), FALL),
    ];
    const overtime = reviewSchedule(parse(raw), shifts).warnings.filter((w) => w.code === "OVERTIME");
    // 5.5 h + 6.5 h = 12 h: at the threshold, no overtime; one more real half hour would be.
    expect(overtime).toEqual([]);
    raw.constraints = { overtimeThreshold: 11 };
    const [warning] = reviewSchedule(parse(raw), shifts).warnings.filter((w) => w.code === "OVERTIME");
    expect(warning).toMatchObject({ employeeId: 2, date: addDays(FALL, SAT), shiftIndexes: [0, 1] });
    expect(warning?.message).toContain("would work 12 h this week, 1 h of overtime here");
  });
});

describe("freeIntervals on the real timeline", () => {
  it("an overnight window shades the evening and the next day's small hours", () => {
    const raw = barRaw();
    employee(raw, 2).availability = [{ dayOfWeek: "FRIDAY", startTime: "22:00", endTime: "02:00" }];
    const ben = parse(raw).employees.find((e) => e.id === 2);
    if (!ben) throw new Error("no Ben");
    expect(freeIntervals(ben, addDays(WEEK, FRI))).toEqual([[1320, 1440]]);
    expect(freeIntervals(ben, addDays(WEEK, SAT))).toEqual([[0, 120]]);
    expect(freeIntervals(ben, addDays(WEEK, 3))).toEqual([]);
  });

  it("an overnight unavailable window cuts the next morning too", () => {
    const raw = barRaw();
    employee(raw, 2).availability = [
      { dayOfWeek: "FRIDAY", startTime: "22:00", endTime: "06:00", isAvailable: false },
    ];
    const ben = parse(raw).employees.find((e) => e.id === 2);
    if (!ben) throw new Error("no Ben");
    expect(freeIntervals(ben, addDays(WEEK, SAT))).toEqual([[360, 1440]]);
  });
});
