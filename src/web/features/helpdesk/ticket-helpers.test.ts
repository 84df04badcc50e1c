import { describe, expect, it } from "vitest";
import { countTickets, formatTicketDate, formatTicketStatus, ticketStatusVariant } from "./ticket-helpers";

describe("formatTicketStatus", () => {
  it.each([
    ["open", "open"],
    ["in_progress", "in progress"],
    ["resolved", "resolved"],
    ["waiting_on_customer", "waiting on customer"],
  ])("%s → %s", (status, label) => {
    expect(formatTicketStatus(status)).toBe(label);
  });
});

describe("countTickets", () => {
  it("counts by status and ignores unknown ones", () => {
    expect(
      countTickets([{ status: "open" }, { status: "in_progress" }, { status: "open" }, { status: "closed" }]),
    ).toEqual({ open: 2, in_progress: 1, resolved: 0 });
  });
});

describe("ticketStatusVariant", () => {
  it.each([
    ["open", "default"],
    ["in_progress", "secondary"],
    ["resolved", "outline"],
  ])("%s → %s", (status, variant) => {
    expect(ticketStatusVariant(status)).toBe(variant);
  });
});

describe("formatTicketDate", () => {
  it("formats a local date-time, and leaves garbage as is", () => {
    expect(formatTicketDate("2026-11-19T08:42:00")).toBe("Nov 19, 2026, 8:42 AM");
    expect(formatTicketDate("soon")).toBe("soon");
  });
});
