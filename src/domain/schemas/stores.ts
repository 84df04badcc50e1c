import { z } from "zod";
import { MAX_SHIFT_MINUTES } from "../time";
import { hexColorSchema, minutesSchema, nameSchema, timeSchema, timezoneSchema, type Issue } from "./common";

export const STORE_DEFAULTS = {
  timezone: "America/New_York",
  openTime: "09:00",
  closeTime: "21:00",
  color: "#3b82f6",
  defaultShiftMinLength: 240,
  defaultShiftMaxLength: 480,
  defaultMealBreakAfter: 300,
  defaultMealBreakLength: 30,
  defaultRestBreakLength: 15,
  constraintProfileId: null,
} as const;

const storeFields = {
  name: nameSchema,
  timezone: timezoneSchema,
  openTime: timeSchema,
  closeTime: timeSchema,
  color: hexColorSchema,
  defaultShiftMinLength: minutesSchema,
  defaultShiftMaxLength: minutesSchema,
  defaultMealBreakAfter: minutesSchema,
  defaultMealBreakLength: minutesSchema,
  defaultRestBreakLength: minutesSchema,
  /**
   * The compliance profile the engine uses at this store; null = the defaults of docs/product.md, Entities.
   */
  constraintProfileId: z.number().int().positive().nullable(),
};

export const storeSchema = z.object({ id: z.number().int(), ...storeFields });
export type Store = z.infer<typeof storeSchema>;

export const storeCreateSchema = z.object({
  ...storeFields,
  timezone: storeFields.timezone.default(STORE_DEFAULTS.timezone),
  openTime: storeFields.openTime.default(STORE_DEFAULTS.openTime),
  closeTime: storeFields.closeTime.default(STORE_DEFAULTS.closeTime),
  color: storeFields.color.default(STORE_DEFAULTS.color),
  defaultShiftMinLength: minutesSchema.default(STORE_DEFAULTS.defaultShiftMinLength),
  defaultShiftMaxLength: minutesSchema.default(STORE_DEFAULTS.defaultShiftMaxLength),
  defaultMealBreakAfter: minutesSchema.default(STORE_DEFAULTS.defaultMealBreakAfter),
  defaultMealBreakLength: minutesSchema.default(STORE_DEFAULTS.defaultMealBreakLength),
  defaultRestBreakLength: minutesSchema.default(STORE_DEFAULTS.defaultRestBreakLength),
  constraintProfileId: storeFields.constraintProfileId.default(STORE_DEFAULTS.constraintProfileId),
});
export type StoreCreate = z.infer<typeof storeCreateSchema>;

/** PATCH: any subset; cross-field rules are checked on the merged store with `storeIssues`. */
export const storeUpdateSchema = z.object(storeFields).partial();
export type StoreUpdate = z.infer<typeof storeUpdateSchema>;

type StoreRules = Omit<StoreCreate, "name" | "timezone" | "color" | "constraintProfileId">;

export function storeIssues(store: StoreRules): Issue[] {
  const issues: Issue[] = [];
  // A close at or before the open is the next day (a bar open 17:00-02:00), so any pair of times is a
  // business day of at most 24 hours (docs/product.md, The real week).
  if (store.defaultShiftMinLength > store.defaultShiftMaxLength) {
    issues.push({
      path: "defaultShiftMaxLength",
      message: "Maximum shift length cannot be below the minimum",
    });
  }
  if (store.defaultShiftMaxLength > MAX_SHIFT_MINUTES) {
    issues.push({ path: "defaultShiftMaxLength", message: "A shift is at most 16 hours" });
  }
  return issues;
}
