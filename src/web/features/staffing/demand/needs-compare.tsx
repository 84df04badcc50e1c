import { useQuery } from "@tanstack/react-query";
import type { Position } from "../../../../domain/schemas/positions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDayHeader, formatWeekLabel, weekDates } from "@/components/week";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { proposedNeedsQueryOptions, useApplyForecast, weekNeedsQueryOptions } from "./api";
import { compareNeeds, formatStaffHours, needsSourceText, type CompareRow } from "./demand-model";
import { SalesImportDialog } from "./sales-import-dialog";

/**
 * What the forecast proposes for the week beside what a run would read now, in staff-hours per position
 * and day; "Apply" writes the proposal as the week's own needs.
 */
export function NeedsCompare({
  storeId,
  weekStart,
  positions,
  canEdit,
  onShowStandards,
}: {
  storeId: number;
  weekStart: string;
  positions: Position[];
  canEdit: boolean;
  /** Opens the Labor standards tab (the fix for a 409 "no standards"). */
  onShowStandards?: () => void;
}) {
  const proposed = useQuery(proposedNeedsQueryOptions(storeId, weekStart));
  const current = useQuery(weekNeedsQueryOptions(storeId, weekStart));
  const apply = useApplyForecast(storeId);
  const week = formatWeekLabel(weekStart).replace(/^Week of /, "");
  const conflict =
    proposed.error instanceof ApiError && proposed.error.status === 409 ? proposed.error : null;

  const body = () => {
    if (conflict)
      return (
        <Conflict error={conflict} storeId={storeId} canEdit={canEdit} onShowStandards={onShowStandards} />
      );
    if (proposed.isError)
      return (
        <LoadError
          title="Failed to load proposed needs"
          error={proposed.error}
          onRetry={() => void proposed.refetch()}
        />
      );
    if (current.isError)
      return (
        <LoadError
          title="Failed to load the week's needs"
          error={current.error}
          onRetry={() => void current.refetch()}
        />
      );
    if (!proposed.data || !current.data) return <LoadingState what="needs" />;
    const dates = weekDates(weekStart);
    const { rows, totals } = compareNeeds(
      dates,
      proposed.data,
      current.data,
      positions.map((p) => p.id),
    );
    if (rows.length === 0)
      return (
        <p className="py-6 text-center text-muted-foreground">No needs proposed or set for this week.</p>
      );
    const names = new Map(positions.map((p) => [p.id, p.name]));
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Current: {needsSourceText(current.data)}. Proposed {formatStaffHours(totals.proposed)} staff-hours,
          current {formatStaffHours(totals.current)}.
        </p>
        <CompareTable rows={rows} dates={dates} names={names} totals={totals} />
      </div>
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Proposed needs</CardTitle>
          <CardDescription>
            Staff-hours per position and day: proposed from the forecast / current
          </CardDescription>
        </div>
        {canEdit && !conflict && (
          <ApplyButton
            week={week}
            disabled={!proposed.data}
            // A week with its own needs (maybe edited by hand) loses them: ask first.
            replaces={current.data?.some((n) => n.source === "WEEK") ?? false}
            apply={apply}
            weekStart={weekStart}
          />
        )}
      </CardHeader>
      <CardContent className="min-w-0">{body()}</CardContent>
    </Card>
  );
}

function ApplyButton({
  week,
  weekStart,
  disabled,
  replaces,
  apply,
}: {
  week: string;
  weekStart: string;
  disabled: boolean;
  replaces: boolean;
  apply: ReturnType<typeof useApplyForecast>;
}) {
  const label = `Apply to week of ${week}`;
  const run = (onDone?: () => void) =>
    apply.mutate(weekStart, {
      onSuccess: () => {
        toast({
          title: "Forecast applied",
          description: `The week of ${week} now has its own needs; edit them in the Needs tab.`,
        });
        onDone?.();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to apply the forecast",
          description: errorMessage(error, "An error occurred"),
        }),
    });
  if (!replaces) {
    return (
      <Button disabled={disabled || apply.isPending} onClick={() => run()}>
        {apply.isPending ? "Applying..." : label}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={<Button disabled={disabled}>{label}</Button>}
      title="Replace this week's own needs?"
      description={`The week of ${week} already has its own needs, perhaps edited by hand. Applying the forecast replaces them.`}
      confirmLabel="Replace"
      pendingLabel="Applying..."
      action={{
        mutate: (_v, { onSuccess }) => run(onSuccess),
        isPending: apply.isPending,
        error: apply.error,
        reset: apply.reset,
      }}
    />
  );
}

function Conflict({
  error,
  storeId,
  canEdit,
  onShowStandards,
}: {
  error: ApiError;
  storeId: number;
  canEdit: boolean;
  onShowStandards?: () => void;
}) {
  const message = error.serverMessage ?? "Nothing to propose yet";
  const aboutStandards = /standard/i.test(message);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
      <p className="font-medium">{message}</p>
      {canEdit &&
        (aboutStandards ? (
          onShowStandards && (
            <Button variant="outline" onClick={onShowStandards}>
              Set labor standards
            </Button>
          )
        ) : (
          <SalesImportDialog
            storeId={storeId}
            trigger={<Button variant="outline">Import sales history</Button>}
          />
        ))}
    </div>
  );
}

function CompareTable({
  rows,
  dates,
  names,
  totals,
}: {
  rows: CompareRow[];
  dates: string[];
  names: Map<number, string>;
  totals: { proposed: number; current: number };
}) {
  const cell = (proposed: number, current: number) => (
    <span className="tabular-nums whitespace-nowrap">
      <span className="font-medium">{formatStaffHours(proposed)}</span>
      <span className="text-muted-foreground"> / {formatStaffHours(current)}</span>
    </span>
  );
  return (
    <Table aria-label="Proposed and current staff-hours per position and day" data-testid="needs-compare">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Position</TableHead>
          {dates.map((d) => (
            <TableHead key={d} scope="col">
              {formatDayHeader(d).weekday}
            </TableHead>
          ))}
          <TableHead scope="col">Week</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.positionId}>
            <TableHead scope="row" className="font-medium">
              {names.get(r.positionId) ?? `Position ${r.positionId}`}
            </TableHead>
            {r.days.map((d) => (
              <TableCell key={d.date}>{cell(d.proposed, d.current)}</TableCell>
            ))}
            <TableCell>{cell(r.proposed, r.current)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Total</TableHead>
          {dates.map((d, i) => (
            <TableCell key={d}>
              {cell(
                rows.reduce((s, r) => s + r.days[i]!.proposed, 0),
                rows.reduce((s, r) => s + r.days[i]!.current, 0),
              )}
            </TableCell>
          ))}
          <TableCell>{cell(totals.proposed, totals.current)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
