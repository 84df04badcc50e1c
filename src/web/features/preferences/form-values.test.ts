import { describe, expect, it } from "vitest";
import { preferenceFormSchema, readWholeNumber, toFormValues } from "./form-values";

describe("toFormValues", () => {
  it("uses the defaults of SPEC §9 when nothing is saved", () => {
    const expected = {
      preferredShiftType: "MID",
      prefersWeekends: false,
      desiredHoursMin: 20,
      desiredHoursMax: 40,
      maxConsecutiveDays: 5,
    };
    expect(toFormValues(null)).toEqual(expected);
    expect(toFormValues(undefined)).toEqual(expected);
  });

  it("copies the saved values, without userId and tenantId", () => {
    expect(
      toFormValues({
        userId: 3,
        tenantId: 1,
        preferredShiftType: "CLOSING",
        prefersWeekends: true,
        desiredHoursMin: 10,
        desiredHoursMax: 25,
        maxConsecutiveDays: 4,
      }),
    ).toEqual({
      preferredShiftType: "CLOSING",
      prefersWeekends: true,
      desiredHoursMin: 10,
      desiredHoursMax: 25,
      maxConsecutiveDays: 4,
    });
  });
});

describe("readWholeNumber", () => {
  it.each([
    ["25", 25],
    ["7.9", 7],
    [12, 12],
    [12.5, 12],
  ] as const)("%j → %d", (input, expected) => expect(readWholeNumber(input)).toBe(expected));

  it("reads empty text as NaN, which the form schema rejects", () => {
    expect(readWholeNumber("")).toBeNaN();
    const result = preferenceFormSchema.safeParse({
      ...toFormValues(null),
      desiredHoursMin: readWholeNumber(""),
    });
    expect(result.success).toBe(false);
  });

  it("accepts min above max at the field level (the screen checks that pair itself)", () => {
    const result = preferenceFormSchema.safeParse({
      ...toFormValues(null),
      desiredHoursMin: 50,
      desiredHoursMax: 10,
    });
    expect(result.success).toBe(true);
  });
});
