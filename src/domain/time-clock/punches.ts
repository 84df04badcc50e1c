/**
 * Which punch a person may make now (docs/product.md, Time clock): one open entry at a time, breaks only
 * inside it, one break at a time. Pure: the server checks a punch with it and the web offers its buttons.
 */

export const PUNCH_ACTIONS = ["CLOCK_IN", "BREAK_START", "BREAK_END", "CLOCK_OUT"] as const;
export type PunchAction = (typeof PUNCH_ACTIONS)[number];

/** The flags a punch stores; LATE, LEFT_EARLY, MISSED_BREAK and OVERTIME are derived when read. */
export const STORED_FLAGS = ["UNSCHEDULED", "OUTSIDE_RADIUS", "NO_LOCATION", "MISSED_CLOCK_OUT"] as const;
export type StoredFlag = (typeof STORED_FLAGS)[number];

/** The open entry's breaks (ISO instants; `end` null while the break runs), or null when clocked out. */
export interface OpenEntry {
  breaks: readonly { start: string; end: string | null }[];
}

export const isOnBreak = (entry: OpenEntry): boolean => entry.breaks.some((b) => b.end === null);

/** The punches allowed next, in the order the buttons show them. */
export function allowedPunches(open: OpenEntry | null): PunchAction[] {
  if (!open) return ["CLOCK_IN"];
  return isOnBreak(open) ? ["BREAK_END"] : ["BREAK_START", "CLOCK_OUT"];
}

/** Why a punch is refused in this state (a 409's message), or null when it is allowed. */
export function refusedPunch(open: OpenEntry | null, action: PunchAction): string | null {
  if (allowedPunches(open).includes(action)) return null;
  switch (action) {
    case "CLOCK_IN":
      return "You are already clocked in";
    case "CLOCK_OUT":
      return open ? "End your break before clocking out" : "You are not clocked in";
    case "BREAK_START":
      return open ? "You are already on a break" : "Clock in before starting a break";
    case "BREAK_END":
      return open ? "You are not on a break" : "You are not clocked in";
  }
}

/** The breaks after a break punch at `at` (an ISO instant). */
export function punchBreak(
  breaks: readonly { start: string; end: string | null }[],
  action: "BREAK_START" | "BREAK_END",
  at: string,
): { start: string; end: string | null }[] {
  if (action === "BREAK_START") return [...breaks, { start: at, end: null }];
  return breaks.map((b) => (b.end === null ? { start: b.start, end: at } : b));
}

/** The breaks as the entry is closed at `at`: a break still running ends with it. */
export const closeBreaks = (breaks: readonly { start: string; end: string | null }[], at: string) =>
  breaks.map((b) => (b.end === null ? { start: b.start, end: at } : b));
