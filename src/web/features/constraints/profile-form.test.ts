import { describe, expect, it } from "vitest";
import { CONSTRAINT_DEFAULTS, type ConstraintProfile } from "../../../domain/schemas/constraints";
import {
  formatTrainerRatio,
  minutesToHoursInput,
  profileFormSchema,
  profileFormValues,
  summarizeFirstProfile,
} from "./profile-form";

const profile = (overrides: Partial<ConstraintProfile> = {}): ConstraintProfile => ({
  id: 1,
  name: "Standard",
  ...CONSTRAINT_DEFAULTS,
  ...overrides,
});

describe("minutes and hours", () => {
  it.each([
    [480, "8"],
    [450, "7.5"],
    [500, "8.33"],
    [0, "0"],
  ])("%i minutes read as %s hours", (minutes, text) => {
    expect(minutesToHoursInput(minutes)).toBe(text);
  });

  const restOnly = (minRestHours: string) =>
    profileFormSchema.parse({ ...profileFormValues(), name: "Rest", minRestHours }).minRestBetweenShifts;

  it.each([
    ["8", 480],
    ["7.5", 450],
    ["10", 600],
    ["8.33", 500],
    ["0.25", 15],
  ])("%s hours are stored as %i minutes", (text, minutes) => {
    expect(restOnly(text)).toBe(minutes);
  });
});

describe("profileFormValues", () => {
  it("starts from the defaults of docs/product.md, Entities, rest in hours", () => {
    expect(profileFormValues()).toEqual({
      name: "",
      description: "",
      minorCurfewTime: "22:00",
      minorMaxDailyHours: "8",
      minorMaxWeeklyHours: "18",
      minRestHours: "8",
      maxClopenGap: "480",
      mealBreakAfter: "300",
      mealBreakLength: "30",
      restBreakFrequency: "240",
      restBreakLength: "15",
      overtimeThreshold: "40",
      weeklyHourCap: "60",
      requiredTrainerRatio: "3",
      advanceNoticeDays: "14",
      fairWorkweekPack: "NONE",
      customAddPremiumHours: "",
      customCutPremiumShare: "",
      customClopenRestHours: "",
      customClopenPremiumMoney: "",
      customClopenNeedsConsent: false,
      customAddNeedsConsent: false,
    });
  });
});

describe("profileFormSchema", () => {
  const base = { ...profileFormValues(), name: " Summer " };

  it("stores rest hours as minutes, with the default advance notice", () => {
    expect(profileFormSchema.parse({ ...base, minRestHours: "10" })).toEqual({
      ...CONSTRAINT_DEFAULTS,
      name: "Summer",
      minRestBetweenShifts: 600,
    });
    expect(profileFormSchema.parse({ ...base, advanceNoticeDays: "0" }).advanceNoticeDays).toBe(0);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ minRestHours: "" }, "minRestHours", "Enter hours from 0 to 24"],
    [{ minRestHours: "25" }, "minRestHours", "Enter hours from 0 to 24"],
    [{ requiredTrainerRatio: "0" }, "requiredTrainerRatio", "Enter a whole number from 1 to 50"],
    [{ overtimeThreshold: "40.5" }, "overtimeThreshold", "Enter whole hours from 0 to 168"],
    [{ minorMaxDailyHours: "25" }, "minorMaxDailyHours", "Enter whole hours from 0 to 24"],
    [{ mealBreakLength: "" }, "mealBreakLength", "Enter whole minutes from 0 to 1440"],
    [{ advanceNoticeDays: "" }, "advanceNoticeDays", "Enter whole days from 0 to 60"],
    [{ advanceNoticeDays: "61" }, "advanceNoticeDays", "Enter whole days from 0 to 60"],
    [{ advanceNoticeDays: "1.5" }, "advanceNoticeDays", "Enter whole days from 0 to 60"],
    [{ minorCurfewTime: "" }, "minorCurfewTime", "Expected a time as HH:MM"],
  ])("rejects %o on %s", (change, field, message) => {
    const result = profileFormSchema.safeParse({ ...base, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});

describe("summarizeFirstProfile", () => {
  it("is null without profiles", () => {
    expect(summarizeFirstProfile([])).toBeNull();
  });

  it("reads the first profile, durations in whole hours rounded down", () => {
    const summary = summarizeFirstProfile([
      profile({
        minRestBetweenShifts: 599,
        maxClopenGap: 600,
        minorCurfewTime: "21:00:00",
        requiredTrainerRatio: 2,
      }),
      profile({ id: 2, name: "Other" }),
    ]);
    expect(summary).toMatchObject({
      name: "Standard",
      minRestHours: 9,
      clopenGapHours: 10,
      minorCurfewTime: "21:00",
      trainerRatio: "1:2",
    });
  });

  it("formats the trainer ratio", () => {
    expect(formatTrainerRatio(3)).toBe("1:3");
  });
});
