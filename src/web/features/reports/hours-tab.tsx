import { ClockIcon } from "lucide-react";
import type { HoursRow, ReportFigures } from "../../../domain/schemas/figures";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const VARIANT: Record<HoursRow["status"], "default" | "destructive" | "secondary"> = {
  optimal: "default",
  overtime: "destructive",
  under: "secondary",
};

export function HoursTab({ report }: { report: ReportFigures }) {
  const { hours } = report;
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">{hours.counts}.</p>
      <Card className="py-2">
        <CardContent className="px-2">
          {hours.rows.length === 0 ? (
            <EmptyState icon={ClockIcon} title={report.reason ?? "Nobody works at this store yet"} />
          ) : (
            <ScrollRegion label="Hours analysis table">
              <Table aria-label="Hours analysis">
                <TableHeader>
                  <TableRow>
                    <TableHead>Employee</TableHead>
                    <TableHead>Position</TableHead>
                    <TableHead className="text-right">Total Hours</TableHead>
                    <TableHead className="text-right">Actual Hours (approved)</TableHead>
                    <TableHead className="text-right">Avg per Week</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {hours.rows.map((row) => (
                    <TableRow key={row.userId}>
                      <TableCell className="font-medium">{row.name}</TableCell>
                      <TableCell>{row.positions || "–"}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {row.totalHours}
                        <span className="sr-only"> of {row.desiredHours} desired</span>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{row.approvedHours}</TableCell>
                      <TableCell className="text-right tabular-nums">{row.avgPerWeek}</TableCell>
                      <TableCell>
                        <Badge variant={VARIANT[row.status]}>{row.status}</Badge>
                        {row.overtimeHours > 0 && (
                          <span className="ml-1 text-xs text-muted-foreground">+{row.overtimeHours} h</span>
                        )}
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
