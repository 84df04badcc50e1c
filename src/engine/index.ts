// The scheduling engine's public face (docs/engine.md): everything outside src/engine imports from here
// and nowhere deeper (lint-enforced). Pure: no I/O, no threads; the server runs `solveWithStats` on a
// worker thread of its own.
export { solve, solveWithStats, defaultIterations } from "./solver";
export type { SolveOptions, SolveProgress, SolveResult, SolveStats } from "./solve-options";
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
export { computeMetrics, minutesAtOtherStores } from "./metrics";
export { placeBreaks } from "./solve/assemble";
export { workedMinutes } from "./check/calendar";
export { freeIntervals, isOnTimeOff } from "./check/shift-rules";
// Generated restaurant weeks, for tests and benchmarks.
export { generateRestaurant } from "./bench/generate";
