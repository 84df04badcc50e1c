import type { PunchAction } from "../../domain/time-clock/punches";

/** The words of the time clock's buttons and flags (docs/product.md, Time clock), phone and kiosk alike. */
export const PUNCH_LABELS: Record<PunchAction, string> = {
  CLOCK_IN: "Clock in",
  BREAK_START: "Start break",
  BREAK_END: "End break",
  CLOCK_OUT: "Clock out",
};

export const FLAG_LABELS: Record<string, string> = {
  UNSCHEDULED: "Unscheduled",
  OUTSIDE_RADIUS: "Away from the store",
  NO_LOCATION: "No location",
  MISSED_CLOCK_OUT: "Missed clock-out",
};

/** "1:05:09" from milliseconds. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
