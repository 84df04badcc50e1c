import { AlertTriangleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import type { SampleWarning } from "./sample-schedule-data";

export function ScheduleWarnings({
  warnings,
  canFix,
}: {
  warnings: readonly SampleWarning[];
  canFix: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Warnings</CardTitle>
        <CardDescription>{warnings.length} issues found in this sample week</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {warnings.map((warning) => (
            <li key={warning.id} className="flex flex-wrap items-start gap-3 rounded-md border p-3">
              <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{warning.title}</p>
                <p className="text-sm text-muted-foreground">{warning.message}</p>
              </div>
              {canFix && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Fix: ${warning.title}`}
                  onClick={() =>
                    toast({ title: "Sample schedule", description: "Fixing warnings is not available yet." })
                  }
                >
                  Fix
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
