import { z } from "zod";
import { whenFieldsValid } from "../../../domain/schemas/common";
import { STORE_DEFAULTS, storeCreateSchema, storeIssues, type Store } from "../../../domain/schemas/stores";
import { endsNextDay, isTime, normalizeTime } from "../../../domain/time";
import { numberInput, numberInputText } from "../../lib/forms";

export const STORE_DURATION_FIELDS = [
  "defaultShiftMinLength",
  "defaultShiftMaxLength",
  "defaultMealBreakAfter",
  "defaultMealBreakLength",
  "defaultRestBreakLength",
] as const;

/** The Radix select cannot hold an empty value: this one stands for "no profile" (null). */
export const NO_PROFILE = "none";

const fields = storeCreateSchema.shape;
const duration = (field: (typeof STORE_DURATION_FIELDS)[number]) =>
  numberInput(fields[field].removeDefault(), "Enter whole minutes from 0 to 1440");

/**
 * The store dialog's fields as the inputs hold them (numbers as text), checked with the domain's field
 * schemas and, once every field is valid, its cross-field rules (`storeIssues`).
 */
export const storeFormSchema = z
  .object({
    name: fields.name,
    timezone: fields.timezone.removeDefault(),
    openTime: fields.openTime.removeDefault(),
    closeTime: fields.closeTime.removeDefault(),
    color: fields.color.removeDefault(),
    defaultShiftMinLength: duration("defaultShiftMinLength"),
    defaultShiftMaxLength: duration("defaultShiftMaxLength"),
    defaultMealBreakAfter: duration("defaultMealBreakAfter"),
    defaultMealBreakLength: duration("defaultMealBreakLength"),
    defaultRestBreakLength: duration("defaultRestBreakLength"),
    constraintProfileId: z
      .string()
      .transform((value) => (value === NO_PROFILE ? null : Number(value)))
      .pipe(fields.constraintProfileId.removeDefault()),
  })
  .superRefine((store, ctx) => {
    for (const issue of storeIssues(store)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
  }, whenFieldsValid);
export type StoreFormValues = z.input<typeof storeFormSchema>;

function timeInput(value: string): string {
  try {
    return normalizeTime(value);
  } catch {
    return value;
  }
}

/** Empty form with the defaults of docs/product.md, Entities, or the store being edited. */
export function storeFormValues(store?: Store): StoreFormValues {
  const source = store ?? { name: "", ...STORE_DEFAULTS };
  return {
    name: source.name,
    timezone: source.timezone,
    openTime: timeInput(source.openTime),
    closeTime: timeInput(source.closeTime),
    color: source.color,
    defaultShiftMinLength: numberInputText(source.defaultShiftMinLength),
    defaultShiftMaxLength: numberInputText(source.defaultShiftMaxLength),
    defaultMealBreakAfter: numberInputText(source.defaultMealBreakAfter),
    defaultMealBreakLength: numberInputText(source.defaultMealBreakLength),
    defaultRestBreakLength: numberInputText(source.defaultRestBreakLength),
    constraintProfileId:
      source.constraintProfileId === null ? NO_PROFILE : String(source.constraintProfileId),
  };
}

/**
 * The closing time's hint: a close at or before the open is the next day (a bar open 17:00-02:00,
 * docs/product.md, The real week), and the dialog says so rather than refusing it.
 */
export function closeTimeHint(openTime: string, closeTime: string): string | undefined {
  if (!isTime(openTime) || !isTime(closeTime) || !endsNextDay(openTime, closeTime)) return undefined;
  return `Closes at ${normalizeTime(closeTime)} the next day`;
}
