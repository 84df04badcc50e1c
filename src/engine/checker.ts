import type { EmployeeInput, EngineInput } from "./input";
import type { OutputShift, Warning } from "./output";
import { SLOT_MINUTES, dateAfter } from "./check/calendar";
import {
  CoverageGrid,
  DAY_SLOTS,
  GRID_SLOTS,
  businessSlot,
  businessSlotMinute,
  coveredSlots,
  endLabel,
  startLabel,
} from "./check/coverage";
import { businessMinuteOf, realWeekOf, wallSpanOf } from "./check/real-week";
import { checkShiftForEmployee, checkShiftShape } from "./check/shift-rules";
import { dayLabel, nameOf, positionName, violation, type Violation } from "./check/violation";
import { checkEmployeeWeek, hasReadableTimes, otherShiftsByEmployee } from "./check/week-rules";

export type { RuleCode, Violation } from "./check/violation";

/**
 * Module copies of the grid's sizes: the slot loops below run for every call of the review, and an
 * imported binding is a property read per use under some module loaders (vitest's among them).
 */
const SLOTS = DAY_SLOTS;
const SLOT = SLOT_MINUTES;

/**
 * The independent checker: every hard-rule violation of a schedule, read straight from
 * docs/engine.md, Contract, with the warning codes (docs/api.md, Schedules). It shares no bookkeeping with
 * the solver (it works from the output's strings), so a solver mistake shows up here. Besides the rules of
 * `checkRules`, it requires every understaffed slot to lie inside an UNDERSTAFFED warning
 * (UNREPORTED_UNDERSTAFFING).
 */
export function checkSchedule(
  input: EngineInput,
  output: { shifts: OutputShift[]; warnings: Warning[] },
): Violation[] {
  return [...checkRules(input, output.shifts), ...checkUnderstaffedWarnings(input, output)];
}

/**
 * Every hard rule a set of shifts breaks, whoever made them: per shift, per person's week (counting
 * `fixedShifts` and `previousShifts`), the trainer ratio and the locked shifts. Violations come in
 * that order, shifts in output order.
 */
export function checkRules(input: EngineInput, shifts: OutputShift[]): Violation[] {
  const out: Violation[] = [];
  const employees = new Map<number, EmployeeInput>(input.employees.map((e) => [e.id, e]));
  const byEmployee = new Map<number, Array<{ shift: OutputShift; index: number }>>();
  const week = realWeekOf(input);

  shifts.forEach((shift, index) => {
    out.push(...checkShiftShape(input, shift, index, week));
    if (shift.employeeId === null) return;
    const employee = employees.get(shift.employeeId);
    if (!employee) {
      out.push(
        violation("NOT_AT_STORE", `Employee ${shift.employeeId} does not work at this store`, {
          shifts: [index],
          employeeId: shift.employeeId,
          date: shift.date,
          positionId: shift.positionId,
          start: shift.start,
          end: shift.end,
        }),
      );
      return;
    }
    out.push(...checkShiftForEmployee(input, shift, index, employee));
    if (!hasReadableTimes(shift)) return;
    const list = byEmployee.get(employee.id) ?? [];
    list.push({ shift, index });
    byEmployee.set(employee.id, list);
  });

  const others = otherShiftsByEmployee(input);
  for (const employee of input.employees) {
    const own = byEmployee.get(employee.id);
    if (own) out.push(...checkEmployeeWeek(input, employee, own, others.get(employee.id), week));
  }
  out.push(...checkTrainerRatio(input, shifts, employees));
  out.push(...checkLockedShifts(input, shifts, employees));
  return out;
}

/**
 * Non-trainer-eligible people ≤ ratio × trainer-eligible people, per slot, on positions needing
 * trainers; one violation per run of breaking slots of a business day (its date and "HH:MM" times, an
 * end at or before the start being the next day), naming the position's shifts in that run. Slots are
 * the coverage grid's: a shift counts in every slot of its interval, across midnight.
 */
