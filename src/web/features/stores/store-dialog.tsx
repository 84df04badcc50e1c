import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { Store, StoreCreate } from "../../../domain/schemas/stores";
import { minutesToWholeHours } from "../../../domain/time";
import { fieldAria, FormField } from "@/components/form-field";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { readNumberInput } from "@/lib/forms";
import { constraintProfilesQueryOptions } from "@/lib/queries/constraint-profiles";
import { useCreateStoreMutation, useUpdateStoreMutation } from "./api";
import {
  closeTimeHint,
  NO_PROFILE,
  STORE_DURATION_FIELDS,
  storeFormSchema,
  storeFormValues,
  type StoreFormValues,
} from "./store-form";
import { timezoneOptions } from "./timezones";

const DURATION_LABELS: Record<(typeof STORE_DURATION_FIELDS)[number], string> = {
  defaultShiftMinLength: "Minimum shift length (minutes)",
  defaultShiftMaxLength: "Maximum shift length (minutes)",
  defaultMealBreakAfter: "Meal break after (minutes)",
  defaultMealBreakLength: "Meal break length (minutes)",
  defaultRestBreakLength: "Rest break length (minutes)",
};

const PROFILE_HINT = "The compliance rules scheduling follows at this store.";

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
  const profiles = useQuery(constraintProfilesQueryOptions());
  const form = useForm<StoreFormValues, unknown, StoreCreate>({
    resolver: zodResolver(storeFormSchema),
    defaultValues: storeFormValues(store),
  });
  const { errors } = form.formState;
  const [name, color, profileId, openTime, closeTime] = useWatch({
    control: form.control,
    name: ["name", "color", "constraintProfileId", "openTime", "closeTime"],
  });
  const durations = useWatch({ control: form.control, name: [...STORE_DURATION_FIELDS] });
  const id = (field: keyof StoreFormValues) => `${baseId}-${field}`;
  // docs/product.md, Validation: the submit button stays disabled while the name is empty.
  const isNameEmpty = name.trim() === "";

  const onValid = (payload: StoreCreate) => {
    if (save.isPending) return;
    save.mutate(payload, { onSuccess: onDone });
  };

  const text = (
    field: keyof StoreFormValues,
    label: string,
    props: { type?: string; hint?: string } = {},
  ) => {
    const error = errors[field]?.message;
    return (
      <FormField key={field} id={id(field)} label={label} hint={props.hint} error={error}>
        <Input
          id={id(field)}
          type={props.type ?? "text"}
          {...(props.type === "number" ? { inputMode: "numeric", min: 0, max: 1440, step: 1 } : {})}
          {...fieldAria(id(field), error, props.hint)}
          {...form.register(field)}
        />
      </FormField>
    );
  };

  // A store may keep a profile the list no longer shows (still loading, or failed): keep it choosable.
  const profileOptions = profiles.data ?? [];
  const isProfileListed = profileId === NO_PROFILE || profileOptions.some((p) => String(p.id) === profileId);

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Name")}
        <FormField id={id("timezone")} label="Timezone" error={errors.timezone?.message}>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id={id("timezone")}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldAria(id("timezone"), errors.timezone?.message)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {timezoneOptions(field.value).map((zone) => (
                    <SelectItem key={zone} value={zone}>
                      {zone.replaceAll("_", " ")}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        {text("openTime", "Opening time", { type: "time" })}
        {text("closeTime", "Closing time", { type: "time", hint: closeTimeHint(openTime, closeTime) })}
        <FormField id={id("color")} label="Color" error={errors.color?.message}>
          <div className="flex items-center gap-3">
            <Input
              id={id("color")}
              type="color"
              className="h-9 w-16 cursor-pointer p-1"
              {...fieldAria(id("color"), errors.color?.message)}
              {...form.register("color")}
            />
            <span className="font-mono text-sm text-muted-foreground">{color}</span>
          </div>
        </FormField>
        <FormField
          id={id("constraintProfileId")}
          label="Constraint profile"
          hint={PROFILE_HINT}
          error={errors.constraintProfileId?.message}
        >
          <Controller
            control={form.control}
            name="constraintProfileId"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id={id("constraintProfileId")}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldAria(id("constraintProfileId"), errors.constraintProfileId?.message, PROFILE_HINT)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_PROFILE}>Default rules (no profile)</SelectItem>
                  {profileOptions.map((profile) => (
                    <SelectItem key={profile.id} value={String(profile.id)}>
                      {profile.name}
                    </SelectItem>
                  ))}
                  {!isProfileListed && (
                    <SelectItem value={field.value}>
                      {profiles.isPending ? "Loading profiles..." : "Current profile"}
                    </SelectItem>
                  )}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Default shift and break rules</legend>
        {STORE_DURATION_FIELDS.map((field, i) =>
          text(field, DURATION_LABELS[field], { type: "number", hint: durationHint(durations[i] ?? "") }),
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

function durationHint(text: string): string | undefined {
  const minutes = readNumberInput(text);
  if (minutes === null || !Number.isFinite(minutes) || minutes < 60) return undefined;
  return `About ${minutesToWholeHours(minutes)} h`;
}
