// The instance compiled into dense typed arrays for the solver. A roster is an Int8Array of
// employees × days holding 0 for a day off or 1 + the shift index.
import type { Instance } from "./parser";

export interface Model {
  instance: Instance;
  employees: number;
  shifts: number;
  days: number;
  employeeIds: string[];
  shiftIds: string[];
  shiftMinutes: Int32Array;
  /** forbiddenNext[a * shifts + b] = 1 when shift b may not follow shift a on the next day. */
  forbiddenNext: Uint8Array;
  /** maxShifts[e * shifts + s]. */
  maxShifts: Int32Array;
  maxMinutes: Int32Array;
  minMinutes: Int32Array;
  maxConsecutive: Int32Array;
  minConsecutive: Int32Array;
  minDaysOff: Int32Array;
  maxWeekends: Int32Array;
  /** dayOff[e * days + d] = 1 when the employee may not work that day. */
  dayOff: Uint8Array;
  /** Request penalty of giving value v (0 off, 1 + shift) to employee e on day d: index (e*days+d)*(shifts+1)+v. */
  prefCost: Int32Array;
  /** Cover per day and shift, index d * shifts + s. */
  requirement: Int32Array;
  weightUnder: Int32Array;
  weightOver: Int32Array;
}

export function compileModel(instance: Instance): Model {
  const shiftIds = instance.shifts.map((s) => s.id);
  const employeeIds = instance.staff.map((s) => s.id);
  const S = shiftIds.length;
  const E = employeeIds.length;
  const H = instance.horizon;
  const shiftIndex = new Map(shiftIds.map((id, i) => [id, i]));
  const employeeIndex = new Map(employeeIds.map((id, i) => [id, i]));
  const shiftOf = (id: string): number => {
    const i = shiftIndex.get(id);
    if (i === undefined) throw new Error(`unknown shift "${id}"`);
    return i;
  };
  const employeeOf = (id: string): number => {
    const i = employeeIndex.get(id);
    if (i === undefined) throw new Error(`unknown employee "${id}"`);
    return i;
  };

  const forbiddenNext = new Uint8Array(S * S);
  instance.shifts.forEach((shift, a) => {
    for (const b of shift.cannotFollow) forbiddenNext[a * S + shiftOf(b)] = 1;
  });

  const maxShifts = new Int32Array(E * S);
  instance.staff.forEach((st, e) => {
    for (let s = 0; s < S; s++) maxShifts[e * S + s] = st.maxShifts[shiftIds[s] ?? ""] ?? H;
  });

  const dayOff = new Uint8Array(E * H);
  for (const [id, days] of instance.daysOff) {
    const e = employeeOf(id);
    for (const d of days) if (d >= 0 && d < H) dayOff[e * H + d] = 1;
  }

  const V = S + 1;
  const prefCost = new Int32Array(E * H * V);
  for (const r of instance.shiftOnRequests) {
    // An unmet shift-on request costs its weight whatever else the employee does that day.
    const base = (employeeOf(r.employee) * H + r.day) * V;
    const s = shiftOf(r.shift);
    for (let v = 0; v < V; v++) if (v !== s + 1) prefCost[base + v] = (prefCost[base + v] ?? 0) + r.weight;
  }
  for (const r of instance.shiftOffRequests) {
    const at = (employeeOf(r.employee) * H + r.day) * V + shiftOf(r.shift) + 1;
    prefCost[at] = (prefCost[at] ?? 0) + r.weight;
  }

  const requirement = new Int32Array(H * S);
  const weightUnder = new Int32Array(H * S);
  const weightOver = new Int32Array(H * S);
  for (const c of instance.cover) {
    const at = c.day * S + shiftOf(c.shift);
    requirement[at] = c.requirement;
    weightUnder[at] = c.weightUnder;
    weightOver[at] = c.weightOver;
  }

  const perStaff = (pick: (i: number) => number): Int32Array =>
    Int32Array.from(instance.staff, (_, i) => pick(i));
  const st = (i: number) => {
    const s = instance.staff[i];
    if (s === undefined) throw new Error("staff index out of range");
    return s;
  };

  return {
    instance,
    employees: E,
    shifts: S,
    days: H,
    employeeIds,
    shiftIds,
    shiftMinutes: Int32Array.from(instance.shifts, (s) => s.minutes),
    forbiddenNext,
    maxShifts,
    maxMinutes: perStaff((i) => st(i).maxTotalMinutes),
    minMinutes: perStaff((i) => st(i).minTotalMinutes),
    maxConsecutive: perStaff((i) => st(i).maxConsecutiveShifts),
    minConsecutive: perStaff((i) => st(i).minConsecutiveShifts),
    minDaysOff: perStaff((i) => st(i).minConsecutiveDaysOff),
    maxWeekends: perStaff((i) => st(i).maxWeekends),
    dayOff,
    prefCost,
    requirement,
    weightUnder,
    weightOver,
  };
}

/**
 * DP costs of employee e against prices per day and shift: request penalty of each value, less the price
 * of the day and shift worked (the Lagrangian phase's multipliers, column generation's cover duals).
 */
export function fillPricedCosts(m: Model, e: number, price: Float64Array, out: Float64Array): void {
  const { days: H, shifts: S } = m;
  const V = S + 1;
  for (let d = 0; d < H; d++) {
    const base = (e * H + d) * V;
    out[d * V] = m.prefCost[base] ?? 0;
    for (let s = 0; s < S; s++)
      out[d * V + 1 + s] = (m.prefCost[base + 1 + s] ?? 0) - (price[d * S + s] ?? 0);
  }
}

/** What `line` costs against per-day costs in the DP's layout (V values a day). */
export function lineCost(costs: Float64Array, V: number, line: Int8Array): number {
  let cost = 0;
  for (let d = 0; d < line.length; d++) cost += costs[d * V + (line[d] ?? 0)] ?? 0;
  return cost;
}

/** Converts the solver's roster into the benchmark's output shape: employee ID → shift ID or null per day. */
export function rosterToRecord(model: Model, roster: Int8Array): Record<string, (string | null)[]> {
  const out: Record<string, (string | null)[]> = {};
  model.employeeIds.forEach((id, e) => {
    const line: (string | null)[] = [];
    for (let d = 0; d < model.days; d++) {
      const v = roster[e * model.days + d] ?? 0;
      line.push(v === 0 ? null : (model.shiftIds[v - 1] ?? null));
    }
    out[id] = line;
  });
  return out;
}
