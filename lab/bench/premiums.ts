import { parseArgs } from "node:util";
import {
  computeMetrics,
  generateRestaurant,
  parseEngineInput,
  solve,
  type EngineInput,
  type EngineInputRaw,
  type OutputShift,
} from "../../src/engine/index";
import { median } from "./restaurant";
import { isMain } from "./is-main";

/**
 * Priced re-runs (issue 35): the generated restaurant week is solved and posted; one person calls out
 * (the first person working on Wednesday takes it off, as in stability.ts); the week is re-run twice
 * with the same seed and budget: with Fair Workweek premiums in the input, and without them (the
 * engine of before). Both plans are priced the same way (metrics.premiumCost of the priced input).
 *
 * The premiums assumed, NYC fast food (Admin. Code § 20-1222, FIELD.md), every shift of the week less
 * than 7 days but at least 24 hours away when the re-run is published: $15 for a posted shift moved
 * or given other times or another position (`changed`) and for a shift added where the person had
 * none (`addPremiums`), $45 for a posted shift cut entirely (`cancelled`). The caller's own Wednesday
 * shift costs nothing (a change the employee asked for owes no premium). NYC's $45 for a shift only
 * shortened is not told apart: the input has one `changed` figure per shift.
 */
export const NYC_WITHIN_WEEK = { added: 15, changed: 15, cancelled: 45 };

export interface PremiumRun {
  seed: number;
  staff: number;
  /** Per plan: premiums (money), coverage %, labor cost, other people's person-days changed. */
  priced: PlanFigures;
  ignored: PlanFigures;
}

export interface PlanFigures {
  premiumCost: number;
  coveragePercent: number;
  laborCost: number;
  changed: number;
  objective: number;
}

const key = (s: OutputShift) => `${s.employeeId}/${s.date}/${s.positionId}/${s.start}/${s.end}`;

function parse(raw: EngineInputRaw): EngineInput {
  const parsed = parseEngineInput(raw);
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.input;
}

export function runPremiums(staff: number, seed: number): PremiumRun {
  const raw = generateRestaurant({ staff, positions: 6, seed });
  const posted = solve(parse(raw));
  const locked = new Set((raw.lockedShifts ?? []).map((l) => key({ ...l, breaks: [] })));
  const wednesday = posted.shifts.find(
    (s) => s.employeeId !== null && s.date.endsWith("-25") && !locked.has(key(s)),
  );
  if (!wednesday || wednesday.employeeId === null) throw new Error("nobody works on Wednesday");
  const who = wednesday.employeeId;
  const plain = structuredClone(raw);
  const person = plain.employees?.find((e) => e.id === who);
  if (!person) throw new Error("no such person");
  person.timeOff = [...(person.timeOff ?? []), { startDate: wednesday.date, endDate: wednesday.date }];
  const current = posted.shifts.filter((s) => !locked.has(key(s)));
  plain.currentShifts = current.map(({ positionId, employeeId, date, start, end }) => ({
    positionId,
    employeeId,
    date,
    start,
    end,
  }));
  const priced = structuredClone(plain);
  const p = NYC_WITHIN_WEEK;
  priced.currentShifts = current.map(({ positionId, employeeId, date, start, end }) => {
    const asked = employeeId === who && date === wednesday.date;
    const premium = asked ? { cancelled: 0, changed: 0 } : { cancelled: p.cancelled, changed: p.changed };
    return { positionId, employeeId, date, start, end, premium };
  });
  const worked = new Set(posted.shifts.map((s) => `${s.employeeId}/${s.date}`));
  const monday = Date.parse(`${raw.weekStart}T00:00:00Z`);
  const week = Array.from({ length: 7 }, (_, d) =>
    new Date(monday + d * 86_400_000).toISOString().slice(0, 10),
  );
  priced.addPremiums = (raw.employees ?? []).flatMap((e) =>
    week
      .filter((date) => !worked.has(`${e.id}/${date}`))
      .map((date) => ({ employeeId: e.id, date, money: p.added })),
  );
  const pricedInput = parse(priced);
  const before = cells(posted.shifts, who);
  const figures = (shifts: OutputShift[], coveragePercent: number, laborCost: number, objective: number) => {
    const after = cells(shifts, who);
    let changed = 0;
    for (const [cell, k] of before) if (after.get(cell) !== k) changed++;
    for (const cell of after.keys()) if (!before.has(cell)) changed++;
    const premiumCost = computeMetrics(pricedInput, shifts, {
      hardViolations: 0,
      objective: 0,
      lowerBound: 0,
    }).premiumCost;
    return { premiumCost, coveragePercent, laborCost, changed, objective };
  };
  const withPremiums = solve(pricedInput, { seed: seed + 100 });
  const without = solve(parse(plain), { seed: seed + 100 });
  return {
    seed,
    staff,
    priced: figures(
      withPremiums.shifts,
      withPremiums.metrics.coveragePercent,
      withPremiums.metrics.laborCost,
      withPremiums.metrics.objective,
    ),
    ignored: figures(
      without.shifts,
      without.metrics.coveragePercent,
      without.metrics.laborCost,
      without.metrics.objective,
    ),
  };
}

/** Other people's shifts per employee-day, as the stability weight counts changes. */
function cells(shifts: OutputShift[], who: number): Map<string, string> {
  const others = shifts.filter((s) => s.employeeId !== null && s.employeeId !== who);
  return new Map(others.map((s) => [`${s.employeeId}/${s.date}`, key(s)]));
}

export function runPremiumBench(
  opts: { staff?: number; seeds?: number[]; log?: (line: string) => void } = {},
): PremiumRun[] {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const staff = opts.staff ?? 60;
  const runs: PremiumRun[] = [];
  log(
    `Priced re-runs: ${staff} staff, one person calls out on Wednesday; NYC fast food premiums ` +
      `($${NYC_WITHIN_WEEK.added} add or move, $${NYC_WITHIN_WEEK.cancelled} cut); re-run with premiums vs ignoring them (same seed)`,
  );
  log(
    "| seed | premiums priced | premiums ignored | coverage % priced / ignored | labor cost priced / ignored | days changed priced / ignored | objective priced / ignored |",
  );
  log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const seed of opts.seeds ?? [1, 2, 3, 4, 5]) {
    const r = runPremiums(staff, seed);
    runs.push(r);
    const { priced: a, ignored: b } = r;
    log(
      `| ${seed} | ${a.premiumCost} | ${b.premiumCost} | ${a.coveragePercent} / ${b.coveragePercent} | ` +
        `${a.laborCost} / ${b.laborCost} | ${a.changed} / ${b.changed} | ${a.objective} / ${b.objective} |`,
    );
  }
  const med = (f: (r: PremiumRun) => number) => median(runs.map(f));
  log(
    `| median | ${med((r) => r.priced.premiumCost)} | ${med((r) => r.ignored.premiumCost)} | ` +
      `${med((r) => r.priced.coveragePercent)} / ${med((r) => r.ignored.coveragePercent)} | ` +
      `${med((r) => r.priced.laborCost)} / ${med((r) => r.ignored.laborCost)} | ` +
      `${med((r) => r.priced.changed)} / ${med((r) => r.ignored.changed)} | ` +
      `${med((r) => r.priced.objective)} / ${med((r) => r.ignored.objective)} |`,
  );
  return runs;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { staff: { type: "string" }, seeds: { type: "string" } } });
  runPremiumBench({
    staff: values.staff === undefined ? undefined : Number(values.staff),
    seeds: values.seeds?.split(",").map(Number),
  });
}
