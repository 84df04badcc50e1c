import { parseArgs } from "node:util";
import { parseEngineInput, reviewSchedule, solve, generateRestaurant } from "../../src/engine/index";
import { isMain } from "./is-main";

/**
 * How long reviewSchedule takes on a generated week (default 60 staff × 6 positions), the call the
 * server makes after every edit: solves the week once, then reviews its shifts `repeats` times and
 * reports the median and the 90th percentile of wall time, and CPU time per call (steadier on a
 * shared machine), after warm-up calls. Under tsx every closure pays a keepNames helper that the
 * bundled server does not, so these figures are on the high side.
 */
export function runReviewBench(
  opts: {
    staff?: number;
    positions?: number;
    seed?: number;
    repeats?: number;
    log?: (line: string) => void;
  } = {},
): { shifts: number; medianMs: number; p90Ms: number; cpuMsPerCall: number } {
  const staff = opts.staff ?? 60;
  const positions = opts.positions ?? 6;
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const parsed = parseEngineInput(generateRestaurant({ staff, positions, seed: opts.seed ?? 1 }));
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  const { shifts } = solve(parsed.input);
  for (let k = 0; k < 50; k++) reviewSchedule(parsed.input, shifts); // let the JIT settle
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let k = 0; k < (opts.repeats ?? 200); k++) {
    const t0 = performance.now();
    reviewSchedule(parsed.input, shifts);
    times.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  const cpuMsPerCall = Math.round(((used.user + used.system) / 1000 / times.length) * 100) / 100;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100;
  const result = { shifts: shifts.length, medianMs: at(0.5), p90Ms: at(0.9), cpuMsPerCall };
  log(
    `Review bench: ${staff} staff × ${positions} positions, ${result.shifts} shifts: ` +
      `reviewSchedule median ${result.medianMs} ms, 90th percentile ${result.p90Ms} ms, ` +
      `${result.cpuMsPerCall} ms of CPU per call (${times.length} calls)`,
  );
  return result;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      staff: { type: "string" },
      positions: { type: "string" },
      seed: { type: "string" },
      repeats: { type: "string" },
    },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  runReviewBench({
    staff: num(values.staff),
    positions: num(values.positions),
    seed: num(values.seed),
    repeats: num(values.repeats),
  });
}
