import { z } from "zod";
import {
  CONSTRAINT_DEFAULTS,
  constraintProfileSchema,
  type ConstraintProfile,
} from "../../../domain/schemas/constraints";
import { minutesToWholeHours, normalizeTime } from "../../../domain/time";
import { numberInput, numberInputText } from "../../lib/forms";

/** Minutes → the text of an hours input: 480 → "8", 450 → "7.5", 500 → "8.33". */
export function minutesToHoursInput(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

const fields = constraintProfileSchema.shape;
const WHOLE_MINUTES = "Enter whole minutes from 0 to 1440";
const HOURS_IN_DAY = "Enter whole hours from 0 to 24";
const HOURS_IN_WEEK = "Enter whole hours from 0 to 168";

/**
 * The profile dialog's fields as its inputs hold them, checked with the domain's field schemas. Minimum rest
 * is entered in hours and stored in minutes (docs/product.md, Validation); the output is the create payload.
 * The name's own message stays "Name is required" (the dialog adds the toast of docs/product.md, Validation).
 */
export const profileFormSchema = z
  .object({
    name: fields.name,
    description: fields.description.unwrap(),
    minorCurfewTime: fields.minorCurfewTime,
    minorMaxDailyHours: numberInput(fields.minorMaxDailyHours, HOURS_IN_DAY),
    minorMaxWeeklyHours: numberInput(fields.minorMaxWeeklyHours, HOURS_IN_WEEK),
    minRestHours: numberInput(
      z
        .number()
        .min(0)
        .max(24)
        .transform((hours) => Math.round(hours * 60))
        .pipe(fields.minRestBetweenShifts),
      "Enter hours from 0 to 24",
    ),
    maxClopenGap: numberInput(fields.maxClopenGap, WHOLE_MINUTES),
    mealBreakAfter: numberInput(fields.mealBreakAfter, WHOLE_MINUTES),
    mealBreakLength: numberInput(fields.mealBreakLength, WHOLE_MINUTES),
    restBreakFrequency: numberInput(fields.restBreakFrequency, WHOLE_MINUTES),
    restBreakLength: numberInput(fields.restBreakLength, WHOLE_MINUTES),
    overtimeThreshold: numberInput(fields.overtimeThreshold, HOURS_IN_WEEK),
    weeklyHourCap: numberInput(fields.weeklyHourCap, HOURS_IN_WEEK),
    requiredTrainerRatio: numberInput(fields.requiredTrainerRatio, "Enter a whole number from 1 to 50"),
    advanceNoticeDays: numberInput(fields.advanceNoticeDays, "Enter whole days from 0 to 60"),
    fairWorkweekPack: fields.fairWorkweekPack,
    customAddPremiumHours: numberInput(
      fields.customAddPremiumHours,
      "Enter hours from 0 to 24, or leave empty",
    ),
    customCutPremiumShare: numberInput(
      fields.customCutPremiumShare,
      "Enter a share from 0 to 5, or leave empty",
    ),
    customClopenRestHours: numberInput(
      fields.customClopenRestHours,
      "Enter hours from 0 to 24, or leave empty",
    ),
    customClopenPremiumMoney: numberInput(fields.customClopenPremiumMoney, "Enter an amount, or leave empty"),
    customClopenNeedsConsent: fields.customClopenNeedsConsent,
    customAddNeedsConsent: fields.customAddNeedsConsent,
  })
  .transform(({ minRestHours, ...profile }) => ({ ...profile, minRestBetweenShifts: minRestHours }));
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

/** "21:00:00" → "21:00"; anything unparsable as it is. */
export function displayTime(value: string): string {
  try {
    return normalizeTime(value);
  } catch {
    return value;
  }
}

/** A new profile starts from the defaults of docs/product.md, Entities; an edit from the profile. */
export function profileFormValues(profile?: ConstraintProfile): ProfileFormValues {
  const source = profile ?? { name: "", ...CONSTRAINT_DEFAULTS };
  return {
    name: source.name,
    description: source.description ?? "",
    minorCurfewTime: displayTime(source.minorCurfewTime),
    minorMaxDailyHours: numberInputText(source.minorMaxDailyHours),
    minorMaxWeeklyHours: numberInputText(source.minorMaxWeeklyHours),
    minRestHours: minutesToHoursInput(source.minRestBetweenShifts),
    maxClopenGap: numberInputText(source.maxClopenGap),
    mealBreakAfter: numberInputText(source.mealBreakAfter),
    mealBreakLength: numberInputText(source.mealBreakLength),
    restBreakFrequency: numberInputText(source.restBreakFrequency),
    restBreakLength: numberInputText(source.restBreakLength),
    overtimeThreshold: numberInputText(source.overtimeThreshold),
    weeklyHourCap: numberInputText(source.weeklyHourCap),
    requiredTrainerRatio: numberInputText(source.requiredTrainerRatio),
    advanceNoticeDays: numberInputText(source.advanceNoticeDays),
    fairWorkweekPack: source.fairWorkweekPack,
    customAddPremiumHours: numberInputText(source.customAddPremiumHours),
    customCutPremiumShare: numberInputText(source.customCutPremiumShare),
    customClopenRestHours: numberInputText(source.customClopenRestHours),
    customClopenPremiumMoney: numberInputText(source.customClopenPremiumMoney),
    customClopenNeedsConsent: source.customClopenNeedsConsent,
    customAddNeedsConsent: source.customAddNeedsConsent,
  };
}

export type ProfileSummary = {
  name: string;
  minorCurfewTime: string;
  minorMaxDailyHours: number;
  minorMaxWeeklyHours: number;
  minRestHours: number;
  clopenGapHours: number;
  overtimeThreshold: number;
  weeklyHourCap: number;
  trainerRatio: string;
};

/** "1:3": one trainer per N trainees. */
export function formatTrainerRatio(ratio: number): string {
  return `1:${ratio}`;
}

/**
 * The summary cards read the first profile of the list (docs/product.md, Screens); durations in whole hours,
 * rounded down.
 */
export function summarizeFirstProfile(profiles: readonly ConstraintProfile[]): ProfileSummary | null {
  const first = profiles[0];
  if (!first) return null;
  return {
    name: first.name,
    minorCurfewTime: displayTime(first.minorCurfewTime),
    minorMaxDailyHours: first.minorMaxDailyHours,
    minorMaxWeeklyHours: first.minorMaxWeeklyHours,
    minRestHours: minutesToWholeHours(first.minRestBetweenShifts),
    clopenGapHours: minutesToWholeHours(first.maxClopenGap),
    overtimeThreshold: first.overtimeThreshold,
    weeklyHourCap: first.weeklyHourCap,
    trainerRatio: formatTrainerRatio(first.requiredTrainerRatio),
  };
}
