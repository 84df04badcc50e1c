import { describe, expect, it } from "vitest";
import { windowFormSchema } from "./window-form";

describe("windowFormSchema", () => {
  const base = { dayOfWeek: "TUESDAY", startTime: "09:00", endTime: "17:00" } as const;

  it("keeps a window whose start is before its end, times as HH:MM", () => {
    expect(windowFormSchema.parse({ ...base, startTime: "09:00:00" })).toEqual(base);
  });

  it.each([
    ["18:00", "02:00"],
    ["10:00", "09:00"],
    ["22:00", "00:00"],
  ])("keeps %s-%s: an end at or before the start is the next day", (startTime, endTime) => {
    expect(windowFormSchema.parse({ ...base, startTime, endTime })).toEqual({ ...base, startTime, endTime });
  });

  it.each([
    [{ endTime: "" }, "endTime", "Enter an end time"],
    [{ endTime: "09:00" }, "endTime", "End time must differ from start time"],
    [{ startTime: "" }, "startTime", "Enter a start time"],
    [{ endTime: "25:00" }, "endTime", "Expected a time as HH:MM"],
  ])("refuses %o at %s", (change, field, message) => {
    const result = windowFormSchema.safeParse({ ...base, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
