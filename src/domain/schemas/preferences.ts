import { z } from "zod";
import { idSchema, type Issue, whenFieldsValid } from "./common";

export const SHIFT_TYPES = ["OPENING", "MID", "CLOSING"] as const;
export const shiftTypeSchema = z.enum(SHIFT_TYPES);
export type ShiftType = z.infer<typeof shiftTypeSchema>;

/** The hours each preferred shift type stands for (docs/product.md, Entities). */
export const SHIFT_TYPE_HOURS: Record<ShiftType, { start: string; end: string; label: string }> = {
  OPENING: { start: "06:00", end: "14:00", label: "Opening (6AM-2PM)" },
  MID: { start: "10:00", end: "18:00", label: "Mid (10AM-6PM)" },
  CLOSING: { start: "14:00", end: "22:00", label: "Closing (2PM-10PM)" },
};

export const PREFERENCE_DEFAULTS = {
  preferredShiftType: "MID",
  prefersWeekends: false,
  desiredHoursMin: 20,
  desiredHoursMax: 40,
  maxConsecutiveDays: 5,
} as const;

const preferenceFields = {
  preferredShiftType: shiftTypeSchema,
  prefersWeekends: z.boolean(),
  desiredHoursMin: z.number().int().min(0).max(168),
  desiredHoursMax: z.number().int().min(0).max(168),
  maxConsecutiveDays: z.number().int().min(1).max(14),
};

export const preferencesSchema = z.object({
  userId: z.number().int(),
  tenantId: z.number().int(),
  ...preferenceFields,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export function preferenceIssues(p: { desiredHoursMin: number; desiredHoursMax: number }): Issue[] {
  return p.desiredHoursMin > p.desiredHoursMax
    ? [{ path: "desiredHoursMin", message: "Minimum hours cannot exceed maximum hours" }]
    : [];
}

export const preferencesCreateSchema = z
  .object({
    userId: idSchema,
    tenantId: z.number().int().optional(),
    preferredShiftType: preferenceFields.preferredShiftType.default(PREFERENCE_DEFAULTS.preferredShiftType),
    prefersWeekends: preferenceFields.prefersWeekends.default(PREFERENCE_DEFAULTS.prefersWeekends),
    desiredHoursMin: preferenceFields.desiredHoursMin.default(PREFERENCE_DEFAULTS.desiredHoursMin),
    desiredHoursMax: preferenceFields.desiredHoursMax.default(PREFERENCE_DEFAULTS.desiredHoursMax),
    maxConsecutiveDays: preferenceFields.maxConsecutiveDays.default(PREFERENCE_DEFAULTS.maxConsecutiveDays),
  })
  .superRefine((value, ctx) => {
    for (const issue of preferenceIssues(value)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
  }, whenFieldsValid);
export type PreferencesCreate = z.infer<typeof preferencesCreateSchema>;

/** PATCH: any subset (userId and tenantId tolerated, ignored); the merged record is checked. */
export const preferencesUpdateSchema = z
  .object({ ...preferenceFields, userId: idSchema, tenantId: z.number().int() })
  .partial();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
