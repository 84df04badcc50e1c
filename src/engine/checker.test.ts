import { describe, expect, it } from "vitest";
import { addDays } from "../domain/time";
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

/** A shift at another store this week (or before it, for a negative day). */
const fixed = (employeeId: number, day: number, start: string, end: string, positionId = 1) => ({
  positionId,
  employeeId,
  date: addDays(WEEK, day),
  start,
  end,
});

const cases: Case[] = [
  // Breaks
  { name: "8 h shift with its meal break", shifts: [shift(1, 1, 0, "09:00", "17:00")], broken: [] },
  {
    name: "8 h shift without a meal break",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [])],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "meal break of the wrong length",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "12:00", end: "12:45", kind: "MEAL" }])],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "meal break starting exactly mealBreakAfter in",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "14:00", end: "14:30", kind: "MEAL" }])],
    broken: [],
  },
  {
    name: "meal break starting later than mealBreakAfter",
    shifts: [shift(1, 1, 0, "09:00", "17:00", [{ start: "14:15", end: "14:45", kind: "MEAL" }])],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "meal break outside the shift",
    shifts: [shift(1, 1, 0, "09:00", "15:00", [{ start: "08:30", end: "09:00", kind: "MEAL" }])],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "5 h shift (= mealBreakAfter) needs no meal",
    shifts: [shift(1, 1, 0, "09:00", "14:00")],
    broken: [],
  },
  {
    name: "5 h shift with a meal break it must not have",
    shifts: [shift(1, 1, 0, "09:00", "14:00", [{ start: "11:00", end: "11:30", kind: "MEAL" }])],
    broken: ["MEAL_BREAK"],
  },
  {
    name: "REST breaks are not checked",
    shifts: [shift(1, 1, 0, "09:00", "14:00", [{ start: "11:00", end: "11:15", kind: "REST" }])],
    broken: [],
  },
  { name: "shift ending at 24:00", shifts: [shift(1, 1, 0, "16:00", "24:00")], broken: [] },
  // Shape
  {
    name: "shift shorter than the minimum",
    shifts: [shift(1, 1, 0, "09:00", "12:00")],
    broken: ["SHIFT_LENGTH"],
  },
  {
    name: "shift longer than the maximum",
    shifts: [shift(1, 1, 0, "09:00", "17:15")],
    broken: ["SHIFT_LENGTH"],
  },
  {
    name: "start off the 15-minute grid",
    shifts: [shift(1, 1, 0, "09:10", "14:10")],
    broken: ["INVALID_SHIFT"],
  },
  { name: "date outside the week", shifts: [shift(1, 1, 7, "09:00", "14:00")], broken: ["INVALID_SHIFT"] },
  { name: "open shift within the bounds", shifts: [shift(null, 1, 0, "09:00", "14:00")], broken: [] },
  { name: "open shift too short", shifts: [shift(null, 1, 0, "09:00", "11:00")], broken: ["SHIFT_LENGTH"] },
  // Qualified, available, time off
  {
    name: "not qualified for the position",
    shifts: [shift(3, 2, 5, "09:00", "14:00")],
    broken: ["NOT_QUALIFIED", "TRAINER_RATIO"],
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
    broken: ["UNAVAILABLE"],
  },
  {
    name: "overlapping an unavailable window",
    change: (raw) => {
      employee(raw, 2).availability = [
        { dayOfWeek: "MONDAY", startTime: "12:00", endTime: "13:00", isAvailable: false },
      ];
    },
    shifts: [shift(2, 1, 0, "09:00", "14:00")],
    broken: ["UNAVAILABLE"],
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
    broken: ["UNAVAILABLE"],
  },
  {
    name: "on the last day of time off (inclusive)",
    change: (raw) => {
      employee(raw, 2).timeOff = [{ startDate: "2026-11-24", endDate: "2026-11-25" }];
    },
    shifts: [shift(2, 1, 2, "09:00", "14:00")],
    broken: ["TIME_OFF"],
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
    broken: ["DOUBLE_SHIFT"],
  },
  {
    name: "too little rest between days",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00"), shift(2, 1, 1, "04:00", "09:00")],
    broken: ["MIN_REST"],
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
    broken: ["CLOPEN"],
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
    broken: ["MIN_REST"],
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
  { name: "minor past curfew", shifts: [shift(3, 1, 0, "17:00", "22:15")], broken: ["MINOR_CURFEW"] },
  { name: "minor ending at curfew", shifts: [shift(3, 1, 0, "17:00", "22:00")], broken: [] },
  {
    name: "minor over the daily hours",
    change: (raw) => {
      raw.constraints = { minorMaxDailyHours: 6 };
    },
    shifts: [shift(3, 1, 0, "09:00", "16:00")],
    broken: ["MINOR_DAILY_HOURS"],
  },
  {
    name: "minor over the weekly hours",
    shifts: [0, 1, 2, 3].map((d) => shift(3, 1, d, "09:00", "14:00")),
    broken: ["MINOR_WEEKLY_HOURS"],
  },
  {
    name: "turning 18 on Wednesday: no curfew that day",
    shifts: [shift(4, 1, 2, "16:00", "23:00")],
    broken: [],
  },
  {
    name: "turning 18 on Wednesday: Tuesday is still a minor's",
    shifts: [shift(4, 1, 1, "16:00", "23:00")],
    broken: ["MINOR_CURFEW"],
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
    broken: ["WEEKLY_CAP"],
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
    broken: ["CONSECUTIVE_DAYS"],
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
    broken: ["TRAINER_RATIO"],
  },
  {
    name: "trainee alongside a trainer",
    shifts: [shift(2, 2, 0, "09:00", "14:00"), shift(1, 2, 0, "09:00", "14:00")],
    broken: [],
  },
  {
    name: "trainee outlasting the trainer",
    shifts: [shift(2, 2, 0, "09:00", "14:00"), shift(1, 2, 0, "09:00", "13:00")],
    broken: ["TRAINER_RATIO"],
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
    broken: ["LOCKED_CHANGED"],
  },
  {
    name: "understaffed slot without a warning",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "10:00", requiredHeadcount: 2 }];
    },
    shifts: [shift(1, 1, 0, "09:00", "14:00")],
    broken: ["UNREPORTED_UNDERSTAFFING"],
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
    broken: ["UNREPORTED_UNDERSTAFFING"],
  },
  {
    name: "the 23:45 slot is covered by a shift ending at 24:00",
    change: (raw) => {
      raw.demand = [{ positionId: 1, dayOfWeek: "MONDAY", timeSlot: "23:45", requiredHeadcount: 1 }];
    },
    shifts: [shift(1, 1, 0, "19:00", "24:00")],
    broken: [],
  },
  // Shifts at other stores (fixedShifts): they count for every per-person rule and cover nothing.
  {
    name: "a shift here on a day with a shift at another store",
    change: (raw) => {
      raw.fixedShifts = [fixed(2, 0, "17:00", "21:00")];
    },
    shifts: [shift(2, 1, 0, "09:00", "13:00")],
    broken: ["DOUBLE_SHIFT"],
  },
  {
    name: "too little rest after a shift at another store (its position unknown here)",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
      raw.fixedShifts = [fixed(2, 0, "16:00", "24:00", 99)];
    },
    shifts: [shift(2, 1, 1, "06:00", "11:00")],
    broken: ["MIN_REST"],
  },
  {
    name: "too little rest before a shift at another store",
    change: (raw) => {
      raw.constraints = { maxClopenGap: 0 };
      raw.fixedShifts = [fixed(2, 1, "04:00", "10:00")];
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00")],
    broken: ["MIN_REST"],
  },
  {
    name: "close here, open at another store too soon",
    change: (raw) => {
      raw.constraints = { minRestBetweenShifts: 0, maxClopenGap: 600 };
      raw.fixedShifts = [fixed(2, 1, "06:00", "11:00")];
    },
    shifts: [shift(2, 1, 0, "13:00", "21:00")],
    broken: ["CLOPEN"],
  },
  {
    name: "over the weekly cap with the hours at another store",
    change: (raw) => {
      raw.constraints = { weeklyHourCap: 20 };
      raw.fixedShifts = [1, 2].map((d) => fixed(2, d, "09:00", "17:00"));
    },
    shifts: [shift(2, 1, 0, "09:00", "17:00")],
    broken: ["WEEKLY_CAP"],
  },
  {
    name: "under the weekly cap when the other store's hours are not this week's",
    change: (raw) => {
      raw.constraints = { weeklyHourCap: 20 };
      raw.previousShifts = [-1, -2].map((d) => ({ ...fixed(2, d, "09:00", "17:00") }));
    },
    shifts: [shift(2, 1, 0, "09:00", "17:00")],
    broken: [],
  },
  {
    name: "consecutive days made up with another store's days",
    change: (raw) => {
      employee(raw, 2).maxConsecutiveDays = 3;
      raw.fixedShifts = [1, 3].map((d) => fixed(2, d, "09:00", "14:00"));
    },
    shifts: [0, 2].map((d) => shift(2, 1, d, "09:00", "14:00")),
    broken: ["CONSECUTIVE_DAYS"],
  },
  {
    name: "minor over the weekly hours with another store's hours",
    change: (raw) => {
      raw.fixedShifts = [0, 1, 2].map((d) => fixed(3, d, "09:00", "14:00"));
    },
    shifts: [shift(3, 1, 3, "09:00", "14:00")],
    broken: ["MINOR_WEEKLY_HOURS"],
  },
  {
    name: "minor over the daily hours with a shift at another store the same day",
    change: (raw) => {
      raw.fixedShifts = [fixed(3, 0, "09:00", "13:00")];
    },
    shifts: [shift(3, 1, 0, "14:00", "19:00")],
    broken: ["DOUBLE_SHIFT", "MINOR_DAILY_HOURS"],
  },
  {
    name: "breaches made only of other stores' shifts are not this schedule's",
    change: (raw) => {
      raw.constraints = { weeklyHourCap: 20 };
      raw.fixedShifts = [0, 0, 1, 2].map((d, k) =>
        fixed(2, d, k === 1 ? "17:00" : "09:00", k === 1 ? "21:00" : "17:00"),
      );
    },
    shifts: [shift(1, 1, 0, "09:00", "17:00")],
    broken: [],
  },
  {
    name: "a shift for someone not at the store",
    shifts: [shift(9, 1, 0, "09:00", "14:00")],
    broken: ["NOT_AT_STORE"],
  },
  {
    name: "a shift for a position the store does not have",
    shifts: [shift(1, 7, 0, "09:00", "14:00")],
    broken: ["INVALID_SHIFT", "NOT_QUALIFIED"],
  },
];

