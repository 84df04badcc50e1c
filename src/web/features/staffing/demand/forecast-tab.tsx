import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Forecast } from "../../../../domain/schemas/demand";
import type { Position } from "../../../../domain/schemas/positions";
import type { Store } from "../../../../domain/schemas/stores";
import { addDays } from "../../../../domain/time";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDayHeader, weekStartIn } from "@/components/week";
import { WeekStepper } from "@/components/week-stepper";
import { forecastQueryOptions } from "./api";
import { DayBars } from "./day-bars";
import { backtestScope, backtestSentence, historyText, methodLabel } from "./demand-model";
import { NeedsCompare } from "./needs-compare";
import { SalesImportDialog } from "./sales-import-dialog";

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
/** Chart labels: "5.6K" for thousands, whole numbers below (a forecast of 124.4 covers reads 124). */
const chartNumber = (v: number) => (Math.abs(v) >= 1000 ? COMPACT.format(v) : WHOLE.format(v));
const shortDate = (date: string) => formatDayHeader(date).date;

/** The forecast of a week (default: next week on the store's clock) and the needs it proposes. */
export function ForecastTab({
  store,
  positions,
  canEdit,
  onShowStandards,
}: {
  store: Store;
  positions: Position[];
  canEdit: boolean;
  onShowStandards: () => void;
}) {
  const [weekStart, setWeekStart] = useState(() => addDays(weekStartIn(store.timezone), 7));
  return (
    <div className="grid gap-6">
      <WeekStepper weekStart={weekStart} onChange={setWeekStart} />
      <ForecastCard storeId={store.id} weekStart={weekStart} canEdit={canEdit} />
      <NeedsCompare
        storeId={store.id}
        weekStart={weekStart}
        positions={positions}
        canEdit={canEdit}
        onShowStandards={onShowStandards}
      />
    </div>
  );
}

function ForecastCard({
  storeId,
  weekStart,
  canEdit,
}: {
  storeId: number;
  weekStart: string;
  canEdit: boolean;
}) {
  const forecast = useQuery(forecastQueryOptions(storeId, weekStart));
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Forecast</CardTitle>
          <CardDescription>
            {forecast.data
              ? historyText(forecast.data.history, shortDateWithYear)
              : "Sales and covers expected each day"}
          </CardDescription>
        </div>
        {canEdit && <SalesImportDialog storeId={storeId} />}
      </CardHeader>
      <CardContent className="min-w-0">
        {forecast.isError ? (
          <LoadError
            title="Failed to load the forecast"
            error={forecast.error}
            onRetry={() => void forecast.refetch()}
          />
        ) : !forecast.data ? (
          <LoadingState what="the forecast" />
        ) : (
          <ForecastBody forecast={forecast.data} />
        )}
      </CardContent>
    </Card>
  );
}

function shortDateWithYear(date: string): string {
  return `${shortDate(date)}, ${date.slice(0, 4)}`;
}

function ForecastBody({ forecast }: { forecast: Forecast }) {
  if (forecast.method === "NONE") {
    return (
      <div className="grid gap-2 py-6 text-center" data-testid="forecast-none">
        <p className="font-medium">No forecast for this week</p>
        <p className="text-muted-foreground">
          {forecast.reason ?? "Import at least 4 weeks of sales history to get a forecast"}
        </p>
      </div>
    );
  }
  if (forecast.days.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">The forecast has no days for this week.</p>;
  }
  const labels = forecast.days.map((d) => formatDayHeader(d.date).weekday);
  const hasCovers = forecast.days.some((d) => d.covers > 0);
  const sentences = [
    backtestSentence(forecast.backtest, "sales"),
    backtestSentence(forecast.backtest, "covers"),
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p>
          <span className="text-muted-foreground">Method: </span>
          <span className="font-medium" data-testid="forecast-method">
            {methodLabel(forecast.method)}
          </span>
        </p>
        {forecast.backtest ? (
          <div className="grid gap-1" data-testid="forecast-backtest">
            {sentences.map((s) => s && <p key={s}>{s}</p>)}
            <p className="text-sm text-muted-foreground">{backtestScope(forecast.backtest)}</p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            No accuracy check yet: the history is too short to test on.
          </p>
        )}
      </div>
      <div className={hasCovers ? "grid gap-4 md:grid-cols-2" : "grid gap-4"}>
        <DayBars
          title="Sales per day"
          labels={labels}
          values={forecast.days.map((d) => d.sales)}
          format={chartNumber}
          colorClass="fill-primary"
        />
        {hasCovers && (
          <DayBars
            title="Covers per day"
            labels={labels}
            values={forecast.days.map((d) => d.covers)}
            format={chartNumber}
            colorClass="fill-success"
          />
        )}
      </div>
      <div className="sr-only">
        <table>
          <caption>Forecast per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
              <th scope="col">Covers</th>
            </tr>
          </thead>
          <tbody>
            {forecast.days.map((d) => (
              <tr key={d.date}>
                <td>{`${formatDayHeader(d.date).weekday} ${shortDate(d.date)}`}</td>
                <td>{WHOLE.format(d.sales)}</td>
                <td>{WHOLE.format(d.covers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
