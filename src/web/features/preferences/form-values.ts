import { z } from "zod";
import {
  PREFERENCE_DEFAULTS,
  preferencesSchema,
  type Preferences,
} from "../../../domain/schemas/preferences";
import { numberInput, numberInputText } from "../../lib/forms";

const fields = preferencesSchema.shape;

/**
 * The editable fields as the inputs hold them (numbers as text), checked with the domain's own field
 * rules; min ≤ max is checked on submit, with the toast of docs/product.md, Validation.
 */
export const preferenceFormSchema = z.object({
  preferredShiftType: fields.preferredShiftType,
  prefersWeekends: fields.prefersWeekends,
  desiredHoursMin: numberInput(fields.desiredHoursMin, "Enter a whole number from 0 to 168"),
  desiredHoursMax: numberInput(fields.desiredHoursMax, "Enter a whole number from 0 to 168"),
  maxConsecutiveDays: numberInput(fields.maxConsecutiveDays, "Enter a whole number from 1 to 14"),
});
export type PreferenceFormValues = z.input<typeof preferenceFormSchema>;
export type PreferenceFormOutput = z.output<typeof preferenceFormSchema>;

/**
 * What the form shows: the saved preferences, or the defaults of docs/product.md, Constants and limits when
 * none are saved.
 */
export function toFormValues(saved: Preferences | null | undefined): PreferenceFormValues {
  const source = saved ?? PREFERENCE_DEFAULTS;
  return {
    preferredShiftType: source.preferredShiftType,
    prefersWeekends: source.prefersWeekends,
    desiredHoursMin: numberInputText(source.desiredHoursMin),
    desiredHoursMax: numberInputText(source.desiredHoursMax),
    maxConsecutiveDays: numberInputText(source.maxConsecutiveDays),
  };
}
