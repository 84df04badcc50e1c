import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { ConstraintProfile } from "../../../domain/schemas/constraints";
import { minutesToWholeHours } from "../../../domain/time";
import { describedBy, FormField } from "@/components/form-field";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/form-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useCreateProfileMutation, useUpdateProfileMutation } from "./api";
import {
  parseProfileForm,
  profileFormValues,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from "./profile-form";

type NumberSpec = { field: ProfileFormField; label: string; step?: number; minutes?: boolean };

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
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const id = (field: ProfileFormField) => `${baseId}-${field}`;
  const set = (field: ProfileFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (values.name.trim() === "") {
      // SPEC §5: a destructive toast and nothing sent.
      setErrors({ name: "Name is required" });
      toast({ variant: "destructive", title: "Name required", description: "Please enter a profile name" });
      return;
    }
    const result = parseProfileForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.payload, { onSuccess: onDone });
  };

  const numberInput = ({ field, label, step, minutes }: NumberSpec) => {
    const hint = minutes ? minutesHint(values[field]) : undefined;
    return (
      <FormField key={field} id={id(field)} label={label} hint={hint} error={errors[field]}>
        <Input
          id={id(field)}
          type="number"
          inputMode="decimal"
          min={0}
          step={step ?? 1}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(id(field), hint, errors[field])}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("name")} label="Name" error={errors.name}>
          <Input
            id={id("name")}
            value={values.name}
            onChange={(e) => set("name")(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(id("name"), undefined, errors.name)}
          />
        </FormField>
        <FormField id={id("minorCurfewTime")} label="Minor curfew" error={errors.minorCurfewTime}>
          <Input
            id={id("minorCurfewTime")}
            type="time"
            value={values.minorCurfewTime}
            onChange={(e) => set("minorCurfewTime")(e.target.value)}
            aria-invalid={errors.minorCurfewTime ? true : undefined}
            aria-describedby={describedBy(id("minorCurfewTime"), undefined, errors.minorCurfewTime)}
          />
        </FormField>
        <FormField id={id("description")} label="Description" className="sm:col-span-2">
          <Textarea
            id={id("description")}
            rows={2}
            value={values.description}
            onChange={(e) => set("description")(e.target.value)}
          />
        </FormField>
      </div>
      {SECTIONS.map((section) => (
        <fieldset key={section.legend} className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{section.legend}</legend>
          {section.fields.map(numberInput)}
        </fieldset>
      ))}
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
  );
}

function minutesHint(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value < 60) return undefined;
  return `About ${minutesToWholeHours(value)} h`;
}
