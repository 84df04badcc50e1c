import { STORE_DEFAULTS } from "../../../domain/schemas/stores";

/** Common IANA zones for restaurant groups, west to east; the default first among the US ones. */
export const COMMON_TIMEZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Phoenix",
  "America/Denver",
  "America/Chicago",
  STORE_DEFAULTS.timezone,
  "America/Toronto",
  "America/Halifax",
  "America/Mexico_City",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
  "UTC",
] as const;

/** The choices for a select: the common zones, plus the current value when it is another zone. */
export function timezoneOptions(current: string): string[] {
  const zones: string[] = [...COMMON_TIMEZONES];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
