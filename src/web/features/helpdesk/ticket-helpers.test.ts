import { describe, expect, it } from "vitest";
import type { TicketActivity } from "../../../domain/schemas/helpdesk";
import {
  describeActivity,
  formatResponseTime,
  formatTicketDate,
  ticketStatusVariant,
  timeAgo,
} from "./ticket-helpers";

describe("formatResponseTime", () => {
  it.each([
    [null, "—"],
    [0, "1m"],
    [0.25, "15m"],
    [1, "1h"],
    [2.54, "2.5h"],
    [47.9, "47.9h"],
    [60, "2.5d"],
  ])("%s → %s", (hours, text) => {
    expect(formatResponseTime(hours)).toBe(text);
  });
});

describe("ticketStatusVariant", () => {
  it.each([
    ["OPEN", "default"],
    ["IN_PROGRESS", "secondary"],
    ["RESOLVED", "outline"],
  ] as const)("%s → %s", (status, variant) => {
    expect(ticketStatusVariant(status)).toBe(variant);
  });
});

describe("describeActivity", () => {
  const base: TicketActivity = {
    ticketId: 1,
    ticketTitle: "Swap stuck",
    kind: "CREATED",
    author: { id: 2, name: "Chloe Nguyen" },
    status: null,
    at: "2026-11-19T08:42:00Z",
  };
  it.each([
    [base, "Chloe Nguyen filed “Swap stuck”"],
    [{ ...base, kind: "REPLY" as const }, "Chloe Nguyen replied to “Swap stuck”"],
    [
      { ...base, kind: "STATUS" as const, status: "IN_PROGRESS" as const },
      "Chloe Nguyen moved “Swap stuck” to In progress",
    ],
  ])("%#", (item, text) => {
    expect(describeActivity(item)).toBe(text);
  });
});

describe("dates", () => {
  it("formats a date-time in a time zone, and leaves garbage as is", () => {
    expect(formatTicketDate("2026-11-19T08:42:00Z", "en-US", "UTC")).toBe("Nov 19, 2026, 8:42 AM");
    expect(formatTicketDate("soon")).toBe("soon");
  });
  it("says how long ago", () => {
    expect(timeAgo("2026-11-19T08:00:00Z", new Date("2026-11-19T11:00:00Z"))).toBe("3 hours ago");
  });
});
