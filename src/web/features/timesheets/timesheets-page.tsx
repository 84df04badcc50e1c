import { useQuery } from "@tanstack/react-query";
import { CheckCheckIcon, ClockIcon, DownloadIcon } from "lucide-react";
import { can } from "../../../domain/permissions";
import type { Timesheet } from "../../../domain/schemas/timesheets";
import { todayIn } from "../../../domain/time";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { NoStoreYet } from "@/components/no-store-yet";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { StoreWeekPicker, useStoreWeek } from "@/components/store-week-picker";
import { Button, buttonVariants } from "@/components/ui/button";
import { useSignedInUser } from "@/lib/current-user";
import { positionsQueryOptions } from "@/lib/queries/positions";
import { AddEntryDialog } from "./add-entry-dialog";
import { exportHref, timesheetQueryOptions, useApproveMutation } from "./api";
import { hoursText } from "./entry-time";
import { PersonCard } from "./person-card";

function totals(sheet: Timesheet) {
  const sum = (pick: (p: Timesheet["people"][number]) => number) =>
    sheet.people.reduce((n, p) => n + pick(p), 0);
  return {
    scheduled: sum((p) => p.scheduledMinutes),
    worked: sum((p) => p.workedMinutes),
    overtime: sum((p) => p.overtimeMinutes),
    pending: sum((p) => p.pending),
    open: sum((p) => p.open),
  };
}

/**
 * Timesheets (docs/product.md, Timesheets): a store's week, each person's shifts beside what they worked,
 * with flags; managers fix entries (with a reason), approve, and export approved hours for payroll.
 */
export function TimesheetsPage() {
  const user = useSignedInUser();
  const canEdit = can(user, "editTimesheets");
  const picked = useStoreWeek();
  const { storeId, monday, stores } = picked;
  const sheet = useQuery({ ...timesheetQueryOptions(storeId, monday), enabled: storeId > 0 });
  const approve = useApproveMutation(storeId, monday);
  // Names of entries' positions and the Add entry / Edit choices; the list is cached and shared.
  const positions = useQuery({ ...positionsQueryOptions(), enabled: storeId > 0 }).data ?? [];
  const data = sheet.data;
  const today = data ? todayIn(data.timezone) : "";
  const sums = data ? totals(data) : undefined;
  const people = data?.people.filter((p) => p.shifts.length > 0 || p.entries.length > 0) ?? [];

  let body;
  if (stores.isPending || (storeId > 0 && sheet.isPending)) body = <LoadingState what="the timesheet" />;
  else if (stores.isError)
    body = (
      <LoadError title="Failed to load stores" error={stores.error} onRetry={() => void stores.refetch()} />
    );
  else if (sheet.isError)
    body = (
      <LoadError
        title="Failed to load the timesheet"
        error={sheet.error}
        onRetry={() => void sheet.refetch()}
      />
    );
  else if (!data) body = <NoStoreYet shows="timesheets are a store's week" />;
  else if (people.length === 0)
    body = (
      <EmptyState icon={ClockIcon} title="No time this week">
        <p>
          Nobody is scheduled or has clocked in at this store this week. People clock in from My schedule on
          their phone or at the store&apos;s kiosk (Stores, Time clock), and their entries show here.
        </p>
        {canEdit && <p className="mt-2">Someone worked without punching? Use Add entry above.</p>}
      </EmptyState>
    );
  else
    body = (
      <div className="grid gap-4">
        {people.map((p) => (
          <PersonCard
            key={p.userId}
            person={p}
            people={data.people}
            storeId={storeId}
            weekStart={monday}
            today={today}
            timeZone={data.timezone}
            positions={positions}
            canEdit={canEdit}
            approving={approve.isPending}
            onApprove={() => approve.mutate(p.userId)}
          />
        ))}
      </div>
    );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Timesheets"
        subtitle="Who worked when, beside the schedule: fix, approve and export for payroll"
        actions={
          <div className="flex flex-wrap gap-2">
            {canEdit && data && (
              <AddEntryDialog
                storeId={storeId}
                weekStart={monday}
                today={today}
                timeZone={data.timezone}
                people={data.people}
                positions={positions}
              />
            )}
            {canEdit && (
              <Button
                disabled={!sums || sums.pending === 0 || approve.isPending}
                onClick={() => approve.mutate(undefined)}
              >
                <CheckCheckIcon aria-hidden />
                Approve week
              </Button>
            )}
            {storeId > 0 ? (
              <a
                className={buttonVariants({ variant: "outline" })}
                href={exportHref(storeId, monday)}
                download
              >
                <DownloadIcon aria-hidden />
                Export CSV
              </a>
            ) : (
              <Button variant="outline" disabled>
                <DownloadIcon aria-hidden />
                Export CSV
              </Button>
            )}
          </div>
        }
      />
      <StoreWeekPicker idPrefix="timesheets" picked={picked} />
      {sums && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard isCompact title="Scheduled" value={hoursText(sums.scheduled)} note="From the schedule" />
          <StatCard isCompact title="Worked" value={hoursText(sums.worked)} note="From time entries" />
          <StatCard
            isCompact
            title="Overtime"
            value={hoursText(sums.overtime)}
            note={`Past ${data?.overtimeThreshold ?? 40} h a week`}
          />
          <StatCard
            isCompact
            title="Need approval"
            value={String(sums.pending)}
            note={sums.open > 0 ? `${sums.open} without a clock-out` : "Entries not approved yet"}
          />
        </div>
      )}
      {body}
    </div>
  );
}
