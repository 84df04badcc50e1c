/**
 * What a time entry says about the work it records (docs/decisions/080-timesheets.md): its worked minutes
 * and the flags a manager reads beside it on the timesheet. Pure: the server and the tests pass instants
 * as epoch milliseconds.
 *
 * Stored flags come with the punch (UNSCHEDULED, OUTSIDE_RADIUS, NO_LOCATION, MISSED_CLOCK_OUT); derived
 * ones are computed on every read, so an edit or a changed shift never leaves a stale flag behind.
 */

/** Minutes after a shift's start before a clock-in is LATE, and before its end a clock-out is LEFT_EARLY. */
export const GRACE_MINUTES = 5;

export const STORED_FLAGS = ["UNSCHEDULED", "OUTSIDE_RADIUS", "NO_LOCATION", "MISSED_CLOCK_OUT"] as const;
export const DERIVED_FLAGS = ["LATE", "LEFT_EARLY", "MISSED_BREAK", "OVERTIME"] as const;
export const ENTRY_FLAGS = [...DERIVED_FLAGS, ...STORED_FLAGS] as const;
export type EntryFlag = (typeof ENTRY_FLAGS)[number];

/** The words a badge shows (never a bare colour or code). */
export const FLAG_LABELS: Record<EntryFlag, string> = {
  LATE: "Late",
  LEFT_EARLY: "Left early",
  MISSED_BREAK: "Missed break",
  OVERTIME: "Overtime",
  UNSCHEDULED: "Unscheduled",
  OUTSIDE_RADIUS: "Outside store radius",
  NO_LOCATION: "No location",
  MISSED_CLOCK_OUT: "Missed clock-out",
};

const MINUTE = 60_000;

export interface EntryTimes {
  clockIn: number;
  /** Null while clocked in. */
  clockOut: number | null;
  breaks: readonly { start: number; end: number | null }[];
}

/** Minutes of the breaks that ended (a running break counts up to `until`). */
export function breakMinutes(entry: EntryTimes, until: number | null = entry.clockOut): number {
  let total = 0;
  for (const b of entry.breaks) {
    const end = b.end ?? until;
    if (end !== null && end > b.start) total += (end - b.start) / MINUTE;
  }
  return total;
}

/** Worked minutes = clock-out − clock-in − breaks; 0 while the entry is open (nothing to pay yet). */
export function workedEntryMinutes(entry: EntryTimes): number {
  if (entry.clockOut === null) return 0;
  return Math.max(0, Math.round((entry.clockOut - entry.clockIn) / MINUTE - breakMinutes(entry)));
}

/** The profile's rules the flags read (minutes, and hours for overtime as the profile stores it). */
export interface FlagRules {
  mealBreakAfter: number;
  mealBreakLength: number;
  overtimeThreshold: number;
}

export interface FlagInput extends EntryTimes {
  /** The scheduled shift's real start and end, when the entry works one. */
  shift: { start: number; end: number } | null;
  stored: readonly string[];
  /** The person's worked minutes this week before this entry (earlier entries, every store). */
  weekMinutesBefore: number;
}

/**
 * The entry's flags, derived ones first. MISSED_BREAK: longer than mealBreakAfter minutes of work without
 * one break of at least mealBreakLength minutes. OVERTIME: the week's worked minutes pass the threshold
 * inside this entry.
 */
export function entryFlags(input: FlagInput, rules: FlagRules): EntryFlag[] {
  const flags: EntryFlag[] = [];
  const grace = GRACE_MINUTES * MINUTE;
  if (input.shift && input.clockIn > input.shift.start + grace) flags.push("LATE");
  if (input.shift && input.clockOut !== null && input.clockOut < input.shift.end - grace)
    flags.push("LEFT_EARLY");
  const worked = workedEntryMinutes(input);
  const longBreak = input.breaks.some(
    (b) => b.end !== null && (b.end - b.start) / MINUTE >= rules.mealBreakLength,
  );
  if (input.clockOut !== null && worked > rules.mealBreakAfter && !longBreak) flags.push("MISSED_BREAK");
  if (worked > 0 && input.weekMinutesBefore + worked > rules.overtimeThreshold * 60) flags.push("OVERTIME");
  for (const flag of STORED_FLAGS) if (input.stored.includes(flag)) flags.push(flag);
  return flags;
}

/** A person's week split at the threshold: regular first, the minutes past it overtime. */
export function splitWeekMinutes(
  worked: number,
  overtimeThresholdHours: number,
): { regular: number; overtime: number } {
  const regular = Math.min(worked, overtimeThresholdHours * 60);
  return { regular, overtime: Math.max(0, worked - regular) };
}
