import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { Store } from "../../../domain/schemas/stores";
import { minutesToWholeHours } from "../../../domain/time";
import { describedBy, FormField } from "@/components/form-field";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateStoreMutation, useUpdateStoreMutation } from "./api";
import {
  parseStoreForm,
  storeFormValues,
  type StoreFormErrors,
  type StoreFormField,
  type StoreFormValues,
} from "./store-form";
import { timezoneOptions } from "./timezones";

const DURATIONS: { field: StoreFormField; label: string }[] = [
  { field: "defaultShiftMinLength", label: "Minimum shift length (minutes)" },
  { field: "defaultShiftMaxLength", label: "Maximum shift length (minutes)" },
  { field: "defaultMealBreakAfter", label: "Meal break after (minutes)" },
  { field: "defaultMealBreakLength", label: "Meal break length (minutes)" },
  { field: "defaultRestBreakLength", label: "Rest break length (minutes)" },
];

/** Add Store (no `store`) or Edit Store. The dialog owns its form; the page places the trigger. */
export function StoreDialog({ store, trigger }: { store?: Store; trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title={store ? "Edit Store" : "Add Store"}
      description={
        store ? `Change the details of ${store.name}.` : "A location with its hours and default shift rules."
      }
      className="sm:max-w-2xl"
    >
      {(close) => <StoreForm store={store} onDone={close} />}
    </FormDialog>
  );
}

function StoreForm({ store, onDone }: { store?: Store; onDone: () => void }) {
  const baseId = useId();
  const create = useCreateStoreMutation();
  const update = useUpdateStoreMutation(store?.id ?? 0);
  const save = store ? update : create;
  const [values, setValues] = useState<StoreFormValues>(() => storeFormValues(store));
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const id = (field: StoreFormField) => `${baseId}-${field}`;
  const set = (field: StoreFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const isNameEmpty = values.name.trim() === "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isNameEmpty || save.isPending) return;
    const result = parseStoreForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.payload, { onSuccess: onDone });
  };

  const text = (field: StoreFormField, label: string, props: { type?: string; hint?: ReactNode } = {}) => (
    <FormField id={id(field)} label={label} hint={props.hint} error={errors[field]}>
      <Input
        id={id(field)}
        type={props.type ?? "text"}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), props.hint, errors[field])}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Name")}
        <FormField id={id("timezone")} label="Timezone" error={errors.timezone}>
          <Select value={values.timezone} onValueChange={set("timezone")}>
            <SelectTrigger
              id={id("timezone")}
              aria-describedby={describedBy(id("timezone"), undefined, errors.timezone)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {timezoneOptions(values.timezone).map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {text("openTime", "Opening time", { type: "time" })}
        {text("closeTime", "Closing time", { type: "time" })}
        <FormField id={id("color")} label="Color" error={errors.color}>
          <div className="flex items-center gap-3">
            <Input
              id={id("color")}
              type="color"
              className="h-9 w-16 cursor-pointer p-1"
              value={values.color}
              onChange={(e) => set("color")(e.target.value)}
            />
            <span className="font-mono text-sm text-muted-foreground">{values.color}</span>
          </div>
        </FormField>
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Default shift and break rules</legend>
        {DURATIONS.map(({ field, label }) =>
          text(field, label, { type: "number", hint: durationHint(values[field]) }),
        )}
      </fieldset>
      <FormError error={save.error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isNameEmpty || save.isPending}>
          {save.isPending ? "Saving..." : store ? "Save Changes" : "Add Store"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function durationHint(minutes: string): string | undefined {
  const value = Number(minutes);
  if (minutes.trim() === "" || !Number.isFinite(value) || value < 60) return undefined;
  return `About ${minutesToWholeHours(value)} h`;
}
