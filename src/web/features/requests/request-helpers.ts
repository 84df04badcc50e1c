import { isValid, parse } from "date-fns";
import type { RequestStatus } from "../../../domain/schemas/requests";

/** Pure helpers of the requests screen (unit-tested beside this file). */

export type RequestCounts = { pending: number; approved: number; denied: number };

/**
 * The summary cards' figures: every loaded request of both kinds, whatever its dates
 * (docs/product.md, Screens says the "This Week" cards count all loaded requests, not only the current week).
 */
export function countRequests(...lists: readonly (readonly { status: string }[])[]): RequestCounts {
  const counts: RequestCounts = { pending: 0, approved: 0, denied: 0 };
  for (const list of lists) {
    for (const { status } of list) {
      if (status === "pending" || status === "approved" || status === "denied") counts[status] += 1;
    }
  }
  return counts;
}

/**
 * "YYYY-MM-DD" in the user's local date format. Parsed as a local calendar date (date-fns), so the day
 * never slips the way `new Date("2026-11-23")` (UTC midnight) does west of Greenwich; 2026-02-30 and
 * anything else that is not a real date is shown as is.
 */
export function formatLocalDate(value: string, locale?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = parse(value, "yyyy-MM-dd", new Date());
  return isValid(date) ? date.toLocaleDateString(locale) : value;
}

/** docs/product.md, States: approved → default, denied → destructive, anything else → secondary. */
export function requestStatusVariant(
  status: RequestStatus | string,
): "default" | "destructive" | "secondary" {
  if (status === "approved") return "default";
  if (status === "denied") return "destructive";
  return "secondary";
}
