import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  LockIcon,
  PlayIcon,
  PrinterIcon,
  SendIcon,
  UnlockIcon,
} from "lucide-react";
import { useState } from "react";
import { addDays } from "../../../domain/time";
import { can } from "../../../domain/permissions";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatWeekLabel, weekDates, weekStartOf } from "@/components/week";
import { useSignedInUser } from "@/lib/current-user";
import { toast } from "@/lib/toast";
import { SAMPLE_SHIFTS, SAMPLE_WARNINGS } from "./sample-schedule-data";
import { shiftsToCsv } from "./schedule-helpers";
import { ScheduleGrid } from "./schedule-grid";
import { ScheduleWarnings } from "./schedule-warnings";

function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function notYet(what: string): void {
  toast({ title: "Sample schedule", description: `${what} is not available yet.` });
}

export function SchedulePage() {
  const user = useSignedInUser();
  const [monday, setMonday] = useState(() => weekStartOf());
  const [isLocked, setIsLocked] = useState(false);
  const dates = weekDates(monday);
  const canEdit = can(user, "editSchedule");
  const canPublish = can(user, "publishSchedule");
  const weekLabel = formatWeekLabel(monday);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Schedule"
        subtitle="Sample week: the scheduling engine, publishing and locking are not connected yet."
        actions={
          <>
            {canEdit && (
              <Button variant="outline" aria-pressed={isLocked} onClick={() => setIsLocked((v) => !v)}>
                {isLocked ? <UnlockIcon aria-hidden /> : <LockIcon aria-hidden />}
                {isLocked ? "Unlock" : "Lock"}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="outline"
                disabled={isLocked}
                onClick={() => notYet("Running the scheduling engine")}
              >
                <PlayIcon aria-hidden />
                Run Scheduling
              </Button>
            )}
            {canPublish && (
              <Button onClick={() => notYet("Publishing")}>
                <SendIcon aria-hidden />
                Publish
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => downloadCsv(shiftsToCsv(SAMPLE_SHIFTS, dates), `schedule-${monday}.csv`)}
            >
              <DownloadIcon aria-hidden />
              Export CSV
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <PrinterIcon aria-hidden />
              Print
            </Button>
          </>
        }
      />

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous week"
          onClick={() => setMonday((m) => addDays(m, -7))}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <h2 className="min-w-56 text-center text-lg font-semibold" aria-live="polite">
          {weekLabel}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next week"
          onClick={() => setMonday((m) => addDays(m, 7))}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
        <Badge variant="secondary">Draft</Badge>
        {isLocked && (
          <Badge variant="outline">
            <LockIcon aria-hidden />
            Locked
          </Badge>
        )}
      </div>

      <ScheduleGrid shifts={SAMPLE_SHIFTS} dates={dates} />
      <ScheduleWarnings warnings={SAMPLE_WARNINGS} canFix={canEdit} />
    </div>
  );
}
