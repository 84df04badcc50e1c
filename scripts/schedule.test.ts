import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const cli = join(import.meta.dirname, "schedule.ts");
const example = join(import.meta.dirname, "..", "examples", "week.json");

function run(args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ["--import", "tsx", cli, ...args], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("schedule CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "brigade-cli-"));

  it("writes a checked schedule for the example week, with flags overriding the input", () => {
    const output = join(dir, "schedule.json");
    const result = run(["--input", example, "--output", output, "--seed", "3", "--time-limit", "20"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Checker: OK, no hard-rule violations");
    const schedule = JSON.parse(readFileSync(output, "utf8")) as {
      shifts: unknown[];
      metrics: { hardViolations: number };
    };
    expect(schedule.shifts.length).toBeGreaterThan(0);
    expect(schedule.metrics.hardViolations).toBe(0);
  });

  it("exits with 2 and says what is wrong on bad input", () => {
    const input = join(dir, "bad.json");
    writeFileSync(
      input,
      JSON.stringify({ weekStart: "2026-11-24", store: {}, positions: [], employees: [] }),
    );
    const result = run(["--input", input, "--output", join(dir, "out.json")]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("weekStart: weekStart must be a Monday");
  });

  it("exits with 2 on a missing flag", () => {
    expect(run(["--input", example]).status).toBe(2);
  });
});
