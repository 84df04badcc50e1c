import { describe, expect, it } from "vitest";
import { checkEntry, errorsOfIssues } from "./entry-checks";

const NY = "America/New_York";
const entry = { clockIn: "2026-11-29T23:30", clockOut: "2026-11-30T01:15", breaks: [], reason: "No kiosk" };

describe("an entry's checks before sending", () => {
  it("takes an overnight entry (out after midnight on the next day's date), as instants", () => {
    const { errors, times } = checkEntry(entry, NY);
    expect(errors).toEqual({});
    expect(times).toEqual({
      clockIn: "2026-11-30T04:30:00.000Z",
      clockOut: "2026-11-30T06:15:00.000Z",
      breaks: [],
    });
  });

  it("names each missing or wrong field with the edit dialog's words, and sends nothing", () => {
    expect(checkEntry({ ...entry, clockIn: "", clockOut: "", reason: " " }, NY)).toEqual({
      errors: {
        clockIn: "Enter the clock-in date and time",
        clockOut: "Enter the clock-out date and time",
        reason: "A reason is required",
      },
    });
    expect(checkEntry({ ...entry, clockOut: "2026-11-29T23:00" }, NY).errors).toEqual({
      clockOut: "Clock-out must be after clock-in",
    });
    expect(checkEntry({ ...entry, breaks: [{ start: "2026-11-30T00:10", end: "" }] }, NY).errors).toEqual({
      breaks: "Enter each break's start and end",
    });
  });

  it("places the server's 400 issues under their fields, the rest under the form", () => {
    expect(
      errorsOfIssues([
        { path: "positionId", message: "Not one of this person's positions" },
        { path: "breaks.0.end", message: "A break must end after it starts" },
        { path: "shiftId", message: "Unknown shift: 9" },
      ]),
    ).toEqual({
      positionId: "Not one of this person's positions",
      breaks: "A break must end after it starts",
      form: "Unknown shift: 9",
    });
  });
});
