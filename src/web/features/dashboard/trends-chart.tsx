import { lazy, Suspense } from "react";
import type { TrendFigures } from "../../../domain/schemas/figures";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDayHeader } from "@/components/week";
import { useFormatMoney } from "@/lib/money";

// Recharts is large: it loads with this card only, never with /login or the shell.
const TrendDrawing = lazy(() => import("./trend-drawing"));

export const weekTick = (monday: string) => formatDayHeader(monday).date;

/** Coverage and labor cost of the last six weeks: a chart, and the same figures in a table for screen readers. */
export function TrendsChart({
  trend,
  error,
  onRetry,
}: {
  trend: TrendFigures | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const money = useFormatMoney();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Coverage Trend</CardTitle>
        <CardDescription>
          Coverage (share of required staffing filled) and labor cost, last six weeks
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {error ? (
          <LoadError title="Failed to load the trend" error={error} onRetry={onRetry} />
        ) : !trend ? (
          <LoadingState what="the trend" />
        ) : (
          <>
            <Suspense fallback={<LoadingState what="the chart" />}>
              <TrendDrawing weeks={trend.weeks} />
            </Suspense>
            {/* In an sr-only box: a table never shrinks below its content, so it cannot be sr-only itself. */}
            <div className="sr-only">
              <table>
                <caption>Coverage and labor cost per week</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Coverage</th>
                    <th scope="col">Labor cost</th>
                  </tr>
                </thead>
                <tbody>
                  {trend.weeks.map((w) => (
                    <tr key={w.weekStart}>
                      <td>{weekTick(w.weekStart)}</td>
                      <td>{w.coveragePercent === null ? (w.reason ?? "–") : `${w.coveragePercent}%`}</td>
                      <td>{w.laborCost === null ? "–" : money(w.laborCost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {trend.weeks.every((w) => w.laborCost === null) && (
              <p className="mt-2 text-sm text-muted-foreground">No schedules in these six weeks yet.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
