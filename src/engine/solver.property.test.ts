import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAYS_OF_WEEK, addDays, formatTime, parseTime } from "../domain/time";
import { dayNumber } from "./check/calendar";
import { checkSchedule } from "./checker";
import { generateRestaurant } from "./generate";
import type { EngineInputRaw } from "./input";
import { solve, solveWithStats } from "./solver";
import { WEEK, parse } from "./test-fixtures";

/** Minutes on the 15-minute grid between two hours, as "HH:MM". */
const gridTime = (fromHour: number, toHour: number) =>
  fc.integer({ min: fromHour * 4, max: toHour * 4 }).map((q) => formatTime(q * 15));
const day = fc.constantFrom(...DAYS_OF_WEEK);

const windowArb = fc
  .record({
    dayOfWeek: day,
    start: fc.integer({ min: 20, max: 80 }),
    length: fc.integer({ min: 1, max: 60 }),
    isAvailable: fc.boolean(),
    // Windows need not sit on the grid: the solver must still read them exactly.
    jitter: fc.integer({ min: 0, max: 14 }),
  })
  .map((w) => ({
    dayOfWeek: w.dayOfWeek,
    startTime: formatTime(w.start * 15 + w.jitter),
    endTime: formatTime(Math.min(1440, (w.start + w.length) * 15)),
    isAvailable: w.isAvailable,
  }))
  .filter((w) => w.startTime < w.endTime || w.endTime === "24:00");

const employeeArb = (id: number, positions: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`E${id}`),
    positionIds: fc.uniqueArray(fc.integer({ min: 1, max: positions }), {
      minLength: 1,
      maxLength: positions,
    }),
    dateOfBirth: fc.constantFrom(null, "1990-05-05", "2009-06-01", "2008-11-25", "2008-11-29"),
    isTrainerEligible: fc.boolean(),
    desiredWeeklyHours: fc.integer({ min: 0, max: 40 }),
    maxConsecutiveDays: fc.integer({ min: 1, max: 7 }),
    hourlyCost: fc.integer({ min: 10, max: 30 }),
    availability: fc.array(windowArb, { maxLength: 4 }),
    timeOff: fc.array(
      fc
        .integer({ min: -2, max: 6 })
        .chain((a) => fc.integer({ min: 0, max: 2 }).map((len) => ({ a, len })))
        .map(({ a, len }) => ({ startDate: shiftDate(a), endDate: shiftDate(a + len) })),
      { maxLength: 1 },
    ),
    preferences: fc.option(
      fc.record({
        preferredShiftType: fc.constantFrom("OPENING" as const, "MID" as const, "CLOSING" as const),
        prefersWeekends: fc.boolean(),
        desiredHoursMin: fc.integer({ min: 0, max: 20 }),
        desiredHoursMax: fc.integer({ min: 20, max: 40 }),
        maxConsecutiveDays: fc.integer({ min: 1, max: 6 }),
      }),
      { nil: null },
    ),
  });

function shiftDate(offset: number): string {
  const d = new Date(Date.UTC(2026, 10, 23 + offset));
  return d.toISOString().slice(0, 10);
}

