import type { TicketStatus } from "./sample-helpdesk-data";

/** "in_progress" → "in progress" (docs/product.md, States: the underscore is shown as a space). */
export function formatTicketStatus(status: string): string {
  return status.replaceAll("_", " ");
}

export function countTickets(tickets: readonly { status: string }[]): Record<TicketStatus, number> {
  const counts: Record<TicketStatus, number> = { open: 0, in_progress: 0, resolved: 0 };
  for (const { status } of tickets) {
    if (status === "open" || status === "in_progress" || status === "resolved") counts[status] += 1;
  }
  return counts;
}

export function ticketStatusVariant(status: string): "default" | "secondary" | "outline" {
  if (status === "open") return "default";
  if (status === "in_progress") return "secondary";
  return "outline";
}

/** "Nov 19, 2026, 8:42 AM" from a local ISO date-time. */
export function formatTicketDate(iso: string, locale = "en-US"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}
