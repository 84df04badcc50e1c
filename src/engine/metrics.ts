import { priceMinutes } from "../domain/labor-cost";
import type { EngineInput } from "./input";
import type { Metrics, OutputShift } from "./output";
import { SLOT_MINUTES, weekdayOf } from "./check/calendar";
import { CoverageGrid, businessSlot } from "./check/coverage";
import { realLength, realWeekOf, realWorkedMinutes, shiftSpan } from "./check/real-week";
import { premiumCostOf } from "./premiums";
import { isPreferredType } from "./shift-type";
import { workedWithoutBreaks } from "./check/week-rules";

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Worked minutes per employee id at other stores this week (input.fixedShifts: their real length, less
 * the meal break the rules would give them).
 */
export function minutesAtOtherStores(input: EngineInput): Map<number, number> {
  const out = new Map<number, number>();
  const week = realWeekOf(input);
  for (const s of input.fixedShifts) {
    const span = shiftSpan(week, s.date, s.start, s.end);
    if (span === null) continue; // the input schema only lets grid times through
    const worked = workedWithoutBreaks(input, realLength(span));
    out.set(s.employeeId, (out.get(s.employeeId) ?? 0) + worked);
  }
  return out;
}

/**
 * The week's demand beside its team, in hours (the run summary's sentence when demand exceeds the team):
 * `needHours`, the staff-hours of the week's needs (required heads × 15 minutes over the week's business
 * days, as the coverage figures count them); `wantHours`, what the store's people who hold one of its
 * positions wish to work here: their desired weekly hours less what they work at other stores this week
 * (never below 0).
 */
export function weekStaffHours(input: EngineInput): { needHours: number; wantHours: number } {
  const grid = new CoverageGrid(input, []);
  const from = businessSlot(grid.week, 0, 0);
  const to = businessSlot(grid.week, 7, 0);
  let required = 0;
  for (const slots of grid.required.values()) {
    for (let i = from; i < to; i++) required += slots[i] ?? 0;
  }
  const elsewhere = minutesAtOtherStores(input);
  const positions = new Set(input.positions.map((p) => p.id));
  let wantMinutes = 0;
  for (const e of input.employees) {
    if (!e.positionIds.some((p) => positions.has(p))) continue; // holds none of the store's active positions
    wantMinutes += Math.max(0, e.desiredWeeklyHours * 60 - (elsewhere.get(e.id) ?? 0));
  }
  return { needHours: round2((required * SLOT_MINUTES) / 60), wantHours: round2(wantMinutes / 60) };
}

/**
 * Overtime minutes this store pays: the week's minutes (every store) past overtimeThreshold, but no
 * more than this store's own minutes (the domain's labor-cost rule: other stores count first).
 */
export function overtimeHere(input: EngineInput, hereMinutes: number, weekMinutes: number): number {
  return priceMinutes({
    minutes: hereMinutes,
    before: weekMinutes - hereMinutes,
    thresholdMinutes: input.constraints.overtimeThreshold * 60,
    wage: null,
  }).overtime;
}

/**
 * Fairness = 1 − mean |rᵢ − r̄| over employees with desired hours > 0, where rᵢ = worked / desired hours
 * (capped at 2). Everyone at the same share of their wish gives 1; the further people drift apart, the
 * lower it goes (clipped at 0).
 */
export function fairnessOf(workedHours: number[], desiredHours: number[]): number {
  const ratios: number[] = [];
  workedHours.forEach((w, i) => {
    const d = desiredHours[i] ?? 0;
    if (d > 0) ratios.push(Math.min(2, w / d));
  });
  if (ratios.length === 0) return 1;
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const spread = ratios.reduce((a, r) => a + Math.abs(r - mean), 0) / ratios.length;
  return Math.max(0, 1 - spread);
}

