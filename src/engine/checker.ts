import { addDays, formatTime, parseTime } from "../domain/time";
import type { EmployeeInput, EngineInput } from "./input";
import type { OutputShift, Warning } from "./output";
import { SLOT_MINUTES, dayNumber, safeParseTime } from "./check/calendar";
import { CoverageGrid } from "./check/coverage";
import { checkShiftForEmployee, checkShiftShape, type Violation } from "./check/shift-rules";
import { checkEmployeeWeek, hasReadableTimes } from "./check/week-rules";

export type { Violation } from "./check/shift-rules";

/**
 * The independent checker: every hard-rule violation of a schedule, read straight from DESIGN §7.
 * It shares no bookkeeping with the solver (it works from the output's strings), so a solver
 * mistake shows up here.
 */
export function checkSchedule(
  input: EngineInput,
  output: { shifts: OutputShift[]; warnings: Warning[] },
): Violation[] {
  const out: Violation[] = [];
  const employees = new Map<number, EmployeeInput>(input.employees.map((e) => [e.id, e]));
  const byEmployee = new Map<number, OutputShift[]>();

  output.shifts.forEach((shift, index) => {
    out.push(...checkShiftShape(input, shift, index));
    if (shift.employeeId === null) return;
    const employee = employees.get(shift.employeeId);
    if (!employee) {
      out.push({ rule: "employee", message: `unknown employee ${shift.employeeId}`, shift: index });
      return;
    }
    out.push(...checkShiftForEmployee(input, shift, index, employee));
    if (!hasReadableTimes(shift)) return;
    const list = byEmployee.get(employee.id) ?? [];
    list.push(shift);
    byEmployee.set(employee.id, list);
  });

  for (const employee of input.employees) {
    out.push(...checkEmployeeWeek(input, employee, byEmployee.get(employee.id) ?? []));
  }
  out.push(...checkTrainerRatio(input, output.shifts, employees));
  out.push(...checkLockedShifts(input, output.shifts));
  out.push(...checkUnderstaffedWarnings(input, output));
  return out;
}

/** Non-trainer-eligible people ≤ ratio × trainer-eligible people, per slot, on positions needing trainers. */
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
    const trainers = new Int32Array(7 * 96);
    const trainees = new Int32Array(7 * 96);
    for (const s of shifts) {
      const employee = s.employeeId === null ? undefined : employees.get(s.employeeId);
      const start = safeParseTime(s.start);
      const end = safeParseTime(s.end);
      const day = dayNumber(s.date) - first;
      if (s.positionId !== position.id || !employee || start === null || end === null || day < 0 || day > 6)
        continue;
      const counts = employee.isTrainerEligible ? trainers : trainees;
      for (let t = Math.floor(start / SLOT_MINUTES); t < Math.ceil(end / SLOT_MINUTES) && t < 96; t++) {
        counts[day * 96 + t] = (counts[day * 96 + t] ?? 0) + 1;
      }
    }
    for (let i = 0; i < 7 * 96; i++) {
      const n = trainees[i] ?? 0;
      const k = trainers[i] ?? 0;
      if (n > ratio * k) {
        const date = addDays(input.weekStart, Math.floor(i / 96));
        out.push({
          rule: "trainerRatio",
          message: `${position.name} ${date} ${formatTime((i % 96) * SLOT_MINUTES)}: ${n} trainees with ${k} trainers (ratio ${ratio})`,
          date,
        });
      }
    }
  }
  return out;
}

function checkLockedShifts(input: EngineInput, shifts: OutputShift[]): Violation[] {
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
    if (index < 0) {
      out.push({
        rule: "locked",
        message: `locked shift of employee ${locked.employeeId} on ${locked.date} ${locked.start}-${locked.end} is missing or changed`,
        employeeId: locked.employeeId,
        date: locked.date,
      });
    } else used.add(index);
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
    for (let i = 0; i < 7 * 96; i++) {
      if ((sch[i] ?? 0) >= (req[i] ?? 0)) continue;
      const date = addDays(input.weekStart, Math.floor(i / 96));
      const slot = (i % 96) * SLOT_MINUTES;
      const isWarned = warnings.some(
        (w) =>
          w.positionId === position.id &&
          w.date === date &&
          w.start !== null &&
          w.end !== null &&
          parseTime(w.start) <= slot &&
          slot + SLOT_MINUTES <= parseTime(w.end),
      );
      if (!isWarned) {
        out.push({
          rule: "unreportedUnderstaffing",
          message: `${position.name} ${date} ${formatTime(slot)}: ${sch[i]} of ${req[i]} scheduled and no UNDERSTAFFED warning`,
          date,
        });
      }
    }
  }
  return out;
}
