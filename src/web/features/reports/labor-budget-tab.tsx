import { OVERTIME_MULTIPLIER } from "../../../domain/labor-cost";
import { BanknoteIcon, TimerIcon, WalletIcon } from "lucide-react";
import { BUDGET_STATUS_LABEL } from "../../../domain/money";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { EmptyState } from "@/components/empty-state";
import { StatCard } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dayLabel } from "@/lib/day-label";
import { useFormatMoney } from "@/lib/money";
import { costBasis } from "@/lib/cost-basis";

export function LaborBudgetTab({ report }: { report: ReportFigures }) {
  const money = useFormatMoney();
  const { labor } = report;
  const basis = costBasis(report.scheduleStatus, report.hasUnpublishedChanges);
  const difference =
    labor.totalBudget !== null && labor.totalCost !== null ? labor.totalCost - labor.totalBudget : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          title="Total Weekly Budget"
          value={labor.totalBudget === null ? "—" : money(labor.totalBudget)}
          icon={WalletIcon}
          note={labor.budgetReason ?? "The store's labor targets for the week"}
        />
        <StatCard
          title="Total Scheduled Cost"
          value={labor.totalCost === null ? "—" : money(labor.totalCost)}
          icon={BanknoteIcon}
          note={
            labor.totalCost === null
              ? (report.reason ?? undefined)
              : difference === null
                ? `${basis.label}: ${basis.line.toLowerCase()}; paid hours × wages, overtime at ${OVERTIME_MULTIPLIER}×`
                : `${basis.label}: ${basis.line.toLowerCase()}; ${money(difference, { signed: true })} against budget`
          }
        />
        <StatCard
          title="Actual Cost (approved hours)"
          value={labor.actualCost === null ? "—" : money(labor.actualCost)}
          icon={TimerIcon}
          note={
            labor.actualCost === null
              ? "No approved hours for this week yet (Timesheets)"
              : "Approved time entries only: hours worked × wages"
          }
        />
      </div>
      <p className="text-sm text-muted-foreground">{labor.counts}.</p>
      <Card className="py-2">
        <CardContent className="px-2">
          {labor.rows.length === 0 ? (
            <EmptyState icon={WalletIcon} title={report.reason ?? "No labor this week"}>
              {report.reason ? "Build or copy the week on the Schedule screen." : "No shifts and no targets."}
            </EmptyState>
          ) : (
            <ScrollRegion label="Labor vs budget table">
              <Table aria-label="Labor vs budget">
                <TableHeader>
                  <TableRow>
                    <TableHead>Day</TableHead>
                    <TableHead>Position</TableHead>
                    <TableHead className="text-right">Target Budget</TableHead>
                    <TableHead className="text-right">{basis.column}</TableHead>
                    <TableHead className="text-right">Variance</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {labor.rows.map((row) => (
                    <TableRow key={`${row.date}-${row.positionId}`}>
                      <TableCell>{dayLabel(row.dayOfWeek)}</TableCell>
                      <TableCell>{row.positionName}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {row.budget === null ? "–" : money(row.budget)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{money(row.cost)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {row.variance === null ? "–" : money(row.variance, { signed: true })}
                      </TableCell>
                      <TableCell>
                        <Badge
                          variant={
                            row.status === "OVER_BUDGET"
                              ? "destructive"
                              : row.status === "NO_TARGET"
                                ? "outline"
                                : "secondary"
                          }
                        >
                          {BUDGET_STATUS_LABEL[row.status]}
                        </Badge>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
