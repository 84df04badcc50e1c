import type { DashboardFigures } from "../../../domain/schemas/figures";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const STATUS = { NONE: "No schedule", DRAFT: "Draft", PUBLISHED: "Published" } as const;

/** Schedule status, total shifts, assigned and warnings of the chosen week. */
export function WeekStatusCard({ week }: { week: DashboardFigures["week"] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Current Week Status</CardTitle>
        <CardDescription>
          {week?.status === "NONE" ? "No schedule for this week" : "The chosen week's schedule as it stands"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Schedule Status</dt>
            <dd className="flex flex-wrap gap-1">
              <Badge variant={week?.status === "PUBLISHED" ? "default" : "secondary"}>
                {week ? STATUS[week.status] : "…"}
              </Badge>
              {week?.hasUnpublishedChanges && <Badge variant="outline">Unpublished changes</Badge>}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Total Shifts</dt>
            <dd className="text-lg font-semibold tabular-nums">{week?.totalShifts ?? "…"}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Assigned</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {week ? `${week.assignedShifts} / ${week.totalShifts}` : "…"}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Warnings</dt>
            <dd className="text-lg font-semibold tabular-nums">{week?.warnings ?? "…"}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
