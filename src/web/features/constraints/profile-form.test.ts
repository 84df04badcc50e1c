import { describe, expect, it } from "vitest";
import { CONSTRAINT_DEFAULTS, type ConstraintProfile } from "../../../domain/schemas/constraints";
import {
  formatTrainerRatio,
  hoursInputToMinutes,
  minutesToHoursInput,
  parseProfileForm,
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

  it.each([
    ["8", 480],
    ["7.5", 450],
    ["10", 600],
    ["8.33", 500],
    ["0.25", 15],
  ])("%s hours are stored as %i minutes", (text, minutes) => {
    expect(hoursInputToMinutes(text)).toBe(minutes);
  });

  it("an empty input is not a number", () => {
    expect(hoursInputToMinutes(" ")).toBeNaN();
  });
});

describe("profileFormValues", () => {
  it("starts from the SPEC defaults, rest in hours", () => {
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
    });
  });
});

describe("parseProfileForm", () => {
  const base = { ...profileFormValues(), name: " Summer " };

  it("stores rest hours as minutes", () => {
    const result = parseProfileForm({ ...base, minRestHours: "10" });
    expect(result).toEqual({
      ok: true,
      payload: { ...CONSTRAINT_DEFAULTS, name: "Summer", minRestBetweenShifts: 600 },
    });
  });

  it.each([
    [{ minRestHours: "" }, "minRestHours"],
    [{ minRestHours: "25" }, "minRestHours"],
    [{ requiredTrainerRatio: "0" }, "requiredTrainerRatio"],
    [{ overtimeThreshold: "40.5" }, "overtimeThreshold"],
    [{ mealBreakLength: "" }, "mealBreakLength"],
    [{ minorCurfewTime: "" }, "minorCurfewTime"],
  ])("rejects %o on %s", (change, field) => {
    const result = parseProfileForm({ ...base, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
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
