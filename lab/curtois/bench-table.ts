// Printing of the benchmark results: one line per instance as it finishes, and the final table.
import type { InstanceReport, RunOutcome } from "./bench-run";

const gap = (objective: number | null, best: number | null): string =>
  objective === null || best === null || best === 0
    ? "-"
    : `${(((objective - best) / best) * 100).toFixed(1)}%`;
const secs = (s: number | null): string => (s === null ? "-" : s.toFixed(2));
const bound = (o: RunOutcome): string =>
  o.lowerBound === undefined
    ? "-"
    : o.objective !== null && o.objective <= o.lowerBound
      ? `${o.lowerBound} (optimal)`
      : String(o.lowerBound);
const obj = (o: RunOutcome | null): string =>
  o === null ? "skipped" : o.objective === null ? "none" : String(o.objective);

const effort = (o: RunOutcome): string =>
  o.cpuSeconds === undefined || o.wallSeconds === undefined
    ? ""
    : `, CPU ${o.cpuSeconds.toFixed(1)} s in ${o.wallSeconds.toFixed(1)} s`;

export function formatRow(r: InstanceReport): string {
  const ours = r.ours;
  const peer =
    r.highs === null
      ? "HiGHS skipped"
      : `HiGHS ${obj(r.highs)} (gap ${gap(r.highs.objective, r.bestKnown)}, ${r.highs.status})`;
  return (
    `  ours ${obj(ours)}${ours.objective === null ? ` (${ours.status})` : ours.feasible ? "" : " FAILED CHECK"}, best known ${r.bestKnown ?? "-"}, gap ${gap(ours.objective, r.bestKnown)}, ` +
    `first feasible ${secs(ours.timeToFirstSeconds)} s, best at ${secs(ours.timeToBestSeconds)} s, ` +
    `lower bound ${bound(ours)}${effort(ours)}; ${peer}`
  );
}

export function formatTable(reports: InstanceReport[]): string {
  const header = [
    "inst",
    "best known",
    "ours",
    "gap",
    "first s",
    "best s",
    "check",
    "our bound",
    "HiGHS",
    "HiGHS gap",
  ];
  const rows = reports.map((r) => [
    String(r.instance),
    String(r.bestKnown ?? "-"),
    obj(r.ours),
    gap(r.ours.objective, r.bestKnown),
    secs(r.ours.timeToFirstSeconds),
    secs(r.ours.timeToBestSeconds),
    r.ours.objective === null ? "none" : r.ours.feasible ? "ok" : "FAIL",
    bound(r.ours),
    obj(r.highs),
    r.highs === null ? "-" : gap(r.highs.objective, r.bestKnown),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}
