import { OVERTIME_MULTIPLIER } from "../../../domain/labor-cost";
import { DollarSignIcon, WalletIcon } from "lucide-react";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { EmptyState } from "@/components/empty-state";
import { StatCard } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dayLabel } from "@/lib/day-label";
import { formatMoney } from "@/lib/money";
import { costBasis } from "@/lib/cost-basis";
import { BUDGET_STATUS_LABEL } from "./report-csv";

export function LaborBudgetTab({ report }: { report: ReportFigures }) {
  const { labor } = report;
  const basis = costBasis(report.scheduleStatus, report.hasUnpublishedChanges);
  const difference =
    labor.totalBudget !== null && labor.totalCost !== null ? labor.totalCost - labor.totalBudget : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title="Total Weekly Budget"
          value={labor.totalBudget === null ? "—" : formatMoney(labor.totalBudget)}
          icon={WalletIcon}
          note={labor.budgetReason ?? "The store's labor targets for the week"}
        />
        <StatCard
          title="Total Scheduled Cost"
          value={labor.totalCost === null ? "—" : formatMoney(labor.totalCost)}
          icon={DollarSignIcon}
          note={
            labor.totalCost === null
              ? (report.reason ?? undefined)
              : difference === null
                ? `${basis.label}: ${basis.line.toLowerCase()}; paid hours × wages, overtime at ${OVERTIME_MULTIPLIER}×`
                : `${basis.label}: ${basis.line.toLowerCase()}; ${formatMoney(difference, true)} against budget`
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
                        {row.budget === null ? "–" : formatMoney(row.budget)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatMoney(row.cost)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {row.variance === null ? "–" : formatMoney(row.variance, true)}
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
