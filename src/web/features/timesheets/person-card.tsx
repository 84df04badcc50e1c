import { CheckIcon } from "lucide-react";
import type { Position } from "../../../domain/schemas/positions";
import type { TimeEntry, TimesheetPerson } from "../../../domain/schemas/timesheets";
import { FLAG_LABELS, type EntryFlag } from "../../../domain/time-clock/flags";
import { addDays } from "../../../domain/time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AddEntryDialog, positionsOf } from "./add-entry-dialog";
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
  positions,
  choices,
}: {
  entry: TimeEntry;
  timeZone: string;
  who: string;
  canEdit: boolean;
  /** The organization's positions (for the entry's name). */
  positions: readonly Position[];
  /** The person's positions, the edit's choices. */
  choices: readonly Position[];
}) {
  const out = entry.clockOut ? clockTime(entry.clockOut, timeZone) : "no clock-out";
  const position = positions.find((p) => p.id === entry.positionId);
  // The entry's own position stays a choice even if the person no longer works it.
  const editChoices =
    position && !choices.some((p) => p.id === position.id) ? [...choices, position] : choices;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>
        Worked {clockTime(entry.clockIn, timeZone)}–{out}
        {entry.clockOut && ` (${hoursText(entry.workedMinutes)})`}
        {position && ` · ${position.name}`}
      </span>
      {entry.flags.map((flag) => (
        <Badge key={flag} variant={STRONG.has(flag) ? "destructive" : "secondary"}>
          {FLAG_LABELS[flag]}
        </Badge>
      ))}
      <Badge variant={entry.status === "APPROVED" ? "default" : "outline"}>
        {STATUS_LABEL[entry.status]}
      </Badge>
      {canEdit && <EditEntryDialog entry={entry} timeZone={timeZone} who={who} positions={editChoices} />}
    </div>
  );
}

/**
 * One person's week: each day with a shift or an entry, the plan beside what was worked, then the totals
 * and Approve. Laid out as a card, so it reads the same at phone width.
 */
export function PersonCard({
  person,
  people,
  storeId,
  weekStart,
  today,
  timeZone,
  positions,
  canEdit,
  onApprove,
  approving,
}: {
  person: TimesheetPerson;
  /** The week's people (for the Add entry form). */
  people: readonly TimesheetPerson[];
  storeId: number;
  weekStart: string;
  /** The store's today. */
  today: string;
  timeZone: string;
  positions: readonly Position[];
  canEdit: boolean;
  onApprove: () => void;
  approving: boolean;
}) {
  const choices = positionsOf(person, positions);
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
                  <EntryLine
                    key={e.id}
                    entry={e}
                    timeZone={timeZone}
                    who={person.name}
                    canEdit={canEdit}
                    positions={positions}
                    choices={choices}
                  />
                ))}
              {!person.entries.some((e) => e.date === date) && (
                <span className="text-muted-foreground">No entry</span>
              )}
            </div>
          </div>
        ))}
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <AddEntryDialog
              storeId={storeId}
              weekStart={weekStart}
              today={today}
              timeZone={timeZone}
              people={people}
              person={person}
              positions={positions}
            />
            {person.pending > 0 && (
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                disabled={approving}
                onClick={onApprove}
                aria-label={`Approve person (${person.pending}): ${person.name}`}
              >
                <CheckIcon aria-hidden />
                Approve person ({person.pending})
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
