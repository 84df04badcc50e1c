import type { z } from "zod";
import {
  PREFERENCE_DEFAULTS,
  preferencesSchema,
  type Preferences,
} from "../../../domain/schemas/preferences";

/** The editable fields, checked with the domain's own field rules (min ≤ max is checked on submit). */
export const preferenceFormSchema = preferencesSchema.omit({ userId: true, tenantId: true });
export type PreferenceFormValues = z.infer<typeof preferenceFormSchema>;

/** What the form shows: the saved preferences, or the defaults of SPEC §9 when none are saved. */
export function toFormValues(saved: Preferences | null | undefined): PreferenceFormValues {
  const source = saved ?? PREFERENCE_DEFAULTS;
  return {
    preferredShiftType: source.preferredShiftType,
    prefersWeekends: source.prefersWeekends,
    desiredHoursMin: source.desiredHoursMin,
    desiredHoursMax: source.desiredHoursMax,
    maxConsecutiveDays: source.maxConsecutiveDays,
  };
}

/** A number input's text as a whole number; empty or unreadable reads as NaN so the schema flags it. */
export function readWholeNumber(value: unknown): number {
  if (typeof value === "number") return Math.trunc(value);
  const parsed = Number.parseInt(String(value), 10);
  return parsed;
}
