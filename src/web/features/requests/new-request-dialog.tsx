import { useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { addDays, localToday } from "../../../domain/time";
import { FormDialog } from "@/components/form-dialog";
import { formatDay } from "@/components/my-shifts-card";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { myShiftsQueryOptions, swapTargetsQueryOptions } from "@/lib/queries/me";
import { nextDaySuffix } from "@/lib/time-range";
import { useCreateSwapMutation, useCreateTimeOffMutation } from "./api";

const SELECT =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * New Request (docs/product.md, Decisions): time off (dates, notes) or a swap of one of my published future
 * shifts.
 */
export function NewRequestDialog() {
  const [kind, setKind] = useState<"timeoff" | "swap">("timeoff");
  return (
    <FormDialog
      trigger={
        <Button>
          <PlusIcon aria-hidden />
          New Request
        </Button>
      }
      title="New Request"
      description="Ask for time off, or offer one of your shifts for a coworker's."
    >
      {(close) => (
        <div className="grid gap-4">
          <fieldset className="flex gap-4">
            <legend className="sr-only">Request type</legend>
            {(
              [
                ["timeoff", "Time off"],
                ["swap", "Shift swap"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="request-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {kind === "timeoff" ? <TimeOffForm onDone={close} /> : <SwapForm onDone={close} />}
        </div>
      )}
    </FormDialog>
  );
}

function TimeOffForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const tomorrow = addDays(localToday(), 1);
  const [startDate, setStart] = useState(tomorrow);
  const [endDate, setEnd] = useState(tomorrow);
  const [notes, setNotes] = useState("");
  const create = useCreateTimeOffMutation();
  const rangeError = endDate < startDate ? "The end date must not be before the start date" : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rangeError) return;
    create.mutate(
      { startDate, endDate, ...(notes.trim() ? { notes: notes.trim() } : {}) },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-start`}>Start date</Label>
          <Input
            id={`${id}-start`}
            type="date"
            required
            value={startDate}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-end`}>End date</Label>
          <Input
            id={`${id}-end`}
            type="date"
            required
            value={endDate}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
      </div>
      {rangeError && (
        <p id={`${id}-range`} className="text-sm text-destructive">
          {rangeError}
        </p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea
          id={`${id}-notes`}
          maxLength={500}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <FormError error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || !startDate || !endDate}>
          {create.isPending ? "Sending..." : "Send request"}
        </Button>
      </div>
    </form>
  );
}

function SwapForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const today = localToday();
  const mine = useQuery(myShiftsQueryOptions(today, addDays(today, 27)));
  const [mineId, setMineId] = useState(0);
  const [targetId, setTargetId] = useState(0);
  const targets = useQuery({ ...swapTargetsQueryOptions(mineId), enabled: mineId > 0 });
  const create = useCreateSwapMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mineId && targetId)
      create.mutate({ requesterShiftId: mineId, targetShiftId: targetId }, { onSuccess: onDone });
  };
  if (mine.isPending) return <p className="text-sm text-muted-foreground">Loading your shifts…</p>;
  if (mine.isError) return <p className="text-sm text-muted-foreground">Your shifts could not be loaded.</p>;
  if (mine.data.length === 0)
    return <p className="text-sm text-muted-foreground">You have no upcoming published shifts to swap.</p>;
  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-mine`}>My shift</Label>
        <select
          id={`${id}-mine`}
          className={SELECT}
          value={mineId}
          onChange={(e) => {
            setMineId(Number(e.target.value));
            setTargetId(0);
          }}
        >
          <option value={0}>Choose one of your shifts</option>
          {mine.data.map((s) => (
            <option key={s.id} value={s.id}>
              {formatDay(s.date)} {s.startTime}-{s.endTime}
              {nextDaySuffix(s.startTime, s.endTime)} {s.positionName}, {s.storeName}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-target`}>Coworker's shift</Label>
        <select
          id={`${id}-target`}
          className={SELECT}
          value={targetId}
          disabled={!mineId || targets.isPending}
          onChange={(e) => setTargetId(Number(e.target.value))}
        >
          <option value={0}>
            {!mineId
              ? "Choose your shift first"
              : targets.isPending
                ? "Loading…"
                : targets.data?.length
                  ? "Choose a coworker's shift"
                  : "No coworker shifts that week"}
          </option>
          {targets.data?.map((s) => (
            // A swap that would break a rule stays listed, disabled, with the reason (decision 072).
            <option key={s.id} value={s.id} disabled={s.whyNot !== null}>
              {s.name}: {formatDay(s.date)} {s.startTime}-{s.endTime}
              {nextDaySuffix(s.startTime, s.endTime)} {s.positionName}
              {s.whyNot && ` (not possible: ${s.whyNot})`}
            </option>
          ))}
        </select>
      </div>
      <FormError error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || !mineId || !targetId}>
          {create.isPending ? "Sending..." : "Send request"}
        </Button>
      </div>
    </form>
  );
}
