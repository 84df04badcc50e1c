import { formatDistanceStrict } from "date-fns";
import {
  TICKET_STATUS_LABELS,
  type TicketActivity,
  type TicketStatus,
} from "../../../domain/schemas/helpdesk";

export function ticketStatusVariant(status: TicketStatus): "default" | "secondary" | "outline" {
  if (status === "OPEN") return "default";
  if (status === "IN_PROGRESS") return "secondary";
  return "outline";
}

/** "Nov 19, 2026, 8:42 AM" in the viewer's time zone; garbage is shown as it came. */
export function formatTicketDate(iso: string, locale = "en-US", timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** Avg Response Time: "—" before any answer, minutes under an hour, hours under two days, else days. */
export function formatResponseTime(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))}m`;
  if (hours < 48) return `${Math.round(hours * 10) / 10}h`;
  return `${Math.round((hours / 24) * 10) / 10}d`;
}

/** One line of Recent Activity: "Maria Garcia moved “Swap request stuck” to In progress". */
export function describeActivity(item: TicketActivity): string {
  const title = `“${item.ticketTitle}”`;
  if (item.kind === "CREATED") return `${item.author.name} filed ${title}`;
  if (item.kind === "REPLY") return `${item.author.name} replied to ${title}`;
  return `${item.author.name} moved ${title} to ${item.status ? TICKET_STATUS_LABELS[item.status] : "another status"}`;
}

/** "3 hours ago" from `now`. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  return formatDistanceStrict(new Date(iso), now, { addSuffix: true });
}
