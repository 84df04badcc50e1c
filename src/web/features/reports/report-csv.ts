import { fileNamePart } from "../../../domain/file-name";
import { BUDGET_STATUS_LABEL } from "../../../domain/money";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { costBasis } from "../../lib/cost-basis";
import { dayLabel } from "../../lib/day-label";

export type ReportTab = "labor" | "hours" | "compliance";

// Money cells stay plain numbers a spreadsheet can add up; the header names their currency.
const money = (v: number | null) => (v === null ? "" : v.toFixed(2));

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) starts with a quote, as on the server. */
function safe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The active tab's table as rows of text, header first (what Export Report writes). */
export function reportRows(report: ReportFigures, tab: ReportTab, currency: string): string[][] {
  let rows: string[][];
  if (tab === "labor") {
    rows = [
      [
        "Date",
        "Day",
        "Position",
        `Target Budget (${currency})`,
        `${costBasis(report.scheduleStatus, report.hasUnpublishedChanges).column} (${currency})`,
        "Hours",
        `Variance (${currency})`,
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
      [
        "Employee",
        "Position",
        "Total Hours",
        "Overtime Hours",
        "Actual Hours (approved)",
        "Avg per Week",
        "Desired Hours",
        "Status",
      ],
      ...report.hours.rows.map((r) => [
        r.name,
        r.positions,
        String(r.totalHours),
        String(r.overtimeHours),
        String(r.approvedHours),
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
export async function downloadReport(report: ReportFigures, tab: ReportTab, currency: string): Promise<void> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  const csv = stringify(reportRows(report, tab, currency));
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  const store = fileNamePart(report.storeName ?? "", "store");
  link.href = url;
  link.download = `report-${tab}-${store}-${report.weekStart}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
