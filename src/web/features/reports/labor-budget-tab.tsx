import { DollarSignIcon, WalletIcon } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dayLabel } from "@/lib/day-label";
import { budgetStatus, formatDollars, laborTotals, varianceOf } from "./report-helpers";
import type { LaborBudgetRow } from "./sample-report-data";

export function LaborBudgetTab({ rows }: { rows: readonly LaborBudgetRow[] }) {
  const totals = laborTotals(rows);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard title="Total Weekly Budget" value={formatDollars(totals.budget)} icon={WalletIcon} />
        <StatCard
          title="Total Actual Cost"
          value={formatDollars(totals.actual)}
          icon={DollarSignIcon}
          note={`${formatDollars(totals.actual - totals.budget, true)} against budget`}
        />
      </div>
      <Card className="py-2">
        <CardContent className="px-2">
          <Table aria-label="Labor vs budget">
            <TableHeader>
              <TableRow>
                <TableHead>Day</TableHead>
                <TableHead>Position</TableHead>
                <TableHead className="text-right">Target Budget</TableHead>
                <TableHead className="text-right">Actual Cost</TableHead>
                <TableHead className="text-right">Variance</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                const status = budgetStatus(row);
                return (
                  <TableRow key={`${row.dayOfWeek}-${row.positionName}`}>
                    <TableCell>{dayLabel(row.dayOfWeek)}</TableCell>
                    <TableCell>{row.positionName}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(row.targetBudget)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatDollars(row.actualCost)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(varianceOf(row), true)}
                    </TableCell>
                    <TableCell>
                      <Badge variant={status === "Over Budget" ? "destructive" : "secondary"}>{status}</Badge>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
