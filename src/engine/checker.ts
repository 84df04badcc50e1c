import { formatTime } from "../domain/time";
import type { EmployeeInput, EngineInput } from "./input";
import type { OutputShift, Warning } from "./output";
import { SLOT_MINUTES, dayNumber, safeParseTime, minutesOf, dateAfter } from "./check/calendar";
import { CoverageGrid } from "./check/coverage";
import { checkShiftForEmployee, checkShiftShape } from "./check/shift-rules";
import { dayLabel, nameOf, positionName, violation, type Violation } from "./check/violation";
import { checkEmployeeWeek, hasReadableTimes, otherShiftsByEmployee } from "./check/week-rules";

export type { RuleCode, Violation } from "./check/violation";

const SLOTS = 1440 / SLOT_MINUTES;

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

  shifts.forEach((shift, index) => {
    out.push(...checkShiftShape(input, shift, index));
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
    if (own) out.push(...checkEmployeeWeek(input, employee, own, others.get(employee.id)));
  }
  out.push(...checkTrainerRatio(input, shifts, employees));
  out.push(...checkLockedShifts(input, shifts, employees));
  return out;
}

/**
 * Non-trainer-eligible people ≤ ratio × trainer-eligible people, per slot, on positions needing
 * trainers; one violation per run of breaking slots, naming the position's shifts in that run.
 */
function checkTrainerRatio(
  input: EngineInput,
  shifts: OutputShift[],
  employees: Map<number, EmployeeInput>,
): Violation[] {
  const out: Violation[] = [];
  const ratio = input.constraints.requiredTrainerRatio;
  const first = dayNumber(input.weekStart);
  for (const position of input.positions) {
    if (!position.requiresTrainer) continue;
    const trainers = new Int32Array(7 * SLOTS);
    const trainees = new Int32Array(7 * SLOTS);
    const placed: Array<{ index: number; day: number; from: number; to: number }> = [];
    shifts.forEach((s, index) => {
      const employee = s.employeeId === null ? undefined : employees.get(s.employeeId);
      const start = safeParseTime(s.start);
      const end = safeParseTime(s.end);
      const day = dayNumber(s.date) - first;
      if (s.positionId !== position.id || !employee || start === null || end === null || day < 0 || day > 6)
        return;
      const from = Math.floor(start / SLOT_MINUTES);
      const to = Math.min(SLOTS, Math.ceil(end / SLOT_MINUTES));
      placed.push({ index, day, from, to });
      const counts = employee.isTrainerEligible ? trainers : trainees;
      for (let t = from; t < to; t++) counts[day * SLOTS + t] = (counts[day * SLOTS + t] ?? 0) + 1;
    });
    for (let day = 0; day < 7; day++) {
      let runFrom = -1;
      let worst = 0;
      let fewest = 0;
      for (let t = 0; t <= SLOTS; t++) {
        const i = day * SLOTS + t;
        const n = t < SLOTS ? (trainees[i] ?? 0) : 0;
        const k = t < SLOTS ? (trainers[i] ?? 0) : 0;
        if (n > ratio * k) {
          if (runFrom < 0) {
            runFrom = t;
            worst = n;
            fewest = k;
          }
          worst = Math.max(worst, n);
          fewest = Math.min(fewest, k);
          continue;
        }
        if (runFrom < 0) continue;
        const date = dateAfter(input.weekStart, day);
        const start = formatTime(runFrom * SLOT_MINUTES);
        const end = formatTime(t * SLOT_MINUTES);
        const from = runFrom;
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
              shifts: placed.filter((p) => p.day === day && p.from < t && from < p.to).map((p) => p.index),
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

/** Every slot with fewer people than required lies inside an UNDERSTAFFED warning for its position and date. */
function checkUnderstaffedWarnings(
  input: EngineInput,
  output: { shifts: OutputShift[]; warnings: Warning[] },
): Violation[] {
  const out: Violation[] = [];
  const grid = new CoverageGrid(input, output.shifts);
  const warnings = output.warnings.filter((w) => w.code === "UNDERSTAFFED");
  for (const position of input.positions) {
    const req = grid.required.get(position.id) as Int32Array; // the grid has every position
    const sch = grid.scheduled.get(position.id) as Int32Array;
    for (let day = 0; day < 7; day++) {
      const date = dateAfter(input.weekStart, day);
      const own = warnings.filter((w) => w.positionId === position.id && w.date === date);
      let runFrom = -1;
      for (let t = 0; t <= SLOTS; t++) {
        const i = day * SLOTS + t;
        const slot = t * SLOT_MINUTES;
        const isUnwarned =
          t < SLOTS &&
          (sch[i] ?? 0) < (req[i] ?? 0) &&
          !own.some(
            (w) =>
              w.start !== null &&
              w.end !== null &&
              minutesOf(w.start) <= slot &&
              slot + SLOT_MINUTES <= minutesOf(w.end),
          );
        if (isUnwarned) {
          if (runFrom < 0) runFrom = t;
          continue;
        }
        if (runFrom < 0) continue;
        const start = formatTime(runFrom * SLOT_MINUTES);
        const end = formatTime(slot);
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
