import { checkSchedule, type Violation } from "./checker";
import type { EngineInput } from "./input";
import type { SolveOptions, SolveResult } from "./solve-options";
import { computeMetrics } from "./metrics";
import type { EngineOutput, OutputShift, Warning } from "./output";
import { cellBreaks, findGaps, formatEnd, formatStart } from "./solve/assemble";
import { construct } from "./solve/construct";
import { explainGap, explainShift } from "./solve/explain";
import { buildFrame, type Frame } from "./solve/frame";
import { localSearch } from "./solve/local-search";
import { buildOpenShifts } from "./solve/open-shifts";
import { lagrangianBound, lowerBound } from "./solve/lower-bound";
import { DAYS, SLOT, WEEK_SLOTS, buildModel, type Model } from "./solve/model";
import { placeCurrent, placeLocked } from "./solve/place";
import { Rng } from "./solve/rng";
import { State } from "./solve/state";
import { DEFAULT_WEIGHTS } from "./solve/weights";
import { CoverageGrid } from "./check/coverage";

export type { SolveOptions, SolveProgress, SolveResult, SolveStats } from "./solve-options";

/** The work budget: enough moves for each employee-day cell to be revisited a few hundred times. */
export function defaultIterations(input: EngineInput): number {
  return 20_000 + 2_500 * input.employees.length * DAYS;
}

/**
 * Builds a week: greedy construction, then simulated annealing, then explanations. Returns the best
 * schedule found (the best so far if the signal or the time limit stops it). Deterministic per input
 * and seed unless the time limit or the signal cuts the search short.
 */
export function solve(input: EngineInput, options: SolveOptions = {}): EngineOutput {
  return solveWithStats(input, options).output;
}

/** `solve`, plus timings and search figures for the CLI, the benchmark and the worker. */
export function solveWithStats(input: EngineInput, options: SolveOptions = {}): SolveResult {
  const t0 = performance.now();
  const deadline = t0 + 1000 * (options.timeLimitSeconds ?? input.timeLimitSeconds);
  let stoppedEarly = false;
  const shouldStop = () => {
    if (options.signal?.aborted || options.shouldStop?.() || performance.now() > deadline)
      stoppedEarly = true;
    return stoppedEarly;
  };
  const m = buildModel(input);
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const s = new State(m, weights);
  const frame = buildFrame(m);
  const lockedCoverage = new Int32Array(m.nP * WEEK_SLOTS);
  const extraRows = {
    coverage: new Int32Array(m.nP * WEEK_SLOTS),
    ratio: new Float64Array(m.nP * WEEK_SLOTS),
  };
  const extraLocked = placeLocked(s, lockedCoverage, extraRows);
  s.fixRatioBaseline();
  const locked = {
    day: Uint8Array.from(s.locked),
    coverage: lockedCoverage,
    trainers: Int32Array.from(s.trainers),
    trainees: Int32Array.from(s.trainees),
  };

  placeCurrent(s, frame);
  construct(s, frame, shouldStop);
  const firstMs = performance.now() - t0;
  const constructObjective = s.objective;
  options.onProgress?.({ fraction: 0, bestObjective: constructObjective, iteration: 0 });
  const budget = options.iterations ?? defaultIterations(input);
  let bestMs = firstMs;
  let bestIteration = 0;
  const seed = options.seed ?? input.seed;
  // A re-run starts from a good schedule: a hot start would scramble it before the stability cost
  // could pull it back, so it starts at half the change weight.
  const startTemperature =
    options.startTemperature ?? (m.hasCurrent ? Math.max(1, weights.changedShift / 2) : 100);
  let done = 0;
  const targetGap = options.targetGap ?? 0.05;
  const maxRounds = m.nE <= (options.extraRoundsMaxStaff ?? 100) ? (options.extraRounds ?? 3) : 0;
  // Progress: when extra runs may follow, the first run fills 85 % of the bar and each extra run its
  // share of the rest, so the bar keeps moving while they work.
  const firstShare = maxRounds > 0 ? 0.85 : 1;
  let progressFrom = 0;
  let progressSpan = firstShare;
  const anneal = (rng: Rng, temperature: number, repair: boolean) =>
    localSearch(s, frame, {
      iterations: budget,
      rng,
      startTemperature: temperature,
      dropStrandedTrainees: repair,
      ...(options.endTemperature === undefined ? {} : { endTemperature: options.endTemperature }),
      shouldStop,
      onImprove: (_objective, iteration) => {
        bestMs = performance.now() - t0;
        bestIteration = done + iteration;
      },
      onTick: (iteration, bestObjective) =>
        options.onProgress?.({
          fraction: progressFrom + (progressSpan * iteration) / budget,
          bestObjective,
          iteration: done + iteration,
        }),
    });
  let iterations = anneal(new Rng(seed), startTemperature, false);
  const hook = options.afterSearch?.({ state: s, frame, fixed: extraRows, seed, shouldStop }) ?? {};
  const bound = Math.max(
    lowerBound(s, frame, locked),
    lagrangianBound(s, frame, extraRows, { iterations: options.boundIterations ?? 150, shouldStop }),
    hook.bound ?? 0,
  );
  // Proof-driven effort: the bound says how far the schedule may still be from the best possible; a
  // week beyond the target gap gets more annealing runs (from the best schedule, so never worse).
  let rounds = 0;
  while (rounds < maxRounds && !shouldStop() && s.quality - bound > targetGap * s.quality + 1e-9) {
    progressFrom = firstShare + ((1 - firstShare) * rounds) / maxRounds;
    progressSpan = (1 - firstShare) / maxRounds;
    rounds++;
    done = iterations;
    iterations += anneal(new Rng(seed + 7919 * rounds), startTemperature, true);
  }
  options.onProgress?.({ fraction: 1, bestObjective: s.objective, iteration: iterations });

  const open = options.openShifts === false ? [] : buildOpenShifts(s, frame);
  const shifts = buildShifts(s, frame, [...extraLocked, ...open]);
  const warnings = buildWarnings(s, frame);
  const checked = checkSchedule(input, { shifts, warnings });
  warnings.push(...violationWarnings(input, checked));
  const output: EngineOutput = {
    shifts,
    warnings,
    coverage: new CoverageGrid(input, shifts).entries(),
    metrics: computeMetrics(input, shifts, {
      hardViolations: checked.length,
      objective: s.quality,
      lowerBound: bound,
    }),
  };
  return {
    output,
    stats: {
      firstMs,
      bestMs,
      bestIteration,
      totalMs: performance.now() - t0,
      iterations,
      budget,
      constructObjective,
      stoppedEarly,
      extraRounds: rounds,
    },
  };
}

