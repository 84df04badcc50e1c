import type { ReportFigures } from "../../../domain/schemas/figures";
import { costBasis } from "../../lib/cost-basis";
import { dayLabel } from "../../lib/day-label";

export type ReportTab = "labor" | "hours" | "compliance";

export const BUDGET_STATUS_LABEL = {
  UNDER_BUDGET: "Under Budget",
  OVER_BUDGET: "Over Budget",
  NO_TARGET: "No target",
} as const;

const money = (v: number | null) => (v === null ? "" : v.toFixed(2));

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) starts with a quote, as on the server. */
function safe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The active tab's table as rows of text, header first (what Export Report writes). */
export function reportRows(report: ReportFigures, tab: ReportTab): string[][] {
  let rows: string[][];
  if (tab === "labor") {
    rows = [
      [
        "Date",
        "Day",
        "Position",
        "Target Budget",
        costBasis(report.scheduleStatus, report.hasUnpublishedChanges).column,
        "Hours",
        "Variance",
        "Status",
      ],
      ...report.labor.rows.map((r) => [
        r.date,
        dayLabel(r.dayOfWeek),
        r.positionName,
        money(r.budget),
        money(r.cost),
        String(r.hours),
        money(r.variance),
        BUDGET_STATUS_LABEL[r.status],
      ]),
    ];
  } else if (tab === "hours") {
    rows = [
      ["Employee", "Position", "Total Hours", "Overtime Hours", "Avg per Week", "Desired Hours", "Status"],
      ...report.hours.rows.map((r) => [
        r.name,
        r.positions,
        String(r.totalHours),
        String(r.overtimeHours),
        String(r.avgPerWeek),
        String(r.desiredHours),
        r.status,
      ]),
    ];
  } else {
    rows = [
      ["Rule", "Code", "Count", "Date", "Start", "End", "Employee", "Position"],
      ...report.compliance.rows.flatMap((r) =>
        r.shifts.length
          ? r.shifts.map((s) => [
              r.rule,
              r.code,
              String(r.count),
              s.date,
              s.startTime,
              s.endTime,
              s.employee ?? "",
              s.position,
            ])
          : [[r.rule, r.code, String(r.count), "", "", "", "", ""]],
      ),
    ];
  }
  return rows.map((row, i) => (i === 0 ? row : row.map(safe)));
}

/** Downloads the active tab as CSV; the CSV library loads on the first export only. */
export async function downloadReport(report: ReportFigures, tab: ReportTab): Promise<void> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  const csv = stringify(reportRows(report, tab));
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  const store = (report.storeName ?? "store").replace(/[^A-Za-z0-9]+/g, "-").toLowerCase();
  link.href = url;
  link.download = `report-${tab}-${store}-${report.weekStart}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
