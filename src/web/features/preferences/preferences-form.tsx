import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { User } from "../../../domain/schemas/auth";
import {
  preferenceIssues,
  SHIFT_TYPE_HOURS,
  SHIFT_TYPES,
  type Preferences,
  type ShiftType,
} from "../../../domain/schemas/preferences";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { useSavePreferencesMutation } from "./api";
import { fieldAria } from "@/components/form-field";
import {
  preferenceFormSchema,
  toFormValues,
  type PreferenceFormOutput,
  type PreferenceFormValues,
} from "./form-values";

const NUMBER_FIELDS = [
  { name: "desiredHoursMin", label: "Minimum Hours per Week", min: 0, max: 168 },
  { name: "desiredHoursMax", label: "Maximum Hours per Week", min: 0, max: 168 },
  { name: "maxConsecutiveDays", label: "Max Consecutive Days", min: 1, max: 14 },
] as const;

export function PreferencesForm({ user, saved }: { user: User; saved: Preferences | null }) {
  const save = useSavePreferencesMutation({ userId: user.id, tenantId: user.tenantId }, saved !== null);
  const form = useForm<PreferenceFormValues, unknown, PreferenceFormOutput>({
    resolver: zodResolver(preferenceFormSchema),
    defaultValues: toFormValues(saved),
  });
  const { errors } = form.formState;

  const onValid = (values: PreferenceFormOutput) => {
    // docs/product.md, Validation: a toast, and nothing sent.
    if (preferenceIssues(values).length > 0) {
      toast({
        variant: "destructive",
        title: "Invalid hours",
        description: "Minimum hours cannot exceed maximum hours",
      });
      return;
    }
    save.mutate(values, { onSuccess: (stored) => form.reset(toFormValues(stored)) });
  };

  const onCancel = () => {
    form.reset(toFormValues(saved));
    toast({ title: "Changes discarded" });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="pref-shift-type">Preferred Shift Type</Label>
        <Controller
          control={form.control}
          name="preferredShiftType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={(value) => field.onChange(value as ShiftType)}>
              <SelectTrigger
                id="pref-shift-type"
                aria-describedby="pref-shift-type-note"
                className="sm:max-w-xs"
                onBlur={field.onBlur}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SHIFT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {SHIFT_TYPE_HOURS[type].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p id="pref-shift-type-note" className="text-sm text-muted-foreground">
          The part of the day you would rather work.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map(({ name, label, min, max }) => {
          const id = `pref-${name}`;
          const message = errors[name]?.message;
          return (
            <div key={name} className="grid content-start gap-2">
              <Label htmlFor={id}>{label}</Label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                {...fieldAria(id, message)}
                {...form.register(name)}
              />
              <FieldError id={`${id}-error`} message={message} />
            </div>
          );
        })}
      </div>

      <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
        <div className="grid gap-1">
          <Label htmlFor="pref-weekends">Prefers Weekends</Label>
          <p id="pref-weekends-note" className="text-sm text-muted-foreground">
            Schedule me on Saturdays and Sundays when possible.
          </p>
        </div>
        <Controller
          control={form.control}
          name="prefersWeekends"
          render={({ field }) => (
            <Switch
              id="pref-weekends"
              aria-describedby="pref-weekends-note"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Preferences"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
