import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { averagePerWeek, hoursStatus, type HoursStatus } from "./report-helpers";
import type { HoursRow } from "./sample-report-data";

const VARIANT: Record<HoursStatus, "default" | "destructive" | "secondary"> = {
  optimal: "default",
  overtime: "destructive",
  under: "secondary",
};

export function HoursTab({ rows }: { rows: readonly HoursRow[] }) {
  return (
    <Card className="py-2">
      <CardContent className="px-2">
        <Table aria-label="Hours analysis">
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead>Position</TableHead>
              <TableHead className="text-right">Total Hours</TableHead>
              <TableHead className="text-right">Avg per Week</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const average = averagePerWeek(row);
              const status = hoursStatus(average);
              return (
                <TableRow key={row.employeeName}>
                  <TableCell className="font-medium">{row.employeeName}</TableCell>
                  <TableCell>{row.positionName}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.totalHours}</TableCell>
                  <TableCell className="text-right tabular-nums">{average}</TableCell>
                  <TableCell>
                    <Badge variant={VARIANT[status]}>{status}</Badge>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
