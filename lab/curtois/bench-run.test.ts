import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCurtoisBench } from "../bench/main";
import { parseBenchArgs } from "./bench-args";
import { checkRoster, type Roster } from "./checker";
import { loadInstance } from "./data";

const out = mkdtempSync(join(tmpdir(), "curtois-bench-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("bench pipeline", () => {
  it("solves instances 1-2, writes JSON the checker accepts, and runs the HiGHS peer", async () => {
    const args = parseBenchArgs(["--instances", "1,2", "--time-limit", "1", "--out", out]);
    const lines: string[] = [];
    const reports = await runCurtoisBench(args, (line) => lines.push(line));
    expect(reports.map((r) => r.ours.feasible)).toEqual([true, true]);
    // What the run really got: some CPU, in a wall time within the limit (and a little more for the set-up).
    for (const r of reports) {
      expect(r.ours.cpuSeconds).toBeGreaterThan(0);
      expect(r.ours.wallSeconds).toBeGreaterThan(0);
      expect(r.ours.wallSeconds).toBeLessThan(10);
    }
    expect(lines.filter((l) => /, CPU \d+\.\d s in \d+\.\d s;/.test(l))).toHaveLength(2);
    for (const n of [1, 2]) {
      const file = JSON.parse(readFileSync(join(out, `Instance${n}.json`), "utf8")) as {
        instance: number;
        objective: number;
        roster: Roster;
      };
      expect(file.instance).toBe(n);
      const check = checkRoster(loadInstance(n), file.roster);
      expect(check.violations).toEqual([]);
      expect(file.objective).toBe(check.objective);
    }
    // HiGHS ran with the same limit; what it finds in 1 s depends on the machine, but never beats the optimum.
    for (const r of reports) {
      expect(r.highs).not.toBeNull();
      if (r.highs?.objective != null) expect(r.highs.objective).toBeGreaterThanOrEqual(r.bestKnown ?? 0);
    }
    const summary = JSON.parse(readFileSync(join(out, "summary.json"), "utf8")) as { instances: unknown[] };
    expect(summary.instances).toHaveLength(2);
  });

  it("parses the CLI flags", () => {
    const args = parseBenchArgs([
      "--instances",
      "1-3,7",
      "--no-peer",
      "--seed",
      "4",
      "--data",
      "/tmp/x",
      "--skip-restaurant",
      "--max-work",
      "5000",
      "--mip-share",
      "0.3",
    ]);
    expect(args).toMatchObject({
      instances: [1, 2, 3, 7],
      peer: false,
      seed: 4,
      dataDir: "/tmp/x",
      restaurant: false,
      timeLimitSeconds: 60,
      maxWork: 5000,
      mipShare: 0.3,
    });
    expect(parseBenchArgs([]).mipShare).toBeUndefined();
    expect(() => parseBenchArgs(["--mip-share", "1"])).toThrow(/mip-share/);
    expect(() => parseBenchArgs(["--bogus"])).toThrow(/unknown option/);
    expect(() => parseBenchArgs(["--max-work", "0"])).toThrow(/positive integer/);
  });
});
