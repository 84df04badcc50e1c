import { describe, expect, it } from "vitest";
import { preferenceFormSchema, toFormValues } from "./form-values";

describe("toFormValues", () => {
  it("uses the defaults of docs/product.md, Constants and limits when nothing is saved", () => {
    const expected = {
      preferredShiftType: "MID",
      prefersWeekends: false,
      desiredHoursMin: "20",
      desiredHoursMax: "40",
      maxConsecutiveDays: "5",
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
      desiredHoursMin: "10",
      desiredHoursMax: "25",
      maxConsecutiveDays: "4",
    });
  });
});

describe("preferenceFormSchema", () => {
  it("reads the number inputs with the one rule of lib/forms", () => {
    expect(preferenceFormSchema.parse({ ...toFormValues(null), desiredHoursMin: " 25 " })).toMatchObject({
      desiredHoursMin: 25,
    });
  });

  it.each([
    ["desiredHoursMin", "", "Enter a whole number from 0 to 168"],
    ["desiredHoursMax", "7.9", "Enter a whole number from 0 to 168"],
    ["maxConsecutiveDays", "0", "Enter a whole number from 1 to 14"],
  ] as const)("refuses %s = %j", (field, text, message) => {
    const result = preferenceFormSchema.safeParse({ ...toFormValues(null), [field]: text });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it("accepts min above max at the field level (the screen checks that pair itself)", () => {
    const result = preferenceFormSchema.safeParse({
      ...toFormValues(null),
      desiredHoursMin: "50",
      desiredHoursMax: "10",
    });
    expect(result.success).toBe(true);
  });
});
