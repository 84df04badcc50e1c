import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangleIcon } from "lucide-react";
import type { Position } from "../../../domain/schemas/positions";
import type { PublishedShift, Schedule, ScheduleChange } from "../../../domain/schemas/schedules";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatDayHeader } from "@/components/week";
import type { StoreHours } from "@/lib/time-range";
import { changesQueryOptions, publishNoticeQueryOptions, usePublishMutation } from "./api";
import { HoleList } from "./publish-holes";
import { ChangePremium, PremiumSummary } from "./publish-premiums";
import { timeRange } from "./schedule-model";
import { weekHoles } from "./week-holes";

function describe(
  shift: PublishedShift | null,
  names: ReadonlyMap<number, string>,
  positions: ReadonlyMap<number, Position>,
) {
  if (!shift) return "";
  const day = formatDayHeader(shift.date);
  const who = shift.userId === null ? "Open shift" : (names.get(shift.userId) ?? `User ${shift.userId}`);
  return `${who}, ${positions.get(shift.positionId)?.name ?? "shift"} ${day.weekday} ${day.date} ${timeRange(shift)}`;
}

function formatDayLabel(date: string): string {
  const day = formatDayHeader(date);
  return `${day.weekday} ${day.date}`;
}

/** Who a change asks: the person who would work the shift. */
function personOf(change: ScheduleChange, names: ReadonlyMap<number, string>): string {
  const id = change.after?.userId ?? change.userId;
  return id === null ? "The employee" : (names.get(id) ?? `User ${id}`);
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

const KIND_TEXT: Record<ScheduleChange["kind"], string> = {
  ADDED: "Added",
  REMOVED: "Removed",
  CHANGED: "Changed",
};

const NO_HOLES: ReturnType<typeof weekHoles> = { understaffed: [], open: [] };

/**
 * Publish with a confirmation listing the week's holes (understaffed slots, open shifts) and what changes
 * for employees, late changes flagged (advance notice). A first publish is not a change: it lists the
 * week's shifts, and says once, for the week, when the week is posted later than the notice period.
 */
export function PublishDialog({
  open,
  onOpenChange,
  week,
  names,
  positions,
  hours,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The week as it stands: its warnings and shifts give the holes. */
  week: Schedule;
  names: ReadonlyMap<number, string>;
  positions: ReadonlyMap<number, Position>;
  /** The store's hours, to place understaffed times after midnight on their business day. */
  hours: StoreHours | undefined;
}) {
  const scheduleId = week.id;
  // Only while open: listing the holes formats every gap (~20 ms on a phone), and the closed dialog is
  // drawn with the screen each time one of the week's queries arrives.
  const holes = useMemo(
    () => (open ? weekHoles(week, positions, hours) : NO_HOLES),
    [open, week, positions, hours],
  );
  const holeCount = holes.understaffed.length + holes.open.length;
  const changes = useQuery({ ...changesQueryOptions(scheduleId), enabled: open });
  const notice = useQuery({ ...publishNoticeQueryOptions(scheduleId), enabled: open });
  const publish = usePublishMutation(scheduleId);
  const late = changes.data?.filter((c) => c.lateChange).length ?? 0;
  const first = notice.data?.firstPublish === true;
  const count = changes.data?.length ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Publish this week?</DialogTitle>
          <DialogDescription>
            Employees will see the schedule exactly as it is now
            {changes.data && notice.data
              ? first
                ? `: its first publish, ${count} shift${count === 1 ? "" : "s"}`
                : `: ${count} change${count === 1 ? "" : "s"} since the last publish`
              : ""}
            .
          </DialogDescription>
        </DialogHeader>
        {holeCount > 0 && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-destructive p-2 text-sm text-destructive"
          >
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            This week goes out with {plural(holes.understaffed.length, "understaffed slot")} and{" "}
            {plural(holes.open.length, "open shift")} nobody works yet.
          </p>
        )}
        {notice.data?.lateFirstPublish && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-destructive p-2 text-sm text-destructive"
          >
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            This week is posted later than the {notice.data.noticeDays}-day notice period: its first shift is
            on {notice.data.firstShiftDate ? formatDayLabel(notice.data.firstShiftDate) : "a day"} inside it.
            Predictive-scheduling rules may owe notice or pay for the late posting.
          </p>
        )}
        {late > 0 && (
          <p className="flex items-start gap-2 rounded-md border border-destructive p-2 text-sm text-destructive">
            <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {late} late change{late === 1 ? "" : "s"}: inside the store's advance notice period.
            Predictive-scheduling rules may owe the people concerned notice or pay.
          </p>
        )}
        {notice.data && changes.data && <PremiumSummary notice={notice.data} changes={changes.data} />}
        <div
          tabIndex={0}
          role="region"
          aria-label="What this publish sends"
          className="grid max-h-[50vh] gap-4 overflow-y-auto"
        >
          <HoleList title="Understaffed" holes={holes.understaffed} />
          <HoleList title="Open shifts" holes={holes.open} />
          <section aria-labelledby="publish-changes" className="grid gap-1">
            <h3 id="publish-changes" className="text-sm font-semibold">
              {first ? "The week's shifts" : "Changes since the last publish"}
              {changes.data ? ` (${count})` : ""}
            </h3>
            {changes.isLoading ? (
              <p className="text-sm text-muted-foreground">Loading changes…</p>
            ) : changes.isError ? (
              <p className="text-sm text-destructive">The changes could not be loaded.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {changes.data?.map((c) => (
                  <li key={`${c.kind}-${c.shiftId}`} className="flex gap-2">
                    <span className="w-20 shrink-0 font-medium">{KIND_TEXT[c.kind]}</span>
                    <span className="min-w-0">
                      {c.kind === "CHANGED"
                        ? `${describe(c.before, names, positions)} → ${describe(c.after, names, positions)}`
                        : describe(c.after ?? c.before, names, positions)}
                      {c.lateChange && <strong className="ml-1 text-destructive">(late)</strong>}
                      <ChangePremium change={c} name={personOf(c, names)} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={publish.isPending}
            onClick={() => publish.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            {publish.isPending ? "Publishing..." : "Publish"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
