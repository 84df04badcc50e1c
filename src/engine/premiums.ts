import { addDays, spanEnd } from "../domain/time";
import { safeParseTime } from "./check/calendar";
import type { CurrentShift, EngineInput } from "./input";
import type { OutputShift } from "./output";

/**
 * The Fair Workweek premiums a schedule costs against the posted one (input.currentShifts with their
 * `premium`, input.addPremiums; DESIGN §12), read from the output's strings alone: the independent
 * recomputation of what the search prices incrementally (solve/state.ts, premiumAt). Per employee-day
 * of a known person: the posted shift kept as it was costs nothing; kept with other times or another
 * position, its `changed` premium; lost entirely, its `cancelled` premium; a shift on a day that had
 * no posted one, that day's add premium. As the search reads a week, a day's first posted shift of a
 * known position is its posted shift, a day's first shift its shift (a second one only comes from
 * locked shifts, which never change), and open shifts are nobody's.
 */
export function premiumCostOf(input: EngineInput, shifts: OutputShift[]): number {
  const weekEnd = addDays(input.weekStart, 6);
  const inWeek = (date: string) => date >= input.weekStart && date <= weekEnd;
  const people = new Set(input.employees.map((e) => e.id));
  const positions = new Set(input.positions.map((p) => p.id));
  const posted = new Map<string, CurrentShift>();
  for (const s of input.currentShifts) {
    if (s.employeeId === null || !people.has(s.employeeId) || !positions.has(s.positionId)) continue;
    if (!inWeek(s.date)) continue;
    const key = `${s.employeeId}/${s.date}`;
    if (!posted.has(key)) posted.set(key, s);
  }
  const worked = new Map<string, OutputShift>();
  for (const s of shifts) {
    if (s.employeeId === null || !people.has(s.employeeId) || !positions.has(s.positionId)) continue;
    if (!inWeek(s.date)) continue;
    const key = `${s.employeeId}/${s.date}`;
    if (!worked.has(key)) worked.set(key, s);
  }
  let money = 0;
  for (const [key, before] of posted) {
    if (!before.premium) continue;
    const now = worked.get(key);
    if (!now) money += before.premium.cancelled;
    else if (!isSameShift(before, now)) money += before.premium.changed;
  }
  for (const add of input.addPremiums) {
    const key = `${add.employeeId}/${add.date}`;
    if (!posted.has(key) && worked.has(key)) money += add.money;
  }
  return money;
}

/**
 * Same position, start and end (an end of 00:00 and one of 24:00 are both the midnight after the
 * start). A time that does not parse (a review of any shifts) is no match.
 */
function isSameShift(a: CurrentShift, b: OutputShift): boolean {
  if (a.positionId !== b.positionId) return false;
  const span = (start: string, end: string) => {
    const s = safeParseTime(start);
    const e = safeParseTime(end);
    return s === null || e === null ? null : s * 10_000 + spanEnd(s, e);
  };
  const x = span(a.start, a.end);
  return x !== null && x === span(b.start, b.end);
}
