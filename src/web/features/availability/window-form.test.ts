import { describe, expect, it } from "vitest";
import { windowFormSchema } from "./window-form";

describe("windowFormSchema", () => {
  const base = { dayOfWeek: "TUESDAY", startTime: "09:00", endTime: "17:00" } as const;

  it("keeps a window whose start is before its end, times as HH:MM", () => {
    expect(windowFormSchema.parse({ ...base, startTime: "09:00:00" })).toEqual(base);
  });

  it.each([
    [{ endTime: "09:00" }, "endTime", "End time must be after start time"],
    [{ endTime: "08:00" }, "endTime", "End time must be after start time"],
    [{ endTime: "" }, "endTime", "End time must be after start time"],
    [{ startTime: "" }, "startTime", "Enter a start time"],
  ])("refuses %o at %s", (change, field, message) => {
    const result = windowFormSchema.safeParse({ ...base, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