const instanceArb = fc
  .record({ positions: fc.integer({ min: 1, max: 2 }), staff: fc.integer({ min: 1, max: 5 }) })
  .chain(({ positions, staff }) =>
    fc.record({
      positions: fc.constant(positions),
      employees: fc.tuple(...Array.from({ length: staff }, (_, i) => employeeArb(i + 1, positions))),
      requiresTrainer: fc.boolean(),
      demand: fc.array(
        fc.record({
          positionId: fc.integer({ min: 1, max: positions }),
          dayOfWeek: day,
          from: fc.integer({ min: 24, max: 90 }),
          slots: fc.integer({ min: 1, max: 24 }),
          heads: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      constraints: fc.record({
        minRestBetweenShifts: fc.integer({ min: 0, max: 720 }),
        maxClopenGap: fc.integer({ min: 0, max: 720 }),
        minorCurfewTime: gridTime(18, 23),
        minorMaxDailyHours: fc.integer({ min: 3, max: 8 }),
        minorMaxWeeklyHours: fc.integer({ min: 4, max: 20 }),
        mealBreakAfter: fc.integer({ min: 120, max: 360 }),
        mealBreakLength: fc.integer({ min: 10, max: 60 }),
        weeklyHourCap: fc.integer({ min: 4, max: 50 }),
        requiredTrainerRatio: fc.integer({ min: 1, max: 3 }),
      }),
      minLength: fc.integer({ min: 120, max: 300 }),
      extraLength: fc.integer({ min: 0, max: 240 }),
      open: gridTime(6, 11),
      close: gridTime(17, 23),
      previous: fc.array(
        fc.record({
          who: fc.integer({ min: 1, max: staff }),
          back: fc.integer({ min: 1, max: 3 }),
          start: fc.integer({ min: 40, max: 72 }),
        }),
        {
          maxLength: 3,
        },
      ),
    }),
  )
  .map((x): EngineInputRaw => {
    const demand = new Map<
      string,
      {
        positionId: number;
        dayOfWeek: (typeof DAYS_OF_WEEK)[number];
        timeSlot: string;
        requiredHeadcount: number;
      }
    >();
    for (const block of x.demand) {
      for (let t = block.from; t < Math.min(96, block.from + block.slots); t++) {
        const timeSlot = formatTime(t * 15);
        demand.set(`${block.positionId}/${block.dayOfWeek}/${timeSlot}`, {
          positionId: block.positionId,
          dayOfWeek: block.dayOfWeek,
          timeSlot,
          requiredHeadcount: block.heads,
        });
      }
    }
    return {
      weekStart: WEEK,
      seed: 7,
      store: {
        timezone: "America/New_York",
        openTime: x.open,
        closeTime: x.close,
        defaultShiftMinLength: x.minLength,
        defaultShiftMaxLength: x.minLength + x.extraLength,
      },
      constraints: x.constraints,
      positions: Array.from({ length: x.positions }, (_, i) => ({
        id: i + 1,
        name: `P${i + 1}`,
        requiresTrainer: i === 0 && x.requiresTrainer,
      })),
      demand: [...demand.values()],
      employees: x.employees.map((e) => ({
        ...e,
        preferences: e.preferences && {
          ...e.preferences,
          desiredHoursMax: Math.max(e.preferences.desiredHoursMin, e.preferences.desiredHoursMax),
        },
      })),
      previousShifts: x.previous.map((p) => ({
        positionId: 1,
        employeeId: p.who,
        date: shiftDate(-p.back),
        start: formatTime(p.start * 15),
        end: formatTime(Math.min(96, p.start + 24) * 15),
      })),
    };
  });

const lockedArb = fc.array(
  fc.record({
    employee: fc.integer({ min: 1, max: 5 }),
    position: fc.integer({ min: 1, max: 2 }),
    day: fc.integer({ min: 0, max: 6 }),
    start: fc.integer({ min: 0, max: 80 }),
    slots: fc.integer({ min: 8, max: 40 }),
  }),
  { maxLength: 3 },
);

describe("solver properties (small random stores)", () => {
  it("every schedule passes the independent checker", () => {
    fc.assert(
      fc.property(instanceArb, (raw) => {
        const input = parse(raw);
        const { output } = solveWithStats(input, { iterations: 3000 });
        const violations = checkSchedule(input, output);
        expect(violations).toEqual([]);
        expect(output.metrics.objective).toBeGreaterThanOrEqual(output.metrics.lowerBound - 1e-6);
      }),
      { numRuns: 80, seed: 20261123 },
    );
  });

  it("adds no violation beyond what arbitrary locked shifts break on their own", () => {
    fc.assert(
      fc.property(instanceArb, lockedArb, (raw, locks) => {
        const staff = raw.employees?.length ?? 0;
        const positions = raw.positions?.length ?? 0;
        raw.lockedShifts = locks
          .filter((l) => l.employee <= staff && l.position <= positions)
          .map((l) => ({
            positionId: l.position,
            employeeId: l.employee,
            date: shiftDate(l.day),
            start: formatTime(l.start * 15),
            end: formatTime(Math.min(96, l.start + l.slots) * 15),
          }));
        const input = parse(raw);
        const { output } = solveWithStats(input, { iterations: 3000 });
        const isLocked = (s: (typeof output.shifts)[number]) =>
          input.lockedShifts.some(
            (l) =>
              l.employeeId === s.employeeId && l.date === s.date && l.start === s.start && l.end === s.end,
          );
        const key = (v: { code: string; employeeId: number | null; date: string | null }) =>
          `${v.code}/${v.employeeId ?? "-"}/${v.code === "TRAINER_RATIO" ? v.date : ""}`;
        const alone = new Set(
          checkSchedule(input, { shifts: output.shifts.filter(isLocked), warnings: output.warnings }).map(
            key,
          ),
        );
        const added = checkSchedule(input, output).filter((v) => !alone.has(key(v)));
        expect(added).toEqual([]);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it("the same input and seed give the same schedule", () => {
    fc.assert(
      fc.property(instanceArb, fc.integer({ min: 0, max: 1000 }), (raw, seed) => {
        const input = parse(raw);
        const a = solve(input, { iterations: 2000, seed });
        const b = solve(input, { iterations: 2000, seed });
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 15, seed: 42 },
    );
  });
});

/**
 * The real week (docs/engine.md, Model): the same random stores as a bar that closes after midnight,
 * with demand in the business day's small hours, availability windows that run past midnight and last
 * week's shifts ending on Monday; on `weekStart` (the daylight-saving weeks of America/New_York put
 * shifts across Sunday 02:00).
 */
const nightArb = (weekStart: string) =>
  fc
    .record({
      base: instanceArb,
      open: gridTime(16, 20),
      close: gridTime(0, 4),
      demand: fc.array(
        fc.record({
          positionId: fc.integer({ min: 1, max: 2 }),
          dayOfWeek: day,
          from: fc.integer({ min: 0, max: 40 }),
          slots: fc.integer({ min: 1, max: 32 }),
          heads: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      windows: fc.array(
        fc.record({
          who: fc.integer({ min: 1, max: 5 }),
          dayOfWeek: day,
          start: fc.integer({ min: 60, max: 92 }),
          slots: fc.integer({ min: 8, max: 48 }),
          isAvailable: fc.boolean(),
        }),
        { maxLength: 6 },
      ),
    })
    .map(({ base, open, close, demand, windows }): EngineInputRaw => {
      const openAt = parseTime(open);
      const closeAt = parseTime(close) + 1440;
      const positions = base.positions?.length ?? 1;
      const slots = new Map<string, NonNullable<EngineInputRaw["demand"]>[number]>();
      for (const block of demand) {
        if (block.positionId > positions) continue;
        for (let k = block.from; k < block.from + block.slots && openAt + k * 15 < closeAt; k++) {
          const timeSlot = formatTime((openAt + k * 15) % 1440);
          slots.set(`${block.positionId}/${block.dayOfWeek}/${timeSlot}`, {
            positionId: block.positionId,
            dayOfWeek: block.dayOfWeek,
            timeSlot,
            requiredHeadcount: block.heads,
          });
        }
      }
      const employees = (base.employees ?? []).map((e) => ({
        ...e,
        availability: [
          ...(e.availability ?? []),
          ...windows
            .filter((w) => w.who === e.id)
            .map((w) => ({
              dayOfWeek: w.dayOfWeek,
              startTime: formatTime(w.start * 15),
              endTime: formatTime(((w.start + w.slots) % 96) * 15),
              isAvailable: w.isAvailable,
            })),
        ],
        timeOff: (e.timeOff ?? []).map((t) => ({
          startDate: addDays(weekStart, dayNumber(t.startDate) - dayNumber(WEEK)),
          endDate: addDays(weekStart, dayNumber(t.endDate) - dayNumber(WEEK)),
        })),
      }));
      return {
        ...base,
        weekStart,
        store: { ...base.store, timezone: "America/New_York", openTime: open, closeTime: close },
        demand: [...slots.values()],
        employees,
        previousShifts: (base.previousShifts ?? []).map((p, k) => ({
          ...p,
          date: addDays(weekStart, dayNumber(p.date) - dayNumber(WEEK)),
          // Some of last week's nights end after midnight, on Monday for last Sunday's.
          start: formatTime(((parseTime(p.start) / 15 + 24 + 8 * k) % 96) * 15),
          end: formatTime(((parseTime(p.start) / 15 + 56 + 8 * k) % 96) * 15),
        })),
      };
    });

describe("solver properties (the real week: stores open past midnight, daylight saving)", () => {
  it.each([
    ["an ordinary week", WEEK, 40],
    ["the spring-forward week", "2026-03-02", 20],
    ["the fall-back week", "2026-10-26", 20],
  ])("every schedule of a bar closing after midnight passes the checker (%s)", (_name, weekStart, runs) => {
    fc.assert(
      fc.property(nightArb(weekStart), (raw) => {
        const input = parse(raw);
        const { output } = solveWithStats(input, { iterations: 3000 });
        expect(checkSchedule(input, output)).toEqual([]);
        expect(output.metrics.objective).toBeGreaterThanOrEqual(output.metrics.lowerBound - 1e-6);
      }),
      { numRuns: runs, seed: 20261127 },
    );
  });

  it.each([WEEK, "2026-03-02", "2026-10-26"])(
    "the same input and seed give the same schedule (%s)",
    (weekStart) => {
      fc.assert(
        fc.property(nightArb(weekStart), fc.integer({ min: 0, max: 1000 }), (raw, seed) => {
          const input = parse(raw);
          const a = solve(input, { iterations: 2000, seed });
          const b = solve(input, { iterations: 2000, seed });
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        }),
        { numRuns: 6, seed: 43 },
      );
    },
  );

  it.each(["2026-03-02", "2026-10-26"])(
    "schedules a generated bar week with shifts across Sunday 02:00 that passes the checker (%s)",
    (weekStart) => {
      const raw = generateRestaurant({ staff: 20, seed: 3, overnight: true, weekStart });
      // Open until 04:00, with Servers needed on Saturday night until then: across Sunday 02:00.
      raw.store = { ...raw.store, closeTime: "04:00" };
      const late = ["02:00", "02:15", "02:30", "02:45", "03:00", "03:15", "03:30", "03:45"];
      raw.demand = [
        ...(raw.demand ?? []),
        ...late.map((timeSlot) => ({
          positionId: 1,
          dayOfWeek: "SATURDAY" as const,
          timeSlot,
          requiredHeadcount: 2,
        })),
      ];
      const input = parse(raw);
      const { output } = solveWithStats(input, { iterations: 60_000 });
      expect(checkSchedule(input, output)).toEqual([]);
      const sundayNight = output.shifts.filter(
        (s) => s.date === addDays(weekStart, 5) && s.end <= s.start && s.end > "02:00",
      );
      expect(sundayNight.length).toBeGreaterThan(0);
    },
  );
});
