import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { AvailabilityWindow } from "../../../domain/schemas/availability";
import { DAYS_OF_WEEK, endsNextDay, isTime, normalizeTime } from "../../../domain/time";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { dayLabel } from "@/lib/day-label";
import { toast } from "@/lib/toast";
import { useAddWindowMutation, useUpdateWindowMutation } from "./api";
import { formatWindowTime } from "./group-windows";
import { windowFormSchema, type WindowFormOutput, type WindowFormValues } from "./window-form";

type Owner = { userId: number; tenantId: number; name: string };
type Submit = (values: WindowFormOutput, onSuccess: () => void) => void;

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
  initial: WindowFormValues;
  isPending: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: Submit;
  onDone: () => void;
}) {
  const form = useForm<WindowFormValues, unknown, WindowFormOutput>({
    resolver: zodResolver(windowFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [startTime, endTime] = useWatch({ control: form.control, name: ["startTime", "endTime"] });

  const onValid = (values: WindowFormOutput) => {
    if (isPending) return;
    onSubmit(values, onDone);
  };

  // docs/product.md, Validation: two different times, else this toast and nothing sent; the field says it too.
  const onInvalid = () =>
    toast({
      variant: "destructive",
      title: "Invalid time range",
      description: "Enter a start and a different end time",
    });
  const endHint = nextDayHint(startTime, endTime);

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
      <FormField id="window-day" label="Day" error={errors.dayOfWeek?.message}>
        <Controller
          control={form.control}
          name="dayOfWeek"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="window-day" ref={field.ref} onBlur={field.onBlur}>
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
          )}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="window-start" label="Start Time" error={errors.startTime?.message}>
          <Input
            id="window-start"
            type="time"
            {...fieldAria("window-start", errors.startTime?.message)}
            {...form.register("startTime")}
          />
        </FormField>
        <FormField id="window-end" label="End Time" hint={endHint} error={errors.endTime?.message}>
          <Input
            id="window-end"
            type="time"
            {...fieldAria("window-end", errors.endTime?.message, endHint)}
            {...form.register("endTime")}
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

/** "Ends at 02:00 the next day" once both times are read and the end is at or before the start. */
function nextDayHint(startTime: string, endTime: string): string | undefined {
  if (!isTime(startTime) || !isTime(endTime) || !endsNextDay(startTime, endTime)) return undefined;
  return `Ends at ${normalizeTime(endTime)} the next day`;
}
