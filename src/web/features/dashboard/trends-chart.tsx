import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { WeeklyTrend } from "./sample-dashboard-data";

/** A CSS bar chart of weekly coverage; the same figures sit in a table for screen readers. */
export function TrendsChart({ trends }: { trends: WeeklyTrend[] }) {
  const min = 80; // The bars start at 80% so week-to-week changes stay visible.
  return (
    <Card>
      <CardHeader>
        <CardTitle>Coverage Trend</CardTitle>
        <CardDescription>Sample figures: share of required shifts covered, last six weeks</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden className="flex h-48 items-end gap-3 border-b border-l px-2 pt-2">
          {trends.map((t) => (
            <div key={t.week} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="text-xs tabular-nums">{t.coveragePercent}%</span>
              <div
                className="w-full max-w-12 rounded-t-sm bg-primary"
                style={{ height: `${Math.max(4, ((t.coveragePercent - min) / (100 - min)) * 100)}%` }}
              />
            </div>
          ))}
        </div>
        <div aria-hidden className="flex gap-3 px-2 pt-1">
          {trends.map((t) => (
            <span key={t.week} className="flex-1 text-center text-xs text-muted-foreground">
              {t.week}
            </span>
          ))}
        </div>
        <table className="sr-only">
          <caption>Weekly coverage, sample figures</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Coverage</th>
              <th scope="col">Labor cost</th>
              <th scope="col">Budget</th>
            </tr>
          </thead>
          <tbody>
            {trends.map((t) => (
              <tr key={t.week}>
                <td>{t.week}</td>
                <td>{t.coveragePercent}%</td>
                <td>${t.laborCost.toLocaleString("en-US")}</td>
                <td>${t.budget.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
