import { CalendarRangeIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { availabilityPatternSchema } from "../../../domain/schemas/availability";
import { DAYS_OF_WEEK, endsNextDay, isTime, normalizeTime, type DayOfWeek } from "../../../domain/time";
import { FieldError } from "@/components/field-error";
import { fieldAria, FormField } from "@/components/form-field";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { dayLabel } from "@/lib/day-label";
import { usePatternMutation } from "./api";

export type PatternPerson = { userId: number; name: string };

const SHORTCUTS: Array<{ label: string; days: readonly DayOfWeek[] }> = [
  { label: "Weekdays", days: DAYS_OF_WEEK.slice(0, 5) },
  { label: "Weekends", days: DAYS_OF_WEEK.slice(5) },
  { label: "Every day", days: DAYS_OF_WEEK },
];

/**
 * "Set weekly pattern": one window on several days, or "Available any time", for oneself or (team
 * managers, given `people`) for several people at once; one PUT /api/availability/pattern.
 */
export function PatternDialog({
  people,
  initialUserIds,
  forName,
}: {
  /** Whom a team manager may choose; left out, the pattern is for `initialUserIds` alone. */
  people?: readonly PatternPerson[];
  initialUserIds: readonly number[];
  /** Whose pattern it is when that is one other person (a team manager looking at them). */
  forName?: string;
}) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <CalendarRangeIcon aria-hidden />
          Set weekly pattern
        </Button>
      }
      title="Set Weekly Pattern"
      description={`${forName ? `For ${forName}. ` : ""}The chosen days' windows, available or not, are replaced by this one.`}
      className="sm:max-w-lg"
    >
      {(close) => <PatternForm people={people} initialUserIds={initialUserIds} onDone={close} />}
    </FormDialog>
  );
}

type Errors = Partial<Record<"userIds" | "days" | "startTime" | "endTime" | "anyTime", string>>;

function PatternForm({
  people,
  initialUserIds,
  onDone,
}: {
  people?: readonly PatternPerson[];
  initialUserIds: readonly number[];
  onDone: () => void;
}) {
  const save = usePatternMutation();
  const [userIds, setUserIds] = useState<number[]>([...initialUserIds]);
  const [days, setDays] = useState<DayOfWeek[]>([]);
  const [anyTime, setAnyTime] = useState(false);
  const [startTime, setStartTime] = useState("09:00");
  const [endTime, setEndTime] = useState("17:00");
  const [errors, setErrors] = useState<Errors>({});

  const toggleDay = (day: DayOfWeek, on: boolean) =>
    setDays((current) => (on ? [...current, day] : current.filter((d) => d !== day)));
  const togglePerson = (id: number, on: boolean) =>
    setUserIds((current) => (on ? [...current, id] : current.filter((u) => u !== id)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const ordered = DAYS_OF_WEEK.filter((d) => days.includes(d));
    const body = anyTime
      ? { userIds, days: ordered, anyTime: true as const }
      : { userIds, days: ordered, startTime, endTime };
    const parsed = availabilityPatternSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "startTime") as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onDone });
  }

  const endHint =
    !anyTime && isTime(startTime) && isTime(endTime) && endsNextDay(startTime, endTime)
      ? `Ends at ${normalizeTime(endTime)} the next day`
      : undefined;
  const everyone = people !== undefined && people.length > 0 && userIds.length === people.length;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {people && (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.userIds ? "pattern-people-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">People</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id="pattern-everyone"
              checked={everyone ? true : userIds.length > 0 ? "indeterminate" : false}
              onCheckedChange={(on) => setUserIds(on === true ? people.map((p) => p.userId) : [])}
            />
            <Label htmlFor="pattern-everyone">Everyone</Label>
          </div>
          <div className="grid max-h-44 gap-2 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
            {people.map((person) => (
              <div key={person.userId} className="flex items-center gap-2">
                <Checkbox
                  id={`pattern-person-${person.userId}`}
                  checked={userIds.includes(person.userId)}
                  onCheckedChange={(on) => togglePerson(person.userId, on === true)}
                />
                <Label htmlFor={`pattern-person-${person.userId}`} className="font-normal">
                  {person.name}
                </Label>
              </div>
            ))}
          </div>
          <FieldError id="pattern-people-error" message={errors.userIds} />
        </fieldset>
      )}
      <fieldset className="grid gap-2" aria-describedby={errors.days ? "pattern-days-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Days</legend>
        <div className="flex flex-wrap gap-2">
          {SHORTCUTS.map((shortcut) => (
            <Button
              key={shortcut.label}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setDays([...shortcut.days])}
            >
              {shortcut.label}
            </Button>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DAYS_OF_WEEK.map((day) => (
            <div key={day} className="flex items-center gap-2">
              <Checkbox
                id={`pattern-day-${day}`}
                checked={days.includes(day)}
                onCheckedChange={(on) => toggleDay(day, on === true)}
              />
              <Label htmlFor={`pattern-day-${day}`} className="font-normal">
                {dayLabel(day)}
              </Label>
            </div>
          ))}
        </div>
        <FieldError id="pattern-days-error" message={errors.days} />
      </fieldset>
      <div className="grid gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id="pattern-any-time"
            checked={anyTime}
            onCheckedChange={(on) => setAnyTime(on === true)}
          />
          <Label htmlFor="pattern-any-time">Available any time</Label>
        </div>
        {!anyTime && (
          <div className="grid grid-cols-2 gap-4">
            <FormField id="pattern-start" label="Start Time" error={errors.startTime}>
              <Input
                id="pattern-start"
                type="time"
                value={startTime}
                onChange={(e) => setStartTime(e.target.value)}
                {...fieldAria("pattern-start", errors.startTime)}
              />
            </FormField>
            <FormField id="pattern-end" label="End Time" hint={endHint} error={errors.endTime}>
              <Input
                id="pattern-end"
                type="time"
                value={endTime}
                onChange={(e) => setEndTime(e.target.value)}
                {...fieldAria("pattern-end", errors.endTime, endHint)}
              />
            </FormField>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Days left unchecked keep their windows. Once a person has an available window on any day, a day with
        none counts as unavailable.
      </p>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Set Pattern"}
        </Button>
      </DialogFooter>
    </form>
  );
}
