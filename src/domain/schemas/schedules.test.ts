import { describe, expect, it } from "vitest";
import { windowRangeIssue } from "./common";
import { isActiveRun, RUN_STATUSES, shiftMinutes, shiftTimesIssue } from "./schedules";

describe("run statuses", () => {
  it("counts a queued or running run as active, a finished one not", () => {
    expect(RUN_STATUSES.filter(isActiveRun)).toEqual(["QUEUED", "RUNNING"]);
  });
});

describe("shiftTimesIssue", () => {
  it.each([
    ["09:00", "17:00"],
    ["18:00", "02:00"],
    ["20:00", "12:00"],
    ["08:00", "24:00"],
    ["18:00", "00:00"],
  ])("takes %s-%s (an end at or before the start is the next day, at most 16 hours)", (start, end) => {
    expect(shiftTimesIssue(start, end)).toBeNull();
  });

  it.each([
    ["18:00", "18:00"],
    ["20:00", "12:15"],
    ["00:00", "24:00"],
    ["07:45", "00:00"],
  ])("refuses %s-%s on endTime", (start, end) => {
    expect(shiftTimesIssue(start, end)).toEqual({ path: "endTime", message: "A shift is at most 16 hours" });
  });

  it("measures on the wall clock, the next day included", () => {
    expect(shiftMinutes("18:00", "02:00")).toBe(480);
    expect(shiftMinutes("08:00", "24:00")).toBe(960);
  });
});

describe("windowRangeIssue", () => {
  it("takes a window past midnight and refuses one that ends when it starts", () => {
    expect(windowRangeIssue("18:00", "02:00")).toBeNull();
    expect(windowRangeIssue("09:00", "17:00")).toBeNull();
    expect(windowRangeIssue("09:00", "09:00")).toEqual({
      path: "endTime",
      message: "End time must differ from start time",
    });
  });
});
