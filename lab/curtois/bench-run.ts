// One benchmark instance: our solver, then the HiGHS peer, each roster judged by the independent checker
// and written as JSON (docs/engine.md, Contract).
import loadHighs from "highs";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkRoster, type Roster } from "./checker";
import { loadInstance } from "./data";
import { solveWithHighs } from "./highs-peer";
import { compileModel, rosterToRecord } from "./model";
import { solveCurtois } from "./solver";

export interface RunOutcome {
  objective: number | null;
  feasible: boolean;
  violations: string[];
  timeToFirstSeconds: number | null;
  timeToBestSeconds: number | null;
  status: string;
  /** Proven lower bound on the objective (ours: column generation's), when the method gives one. */
  lowerBound?: number;
  /**
   * CPU the process had during the solve, and the wall time it took (ours only). On a shared machine
   * the first is what the run really got: a 60 s run at 16 s of CPU is not comparable with one at 60.
   */
  cpuSeconds?: number;
  wallSeconds?: number;
}

export interface InstanceReport {
  instance: number;
  bestKnown: number | null;
  ours: RunOutcome;
  highs: RunOutcome | null;
}

export interface InstanceRunOptions {
  dataDir: string;
  outDir: string;
  timeLimitSeconds: number;
  seed: number;
  peer: boolean;
  bestKnown: number | null;
  maxWork?: number;
  /** Share of the time for the MIP phase; 0 leaves it out, undefined takes mipPhaseShare's default. */
  mipShare?: number;
  log?: (line: string) => void;
}

function judge(
  instanceNumber: number,
  roster: Roster,
  write: string | null,
  parsed: Parameters<typeof checkRoster>[0],
) {
  const check = checkRoster(parsed, roster);
  if (write !== null) {
    writeFileSync(
      write,
      JSON.stringify({ instance: instanceNumber, objective: check.objective, roster }) + "\n",
    );
  }
  return check;
}

export async function runInstance(n: number, options: InstanceRunOptions): Promise<InstanceReport> {
  const instance = loadInstance(n, options.dataDir);
  const model = compileModel(instance);
  mkdirSync(options.outDir, { recursive: true });

  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = solveCurtois(model, {
    seed: options.seed,
    timeLimitMs: options.timeLimitSeconds * 1000,
    target: options.bestKnown ?? undefined,
    maxWork: options.maxWork,
    mipLns: options.mipShare === 0 ? undefined : { highs: await loadHighs(), share: options.mipShare },
  });
  const cpu = process.cpuUsage(cpuBefore);
  const effort = {
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    wallSeconds: (performance.now() - wallBefore) / 1000,
  };
  let ours: RunOutcome;
  if (result.roster === null) {
    ours = {
      objective: null,
      feasible: false,
      violations: [],
      timeToFirstSeconds: null,
      timeToBestSeconds: null,
      // The construction found no line for some employee: none exists, or the price search of a large
      // state (priced-dp.ts) found none.
      status: "no solution: an employee got no line from the DP",
      ...effort,
    };
  } else {
    const check = judge(
      n,
      rosterToRecord(model, result.roster),
      join(options.outDir, `Instance${n}.json`),
      instance,
    );
    ours = {
      objective: check.objective,
      feasible: check.feasible,
      violations: check.violations,
      timeToFirstSeconds: (result.timeToFirstMs ?? 0) / 1000,
      timeToBestSeconds: (result.timeToBestMs ?? 0) / 1000,
      status: check.feasible ? "ok" : "INFEASIBLE",
      lowerBound: result.lowerBound,
      ...effort,
    };
  }

  let highs: RunOutcome | null = null;
  if (options.peer) {
    options.log?.(`  HiGHS on instance ${n} (${options.timeLimitSeconds} s)…`);
    const peer = await solveWithHighs(model, options.timeLimitSeconds);
    if (peer.roster === null) {
      highs = {
        objective: null,
        feasible: false,
        violations: [],
        timeToFirstSeconds: null,
        timeToBestSeconds: null,
        status: `no solution (${peer.status})`,
      };
    } else {
      const check = judge(
        n,
        rosterToRecord(model, peer.roster),
        join(options.outDir, `Instance${n}.highs.json`),
        instance,
      );
      highs = {
        objective: check.feasible ? check.objective : null,
        feasible: check.feasible,
        violations: check.violations,
        timeToFirstSeconds: null,
        timeToBestSeconds: peer.seconds,
        // HiGHS returns values even when it has no incumbent; only a roster the checker accepts counts.
        status: check.feasible ? peer.status : `no solution (${peer.status})`,
      };
    }
  }
  return { instance: n, bestKnown: options.bestKnown, ours, highs };
}
