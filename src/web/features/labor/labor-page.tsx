import { useQuery } from "@tanstack/react-query";
import { SaveIcon, WalletIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { can } from "../../../domain/permissions";
import type { LaborTarget } from "../../../domain/schemas/labor-targets";
import type { Position } from "../../../domain/schemas/positions";
import { DAYS_OF_WEEK } from "../../../domain/time";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { StoreWeekPicker, useStoreWeek } from "@/components/store-week-picker";
import { NoStoreYet } from "@/components/no-store-yet";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { ScrollRegion } from "@/components/ui/scroll-region";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useSignedInUser } from "@/lib/current-user";
import { dayLabel } from "@/lib/day-label";
import { useCurrency, useFormatMoney } from "@/lib/money";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { laborTargetsQueryOptions } from "@/lib/queries/labor-targets";
import { useSaveLaborTargetsMutation } from "./api";
import { cellKey, cellsOf, isValidCell, targetsOf, totalsOf, type BudgetCells } from "./budget-grid";

/**
 * Labor Targets (docs/product.md, Decisions; docs/api.md, Labor and figures): a store's budget per active
 * position and weekday, with row, column and week totals. Managers edit and save; ACCOUNTING reads.
 */
export function LaborPage() {
  const user = useSignedInUser();
  const canEdit = can(user, "editLaborTargets");
  const picked = useStoreWeek();
  const { storeId, stores } = picked;
  const positions = useQuery(positionsQueryOptions());
  const targets = useQuery({ ...laborTargetsQueryOptions(storeId), enabled: storeId > 0 });

  let body;
  if (stores.isPending || positions.isPending || (storeId > 0 && targets.isPending)) {
    body = <LoadingState what="labor targets" />;
  } else if (stores.isError || positions.isError || targets.isError) {
    body = (
      <LoadError
        title="Failed to load labor targets"
        error={stores.error ?? positions.error ?? targets.error}
        onRetry={() => {
          void stores.refetch();
          void positions.refetch();
          void targets.refetch();
        }}
      />
    );
  } else if (!storeId) {
    body = <NoStoreYet icon={WalletIcon} shows="labor targets are set per store and position" />;
  } else {
    const active = (positions.data ?? []).filter(
      (p) => p.isActive || targets.data?.some((t) => t.positionId === p.id),
    );
    body = active.length ? (
      <BudgetEditor
        key={`${storeId}:${targets.dataUpdatedAt}`}
        storeId={storeId}
        positions={active}
        saved={targets.data ?? []}
        canEdit={canEdit}
      />
    ) : (
      <EmptyState icon={WalletIcon} title="No active positions">
        <span className="grid justify-items-center gap-3">
          Add positions to set a budget for each.
          {can(user, "managePositions") && (
            <Link to="/positions" className={buttonVariants()}>
              Add positions
            </Link>
          )}
        </span>
      </EmptyState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Labor Targets" subtitle="Weekly labor budgets per store and position" />
      <StoreWeekPicker idPrefix="labor" picked={picked} showWeek={false} />
      {body}
    </div>
  );
}

function BudgetEditor({
  storeId,
  positions,
  saved,
  canEdit,
}: {
  storeId: number;
  positions: Position[];
  saved: LaborTarget[];
  canEdit: boolean;
}) {
  const [cells, setCells] = useState<BudgetCells>(() => cellsOf(saved));
  const currency = useCurrency();
  const money = useFormatMoney();
  const save = useSaveLaborTargetsMutation(storeId);
  const ids = positions.map((p) => p.id);
  const totals = totalsOf(cells, ids);
  const invalid = Object.values(cells).some((v) => !isValidCell(v));
  const isDirty = JSON.stringify(targetsOf(cells, ids)) !== JSON.stringify(targetsOf(cellsOf(saved), ids));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Budget per position and day</CardTitle>
        <CardDescription>
          {canEdit
            ? `Amounts in ${currency} for the whole day; leave a cell empty for no target.`
            : "Read only: your role can view the labor targets but not change them."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-2 xl:px-6">
        <ScrollRegion label="Labor targets table">
          <Table aria-label="Labor targets">
            <TableHeader>
              <TableRow>
                <TableHead>Position</TableHead>
                {DAYS_OF_WEEK.map((d) => (
                  <TableHead key={d} className="text-right">
                    {dayLabel(d).slice(0, 3)}
                  </TableHead>
                ))}
                <TableHead className="text-right">Total</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {positions.map((p) => (
                <TableRow key={p.id}>
                  <TableHead scope="row" className="font-medium">
                    {p.name}
                  </TableHead>
                  {DAYS_OF_WEEK.map((d) => {
                    const key = cellKey(p.id, d);
                    const value = cells[key] ?? "";
                    return (
                      <TableCell key={d} className="px-1 text-right">
                        {canEdit ? (
                          // Fills its day's column (at least 3.5rem): at a fixed 6rem the week's seven plus
                          // the Total were wider than the card at 1280 px, and the Total was cut (issue 32).
                          <Input
                            inputMode="decimal"
                            aria-label={`${p.name} ${dayLabel(d)} budget`}
                            aria-invalid={!isValidCell(value) || undefined}
                            className="w-full min-w-14 px-1.5 text-right tabular-nums"
                            value={value}
                            onChange={(e) => setCells((c) => ({ ...c, [key]: e.target.value }))}
                          />
                        ) : (
                          <span className="tabular-nums">{value === "" ? "–" : money(Number(value))}</span>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell className="text-right font-medium tabular-nums">
                    {money(totals.row(p.id))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableHead scope="row">Day total</TableHead>
                {DAYS_OF_WEEK.map((d) => (
                  <TableCell key={d} className="text-right tabular-nums">
                    {money(totals.column(d))}
                  </TableCell>
                ))}
                <TableCell className="text-right font-semibold tabular-nums" aria-label="Week total">
                  {money(totals.week)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </ScrollRegion>
        <div className="flex flex-wrap items-center gap-3 px-2 sm:px-0">
          <p className="text-sm">
            Week total: <span className="font-semibold tabular-nums">{money(totals.week)}</span>
          </p>
          {canEdit && (
            <>
              {invalid && (
                <p role="alert" className="text-sm text-destructive">
                  Enter amounts of 0 or more with at most 2 decimals.
                </p>
              )}
              <Button
                className="ml-auto"
                disabled={invalid || !isDirty || save.isPending}
                onClick={() => save.mutate(targetsOf(cells, ids))}
              >
                <SaveIcon aria-hidden />
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
