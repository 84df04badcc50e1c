import { describe, expect, it } from "vitest";
import { countRequests, formatLocalDate, requestStatusVariant } from "./request-helpers";

describe("countRequests", () => {
  it("counts every request of both kinds, by status", () => {
    const timeOff = [{ status: "pending" }, { status: "approved" }, { status: "pending" }];
    const swaps = [{ status: "denied" }, { status: "approved" }, { status: "pending" }];
    expect(countRequests(timeOff, swaps)).toEqual({ pending: 3, approved: 2, denied: 1 });
  });

  it.each([
    [[], { pending: 0, approved: 0, denied: 0 }],
    [[{ status: "cancelled" }], { pending: 0, approved: 0, denied: 0 }],
  ])("%j → %j", (list, expected) => {
    expect(countRequests(list)).toEqual(expected);
  });
});

describe("formatLocalDate", () => {
  it.each([
    ["2026-11-23", "en-US", "11/23/2026"],
    ["2026-01-01", "en-US", "1/1/2026"],
    ["2026-12-31", "en-GB", "31/12/2026"],
    ["2026-03-08", "de-DE", "8.3.2026"],
  ])("%s in %s → %s", (value, locale, expected) => {
    expect(formatLocalDate(value, locale)).toBe(expected);
  });

  it.each(["America/Los_Angeles", "Pacific/Honolulu", "UTC", "Asia/Tokyo", "Pacific/Kiritimati"])(
    "keeps the calendar day in %s (no UTC-midnight slip)",
    (timeZone) => {
      const saved = process.env.TZ;
      process.env.TZ = timeZone; // Node re-reads TZ when it is assigned.
      try {
        expect(formatLocalDate("2026-11-01", "en-US")).toBe("11/1/2026");
        expect(formatLocalDate("2026-03-08", "en-US")).toBe("3/8/2026");
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );

  it.each(["", "2026-02-30", "23/11/2026", "2026-11-23T10:00:00Z"])("leaves %j as is", (value) => {
    expect(formatLocalDate(value, "en-US")).toBe(value);
  });
});

describe("requestStatusVariant", () => {
  it.each([
    ["approved", "default"],
    ["denied", "destructive"],
    ["pending", "secondary"],
    ["anything", "secondary"],
  ])("%s → %s", (status, variant) => {
    expect(requestStatusVariant(status)).toBe(variant);
  });
});