/**
 * The solver never breaks a hard rule itself, but a manager's locked shifts can (someone locked past
 * their availability, say). Whatever the checker finds is passed on as a warning, attributed to the
 * locked shift when it touches one's employee, so nothing is silently wrong.
 */
function violationWarnings(input: EngineInput, violations: Violation[]): Warning[] {
  const lockedEmployees = new Set(input.lockedShifts.map((l) => l.employeeId));
  return violations.map((v) => ({
    code:
      v.employeeId !== null && lockedEmployees.has(v.employeeId)
        ? "LOCKED_SHIFT_BREAKS_RULE"
        : "RULE_VIOLATION",
    message: `[${v.code}] ${v.message}`,
    date: v.date ?? input.weekStart,
    positionId: v.positionId,
    start: v.start,
    end: v.end,
    employeeId: v.employeeId,
  }));
}

function buildShifts(s: State, frame: Frame, extra: OutputShift[]): OutputShift[] {
  const m: Model = s.m;
  const shifts: OutputShift[] = [];
  for (let e = 0; e < m.nE; e++) {
    for (let d = 0; d < DAYS; d++) {
      const cell = e * DAYS + d;
      const p = s.cellPos[cell] ?? -1;
      if (p < 0) continue;
      const start = s.cellStart[cell] ?? 0;
      const end = s.cellEnd[cell] ?? 0;
      shifts.push({
        positionId: m.positionIds[p] ?? 0,
        employeeId: m.employeeIds[e] ?? 0,
        date: m.dates[d] ?? "",
        start: formatStart(start),
        end: formatEnd(end), // an overnight shift's end is at or before its start
        breaks: cellBreaks(m, d, start, end),
        explanation: explainShift(s, frame, e, d, s.locked[cell] === 1),
      });
    }
  }
  shifts.push(...extra);
  const order = new Map(m.positionIds.map((id, i) => [id, i]));
  return shifts.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (order.get(a.positionId) ?? 0) - (order.get(b.positionId) ?? 0) ||
      a.start.localeCompare(b.start) ||
      a.end.localeCompare(b.end) ||
      (a.employeeId ?? Number.MAX_SAFE_INTEGER) - (b.employeeId ?? Number.MAX_SAFE_INTEGER),
  );
}

function buildWarnings(s: State, frame: Frame): Warning[] {
  const m = s.m;
  return findGaps(s).map((gap) => {
    const position = m.input.positions[gap.p]?.name ?? "?";
    // The business day's date and its "HH:MM" times: a Friday gap 23:00-02:00 ends Saturday 02:00.
    const start = formatStart(gap.from * SLOT);
    const end = formatEnd(gap.to * SLOT);
    const date = m.dates[gap.d] ?? "";
    return {
      code: "UNDERSTAFFED" as const,
      message:
        `${position} ${date} ${start}-${end}: short by up to ${gap.worst} ` +
        `(${(gap.missing * SLOT) / 60} staff-hours). ${explainGap(s, frame, gap)}`,
      date,
      positionId: m.positionIds[gap.p] ?? null,
      start,
      end,
      employeeId: null,
    };
  });
}
