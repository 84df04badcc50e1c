import { describe, expect, it } from "vitest";
import { isActiveRun, RUN_STATUSES } from "./schedules";

describe("run statuses", () => {
  it("counts a queued or running run as active, a finished one not", () => {
    expect(RUN_STATUSES.filter(isActiveRun)).toEqual(["QUEUED", "RUNNING"]);
  });
});
