// Independent checker of a Curtois & Qu roster: reads the parsed instance and the output-shaped roster
// directly (no solver data structures), so a bookkeeping bug in the solver cannot hide here.
import type { Instance, Staff } from "./parser";

export type Roster = Record<string, (string | null)[]>;

export interface CheckResult {
  feasible: boolean;
  violations: string[];
  /** Exact benchmark penalty; computed even when hard constraints are violated. */
  objective: number;
}

interface Run {
  start: number;
  end: number; // inclusive
  working: boolean;
}

function runsOf(worked: boolean[]): Run[] {
  const runs: Run[] = [];
  worked.forEach((w, d) => {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.working === w) last.end = d;
    else runs.push({ start: d, end: d, working: w });
  });
  return runs;
}

function checkLine(instance: Instance, st: Staff, line: (string | null)[], out: string[]): void {
  const H = instance.horizon;
  const who = `employee ${st.id}`;
  const byId = new Map(instance.shifts.map((s) => [s.id, s]));

  const counts = new Map<string, number>();
  let minutes = 0;
  line.forEach((shift, d) => {
    if (shift === null) return;
    const type = byId.get(shift);
    if (type === undefined) {
      out.push(`${who}: unknown shift "${shift}" on day ${d}`);
      return;
    }
    counts.set(shift, (counts.get(shift) ?? 0) + 1);
    minutes += type.minutes;
    const next = d + 1 < H ? line[d + 1] : null; // days outside the horizon are off
    if (next !== null && next !== undefined && type.cannotFollow.includes(next)) {
      out.push(`${who}: shift ${next} on day ${d + 1} may not follow ${shift}`);
    }
  });

  for (const [shift, n] of counts) {
    const max = st.maxShifts[shift];
    if (max !== undefined && n > max) out.push(`${who}: ${n} shifts of ${shift}, max ${max}`);
  }
  if (minutes > st.maxTotalMinutes) out.push(`${who}: ${minutes} minutes, max ${st.maxTotalMinutes}`);
  if (minutes < st.minTotalMinutes) out.push(`${who}: ${minutes} minutes, min ${st.minTotalMinutes}`);

  const worked = line.map((s) => s !== null);
  for (const run of runsOf(worked)) {
    const length = run.end - run.start + 1;
    const inner = run.start > 0 && run.end < H - 1; // runs touching either end of the horizon are exempt from minima
    if (run.working && length > st.maxConsecutiveShifts) {
      out.push(`${who}: ${length} consecutive shifts from day ${run.start}, max ${st.maxConsecutiveShifts}`);
    }
    if (run.working && inner && length < st.minConsecutiveShifts) {
      out.push(`${who}: ${length} consecutive shifts from day ${run.start}, min ${st.minConsecutiveShifts}`);
    }
    if (!run.working && inner && length < st.minConsecutiveDaysOff) {
      out.push(
        `${who}: ${length} consecutive days off from day ${run.start}, min ${st.minConsecutiveDaysOff}`,
      );
    }
  }

  let weekends = 0;
  for (let sat = 5; sat < H; sat += 7) {
    if (worked[sat] === true || worked[sat + 1] === true) weekends++;
  }
  if (weekends > st.maxWeekends) out.push(`${who}: ${weekends} weekends worked, max ${st.maxWeekends}`);

  for (const d of instance.daysOff.get(st.id) ?? []) {
    if (line[d] !== null && line[d] !== undefined) out.push(`${who}: works on day off ${d}`);
  }
}

/** Request and cover penalty of a roster, exactly as the benchmark defines it. */
export function computeObjective(instance: Instance, roster: Roster): number {
  const at = (employee: string, day: number): string | null => roster[employee]?.[day] ?? null;
  let penalty = 0;
  for (const r of instance.shiftOnRequests) if (at(r.employee, r.day) !== r.shift) penalty += r.weight;
  for (const r of instance.shiftOffRequests) if (at(r.employee, r.day) === r.shift) penalty += r.weight;
  for (const c of instance.cover) {
    let assigned = 0;
    for (const st of instance.staff) if (at(st.id, c.day) === c.shift) assigned++;
    if (assigned < c.requirement) penalty += (c.requirement - assigned) * c.weightUnder;
    else penalty += (assigned - c.requirement) * c.weightOver;
  }
  return penalty;
}

export function checkRoster(instance: Instance, roster: Roster): CheckResult {
  const violations: string[] = [];
  const known = new Set(instance.staff.map((s) => s.id));
  for (const id of Object.keys(roster)) if (!known.has(id)) violations.push(`unknown employee "${id}"`);
  for (const st of instance.staff) {
    const line = roster[st.id];
    if (line === undefined) {
      violations.push(`employee ${st.id}: missing from roster`);
      continue;
    }
    if (line.length !== instance.horizon) {
      violations.push(`employee ${st.id}: ${line.length} days, horizon is ${instance.horizon}`);
      continue;
    }
    checkLine(instance, st, line, violations);
  }
  return { feasible: violations.length === 0, violations, objective: computeObjective(instance, roster) };
}