/**
 * The schedule's figures, computed from the output alone (docs/engine.md, Metrics). `preferencesMet` is the
 * share of preference checks met: each shift of the preferred type; each weekend shift worked by
 * someone who prefers weekends; each employee's hours inside their preferred range.
 * Labor cost is the domain's formula (src/domain/labor-cost.ts): a person's hours at other stores count
 * first, hours past overtimeThreshold are paid at OVERTIME_MULTIPLIER; a missing hourlyCost counts as 0.
 * Hours, overtime and cost are this store's; overtime and the hours goals (fairness, preferred range)
 * read the person's whole week, shifts at other stores (input.fixedShifts) included. `premiumCost` is
 * premiums.ts's, from the output's strings (the search prices the same money incrementally).
 */
export function computeMetrics(
  input: EngineInput,
  shifts: OutputShift[],
  extra: { hardViolations: number; objective: number; lowerBound: number },
  grid: CoverageGrid = new CoverageGrid(input, shifts),
): Metrics {
  let required = 0;
  let met = 0;
  let under = 0;
  let over = 0;
  // The week's business days: slots of last week's Sunday night or next week's Monday are not this week's.
  const from = businessSlot(grid.week, 0, 0);
  const to = businessSlot(grid.week, 7, 0);
  for (const p of input.positions) {
    const req = grid.required.get(p.id) as Int32Array; // the grid has every position
    const sch = grid.scheduled.get(p.id) as Int32Array;
    for (let i = from; i < to; i++) {
      const r = req[i] ?? 0;
      const s = sch[i] ?? 0;
      required += r;
      met += Math.min(r, s);
      under += Math.max(0, r - s);
      over += Math.max(0, s - r);
    }
  }

  const worked = new Map<number, number>();
  let checks = 0;
  let checksMet = 0;
  const week = grid.week;
  const prefsOf = new Map(input.employees.map((e) => [e.id, e.preferences]));
  for (const s of shifts) {
    if (s.employeeId === null) continue;
    const span = shiftSpan(week, s.date, s.start, s.end);
    if (span === null || span.day < 0 || span.day > 6) continue;
    worked.set(s.employeeId, (worked.get(s.employeeId) ?? 0) + realWorkedMinutes(week, span, s.breaks));
    const prefs = prefsOf.get(s.employeeId);
    if (!prefs) continue;
    checks++;
    if (isPreferredType(span.start, span.end, prefs.preferredShiftType)) checksMet++;
    const weekday = weekdayOf(s.date);
    if (weekday === "SATURDAY" || weekday === "SUNDAY") {
      checks++;
      if (prefs.prefersWeekends) checksMet++;
    }
  }

  let totalMinutes = 0;
  let overtimeMinutes = 0;
  let laborCost = 0;
  const workedHours: number[] = [];
  const desiredHours: number[] = [];
  const elsewhere = minutesAtOtherStores(input);
  for (const e of input.employees) {
    const minutes = worked.get(e.id) ?? 0;
    const before = elsewhere.get(e.id) ?? 0;
    const week = minutes + before;
    const priced = priceMinutes({
      minutes,
      before,
      thresholdMinutes: input.constraints.overtimeThreshold * 60,
      wage: e.hourlyCost,
    });
    totalMinutes += minutes;
    overtimeMinutes += priced.overtime;
    laborCost += priced.cost;
    workedHours.push(week / 60);
    desiredHours.push(e.desiredWeeklyHours);
    checks++;
    const h = week / 60;
    if (h >= e.preferences.desiredHoursMin && h <= e.preferences.desiredHoursMax) checksMet++;
  }

  const slotHours = SLOT_MINUTES / 60;
  return {
    coveragePercent: required === 0 ? 100 : round2((100 * met) / required),
    understaffedHours: round2(under * slotHours),
    overstaffedHours: round2(over * slotHours),
    totalHours: round2(totalMinutes / 60),
    overtimeHours: round2(overtimeMinutes / 60),
    laborCost: round2(laborCost),
    fairness: round2(fairnessOf(workedHours, desiredHours)),
    preferencesMet: checks === 0 ? 1 : round2(checksMet / checks),
    hardViolations: extra.hardViolations,
    objective: round2(extra.objective),
    lowerBound: round2(extra.lowerBound),
    premiumCost: round2(premiumCostOf(input, shifts)),
  };
}