describe("checkSchedule", () => {
  it.each(cases)("$name", ({ change, shifts, warnings, broken }) => {
    const raw = baseRaw();
    change?.(raw);
    const violations = checkSchedule(parse(raw), { shifts, warnings: warnings ?? [] });
    expect([...new Set(violations.map((v) => v.code))].sort()).toEqual([...broken].sort());
  });
});

describe("violations name the people and the shifts", () => {
  it.each([
    {
      name: "rest between two shifts names both",
      change: (raw: EngineInputRaw) => {
        raw.constraints = { maxClopenGap: 0 };
      },
      shifts: [
        shift(2, 1, 0, "13:00", "21:00"),
        shift(1, 1, 0, "09:00", "14:00"),
        shift(2, 1, 1, "04:00", "09:00"),
      ],
      code: "MIN_REST",
      indexes: [0, 2],
      message:
        "Ben would have 7 h of rest between Mon 23 Nov 21:00 and Tue 24 Nov 04:00, under the 8 h minimum",
    },
    {
      name: "the weekly cap names every shift of the week and the day it is crossed",
      change: (raw: EngineInputRaw) => {
        raw.constraints = { weeklyHourCap: 20 };
        raw.fixedShifts = [fixed(2, 1, "09:00", "17:00")];
      },
      shifts: [
        shift(2, 1, 0, "09:00", "17:00"),
        shift(1, 1, 0, "09:00", "14:00"),
        shift(2, 1, 2, "09:00", "17:00"),
      ],
      code: "WEEKLY_CAP",
      indexes: [0, 2],
      date: "2026-11-25",
      message: "Ben would work 22.5 h this week (counting 1 shift at other stores), over the 20 h cap",
    },
    {
      name: "the trainer ratio names the position's shifts in the range",
      change: () => {},
      shifts: [
        shift(2, 2, 0, "09:00", "14:00"),
        shift(1, 2, 0, "09:00", "13:00"),
        shift(1, 1, 1, "09:00", "14:00"),
      ],
      code: "TRAINER_RATIO",
      indexes: [0],
      message:
        "Cook on Mon 23 Nov 13:00-14:00: up to 1 people in training with no trainer on shift (at most 3 per trainer)",
    },
  ])("$name", ({ change, shifts, code, indexes, message, ...rest }) => {
    const raw = baseRaw();
    change(raw);
    const found = checkSchedule(parse(raw), { shifts, warnings: [] }).filter((v) => v.code === code);
    expect(found).toHaveLength(1);
    expect(found[0]?.shifts).toEqual(indexes);
    expect(found[0]?.message).toBe(message);
    if ("date" in rest) expect(found[0]?.date).toBe(rest.date);
  });
});
