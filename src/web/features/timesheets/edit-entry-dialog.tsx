import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { TimeEntry } from "../../../domain/schemas/timesheets";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api";
import { useEditEntryMutation } from "./api";
import { EntryHistory } from "./entry-history";
import { isoOfWall, wallValue } from "./entry-time";

/** Edit: a manager fixes an entry's times and breaks; the reason is required and kept with the change. */
export function EditEntryDialog({
  entry,
  timeZone,
  who,
}: {
  entry: TimeEntry;
  timeZone: string;
  who: string;
}) {
  return (
    <FormDialog
      className="sm:max-w-lg"
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit ${who}'s entry of ${entry.date}`}>
          <PencilIcon aria-hidden />
          Edit
        </Button>
      }
      title="Edit time entry"
      description={`${who}, ${entry.date}. Times are the store's clock. Every change is kept with its reason.`}
    >
      {(close) => <EditEntryForm entry={entry} timeZone={timeZone} onDone={close} />}
    </FormDialog>
  );
}

interface BreakRow {
  start: string;
  end: string;
}

function EditEntryForm({
  entry,
  timeZone,
  onDone,
}: {
  entry: TimeEntry;
  timeZone: string;
  onDone: () => void;
}) {
  const edit = useEditEntryMutation(entry.id);
  const [clockIn, setClockIn] = useState(wallValue(entry.clockIn, timeZone));
  const [clockOut, setClockOut] = useState(entry.clockOut ? wallValue(entry.clockOut, timeZone) : "");
  const [breaks, setBreaks] = useState<BreakRow[]>(
    entry.breaks.map((b) => ({
      start: wallValue(b.start, timeZone),
      end: b.end ? wallValue(b.end, timeZone) : "",
    })),
  );
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const inIso = isoOfWall(clockIn, timeZone);
    const outIso = clockOut ? isoOfWall(clockOut, timeZone) : undefined;
    if (!inIso) found.clockIn = "Enter the clock-in date and time";
    if (!outIso) found.clockOut = "Enter the clock-out date and time";
    if (!reason.trim()) found.reason = "A reason is required";
    const breakIsos = breaks.map((b) => ({
      start: isoOfWall(b.start, timeZone),
      end: isoOfWall(b.end, timeZone),
    }));
    if (breakIsos.some((b) => !b.start || !b.end)) found.breaks = "Enter each break's start and end";
    setErrors(found);
    if (Object.keys(found).length > 0 || !inIso || !outIso) return;
    edit.mutate(
      {
        clockIn: inIso,
        clockOut: outIso,
        breaks: breakIsos.map((b) => ({ start: b.start ?? "", end: b.end ?? "" })),
        reason: reason.trim(),
      },
      {
        onSuccess: onDone,
        onError: (error) => setErrors({ form: errorMessage(error, "Could not save the entry") }),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="entry-clock-in" label="Clock in" error={errors.clockIn}>
          <Input
            id="entry-clock-in"
            type="datetime-local"
            value={clockIn}
            onChange={(e) => setClockIn(e.target.value)}
            {...fieldAria("entry-clock-in", errors.clockIn)}
          />
        </FormField>
        <FormField
          id="entry-clock-out"
          label="Clock out"
          error={errors.clockOut}
          hint={entry.clockOut ? undefined : "Missing: this person did not clock out"}
        >
          <Input
            id="entry-clock-out"
            type="datetime-local"
            value={clockOut}
            onChange={(e) => setClockOut(e.target.value)}
            {...fieldAria("entry-clock-out", errors.clockOut, entry.clockOut ? undefined : "hint")}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Breaks</legend>
        {breaks.length === 0 && <p className="text-sm text-muted-foreground">No breaks.</p>}
        {breaks.map((b, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <FormField id={`entry-break-${i}-start`} label={`Break ${i + 1} start`}>
              <Input
                id={`entry-break-${i}-start`}
                type="datetime-local"
                value={b.start}
                onChange={(e) =>
                  setBreaks(breaks.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))
                }
              />
            </FormField>
            <FormField id={`entry-break-${i}-end`} label={`Break ${i + 1} end`}>
              <Input
                id={`entry-break-${i}-end`}
                type="datetime-local"
                value={b.end}
                onChange={(e) =>
                  setBreaks(breaks.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))
                }
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove break ${i + 1}`}
              onClick={() => setBreaks(breaks.filter((_, j) => j !== i))}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </div>
        ))}
        {errors.breaks && (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.breaks}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => setBreaks([...breaks, { start: clockIn, end: clockIn }])}
        >
          <PlusIcon aria-hidden />
          Add break
        </Button>
      </fieldset>
      <FormField id="entry-reason" label="Reason for the change" error={errors.reason}>
        <Textarea
          id="entry-reason"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          {...fieldAria("entry-reason", errors.reason)}
        />
      </FormField>
      {errors.form && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {errors.form}
        </p>
      )}
      <EntryHistory edits={entry.edits} timeZone={timeZone} />
      <DialogFooter>
        <Button type="submit" disabled={edit.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
