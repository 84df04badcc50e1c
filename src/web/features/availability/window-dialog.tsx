import { useState, type FormEvent, type ReactNode } from "react";
import type { AvailabilityWindow } from "../../../domain/schemas/availability";
import { timeRangeIssue } from "../../../domain/schemas/common";
import { DAYS_OF_WEEK, isTime, type DayOfWeek } from "../../../domain/time";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { dayLabel } from "@/lib/day-label";
import { toast } from "@/lib/toast";
import { useAddWindowMutation, useUpdateWindowMutation } from "./api";
import { formatWindowTime } from "./group-windows";

type Owner = { userId: number; tenantId: number; name: string };
type FormValues = { dayOfWeek: DayOfWeek; startTime: string; endTime: string };
type Submit = (values: FormValues, onSuccess: () => void) => void;

/** Add (no `window`) or edit one availability window of `owner`. */
export function WindowDialog({
  owner,
  window,
  trigger,
}: {
  owner: Owner;
  window?: AvailabilityWindow;
  trigger: ReactNode;
}) {
  return (
    <FormDialog
      trigger={trigger}
      title={window ? "Edit Availability" : "Add Availability"}
      description={
        window ? `Change when ${owner.name} can work.` : `Add a time window when ${owner.name} can work.`
      }
    >
      {(close) =>
        window ? (
          <EditWindowForm owner={owner} window={window} onDone={close} />
        ) : (
          <AddWindowForm owner={owner} onDone={close} />
        )
      }
    </FormDialog>
  );
}

function AddWindowForm({ owner, onDone }: { owner: Owner; onDone: () => void }) {
  const add = useAddWindowMutation(owner.userId);
  const submit: Submit = (values, onSuccess) =>
    add.mutate(
      { userId: owner.userId, tenantId: owner.tenantId, ...values, isAvailable: true },
      { onSuccess },
    );
  return (
    <WindowForm
      initial={{ dayOfWeek: "MONDAY", startTime: "09:00", endTime: "17:00" }}
      isPending={add.isPending}
      submitLabel="Add Window"
      busyLabel="Adding..."
      onSubmit={submit}
      onDone={onDone}
    />
  );
}

function EditWindowForm({
  owner,
  window,
  onDone,
}: {
  owner: Owner;
  window: AvailabilityWindow;
  onDone: () => void;
}) {
  const update = useUpdateWindowMutation(owner.userId, window.id);
  return (
    <WindowForm
      initial={{
        dayOfWeek: window.dayOfWeek,
        startTime: formatWindowTime(window.startTime),
        endTime: formatWindowTime(window.endTime),
      }}
      isPending={update.isPending}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      onSubmit={(values, onSuccess) => update.mutate(values, { onSuccess })}
      onDone={onDone}
    />
  );
}

function WindowForm({
  initial,
  isPending,
  submitLabel,
  busyLabel,
  onSubmit,
  onDone,
}: {
  initial: FormValues;
  isPending: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: Submit;
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { startTime, endTime } = values;
    // A missing time is no range at all; both cases are the same mistake to the user.
    if (!isTime(startTime) || !isTime(endTime) || timeRangeIssue(startTime, endTime)) {
      toast({
        variant: "destructive",
        title: "Invalid time range",
        description: "End time must be after start time",
      });
      return;
    }
    onSubmit(
      { ...values, startTime: formatWindowTime(startTime), endTime: formatWindowTime(endTime) },
      onDone,
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <FormField id="window-day" label="Day">
        <Select value={values.dayOfWeek} onValueChange={(day) => set("dayOfWeek", day as DayOfWeek)}>
          <SelectTrigger id="window-day">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DAYS_OF_WEEK.map((day) => (
              <SelectItem key={day} value={day}>
                {dayLabel(day)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="window-start" label="Start Time">
          <Input
            id="window-start"
            type="time"
            value={values.startTime}
            onChange={(e) => set("startTime", e.target.value)}
          />
        </FormField>
        <FormField id="window-end" label="End Time">
          <Input
            id="window-end"
            type="time"
            value={values.endTime}
            onChange={(e) => set("endTime", e.target.value)}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={isPending}>
          {isPending ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
