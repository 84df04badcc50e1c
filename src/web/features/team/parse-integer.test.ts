import { describe, expect, it } from "vitest";
import { parseIntegerOrZero } from "./parse-integer";

describe("parseIntegerOrZero", () => {
  it.each([
    ["30", 30],
    ["0", 0],
    ["12.7", 12],
    [" 8 ", 8],
    ["-3", -3],
    ["", 0],
    ["abc", 0],
    ["7hours", 7],
  ])("reads %j as %d", (input, expected) => {
    expect(parseIntegerOrZero(input)).toBe(expected);
  });
});
