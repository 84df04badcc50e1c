import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { instantAt } from "../../../domain/time";

/** An instant as the store's wall clock "HH:mm" (entries are read on the store's clock, not the browser's). */
export const clockTime = (iso: string, timeZone: string) =>
  format(new Date(iso), "HH:mm", { in: tz(timeZone) });

/** An instant as a datetime-local input's value on the store's clock ("2026-12-07T09:12"). */
export const wallValue = (iso: string, timeZone: string) =>
  format(new Date(iso), "yyyy-MM-dd'T'HH:mm", { in: tz(timeZone) });

/** A datetime-local value on the store's clock back to an ISO instant; undefined when incomplete. */
export function isoOfWall(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return new Date(instantAt(timeZone, match[1], match[2])).toISOString();
}

/** Minutes as hours with one decimal: 450 → "7.5 h". */
export const hoursText = (minutes: number) => `${(Math.round(minutes / 6) / 10).toString()} h`;