function checkTrainerRatio(
  input: EngineInput,
  shifts: OutputShift[],
  employees: Map<number, EmployeeInput>,
): Violation[] {
  const out: Violation[] = [];
  const ratio = input.constraints.requiredTrainerRatio;
  const week = realWeekOf(input);
  for (const position of input.positions) {
    if (!position.requiresTrainer) continue;
    const trainers = new Int32Array(GRID_SLOTS);
    const trainees = new Int32Array(GRID_SLOTS);
    const placed: Array<{ index: number; from: number; to: number }> = [];
    shifts.forEach((s, index) => {
      const employee = s.employeeId === null ? undefined : employees.get(s.employeeId);
      if (s.positionId !== position.id || !employee) return;
      const slots = coveredSlots(week, s);
      if (slots === null) return;
      placed.push({ index, from: slots.from, to: slots.to });
      const counts = employee.isTrainerEligible ? trainers : trainees;
      for (let t = slots.from; t < slots.to; t++) counts[t] = (counts[t] ?? 0) + 1;
    });
    for (let day = 0; day < 7; day++) {
      const first = businessSlot(week, day, 0); // the hot loop adds k: no call per slot
      let runFrom = -1;
      let worst = 0;
      let fewest = 0;
      for (let k = 0; k <= SLOTS; k++) {
        const i = first + k;
        const n = k < SLOTS ? (trainees[i] ?? 0) : 0;
        const m = k < SLOTS ? (trainers[i] ?? 0) : 0;
        if (n > ratio * m) {
          if (runFrom < 0) {
            runFrom = k;
            worst = n;
            fewest = m;
          }
          worst = Math.max(worst, n);
          fewest = Math.min(fewest, m);
          continue;
        }
        if (runFrom < 0) continue;
        const date = dateAfter(input.weekStart, day);
        const start = startLabel(businessSlotMinute(week, runFrom));
        const end = endLabel(businessSlotMinute(week, k));
        const from = first + runFrom;
        out.push(
          violation(
            "TRAINER_RATIO",
            `${position.name} on ${dayLabel(date)} ${start}-${end}: up to ${worst} people in training with ` +
              `${fewest === 0 ? "no trainer" : `only ${fewest} trainer${fewest > 1 ? "s" : ""}`} on shift ` +
              `(at most ${ratio} per trainer)`,
            {
              date,
              positionId: position.id,
              start,
              end,
              shifts: placed.filter((p) => p.from < i && from < p.to).map((p) => p.index),
            },
          ),
        );
        runFrom = -1;
      }
    }
  }
  return out;
}

function checkLockedShifts(
  input: EngineInput,
  shifts: OutputShift[],
  employees: Map<number, EmployeeInput>,
): Violation[] {
  const out: Violation[] = [];
  const used = new Set<number>();
  for (const locked of input.lockedShifts) {
    const index = shifts.findIndex(
      (s, i) =>
        !used.has(i) &&
        s.positionId === locked.positionId &&
        s.employeeId === locked.employeeId &&
        s.date === locked.date &&
        s.start === locked.start &&
        s.end === locked.end,
    );
    if (index >= 0) {
      used.add(index);
      continue;
    }
    const employee = employees.get(locked.employeeId);
    const who = employee ? nameOf(employee) : `employee ${locked.employeeId}`;
    out.push(
      violation(
        "LOCKED_CHANGED",
        `The locked shift of ${who} as ${positionName(input, locked.positionId)} on ${dayLabel(locked.date)} ` +
          `${locked.start}-${locked.end} is missing or changed`,
        {
          employeeId: locked.employeeId,
          date: locked.date,
          positionId: locked.positionId,
          start: locked.start,
          end: locked.end,
        },
      ),
    );
  }
  return out;
}

/**
 * Every slot with fewer people than required lies inside an UNDERSTAFFED warning for its position and
 * date. A warning's date is a business day and its start and end are read like a demand slot: a small
 * hour is after midnight, an end at or before the start is the next day (FRIDAY 23:00-02:00 of a
 * 17:00-02:00 store ends Saturday 02:00).
 */
function checkUnderstaffedWarnings(
  input: EngineInput,
  output: { shifts: OutputShift[]; warnings: Warning[] },
): Violation[] {
  const out: Violation[] = [];
  const grid = new CoverageGrid(input, output.shifts);
  const week = grid.week;
  const warned = output.warnings.flatMap((w) => {
    if (w.code !== "UNDERSTAFFED" || w.start === null || w.end === null) return [];
    const span = wallSpanOf(w.start, w.end);
    if (span === null) return [];
    const start = businessMinuteOf(week, span.start);
    return [{ w, start, end: start + span.end - span.start }];
  });
  for (const position of input.positions) {
    const req = grid.required.get(position.id) as Int32Array; // the grid has every position
    const sch = grid.scheduled.get(position.id) as Int32Array;
    for (let day = 0; day < 7; day++) {
      const date = dateAfter(input.weekStart, day);
      const own = warned.filter((x) => x.w.positionId === position.id && x.w.date === date);
      const first = businessSlot(week, day, 0);
      const firstMinute = businessSlotMinute(week, 0);
      let runFrom = -1;
      for (let k = 0; k <= SLOTS; k++) {
        const i = first + k;
        const slot = firstMinute + k * SLOT;
        const isUnwarned =
          k < SLOTS &&
          (sch[i] ?? 0) < (req[i] ?? 0) &&
          !own.some((x) => x.start <= slot && slot + SLOT <= x.end);
        if (isUnwarned) {
          if (runFrom < 0) runFrom = k;
          continue;
        }
        if (runFrom < 0) continue;
        const start = startLabel(businessSlotMinute(week, runFrom));
        const end = endLabel(slot);
        out.push(
          violation(
            "UNREPORTED_UNDERSTAFFING",
            `${position.name} on ${dayLabel(date)} ${start}-${end} is understaffed with no UNDERSTAFFED warning`,
            { date, positionId: position.id, start, end },
          ),
        );
        runFrom = -1;
      }
    }
  }
  return out;
}
