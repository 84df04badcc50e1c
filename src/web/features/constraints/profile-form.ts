import {
  CONSTRAINT_DEFAULTS,
  constraintProfileCreateSchema,
  type ConstraintProfile,
  type ConstraintProfileCreate,
} from "../../../domain/schemas/constraints";
import { minutesToWholeHours, normalizeTime } from "../../../domain/time";

/** Minutes → the text of an hours input: 480 → "8", 450 → "7.5", 500 → "8.33". */
export function minutesToHoursInput(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

/** The text of an hours input → whole minutes (SPEC §5: rest is entered in hours, stored in minutes). */
export function hoursInputToMinutes(text: string): number {
  if (text.trim() === "") return Number.NaN;
  return Math.round(Number(text) * 60);
}

/** Numeric fields as their inputs hold them; minimum rest is in hours, every other field in its stored unit. */
export type ProfileFormValues = {
  name: string;
  description: string;
  minorCurfewTime: string;
  minorMaxDailyHours: string;
  minorMaxWeeklyHours: string;
  minRestHours: string;
  maxClopenGap: string;
  mealBreakAfter: string;
  mealBreakLength: string;
  restBreakFrequency: string;
  restBreakLength: string;
  overtimeThreshold: string;
  weeklyHourCap: string;
  requiredTrainerRatio: string;
};
export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** Fields that hold a number in the unit they are stored in. */
const PLAIN_NUMBERS = [
  "minorMaxDailyHours",
  "minorMaxWeeklyHours",
  "maxClopenGap",
  "mealBreakAfter",
  "mealBreakLength",
  "restBreakFrequency",
  "restBreakLength",
  "overtimeThreshold",
  "weeklyHourCap",
  "requiredTrainerRatio",
] as const satisfies readonly ProfileFormField[];

/** "21:00:00" → "21:00"; anything unparsable as it is. */
export function displayTime(value: string): string {
  try {
    return normalizeTime(value);
  } catch {
    return value;
  }
}

/** A new profile starts from the SPEC §3 defaults; an edit from the profile. */
export function profileFormValues(profile?: ConstraintProfile): ProfileFormValues {
  const source = profile ?? { name: "", ...CONSTRAINT_DEFAULTS };
  return {
    name: source.name,
    description: source.description ?? "",
    minorCurfewTime: displayTime(source.minorCurfewTime),
    minRestHours: minutesToHoursInput(source.minRestBetweenShifts),
    ...(Object.fromEntries(PLAIN_NUMBERS.map((f) => [f, String(source[f])])) as Record<
      (typeof PLAIN_NUMBERS)[number],
      string
    >),
  };
}

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function fieldOf(path: PropertyKey | undefined): ProfileFormField {
  return path === "minRestBetweenShifts" ? "minRestHours" : (path as ProfileFormField);
}

/** The payload when every field is valid (name checked separately, SPEC §5), else errors per field. */
export function parseProfileForm(
  values: ProfileFormValues,
): { ok: true; payload: ConstraintProfileCreate } | { ok: false; errors: ProfileFormErrors } {
  const parsed = constraintProfileCreateSchema.safeParse({
    name: values.name.trim(),
    description: values.description.trim(),
    minorCurfewTime: values.minorCurfewTime,
    minRestBetweenShifts: hoursInputToMinutes(values.minRestHours),
    ...Object.fromEntries(PLAIN_NUMBERS.map((f) => [f, toNumber(values[f])])),
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0]);
    errors[field] ??=
      field === "minRestHours" ? "Enter hours from 0 to 24" : numberMessage(field, issue.message);
  }
  return { ok: false, errors };
}

function numberMessage(field: ProfileFormField, fallback: string): string {
  if (field === "name" || field === "description" || field === "minorCurfewTime") return fallback;
  if (field === "requiredTrainerRatio") return "Enter a whole number from 1 to 50";
  if (field === "minorMaxDailyHours") return "Enter whole hours from 0 to 24";
  if (field === "minorMaxWeeklyHours" || field === "overtimeThreshold" || field === "weeklyHourCap") {
    return "Enter whole hours from 0 to 168";
  }
  return "Enter whole minutes from 0 to 1440";
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

/** The summary cards read the first profile of the list (SPEC §2); durations in whole hours, rounded down. */
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
