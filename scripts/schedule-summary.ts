import { dayOfWeekOf } from "../src/domain/time";
import type { EngineInput, EngineOutput, SolveStats, Violation } from "../src/engine/index";

/** The CLI's readable summary: shifts per day and position, warnings, metrics, the checker's verdict. */
export function formatSummary(
  input: EngineInput,
  output: EngineOutput,
  violations: Violation[],
  stats: SolveStats,
): string {
  const lines: string[] = [];
  const dates = [...new Set(output.shifts.map((s) => s.date))].sort();
  const open = output.shifts.filter((s) => s.employeeId === null).length;
  lines.push(
    `Week of ${input.weekStart}: ${output.shifts.length - open} shifts for ${input.employees.length} employees` +
      (open ? `, ${open} open shifts proposed for unmet needs` : ""),
  );
  const header = ["Position".padEnd(16), ...dates.map((d) => dayOfWeekOf(d).slice(0, 3).padStart(5))].join(
    "",
  );
  lines.push(header);
  for (const p of input.positions) {
    const cells = dates.map((d) =>
      String(
        output.shifts.filter((s) => s.positionId === p.id && s.date === d && s.employeeId !== null).length,
      ).padStart(5),
    );
    lines.push([p.name.slice(0, 15).padEnd(16), ...cells].join(""));
  }
  lines.push("");
  lines.push(`Warnings: ${output.warnings.length}`);
  for (const w of output.warnings.slice(0, 10)) lines.push(`  ${w.code} ${w.message}`);
  if (output.warnings.length > 10) lines.push(`  … and ${output.warnings.length - 10} more`);
  lines.push("");
  const m = output.metrics;
  lines.push(
    `Coverage ${m.coveragePercent}% (under ${m.understaffedHours} h, over ${m.overstaffedHours} h), ` +
      `${m.totalHours} h worked, overtime ${m.overtimeHours} h, labor ${m.laborCost}` +
      (m.premiumCost > 0 ? `, premiums ${m.premiumCost}` : ""),
  );
  lines.push(
    `Fairness ${m.fairness}, preferences met ${m.preferencesMet}, objective ${m.objective} (lower bound ${m.lowerBound})`,
  );
  lines.push(
    `Solved in ${(stats.totalMs / 1000).toFixed(2)} s: first complete week ${(stats.firstMs / 1000).toFixed(2)} s, ` +
      `best ${(stats.bestMs / 1000).toFixed(2)} s, ${stats.iterations} of ${stats.budget} moves` +
      (stats.stoppedEarly ? " (stopped early by the time limit)" : ""),
  );
  if (violations.length === 0) lines.push("Checker: OK, no hard-rule violations");
  else {
    lines.push(`Checker: ${violations.length} hard-rule violations`);
    for (const v of violations.slice(0, 20)) lines.push(`  [${v.code}] ${v.message}`);
  }
  return `${lines.join("\n")}\n`;
}
