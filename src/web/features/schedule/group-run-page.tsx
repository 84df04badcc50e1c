import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, PlayIcon, StoreIcon } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { addDays, isDate } from "../../../domain/time";
import { CheckboxGroup } from "@/components/checkbox-group";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWeekLabel, weekStartOf } from "@/components/week";
import { WeekStepper } from "@/components/week-stepper";
import { storesQueryOptions } from "@/lib/queries/stores";
import { useStartGroupRunMutation } from "./group-run-api";
import { GroupRunProgress } from "./group-run-progress";

/**
 * "Run all stores" (docs/api.md, Group runs): an owner, admin or GM picks a week and stores (all by
 * default) and starts one run per store; then each store's progress and result, Cancel per store or for
 * all, and Publish selected. Week and run live in the URL (`?week=&group=`), so a reload keeps watching.
 */
export function GroupRunPage() {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get("week");
  // Next week by default: the week a group schedules ahead.
  const monday = weekParam && isDate(weekParam) ? weekStartOf(weekParam) : addDays(weekStartOf(), 7);
  const groupRunId = Number(params.get("group")) || null;
  const show = (next: { week?: string; group?: number | null }) =>
    setParams(
      (p) => {
        if (next.week) p.set("week", next.week);
        if (next.group === null) p.delete("group");
        else if (next.group !== undefined) p.set("group", String(next.group));
        return p;
      },
      { replace: next.group === undefined },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Run all stores"
        subtitle={formatWeekLabel(monday)}
        actions={
          <Link to={`/schedule?week=${monday}`} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeftIcon aria-hidden />
            Back to Schedule
          </Link>
        }
      />
      {groupRunId === null ? (
        <StartGroupRun
          monday={monday}
          onWeek={(week) => show({ week })}
          onStarted={(id) => show({ group: id })}
        />
      ) : (
        <GroupRunProgress groupRunId={groupRunId} onNewRun={() => show({ group: null })} />
      )}
    </div>
  );
}

/** The week and the stores to run: every store unless the manager unticks some. */
function StartGroupRun({
  monday,
  onWeek,
  onStarted,
}: {
  monday: string;
  onWeek: (week: string) => void;
  onStarted: (groupRunId: number) => void;
}) {
  const stores = useQuery(storesQueryOptions());
  const start = useStartGroupRunMutation();
  // null: every store (also those added while the page is open).
  const [chosen, setChosen] = useState<number[] | null>(null);
  const all = stores.data?.map((s) => s.id) ?? [];
  const picked = chosen ?? all;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule every store at once</CardTitle>
        <CardDescription>
          Each store gets its own run, as on its Schedule page. Stores that share people run one after the
          other, so nobody is booked at two stores at once; the others run at the same time.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <WeekStepper weekStart={monday} onChange={onWeek} />
        {stores.data?.length === 0 ? (
          <EmptyState icon={StoreIcon} title="No stores yet">
            <Link to="/stores" className={buttonVariants({ variant: "outline" })}>
              Add a store
            </Link>
          </EmptyState>
        ) : (
          <>
            <CheckboxGroup
              id="group-run-stores"
              legend={`Stores (${picked.length} of ${all.length})`}
              options={stores.data?.map((s) => ({ value: s.id, label: s.name })) ?? []}
              value={picked}
              onChange={setChosen}
              status={
                stores.isPending
                  ? "Loading stores…"
                  : stores.isError
                    ? "The stores could not be loaded"
                    : undefined
              }
              className="max-w-xl"
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setChosen(null)}>
                Select all
              </Button>
              <Button variant="outline" size="sm" onClick={() => setChosen([])}>
                Select none
              </Button>
            </div>
            <div>
              <Button
                disabled={picked.length === 0 || start.isPending}
                onClick={() =>
                  start.mutate(
                    { weekStartDate: monday, storeIds: picked },
                    { onSuccess: (group) => onStarted(group.id) },
                  )
                }
              >
                <PlayIcon aria-hidden />
                {start.isPending
                  ? "Starting…"
                  : `Run ${picked.length === all.length ? "all " : ""}${picked.length} store${picked.length === 1 ? "" : "s"}`}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
