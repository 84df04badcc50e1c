import { CheckIcon } from "lucide-react";
import type { TimeEntry, TimesheetPerson } from "../../../domain/schemas/timesheets";
import { FLAG_LABELS, type EntryFlag } from "../../../domain/time-clock/flags";
import { addDays } from "../../../domain/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EditEntryDialog } from "./edit-entry-dialog";
import { clockTime, hoursText } from "./entry-time";

const STATUS_LABEL = { OPEN: "Open", PENDING: "Needs approval", APPROVED: "Approved" } as const;
/** Flags that need a manager's eye are drawn strong; the others quiet. Words always say which. */
const STRONG: ReadonlySet<EntryFlag> = new Set(["MISSED_CLOCK_OUT", "LATE", "MISSED_BREAK", "OVERTIME"]);

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

function EntryLine({
  entry,
  timeZone,
  who,
  canEdit,
}: {
  entry: TimeEntry;
  timeZone: string;
  who: string;
  canEdit: boolean;
}) {
  const out = entry.clockOut ? clockTime(entry.clockOut, timeZone) : "no clock-out";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>
        Worked {clockTime(entry.clockIn, timeZone)}–{out}
        {entry.clockOut && ` (${hoursText(entry.workedMinutes)})`}
      </span>
      {entry.flags.map((flag) => (
        <Badge key={flag} variant={STRONG.has(flag) ? "destructive" : "secondary"}>
          {FLAG_LABELS[flag]}
        </Badge>
      ))}
      <Badge variant={entry.status === "APPROVED" ? "default" : "outline"}>
        {STATUS_LABEL[entry.status]}
      </Badge>
      {canEdit && <EditEntryDialog entry={entry} timeZone={timeZone} who={who} />}
    </div>
  );
}

/**
 * One person's week: each day with a shift or an entry, the plan beside what was worked, then the totals
 * and Approve. Laid out as a card, so it reads the same at phone width.
 */
export function PersonCard({
  person,
  weekStart,
  timeZone,
  canEdit,
  onApprove,
  approving,
}: {
  person: TimesheetPerson;
  weekStart: string;
  timeZone: string;
  canEdit: boolean;
  onApprove: () => void;
  approving: boolean;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)).filter(
    (date) => person.shifts.some((s) => s.date === date) || person.entries.some((e) => e.date === date),
  );
  const titleId = `person-${person.userId}`;
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-6">
        <h2 id={titleId} className="text-base font-semibold">
          {person.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          Scheduled {hoursText(person.scheduledMinutes)} · Worked {hoursText(person.workedMinutes)}
          {person.overtimeMinutes > 0 && ` · Overtime ${hoursText(person.overtimeMinutes)}`}
        </p>
      </div>
      <CardContent className="grid gap-3">
        {days.length === 0 && (
          <p className="text-sm text-muted-foreground">No shifts or time entries this week.</p>
        )}
        {days.map((date) => (
          <div key={date} className="grid gap-1 border-t pt-2 text-sm sm:grid-cols-[7rem_12rem_1fr] sm:gap-3">
            <span className="font-medium">{dayName(date)}</span>
            <span className="text-muted-foreground">
              {person.shifts
                .filter((s) => s.date === date)
                .map((s) => `Scheduled ${s.startTime}–${s.endTime}`)
                .join(", ") || "Not scheduled"}
            </span>
            <div className="grid gap-1">
              {person.entries
                .filter((e) => e.date === date)
                .map((e) => (
                  <EntryLine key={e.id} entry={e} timeZone={timeZone} who={person.name} canEdit={canEdit} />
                ))}
              {!person.entries.some((e) => e.date === date) && (
                <span className="text-muted-foreground">No entry</span>
              )}
            </div>
          </div>
        ))}
        {canEdit && person.pending > 0 && (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={approving}
            onClick={onApprove}
            aria-label={`Approve ${person.name}'s week`}
          >
            <CheckIcon aria-hidden />
            Approve person ({person.pending})
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
