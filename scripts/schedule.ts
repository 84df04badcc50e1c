import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkSchedule, parseEngineInput, solveWithStats } from "../src/engine/index";
import { formatSummary } from "./schedule-summary";

/**
 * npm run schedule -- --input week.json --output schedule.json [--seed N] [--time-limit SECONDS]
 * Exit codes: 0 schedule written, 1 unexpected failure, 2 bad arguments or bad input.
 */
function main(argv: string[]): number {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        input: { type: "string" },
        output: { type: "string" },
        seed: { type: "string" },
        "time-limit": { type: "string" },
        quiet: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (!args.input || !args.output) return fail("--input and --output are required");
  const seed = args.seed === undefined ? undefined : Number(args.seed);
  const timeLimit = args["time-limit"] === undefined ? undefined : Number(args["time-limit"]);
  if (seed !== undefined && !Number.isInteger(seed))
    return fail(`--seed must be an integer, got ${args.seed}`);
  if (timeLimit !== undefined && !(timeLimit > 0))
    return fail(`--time-limit must be a positive number of seconds`);

  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(args.input, "utf8"));
  } catch (error) {
    return fail(`cannot read ${args.input}: ${(error as Error).message}`);
  }
  const parsed = parseEngineInput(raw);
  if (!parsed.ok) return fail(`invalid input:\n  ${parsed.errors.join("\n  ")}`);
  const input = {
    ...parsed.input,
    ...(seed === undefined ? {} : { seed }),
    ...(timeLimit === undefined ? {} : { timeLimitSeconds: timeLimit }),
  };

  const { output, stats } = solveWithStats(input);
  writeFileSync(args.output, `${JSON.stringify(output, null, 2)}\n`);
  if (!args.quiet) {
    const violations = checkSchedule(input, output);
    process.stdout.write(formatSummary(input, output, violations, stats));
    process.stdout.write(`Wrote ${args.output}\n`);
  }
  return 0;
}

function fail(message: string): number {
  process.stderr.write(`schedule: ${message}\n`);
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`schedule: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
}
