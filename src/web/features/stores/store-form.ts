import {
  STORE_DEFAULTS,
  storeCreateSchema,
  storeIssues,
  type Store,
  type StoreCreate,
} from "../../../domain/schemas/stores";
import { normalizeTime } from "../../../domain/time";

/** The dialog's fields as the inputs hold them (numbers as text). */
export type StoreFormValues = {
  name: string;
  timezone: string;
  openTime: string;
  closeTime: string;
  color: string;
  defaultShiftMinLength: string;
  defaultShiftMaxLength: string;
  defaultMealBreakAfter: string;
  defaultMealBreakLength: string;
  defaultRestBreakLength: string;
};
export type StoreFormField = keyof StoreFormValues;
export type StoreFormErrors = Partial<Record<StoreFormField, string>>;

export const STORE_DURATION_FIELDS = [
  "defaultShiftMinLength",
  "defaultShiftMaxLength",
  "defaultMealBreakAfter",
  "defaultMealBreakLength",
  "defaultRestBreakLength",
] as const satisfies readonly StoreFormField[];

function timeInput(value: string): string {
  try {
    return normalizeTime(value);
  } catch {
    return value;
  }
}

/** Empty form with SPEC §3 defaults, or the store being edited. */
export function storeFormValues(store?: Store): StoreFormValues {
  const source = store ?? { name: "", ...STORE_DEFAULTS };
  return {
    name: source.name,
    timezone: source.timezone,
    openTime: timeInput(source.openTime),
    closeTime: timeInput(source.closeTime),
    color: source.color,
    defaultShiftMinLength: String(source.defaultShiftMinLength),
    defaultShiftMaxLength: String(source.defaultShiftMaxLength),
    defaultMealBreakAfter: String(source.defaultMealBreakAfter),
    defaultMealBreakLength: String(source.defaultMealBreakLength),
    defaultRestBreakLength: String(source.defaultRestBreakLength),
  };
}

function toNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** Validates with the domain schema and rules; the payload when valid, else errors per field. */
export function parseStoreForm(
  values: StoreFormValues,
): { ok: true; payload: StoreCreate } | { ok: false; errors: StoreFormErrors } {
  const candidate = {
    ...values,
    name: values.name.trim(),
    ...Object.fromEntries(STORE_DURATION_FIELDS.map((f) => [f, toNumber(values[f])])),
  };
  const parsed = storeCreateSchema.safeParse(candidate);
  const errors: StoreFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StoreFormField;
      const isDuration = (STORE_DURATION_FIELDS as readonly string[]).includes(field);
      errors[field] ??= isDuration ? "Enter whole minutes from 0 to 1440" : issue.message;
    }
    return { ok: false, errors };
  }
  for (const issue of storeIssues(parsed.data)) errors[issue.path as StoreFormField] ??= issue.message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payload: parsed.data };
}
