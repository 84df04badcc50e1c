import { PlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { TimesheetPerson } from "../../../domain/schemas/timesheets";
import { addDays } from "../../../domain/time";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldAria } from "@/components/form-field";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { useAddEntryMutation } from "./api";
import { checkEntry, type BreakRow, type EntryErrors } from "./entry-checks";
import {
  BreaksFieldset,
  ClockTimesFields,
  showErrors,
  FormLevelError,
  PositionField,
  serverErrors,
} from "./entry-form";

/** The person's positions, in the organization's order. */
export const positionsOf = (person: TimesheetPerson | undefined, positions: readonly Position[]) =>
  person ? positions.filter((p) => person.positionIds.includes(p.id)) : [];

/**
 * Add entry: a manager records time a person worked without punching at all (no kiosk, a dead phone), with
 * the required reason kept in the entry's history. Opened from a person's card (that person) or for the
 * store's week (choose the person).
 */
export function AddEntryDialog({
  storeId,
  weekStart,
  today,
  timeZone,
  people,
  person,
  positions,
}: {
  storeId: number;
  weekStart: string;
  /** The store's today: the form starts on it when it falls in the week. */
  today: string;
  timeZone: string;
  people: readonly TimesheetPerson[];
  /** Opened from this person's card; left out, the form asks who. */
  person?: TimesheetPerson;
  positions: readonly Position[];
}) {
  return (
    <FormDialog
      className="sm:max-w-lg"
      trigger={
        person ? (
          <Button variant="outline" size="sm" aria-label={`Add entry for ${person.name}`}>
            <PlusIcon aria-hidden />
            Add entry
          </Button>
        ) : (
          <Button variant="outline">
            <PlusIcon aria-hidden />
            Add entry
          </Button>
        )
      }
      title="Add time entry"
      description={`${person ? `${person.name}: time` : "Time"} worked without punching. Times are the store's clock; a clock-out after midnight takes the next day's date. The reason is kept with the entry.`}
    >
      {(close) => (
        <AddEntryForm
          storeId={storeId}
          day={today >= weekStart && today <= addDays(weekStart, 6) ? today : weekStart}
          timeZone={timeZone}
          people={people}
          fixedPerson={person}
          positions={positions}
          onDone={close}
        />
      )}
    </FormDialog>
  );
}

function AddEntryForm({
  storeId,
  day,
  timeZone,
  people,
  fixedPerson,
  positions,
  onDone,
}: {
  storeId: number;
  day: string;
  timeZone: string;
  people: readonly TimesheetPerson[];
  fixedPerson: TimesheetPerson | undefined;
  positions: readonly Position[];
  onDone: () => void;
}) {
  const add = useAddEntryMutation();
  const [userId, setUserId] = useState(fixedPerson ? String(fixedPerson.userId) : "");
  const person = fixedPerson ?? people.find((p) => String(p.userId) === userId);
  const choices = positionsOf(person, positions);
  const [positionId, setPositionId] = useState(choices.length === 1 ? String(choices[0]?.id) : "");
  const [clockIn, setClockIn] = useState(`${day}T09:00`);
  const [clockOut, setClockOut] = useState(`${day}T17:00`);
  const [breaks, setBreaks] = useState<BreakRow[]>([]);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<EntryErrors>({});

  function pickPerson(value: string) {
    setUserId(value);
    const theirs = positionsOf(
      people.find((p) => String(p.userId) === value),
      positions,
    );
    setPositionId(theirs.length === 1 ? String(theirs[0]?.id) : "");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEntry({ clockIn, clockOut, breaks, reason }, timeZone);
    const found: EntryErrors = { ...(person ? {} : { userId: "Choose the person" }), ...checked.errors };
    showErrors(setErrors, found);
    if (!person || !checked.times) return;
    add.mutate(
      {
        userId: person.userId,
        storeId,
        positionId: positionId === "" ? null : Number(positionId),
        ...checked.times,
        reason: reason.trim(),
      },
      {
        onSuccess: onDone,
        onError: (error) => showErrors(setErrors, serverErrors(error, "Could not add the entry")),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {!fixedPerson && (
        <FormField id="entry-person" label="Person" error={errors.userId}>
          <select
            id="entry-person"
            className={SELECT_CLASS}
            value={userId}
            onChange={(e) => pickPerson(e.target.value)}
            {...fieldAria("entry-person", errors.userId)}
          >
            <option value="">Choose…</option>
            {people.map((p) => (
              <option key={p.userId} value={String(p.userId)}>
                {p.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <PositionField
        value={positionId}
        onChange={setPositionId}
        choices={choices}
        error={errors.positionId}
        hint={person && choices.length === 0 ? "This person has no position on Team yet" : undefined}
      />
      <ClockTimesFields
        clockIn={clockIn}
        clockOut={clockOut}
        onClockIn={setClockIn}
        onClockOut={setClockOut}
        errors={errors}
      />
      <BreaksFieldset breaks={breaks} onChange={setBreaks} error={errors.breaks} newBreakAt={clockIn} />
      <FormField id="entry-reason" label="Reason" error={errors.reason}>
        <Textarea
          id="entry-reason"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          {...fieldAria("entry-reason", errors.reason)}
        />
      </FormField>
      <FormLevelError message={errors.form} />
      <DialogFooter>
        <Button type="submit" disabled={add.isPending}>
          Add entry
        </Button>
      </DialogFooter>
    </form>
  );
}
