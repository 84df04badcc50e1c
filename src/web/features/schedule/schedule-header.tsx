import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  LockKeyholeIcon,
  LockKeyholeOpenIcon,
  PrinterIcon,
  SendIcon,
} from "lucide-react";
import { fileNamePart } from "../../../domain/file-name";
import type { Schedule } from "../../../domain/schemas/schedules";
import { addDays } from "../../../domain/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatWeekLabel } from "@/components/week";
import { useIsMobile } from "@/lib/use-is-mobile";
import { useLockScheduleMutation } from "./api";
import { DiscardChanges, RunButton } from "./published-week-actions";
import { NATIVE_SELECT } from "./native-select";
import type { ScheduleWeek } from "./use-schedule-week";

/**
 * Export and Print say their names to screen readers and tooltips, but show only their icons below 1280 px:
 * with "Run all stores" the header's actions took two lines at 1024 and pushed the grid down.
 */
const SECONDARY_LABEL = "sr-only xl:not-sr-only";

/** The page header's actions on a week: lock, run the engine, publish, export and print. */
export function ScheduleActions({
  week,
  monday,
  storeName,
  canEdit,
  canPublish,
  onRunStarted,
  onPublish,
}: {
  week: Schedule;
  monday: string;
  /** Names the CSV file, as the server does: "downtown-bistro-2026-11-30.csv". */
  storeName: string;
  canEdit: boolean;
  canPublish: boolean;
  onRunStarted: (runId: number) => void;
  onPublish: () => void;
}) {
  const lock = useLockScheduleMutation(week.id);
  return (
    <>
      {canEdit && (
        // The whole week's lock: a padlock and "week" in its words, unlike a shift's own lock (a pin, "locked
        // shift": a re-run keeps that shift). The name says what a press does; no aria-pressed, which would
        // read "Unlock week, pressed".
        <Button variant="outline" disabled={lock.isPending} onClick={() => lock.mutate(!week.isLocked)}>
          {week.isLocked ? <LockKeyholeOpenIcon aria-hidden /> : <LockKeyholeIcon aria-hidden />}
          {week.isLocked ? "Unlock week" : "Lock week"}
        </Button>
      )}
      {canEdit && <RunButton week={week} onRunStarted={onRunStarted} />}
      {canPublish && (
        <Button onClick={onPublish}>
          <SendIcon aria-hidden />
          Publish
        </Button>
      )}
      <Button variant="outline" asChild>
        <a
          href={`/api/schedules/${week.id}/export.csv`}
          title="Export CSV"
          download={`${fileNamePart(storeName, "schedule")}-${monday}.csv`}
        >
          <DownloadIcon aria-hidden />
          <span className={SECONDARY_LABEL}>Export CSV</span>
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()} title="Print">
        <PrinterIcon aria-hidden />
        <span className={SECONDARY_LABEL}>Print</span>
      </Button>
    </>
  );
}

/** "Draft", "N unpublished changes" or "Published". */
function weekStatus(week: Schedule, unpublished: number): string {
  if (week.status === "DRAFT") return "Draft";
  return week.version > (week.publishedVersion ?? 0) && unpublished > 0
    ? `${unpublished} unpublished change${unpublished === 1 ? "" : "s"}`
    : "Published";
}

/** Store, week (previous / next), the week's status and lock, and the grid's view (by employee or position). */
export function WeekToolbar({ data }: { data: ScheduleWeek }) {
  const { week, monday, storeId, stores, setParam, view, canEdit, unpublished } = data;
  const isMobile = useIsMobile();
  const status = week ? weekStatus(week, unpublished) : null;
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="grid gap-1">
        <Label htmlFor="schedule-store">Store</Label>
        <select
          id="schedule-store"
          className={`${NATIVE_SELECT} w-52`}
          value={storeId || ""}
          onChange={(e) => setParam("store", e.target.value)}
        >
          {stores.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous week"
          onClick={() => setParam("week", addDays(monday, -7))}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <h2 className="min-w-56 text-center text-lg font-semibold" aria-live="polite">
          {formatWeekLabel(monday)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next week"
          onClick={() => setParam("week", addDays(monday, 7))}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
      {status && <Badge variant={status === "Published" ? "default" : "secondary"}>{status}</Badge>}
      {week && canEdit && week.status === "PUBLISHED" && unpublished > 0 && (
        <DiscardChanges week={week} count={unpublished} />
      )}
      {week?.isLocked && (
        <Badge variant="outline">
          <LockKeyholeIcon aria-hidden />
          Week locked
        </Badge>
      )}
      {week && canEdit && !isMobile && (
        <div role="group" aria-label="Grid view" className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant={view === "person" ? "default" : "outline"}
            aria-pressed={view === "person"}
            onClick={() => setParam("view", "person")}
          >
            By employee
          </Button>
          <Button
            size="sm"
            variant={view === "position" ? "default" : "outline"}
            aria-pressed={view === "position"}
            onClick={() => setParam("view", "position")}
          >
            By position
          </Button>
        </div>
      )}
    </div>
  );
}
