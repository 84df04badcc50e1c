import type { RequestStatus } from "../../../domain/schemas/requests";

/** Pure helpers of the requests screen (unit-tested beside this file). */

export type RequestCounts = { pending: number; approved: number; denied: number };

/**
 * The summary cards' figures: every loaded request of both kinds, whatever its dates (SPEC §2 says the
 * "This Week" cards count all loaded requests, not only the current week).
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
 * "YYYY-MM-DD" in the user's local date format. The parts build a local date, so the day never slips
 * the way `new Date("2026-11-23")` (UTC midnight) does west of Greenwich. Anything else is shown as is.
 */
export function formatLocalDate(value: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  // Rejects 2026-02-30 and the like instead of rolling them into the next month.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return value;
  return date.toLocaleDateString(locale);
}

/** SPEC §4: approved → default, denied → destructive, anything else → secondary. */
export function requestStatusVariant(
  status: RequestStatus | string,
): "default" | "destructive" | "secondary" {
  if (status === "approved") return "default";
  if (status === "denied") return "destructive";
  return "secondary";
}

/** "Full Name" when the employees list gave one, else "User {id}" (SPEC §2, DESIGN §5). */
export function userLabel(userId: number, names: ReadonlyMap<number, string> | undefined): string {
  return names?.get(userId) ?? `User ${userId}`;
}

/** The names the tables can show: full name, else username. */
export function namesById(
  employees: readonly { userId: number; fullName: string | null; username: string }[] | undefined,
): ReadonlyMap<number, string> | undefined {
  if (!employees) return undefined;
  return new Map(employees.map((e) => [e.userId, e.fullName?.trim() || e.username]));
}
