import { PencilIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { TimeEntry } from "../../../domain/schemas/timesheets";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useEditEntryMutation } from "./api";
import { checkEntry, type BreakRow, type EntryErrors } from "./entry-checks";
import {
  BreaksFieldset,
  ClockTimesFields,
  showErrors,
  FormLevelError,
  PositionField,
  serverErrors,
} from "./entry-form";
import { EntryHistory } from "./entry-history";
import { wallValue } from "./entry-time";

/**
 * Edit: a manager fixes an entry's times, breaks and position; the reason is required and kept with the
 * change.
 */
export function EditEntryDialog({
  entry,
  timeZone,
  who,
  positions,
}: {
  entry: TimeEntry;
  timeZone: string;
  who: string;
  /** The positions the entry may be moved to: the person's, and the one it has. */
  positions: readonly Position[];
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
      {(close) => <EditEntryForm entry={entry} timeZone={timeZone} positions={positions} onDone={close} />}
    </FormDialog>
  );
}

function EditEntryForm({
  entry,
  timeZone,
  positions,
  onDone,
}: {
  entry: TimeEntry;
  timeZone: string;
  positions: readonly Position[];
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
  const [positionId, setPositionId] = useState(entry.positionId === null ? "" : String(entry.positionId));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<EntryErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEntry({ clockIn, clockOut, breaks, reason }, timeZone);
    showErrors(setErrors, checked.errors);
    if (!checked.times) return;
    const position = positionId === "" ? null : Number(positionId);
    edit.mutate(
      {
        ...checked.times,
        ...(position === entry.positionId ? {} : { positionId: position }),
        reason: reason.trim(),
      },
      {
        onSuccess: onDone,
        onError: (error) => showErrors(setErrors, serverErrors(error, "Could not save the entry")),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <ClockTimesFields
        clockIn={clockIn}
        clockOut={clockOut}
        onClockIn={setClockIn}
        onClockOut={setClockOut}
        errors={errors}
        missingOut={!entry.clockOut}
      />
      <PositionField
        value={positionId}
        onChange={setPositionId}
        choices={positions}
        error={errors.positionId}
      />
      <BreaksFieldset breaks={breaks} onChange={setBreaks} error={errors.breaks} newBreakAt={clockIn} />
      <FormField id="entry-reason" label="Reason for the change" error={errors.reason}>
        <Textarea
          id="entry-reason"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          {...fieldAria("entry-reason", errors.reason)}
        />
      </FormField>
      <FormLevelError message={errors.form} />
      <EntryHistory edits={entry.edits} timeZone={timeZone} positions={positions} />
      <DialogFooter>
        <Button type="submit" disabled={edit.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
