import { CalendarPlusIcon, CopyIcon, StoreIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { can } from "../../../domain/permissions";
import type { Schedule } from "../../../domain/schemas/schedules";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatWeekLabel } from "@/components/week";
import { useSignedInUser } from "@/lib/current-user";
import { useCreateScheduleMutation } from "./api";
import { MissingForStore } from "./missing-for-store";
import { MySchedule } from "./my-schedule";
import { ScheduleActions, WeekToolbar } from "./schedule-header";
import { ScheduleWeekView } from "./schedule-week-view";
import { useScheduleWeek, type ScheduleWeek } from "./use-schedule-week";

/**
 * The real week (docs/api.md, Schedules): store and week in the URL, the grid by person or by position,
 * shifts added, edited, dragged and locked, the engine run with progress, warnings with Fix, and publishing.
 * Data: use-schedule-week.ts; header and toolbar: schedule-header.tsx; the week itself:
 * schedule-week-view.tsx.
 */
export function SchedulePage() {
  const user = useSignedInUser();
  const data = useScheduleWeek();
  const { week, store, monday, canEdit, canPublish } = data;
  const [runId, setRunId] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);

  if (data.stores.isLoading) return <LoadingState what="the schedule" />;
  // The header (store and week) is drawn as soon as the stores are known, while the week itself loads: on
  // a phone it is the largest text of the first screen, and waiting for the week put it seconds later.
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Schedule"
        subtitle={store ? `${store.name} · ${formatWeekLabel(monday)}` : "Pick a store"}
        actions={
          <>
            {week && (
              <ScheduleActions
                week={week}
                monday={monday}
                storeName={store?.name ?? ""}
                canEdit={canEdit}
                canPublish={canPublish}
                onRunStarted={setRunId}
                onPublish={() => setPublishing(true)}
              />
            )}
            {can(user, "runGroup") && (
              <Link
                to={`/schedule/all-stores?week=${monday}`}
                className={buttonVariants({ variant: "outline" })}
              >
                <StoreIcon aria-hidden />
                Run all stores
              </Link>
            )}
          </>
        }
      />
      {data.isLoading ? (
        <LoadingState what="the schedule" />
      ) : (
        <ScheduleBody
          data={data}
          runId={runId}
          onRunIdChange={setRunId}
          publishing={publishing}
          onPublishingChange={setPublishing}
        />
      )}
    </div>
  );
}

/** Everything below the header, once the week has loaded (or is known not to exist). */
function ScheduleBody({
  data,
  runId,
  onRunIdChange,
  publishing,
  onPublishingChange,
}: {
  data: ScheduleWeek;
  runId: number | null;
  onRunIdChange: (runId: number | null) => void;
  publishing: boolean;
  onPublishingChange: (publishing: boolean) => void;
}) {
  const user = useSignedInUser();
  const { week, store, monday, canEdit } = data;
  return (
    <>
      {!canEdit && <MySchedule />}
      <WeekToolbar data={data} />
      {!store ? (
        <Card>
          <CardContent>
            <EmptyState icon={CalendarPlusIcon} title="No store yet">
              {can(user, "manageStores") ? (
                <span className="grid justify-items-center gap-3">
                  Add a store first; its week is scheduled here.
                  <Link to="/stores" className={buttonVariants()}>
                    Add a store
                  </Link>
                </span>
              ) : (
                "A manager adds the stores; their weeks are scheduled here."
              )}
            </EmptyState>
          </CardContent>
        </Card>
      ) : !week ? (
        <>
          {canEdit && (
            <MissingForStore store={store} positions={data.loadedPositions} employees={data.employees} />
          )}
          <NoWeek storeId={data.storeId} monday={monday} canEdit={canEdit} previous={data.previous} />
        </>
      ) : (
        <>
          {canEdit && (
            <MissingForStore store={store} positions={data.loadedPositions} employees={data.employees} />
          )}
          <ScheduleWeekView
            data={data}
            week={week}
            runId={runId}
            onRunDismissed={() => onRunIdChange(null)}
            publishing={publishing}
            onPublishingChange={onPublishingChange}
          />
        </>
      )}
    </>
  );
}

/** A week without a schedule: a manager creates it (empty, or a copy of last week's). */
function NoWeek({
  storeId,
  monday,
  canEdit,
  previous,
}: {
  storeId: number;
  monday: string;
  canEdit: boolean;
  previous: Schedule | null;
}) {
  const create = useCreateScheduleMutation();
  return (
    <Card>
      <CardContent>
        <EmptyState icon={CalendarPlusIcon} title="No schedule for this week">
          {canEdit ? (
            <span className="grid justify-items-center gap-3">
              Start an empty week and let the engine fill it, or copy last week's shifts.
              <span className="flex flex-wrap justify-center gap-2">
                <Button
                  disabled={create.isPending}
                  onClick={() => create.mutate({ storeId, weekStartDate: monday })}
                >
                  <CalendarPlusIcon aria-hidden />
                  Create schedule
                </Button>
                {previous && (
                  <Button
                    variant="outline"
                    disabled={create.isPending}
                    onClick={() => create.mutate({ storeId, weekStartDate: monday, copyFrom: previous.id })}
                  >
                    <CopyIcon aria-hidden />
                    Copy last week
                  </Button>
                )}
              </span>
            </span>
          ) : (
            "Nothing is published for this week yet."
          )}
        </EmptyState>
      </CardContent>
    </Card>
  );
}
