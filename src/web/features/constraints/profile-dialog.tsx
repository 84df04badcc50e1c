import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { ConstraintProfile, ConstraintProfileCreate } from "../../../domain/schemas/constraints";
import { minutesToWholeHours } from "../../../domain/time";
import { fieldAria, FormField } from "@/components/form-field";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { readNumberInput } from "@/lib/forms";
import { toast } from "@/lib/toast";
import { useCreateProfileMutation, useUpdateProfileMutation } from "./api";
import { FairWorkweekFields } from "./fair-workweek-fields";
import {
  profileFormSchema,
  profileFormValues,
  type ProfileFormField,
  type ProfileFormValues,
} from "./profile-form";

type NumberField = Exclude<
  ProfileFormField,
  | "name"
  | "description"
  | "minorCurfewTime"
  | "fairWorkweekPack"
  | "customClopenNeedsConsent"
  | "customAddNeedsConsent"
>;
type NumberSpec = { field: NumberField; label: string; step?: number; minutes?: boolean; hint?: string };

const SECTIONS: { legend: string; fields: NumberSpec[] }[] = [
  {
    legend: "Minors (under 18)",
    fields: [
      { field: "minorMaxDailyHours", label: "Max hours per day" },
      { field: "minorMaxWeeklyHours", label: "Max hours per week" },
    ],
  },
  {
    legend: "Rest between shifts",
    fields: [
      { field: "minRestHours", label: "Minimum rest (hours)", step: 0.25 },
      { field: "maxClopenGap", label: "Gap after a closing shift (minutes)", minutes: true },
    ],
  },
  {
    legend: "Breaks",
    fields: [
      { field: "mealBreakAfter", label: "Meal break after (minutes)", minutes: true },
      { field: "mealBreakLength", label: "Meal break length (minutes)" },
      { field: "restBreakFrequency", label: "Rest break every (minutes)", minutes: true },
      { field: "restBreakLength", label: "Rest break length (minutes)" },
    ],
  },
  {
    legend: "Hours and training",
    fields: [
      { field: "overtimeThreshold", label: "Overtime after (hours per week)" },
      { field: "weeklyHourCap", label: "Weekly hour cap (hours)" },
      { field: "requiredTrainerRatio", label: "Trainees per trainer (1:N)" },
    ],
  },
  {
    legend: "Publishing",
    fields: [
      {
        field: "advanceNoticeDays",
        label: "Advance notice (days)",
        hint: "Changes this close to a shift are late changes; 0 turns this off. A law's rule pack sets it.",
      },
    ],
  },
];

const CUSTOM_FIELDS: NumberSpec[] = [
  { field: "customAddPremiumHours", label: "Add or move: hours of pay", step: 0.25 },
  { field: "customCutPremiumShare", label: "Cut or cancel: share of lost pay (0.5 = half)", step: 0.05 },
  { field: "customClopenRestHours", label: "Clopening: rest under (hours)", step: 0.5 },
  { field: "customClopenPremiumMoney", label: "Clopening premium (money)", step: 1 },
];

/** Create Profile (no `profile`) or Edit Profile. */
export function ProfileDialog({ profile, trigger }: { profile?: ConstraintProfile; trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title={profile ? "Edit Profile" : "Create Profile"}
      description="Compliance rules the schedule must follow: minors, rest, breaks, overtime and training."
      className="sm:max-w-2xl"
    >
      {(close) => <ProfileForm profile={profile} onDone={close} />}
    </FormDialog>
  );
}

function ProfileForm({ profile, onDone }: { profile?: ConstraintProfile; onDone: () => void }) {
  const baseId = useId();
  const create = useCreateProfileMutation();
  const update = useUpdateProfileMutation(profile?.id ?? 0);
  const save = profile ? update : create;
  const form = useForm<ProfileFormValues, unknown, ConstraintProfileCreate>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const id = (field: ProfileFormField) => `${baseId}-${field}`;

  const onValid = (payload: ConstraintProfileCreate) => {
    if (save.isPending) return;
    save.mutate(payload, { onSuccess: onDone });
  };

  const onInvalid = (invalid: FieldErrors<ProfileFormValues>) => {
    // docs/product.md, Validation: a destructive toast and nothing sent.
    if (invalid.name) {
      toast({ variant: "destructive", title: "Name required", description: "Please enter a profile name" });
    }
  };

  const numberInput = ({ field, label, step, minutes, hint: fixedHint }: NumberSpec) => {
    const hint = fixedHint ?? (minutes ? minutesHint(values[field] ?? "") : undefined);
    const error = errors[field]?.message;
    return (
      <FormField key={field} id={id(field)} label={label} hint={hint} error={error}>
        <Input
          id={id(field)}
          type="number"
          inputMode="decimal"
          min={0}
          step={step ?? 1}
          {...fieldAria(id(field), error, hint)}
          {...form.register(field)}
        />
      </FormField>
    );
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id("name")} label="Name" error={errors.name?.message}>
            <Input
              id={id("name")}
              {...fieldAria(id("name"), errors.name?.message)}
              {...form.register("name")}
            />
          </FormField>
          <FormField id={id("minorCurfewTime")} label="Minor curfew" error={errors.minorCurfewTime?.message}>
            <Input
              id={id("minorCurfewTime")}
              type="time"
              {...fieldAria(id("minorCurfewTime"), errors.minorCurfewTime?.message)}
              {...form.register("minorCurfewTime")}
            />
          </FormField>
          <FormField
            id={id("description")}
            label="Description"
            className="sm:col-span-2"
            error={errors.description?.message}
          >
            <Textarea
              id={id("description")}
              rows={2}
              {...fieldAria(id("description"), errors.description?.message)}
              {...form.register("description")}
            />
          </FormField>
        </div>
        {SECTIONS.map((section) => (
          <fieldset key={section.legend} className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{section.legend}</legend>
            {section.fields.map(numberInput)}
          </fieldset>
        ))}
        <FairWorkweekFields idPrefix={baseId} customFields={CUSTOM_FIELDS.map(numberInput)} />
        <FormError error={save.error} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : profile ? "Save Changes" : "Create Profile"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

function minutesHint(text: string): string | undefined {
  const minutes = readNumberInput(text);
  if (minutes === null || !Number.isFinite(minutes) || minutes < 60) return undefined;
  return `About ${minutesToWholeHours(minutes)} h`;
}
