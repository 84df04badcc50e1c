import { describe, expect, it } from "vitest";
import { staffHoursShortfall } from "./run-staff-hours";

const summary = { coverageBefore: 50, shiftsChanged: 12, noNeeds: false };

describe("staffHoursShortfall", () => {
  it("says in hours when the week needs more than the team wants", () => {
    expect(staffHoursShortfall({ ...summary, needHours: 287, wantHours: 182, openHours: 98.25 })).toBe(
      "This week needs 287 staff-hours; your team wants 182; 98.3 h stay open.",
    );
  });

  it("says when the hours are there but not at the times they are needed", () => {
    expect(staffHoursShortfall({ ...summary, needHours: 464, wantHours: 481, openHours: 93 })).toBe(
      "This week needs 464 staff-hours and your team wants 481, but 93 h stay open: too few people can work at the times they are needed.",
    );
  });

  it("says nothing when nothing stays open", () => {
    expect(staffHoursShortfall({ ...summary, needHours: 182, wantHours: 182, openHours: 0 })).toBeNull();
    expect(staffHoursShortfall({ ...summary, needHours: 287, wantHours: 182, openHours: 0.1 })).toBeNull();
  });

  it("says nothing for a run recorded before the figures were kept", () => {
    expect(staffHoursShortfall({ ...summary, needHours: null, wantHours: null, openHours: null })).toBeNull();
    expect(staffHoursShortfall(null)).toBeNull();
  });
});
