import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAYS_OF_WEEK, formatTime } from "../domain/time";
import { checkSchedule } from "./checker";
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
