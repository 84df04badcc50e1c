import { z } from "zod";
import { FAIR_WORKWEEK_PACKS } from "../fair-workweek/packs";
import { nameSchema, timeSchema } from "./common";

/** The defaults of docs/product.md, Entities. Durations in minutes unless the name says hours. */
export const CONSTRAINT_DEFAULTS = {
  description: "",
  minorCurfewTime: "22:00",
  minorMaxDailyHours: 8,
  minorMaxWeeklyHours: 18,
  minRestBetweenShifts: 480,
  maxClopenGap: 480,
  mealBreakAfter: 300,
  mealBreakLength: 30,
  restBreakFrequency: 240,
  restBreakLength: 15,
  overtimeThreshold: 40,
  weeklyHourCap: 60,
  requiredTrainerRatio: 3,
  advanceNoticeDays: 14,
  fairWorkweekPack: "NONE",
  customAddPremiumHours: null,
  customCutPremiumShare: null,
  customClopenRestHours: null,
  customClopenPremiumMoney: null,
  customClopenNeedsConsent: false,
  customAddNeedsConsent: false,
} as const;

const minutes = z.number().int().min(0).max(1440);
const hoursInDay = z.number().int().min(0).max(24);
const hoursInWeek = z.number().int().min(0).max(168);

const constraintFields = {
  name: nameSchema,
  description: z.string().trim().max(500).nullable(),
  minorCurfewTime: timeSchema,
  minorMaxDailyHours: hoursInDay,
  minorMaxWeeklyHours: hoursInWeek,
  minRestBetweenShifts: minutes,
  maxClopenGap: minutes,
  mealBreakAfter: minutes,
  mealBreakLength: minutes,
  restBreakFrequency: minutes,
  restBreakLength: minutes,
  overtimeThreshold: hoursInWeek,
  weeklyHourCap: hoursInWeek,
  requiredTrainerRatio: z.number().int().min(1).max(50),
  /**
   * Schedule changes inside this many days before a shift are late changes (docs/api.md, Schedules); 0 = off.
   */
  advanceNoticeDays: z.number().int().min(0).max(60),
  /**
   * The Fair Workweek rule pack (src/domain/fair-workweek/packs.ts). A jurisdiction's pack sets
   * advanceNoticeDays to its posting notice; the custom… numbers are read by CUSTOM only.
   */
  fairWorkweekPack: z.enum(FAIR_WORKWEEK_PACKS),
  customAddPremiumHours: z.number().min(0).max(24).nullable(),
  customCutPremiumShare: z.number().min(0).max(5).nullable(),
  customClopenRestHours: z.number().min(0).max(24).nullable(),
  customClopenPremiumMoney: z.number().min(0).max(100_000).nullable(),
  customClopenNeedsConsent: z.boolean(),
  customAddNeedsConsent: z.boolean(),
};

export const constraintProfileSchema = z.object({ id: z.number().int(), ...constraintFields });
export type ConstraintProfile = z.infer<typeof constraintProfileSchema>;

export const constraintProfileCreateSchema = z.object({
  name: constraintFields.name,
  description: constraintFields.description.default(CONSTRAINT_DEFAULTS.description),
  minorCurfewTime: constraintFields.minorCurfewTime.default(CONSTRAINT_DEFAULTS.minorCurfewTime),
  minorMaxDailyHours: hoursInDay.default(CONSTRAINT_DEFAULTS.minorMaxDailyHours),
  minorMaxWeeklyHours: hoursInWeek.default(CONSTRAINT_DEFAULTS.minorMaxWeeklyHours),
  minRestBetweenShifts: minutes.default(CONSTRAINT_DEFAULTS.minRestBetweenShifts),
  maxClopenGap: minutes.default(CONSTRAINT_DEFAULTS.maxClopenGap),
  mealBreakAfter: minutes.default(CONSTRAINT_DEFAULTS.mealBreakAfter),
  mealBreakLength: minutes.default(CONSTRAINT_DEFAULTS.mealBreakLength),
  restBreakFrequency: minutes.default(CONSTRAINT_DEFAULTS.restBreakFrequency),
  restBreakLength: minutes.default(CONSTRAINT_DEFAULTS.restBreakLength),
  overtimeThreshold: hoursInWeek.default(CONSTRAINT_DEFAULTS.overtimeThreshold),
  weeklyHourCap: hoursInWeek.default(CONSTRAINT_DEFAULTS.weeklyHourCap),
  requiredTrainerRatio: constraintFields.requiredTrainerRatio.default(
    CONSTRAINT_DEFAULTS.requiredTrainerRatio,
  ),
  advanceNoticeDays: constraintFields.advanceNoticeDays.default(CONSTRAINT_DEFAULTS.advanceNoticeDays),
  fairWorkweekPack: constraintFields.fairWorkweekPack.default(CONSTRAINT_DEFAULTS.fairWorkweekPack),
  customAddPremiumHours: constraintFields.customAddPremiumHours.default(null),
  customCutPremiumShare: constraintFields.customCutPremiumShare.default(null),
  customClopenRestHours: constraintFields.customClopenRestHours.default(null),
  customClopenPremiumMoney: constraintFields.customClopenPremiumMoney.default(null),
  customClopenNeedsConsent: constraintFields.customClopenNeedsConsent.default(false),
  customAddNeedsConsent: constraintFields.customAddNeedsConsent.default(false),
});
export type ConstraintProfileCreate = z.infer<typeof constraintProfileCreateSchema>;

export const constraintProfileUpdateSchema = z.object(constraintFields).partial();
export type ConstraintProfileUpdate = z.infer<typeof constraintProfileUpdateSchema>;
