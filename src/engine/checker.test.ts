import { describe, expect, it } from "vitest";
import { checkSchedule } from "./checker";
import type { EngineInputRaw } from "./input";
import type { OutputShift, Warning } from "./output";
import { WEEK, baseRaw, parse, shift } from "./test-fixtures";

interface Case {
  name: string;
  change?: (raw: EngineInputRaw) => void;
  shifts: OutputShift[];
  warnings?: Warning[];
  /** Rules broken, sorted; [] = the schedule passes. */
  broken: string[];
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

const cases: Case[] = [
  // Breaks
  { name: "8 h shift with its meal break", shifts: [shift(1, 1, 0, "09:00", "17:00")], broken: [] },
  {
    name: "8 h shift without a meal break",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [])],
    broken: ["breaks"],
  },
  {
    name: "meal break of the wrong length",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "12:00", end: "12:45", kind: "MEAL" }])],
    broken: ["breaks"],
  },
  {
    name: "meal break starting exactly mealBreakAfter in",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "14:00", end: "14:30", kind: "MEAL" }])],
    broken: [],
  },
  {
    name: "meal break starting later than mealBreakAfter",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "14:15", end: "14:45", kind: "MEAL" }])],
    broken: ["breaks"],
  },
  {
    name: "meal break outside the shift",
    shifts: [shift(1, 1, 0, "09:00", "15:00", [{ start: "08:30", end: "09:00", kind: "MEAL" }])],
    broken: ["breaks"],
  },
  {
    name: "5 h shift (= mealBreakAfter) needs no meal",
    shifts: [shift(1, 1, 0, "09:00", "14:00")],
    broken: [],
  },
  {
    name: "5 h shift with a meal break it must not have",
    shifts: [shift(1, 1, 0, "09:00", "14:00", [{ start: "11:00", end: "11:30", kind: "MEAL" }])],
    broken: ["breaks"],
  },
  {
    name: "REST breaks are not checked",
    shifts: [shift(1, 1, 0, "09:00", "14:00", [{ start: "11:00", end: "11:15", kind: "REST" }])],
    broken: [],
  },
  { name: "shift ending at 24:00", shifts: [shift(1, 1, 0, "16:00", "24:00")], broken: [] },
  // Shape
  { name: "shift shorter than the minimum", shifts: [shift(1, 1, 0, "09:00", "12:00")], broken: ["length"] },
  { name: "shift longer than the maximum", shifts: [shift(1, 1, 0, "09:00", "17:15")], broken: ["length"] },
  { name: "start off the 15-minute grid", shifts: [shift(1, 1, 0, "09:10", "14:10")], broken: ["grid"] },
  { name: "date outside the week", shifts: [shift(1, 1, 7, "09:00", "14:00")], broken: ["week"] },
  { name: "open shift within the bounds", shifts: [shift(null, 1, 0, "09:00", "14:00")], broken: [] },
  { name: "open shift too short", shifts: [shift(null, 1, 0, "09:00", "11:00")], broken: ["length"] },
  // Qualified, available, time off
  {
    name: "not qualified for the position",
    shifts: [shift(3, 2, 5, "09:00", "14:00")],
    broken: ["qualified", "trainerRatio"],
  },
  {
    name: "inside touching available windows",
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "MONDAY", startTime: "09:00", endTime: "13:00" },
        { dayOfWeek: "MONDAY", startTime: "13:00", endTime: "18:00" },
      ];
    },
    shifts: [shift(2, 1, 0, "10:00", "17:00")],
    broken: [],
  },
  {
    name: "past the end of the available windows",
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "MONDAY", startTime: "09:00", endTime: "18:00" }];
    },
    shifts: [shift(2, 1, 0, "11:00", "19:00")],
    broken: ["available"],
  },
  {
    name: "overlapping an unavailable window",
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "MONDAY", startTime: "12:00", endTime: "13:00", isAvailable: false },
      ];
    },
    shifts: [shift(2, 1, 0, "09:00", "14:00")],
    broken: ["available"],
  },
  {
    name: "only unavailable windows: free outside them",
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "MONDAY", startTime: "06:00", endTime: "09:00", isAvailable: false },
      ];
    },
    shifts: [shift(2, 1, 0, "09:00", "14:00")],
    broken: [],
  },
  {
    name: "available windows on other days only",
    change: (raw) => {
      employee(raw, 2).availability = [{ dayOfWeek: "TUESDAY", startTime: "06:00", endTime: "22:00" }];
    },
    shifts: [shift(2, 1, 0, "09:00", "14:00")],
    broken: ["available"],
  },
  {
    name: "on the last day of time off (inclusive)",
    change: (raw) => {
      employee(raw, 2).timeOff = [{ startDate: "2026-11-24", endDate: "2026-11-25" }];
    },
    shifts: [shift(2, 1, 2, "09:00", "14:00")],
    broken: ["timeOff"],
  },
  {
    name: "the day after time off",
    change: (raw) => {
      employee(raw, 2).timeOff = [{ startDate: "2026-11-24", endDate: "2026-11-25" }];
    },
    shifts: [shift(2, 1, 3, "09:00", "14:00")],
    broken: [],
  },
  // One a day, rest, clopen
  {
    name: "two shifts on one day",
    shifts: [shift(2, 1, 0, "09:00", "13:00"), shift(2, 1, 0, "17:00", "21:00")],
    broken: ["oneShiftADay", "rest"],
  },
  {
    name: "too little rest between days",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00"), shift(2, 1, 1, "04:00", "09:00")],
    broken: ["rest"],
  },
  {
    name: "exactly the minimum rest",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00"), shift(2, 1, 1, "05:00", "10:00")],
    broken: [],
  },
  {
    name: "close then open too soon",
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00"), shift(2, 1, 1, "06:00", "11:00")],
    broken: ["clopen"],
  },
  {
    name: "close then open with the gap respected",
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00"), shift(2, 1, 1, "07:00", "12:00")],
    broken: [],
  },
  {
    name: "rest across the week boundary counts previous shifts",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "16:00", end: "24:00" },
      ];
    },
    shifts: [shift(2, 1, 0, "06:00", "11:00")],
    broken: ["rest"],
  },
  {
    name: "enough rest after the previous week",
    change: (raw) => {
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "10:00", end: "16:00" },
      ];
    },
    shifts: [shift(2, 1, 0, "06:00", "11:00")],
    broken: [],
  },
  // Minors
  { name: "minor past curfew", shifts: [shift(3, 1, 0, "17:00", "22:15")], broken: ["minorCurfew"] },
  { name: "minor ending at curfew", shifts: [shift(3, 1, 0, "17:00", "22:00")], broken: [] },
  {
    name: "minor over the daily hours",
    change: (raw) => {
      raw.constraints = { minorMaxDailyHours: 6 };
    },
    shifts: [shift(3, 1, 0, "09:00", "16:00")],
    broken: ["minorDaily"],
  },
  {
    name: "minor over the weekly hours",
    shifts: [0, 1, 2, 3].map((d) => shift(3, 1, d, "09:00", "14:00")),
    broken: ["minorWeekly"],
  },
  {
    name: "turning 18 on Wednesday: no curfew that day",
    shifts: [shift(4, 1, 2, "16:00", "23:00")],
    broken: [],
  },
  {
    name: "turning 18 on Wednesday: Tuesday is still a minor's",
    shifts: [shift(4, 1, 1, "16:00", "23:00")],
    broken: ["minorCurfew"],
  },
  {
    name: "minor weekly hours count only the days as a minor",
    shifts: [0, 1]
      .map((d) => shift(4, 1, d, "09:00", "14:00"))
      .concat([2, 3, 4].map((d) => shift(4, 1, d, "09:00", "17:00"))),
    broken: [],
  },
  // Weekly cap, consecutive days
  {
    name: "over the weekly cap",
    change: (raw) => {
      raw.constraints = { weeklyHourCap: 20 };
    },
    shifts: [0, 1, 2].map((d) => shift(2, 1, d, "09:00", "17:00")),
    broken: ["weeklyCap"],
  },
  {
    name: "more consecutive days than allowed, counting previous shifts",
    change: (raw) => {
      employee(raw, 2).maxConsecutiveDays = 3;
      raw.previousShifts = ["2026-11-21", "2026-11-22"].map((date) => ({
        positionId: 1,
        employeeId: 2,
        date,
        start: "09:00",
        end: "14:00",
      }));
    },
    shifts: [0, 1].map((d) => shift(2, 1, d, "09:00", "14:00")),
    broken: ["consecutiveDays"],
  },
  {
    name: "consecutive days within the limit",
    change: (raw) => {
      employee(raw, 2).maxConsecutiveDays = 3;
      raw.previousShifts = [
        { positionId: 1, employeeId: 2, date: "2026-11-22", start: "09:00", end: "14:00" },
      ];
    },
    shifts: [0, 1].map((d) => shift(2, 1, d, "09:00", "14:00")),
    broken: [],
  },
  // Trainer ratio
  {
    name: "trainee alone on a trainer position",
    shifts: [shift(2, 2, 0, "09:00", "14:00")],
    broken: ["trainerRatio"],
  },
  {
    name: "trainee alongside a trainer",
    shifts: [shift(2, 2, 0, "09:00", "14:00"), shift(1, 2, 0, "09:00", "14:00")],
    broken: [],
  },
  {
    name: "trainee outlasting the trainer",
    shifts: [shift(2, 2, 0, "09:00", "14:00"), shift(1, 2, 0, "09:00", "13:00")],
    broken: ["trainerRatio"],
  },
  // Locked shifts, understaffing
  {
    name: "locked shift kept",
    change: (raw) => {
      raw.lockedShifts = [{ positionId: 1, employeeId: 1, date: WEEK, start: "09:00", end: "17:00" }];
    },
    shifts: [shift(1, 1, 0, "09:00", "17:00")],
    broken: [],
  },
  {
    name: "locked shift moved",
    change: (raw) => {
      raw.lockedShifts = [{ positionId: 1, employeeId: 1, date: WEEK, start: "09:00", end: "17:00" }];
    },
    shifts: [shift(1, 1, 0, "09:15", "17:00")],
    broken: ["locked"],
  },
  {
    name: "understaffed slot without a warning",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 2 }];
    },
    shifts: [shift(1, 1, 0, "09:00", "14:00")],
    broken: ["unreportedUnderstaffing"],
  },
  {
    name: "understaffed slot inside a warning",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 2 }];
    },
    shifts: [shift(1, 1, 0, "09:00", "14:00")],
    warnings: [understaffed(WEEK, "09:45", "10:15")],
    broken: [],
  },
  {
    name: "warning on the wrong day",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 1 }];
    },
    shifts: [],
    warnings: [understaffed("2026-11-24", "10:00", "10:15")],
    broken: ["unreportedUnderstaffing"],
  },
  {
    name: "the 23:45 slot is covered by a shift ending at 24:00",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "23:45", requiredHeadcount: 1 }];
    },
    shifts: [shift(1, 1, 0, "19:00", "24:00")],
    broken: [],
  },
];

describe("checkSchedule", () => {
  it.each(cases)("$name", ({ change, shifts, warnings, broken }) => {
    const raw = baseRaw();
    change?.(raw);
    const violations = checkSchedule(parse(raw), { shifts, warnings: warnings ?? [] });
    expect([...new Set(violations.map((v) => v.rule))].sort()).toEqual([...broken].sort());
  });
});
