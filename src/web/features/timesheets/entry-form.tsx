import { PlusIcon, Trash2Icon } from "lucide-react";
import type { Position } from "../../../domain/schemas/positions";
import { FormField, fieldAria } from "@/components/form-field";
import { SELECT_CLASS } from "@/components/store-week-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/api";
import { errorsOfIssues, type BreakRow, type EntryErrors } from "./entry-checks";

/**
 * What the Add entry and Edit dialogs share: the breaks, the position picker, the checks made before
 * sending, the server's 400 issues placed under their fields, and the focus moved to the first error.
 */

/** Each key's control, in the form's order: the first with an error gets the focus. */
const FIELD_IDS: [keyof EntryErrors, string][] = [
  ["userId", "entry-person"],
  ["positionId", "entry-position"],
  ["clockIn", "entry-clock-in"],
  ["clockOut", "entry-clock-out"],
  ["breaks", "entry-break-0-start"],
  ["reason", "entry-reason"],
];

/** Moves the focus to the first field with an error, once React has drawn the messages. */
function focusFirstError(errors: EntryErrors): void {
  const first = FIELD_IDS.find(([key]) => errors[key]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(first[1])?.focus());
}

/** Shows a form's errors (none: clears them) and takes the focus to the first. */
export function showErrors(setErrors: (errors: EntryErrors) => void, errors: EntryErrors): void {
  setErrors(errors);
  focusFirstError(errors);
}

/** The server's refusal as field errors: its 400 issues under their fields, anything else under the form. */
export function serverErrors(error: unknown, fallback: string): EntryErrors {
  const errors = error instanceof ApiError && error.status === 400 ? errorsOfIssues(error.issues) : {};
  if (Object.keys(errors).length === 0) errors.form = errorMessage(error, fallback);
  return errors;
}

/** The entry's position: one of the person's (Team), or none. */
export function PositionField({
  value,
  onChange,
  choices,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  choices: readonly Position[];
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <FormField id="entry-position" label="Position" error={error} hint={hint}>
      <select
        id="entry-position"
        className={SELECT_CLASS}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria("entry-position", error, hint)}
      >
        <option value="">No position</option>
        {choices.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Clock in and Clock out side by side (a time of day on the store's calendar, the next day allowed for an
 * overnight entry). `missingOut` says the entry has no clock-out yet, under its field.
 */
export function ClockTimesFields({
  clockIn,
  clockOut,
  onClockIn,
  onClockOut,
  errors,
  missingOut = false,
}: {
  clockIn: string;
  clockOut: string;
  onClockIn: (value: string) => void;
  onClockOut: (value: string) => void;
  errors: EntryErrors;
  missingOut?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="entry-clock-in" label="Clock in" error={errors.clockIn}>
        <Input
          id="entry-clock-in"
          type="datetime-local"
          value={clockIn}
          onChange={(e) => onClockIn(e.target.value)}
          {...fieldAria("entry-clock-in", errors.clockIn)}
        />
      </FormField>
      <FormField
        id="entry-clock-out"
        label="Clock out"
        error={errors.clockOut}
        hint={missingOut ? "Missing: this person did not clock out" : undefined}
      >
        <Input
          id="entry-clock-out"
          type="datetime-local"
          value={clockOut}
          onChange={(e) => onClockOut(e.target.value)}
          {...fieldAria("entry-clock-out", errors.clockOut, missingOut ? "hint" : undefined)}
        />
      </FormField>
    </div>
  );
}

/** The entry's breaks, each a start and an end on the store's clock. */
export function BreaksFieldset({
  breaks,
  onChange,
  error,
  newBreakAt,
}: {
  breaks: BreakRow[];
  onChange: (breaks: BreakRow[]) => void;
  error?: string | undefined;
  /** Where a new break starts (the clock-in). */
  newBreakAt: string;
}) {
  return (
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "entry-breaks-error" : undefined}
              onChange={(e) =>
                onChange(breaks.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))
              }
            />
          </FormField>
          <FormField id={`entry-break-${i}-end`} label={`Break ${i + 1} end`}>
            <Input
              id={`entry-break-${i}-end`}
              type="datetime-local"
              value={b.end}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "entry-breaks-error" : undefined}
              onChange={(e) => onChange(breaks.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove break ${i + 1}`}
            onClick={() => onChange(breaks.filter((_, j) => j !== i))}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      {error && (
        <p id="entry-breaks-error" className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange([...breaks, { start: newBreakAt, end: newBreakAt }])}
      >
        <PlusIcon aria-hidden />
        Add break
      </Button>
    </fieldset>
  );
}

/** The error under the whole form (a 409 overlap, a 5xx). */
export function FormLevelError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p className="text-sm font-medium text-destructive" role="alert">
      {message}
    </p>
  );
}
