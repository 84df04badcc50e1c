import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  integerInput,
  numberInput,
  numberInputText,
  optionalText,
  readIntegerInput,
  readNumberInput,
} from "./forms";

describe("readNumberInput", () => {
  it.each([
    ["30", 30],
    [" 8 ", 8],
    ["0", 0],
    ["12.75", 12.75],
    ["-3", -3],
    ["", null],
    ["   ", null],
  ] as const)("reads %j as %j", (text, expected) => {
    expect(readNumberInput(text)).toBe(expected);
  });

  it("reads unreadable text as NaN, never as a fallback number", () => {
    expect(readNumberInput("abc")).toBeNaN();
    expect(readNumberInput("7hours")).toBeNaN();
  });
});

describe("numberInputText", () => {
  it.each([
    [30, "30"],
    [0, "0"],
    [12.5, "12.5"],
    [null, ""],
    [undefined, ""],
  ] as const)("shows %j as %j", (value, expected) => {
    expect(numberInputText(value)).toBe(expected);
  });
});

describe("numberInput", () => {
  const hours = numberInput(z.number().int().min(0).max(168), "Enter a whole number from 0 to 168");
  const wage = numberInput(z.number().min(0).nullable(), "Enter an amount");

  it("gives the schema's number", () => {
    expect(hours.parse("40")).toBe(40);
    expect(hours.parse(" 0 ")).toBe(0);
  });

  it.each(["", "  ", "12.7", "-1", "169", "abc"])(
    "refuses %j on a required field with its message",
    (text) => {
      const result = hours.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter a whole number from 0 to 168"]);
    },
  );

  it("keeps empty as null where the schema accepts null", () => {
    expect(wage.parse("")).toBeNull();
    expect(wage.parse("15.5")).toBe(15.5);
    expect(wage.safeParse("-2").success).toBe(false);
  });

  it("reports the message at the field's path inside an object", () => {
    const form = z.object({ desiredWeeklyHours: hours });
    const result = form.safeParse({ desiredWeeklyHours: "" });
    expect(result.error?.issues).toMatchObject([
      { path: ["desiredWeeklyHours"], message: "Enter a whole number from 0 to 168" },
    ]);
  });
});

describe("optionalText", () => {
  const description = optionalText(z.string().max(5).nullable());

  it("reads empty or blank text as null and trims the rest", () => {
    expect(description.parse("")).toBeNull();
    expect(description.parse("   ")).toBeNull();
    expect(description.parse(" abc ")).toBe("abc");
  });

  it("checks the trimmed text with the schema", () => {
    expect(description.safeParse("abcdef").success).toBe(false);
  });
});

describe("readIntegerInput (docs/product.md, Validation: employee whole numbers)", () => {
  it.each([
    ["12.7", 12],
    [" 40 ", 40],
    ["", 0],
    ["abc", 0],
    ["7hours", 7],
  ])("reads %j as %d", (text, expected) => {
    expect(readIntegerInput(text)).toBe(expected);
  });

  it("checks the integer with the field schema", () => {
    const days = integerInput(z.number().int().min(1).max(14), "Enter a whole number from 1 to 14");
    expect(days.parse("4.9")).toBe(4);
    expect(days.safeParse("").success).toBe(false);
  });
});
