import { AlertTriangleIcon, CheckCircle2Icon, ShieldCheckIcon } from "lucide-react";
import type { ReportFigures } from "../../../domain/schemas/figures";
import { EmptyState } from "@/components/empty-state";
import { TimeRange } from "@/components/time-range";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDayHeader } from "@/components/week";

/** Per rule of the checker: how often the week breaks it and the shifts concerned. */
export function ComplianceTab({ report }: { report: ReportFigures }) {
  const { compliance } = report;
  if (compliance.rows.length === 0) {
    return <EmptyState icon={ShieldCheckIcon} title={report.reason ?? "Nothing to check"} />;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">{compliance.counts}.</p>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Compliance rules">
        {compliance.rows.map((row) => {
          const passed = row.count === 0;
          return (
            <li key={row.code} className="min-w-0">
              <Card className="h-full">
                <CardHeader className="flex-row items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1.5">
                    <CardTitle as="h2" className="text-base">
                      {row.rule}
                    </CardTitle>
                    <CardDescription>
                      {passed
                        ? "No breaks this week"
                        : `${row.count} ${row.count === 1 ? "break" : "breaks"}`}
                    </CardDescription>
                  </div>
                  <Badge variant={passed ? "default" : "destructive"}>
                    {passed ? <CheckCircle2Icon aria-hidden /> : <AlertTriangleIcon aria-hidden />}
                    {passed ? "Compliant" : "Attention"}
                  </Badge>
                </CardHeader>
                {!passed && (
                  <CardContent className="grid gap-2 text-sm">
                    {row.message && <p>{row.message}</p>}
                    {row.shifts.length > 0 && (
                      <ul className="grid gap-1" aria-label={`Shifts concerned: ${row.rule}`}>
                        {row.shifts.map((s) => {
                          const day = formatDayHeader(s.date);
                          return (
                            <li key={s.shiftId} className="break-words">
                              {day.weekday} {day.date}, <TimeRange start={s.startTime} end={s.endTime} />:{" "}
                              {s.employee ?? "Open shift"} ({s.position})
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </CardContent>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
