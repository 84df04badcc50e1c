import { parseArgs } from "node:util";
import {
  parseEngineInput,
  type EngineInputRaw,
  type OutputShift,
  solve,
  generateRestaurant,
} from "../../src/engine/index";
import { isMain } from "./is-main";

/**
 * Stability of re-runs (issue 16): solve a generated week, make a one-person change (a day of time
 * off on a day they work), then re-run twice: with the first schedule as `currentShifts`, and fresh.
 * Reports the share of the other people's shifts the re-run changed and how much worse its
 * objective is than the fresh run's (targets: ≤ 10 % and ≤ 1 %).
 */
export interface StabilityRun {
  seed: number;
  staff: number;
  otherShifts: number;
  changed: number;
  changedPercent: number;
  /** The first schedule's objective, before the change (the runs' seed-to-seed spread shows here). */
  firstObjective: number;
  rerunObjective: number;
  freshObjective: number;
  objectiveWorsePercent: number;
}

const key = (s: OutputShift) => `${s.employeeId}/${s.date}/${s.positionId}/${s.start}/${s.end}`;

export function runStability(staff: number, seed: number): StabilityRun {
  const raw = generateRestaurant({ staff, positions: 6, seed });
  const parse = (r: EngineInputRaw) => {
    const parsed = parseEngineInput(r);
    if (!parsed.ok) throw new Error(parsed.errors.join("; "));
    return parsed.input;
  };
  const first = solve(parse(raw));
  const locked = new Set(
    (raw.lockedShifts ?? []).map((l) => `${l.employeeId}/${l.date}/${l.positionId}/${l.start}/${l.end}`),
  );
  // The change: the first person working on Wednesday takes that day off.
  const wednesday = first.shifts.find(
    (s) => s.employeeId !== null && s.date.endsWith("-25") && !locked.has(key(s)),
  );
  if (!wednesday || wednesday.employeeId === null) throw new Error("nobody works on Wednesday");
  const who = wednesday.employeeId;
  const changed = structuredClone(raw);
  const person = changed.employees?.find((e) => e.id === who);
  if (!person) throw new Error("no such person");
  person.timeOff = [...(person.timeOff ?? []), { startDate: wednesday.date, endDate: wednesday.date }];
  const fresh = solve(parse(changed), { seed: seed + 100 });
  changed.currentShifts = first.shifts
    .filter((s) => !locked.has(key(s)))
    .map(({ positionId, employeeId, date, start, end }) => ({ positionId, employeeId, date, start, end }));
  const rerun = solve(parse(changed), { seed: seed + 100 });
  const others = (list: OutputShift[]) => list.filter((s) => s.employeeId !== null && s.employeeId !== who);
  // Per employee-day, as the stability weight counts: a shift moved, removed or added is one change.
  const cells = (list: OutputShift[]) =>
    new Map(others(list).map((s) => [`${s.employeeId}/${s.date}`, key(s)]));
  const before = cells(first.shifts);
  const after = cells(rerun.shifts);
  let differ = 0;
  for (const [cell, k] of before) if (after.get(cell) !== k) differ++;
  for (const cell of after.keys()) if (!before.has(cell)) differ++;
  const rerunObjective = rerun.metrics.objective;
  const freshObjective = fresh.metrics.objective;
  return {
    seed,
    staff,
    otherShifts: before.size,
    changed: differ,
    changedPercent: Math.round((1000 * differ) / Math.max(1, before.size)) / 10,
    firstObjective: first.metrics.objective,
    rerunObjective,
    freshObjective,
    objectiveWorsePercent: Math.round((10000 * (rerunObjective - freshObjective)) / freshObjective) / 100,
  };
}

export function runStabilityBench(
  opts: { staff?: number[]; seeds?: number[]; log?: (line: string) => void } = {},
): StabilityRun[] {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const runs: StabilityRun[] = [];
  log("Stability: one person takes a worked Wednesday off; re-run with currentShifts vs a fresh run");
  log(
    "| staff | seed | other people's shifts | employee-days changed | objective before | re-run objective | fresh objective | re-run worse by |",
  );
  log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const staff of opts.staff ?? [20, 60]) {
    for (const seed of opts.seeds ?? [1, 2, 3]) {
      const r = runStability(staff, seed);
      runs.push(r);
      log(
        `| ${r.staff} | ${r.seed} | ${r.otherShifts} | ${r.changed} (${r.changedPercent} %) | ${r.firstObjective} | ${r.rerunObjective} | ` +
          `${r.freshObjective} | ${r.objectiveWorsePercent} % |`,
      );
    }
  }
  return runs;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { staff: { type: "string" }, seeds: { type: "string" } } });
  const list = (v: string | undefined) => (v === undefined ? undefined : v.split(",").map(Number));
  runStabilityBench({ staff: list(values.staff), seeds: list(values.seeds) });
}
