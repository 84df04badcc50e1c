// The scheduling engine's public face (docs/engine.md): everything outside src/engine imports from here
// and nowhere deeper (lint-enforced). Pure: no I/O, no threads; the server runs `solveWithStats` on a
// worker thread of its own.
export { solve, solveWithStats, defaultIterations } from "./solver";
export type {
  AfterSearchContext,
  AfterSearchResult,
  SolveOptions,
  SolveProgress,
  SolveResult,
  SolveStats,
} from "./solve-options";
export { parseEngineInput, engineInputSchema } from "./input";
export type {
  EngineInput,
  EngineInputRaw,
  EmployeeInput,
  ParseResult,
  ResolvedConstraints,
  ShiftRef,
  CurrentShift,
  PositionInput,
} from "./input";
export type {
  BreakKind,
  CoverageEntry,
  EngineOutput,
  Metrics,
  OutputShift,
  ShiftAlternative,
  ShiftBreak,
  ShiftExplanation,
  Warning,
  WarningCode,
} from "./output";
export { checkSchedule, checkRules } from "./checker";
export type { RuleCode, Violation } from "./checker";
export { reviewSchedule } from "./review";
export type { Review, ReviewCode, ReviewWarning } from "./review";
export { computeMetrics, minutesAtOtherStores, weekStaffHours } from "./metrics";
export { proposeGapShift } from "./fix-gap";
export type { Gap, GapShift } from "./fix-gap";
export { placeBreaks } from "./solve/assemble";
export { workedMinutes } from "./check/calendar";
export { freeIntervals, isOnTimeOff } from "./check/shift-rules";

// Test and benchmark data: generated restaurant weeks, and tiny weeks small enough to solve by trying
// every schedule. For tests and lab/, not for the product.
export { generateRestaurant } from "./generate";
export { everyMondayShift, tinyWeek } from "./solve/tiny-week";

// For research in lab/: not a product API. The search's insides (its state, frame and model grid, the
// per-person rules, the bound's rows and pricing, the seeded PRNGs), which the MIP and LP experiments
// and the Curtois adapter build on (docs/engine.md, "Layout"). Nothing in src/server or src/web uses
// them; they may change with the search.
export type { State } from "./solve/state";
export { TYPE_ENDS, TYPE_STRIDE, hoursCost, shiftTypeTable } from "./solve/state";
export type { Frame } from "./solve/frame";
export { AVAIL_STRIDE, DAYS, SLOT, SLOTS_PER_DAY, WEEK_SLOTS } from "./solve/model";
export { Block, checkPlace } from "./solve/rules";
export { boundRows, trainerCoverCuts } from "./solve/lower-bound";
export type { FixedRows } from "./solve/weekly-pricing";
export { buildWeeklyPricing } from "./solve/weekly-pricing";
export { maximizeLagrangian } from "./solve/subgradient";
export { evaluateObjective } from "./solve/evaluate";
export { shiftBreaks } from "./solve/assemble";
export { Rng } from "./solve/rng";
export { Mulberry32 } from "./solve/mulberry32";
