import { AlertTriangleIcon, PinIcon } from "lucide-react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift } from "../../../domain/schemas/schedules";
import { TimeRange } from "@/components/time-range";
import { formatHours } from "./schedule-model";

/**
 * What a grid chip says. Its times on the first line, never cut: they wrap at a narrow width instead (issue
 * 32: "10:00–14:0" at 1280 px). Under them, what the row does not already say: by person, the position;
 * by position, who works it, or "Open" for a shift nobody has yet. The shift's own lock is a pin, so it is
 * not taken for the week's lock (a padlock, "Week locked").
 */
export function ShiftChipContent({
  shift,
  position,
  who,
  hours,
}: {
  shift: Shift;
  position: Position | undefined;
  /** By position: the names of the people, so the chip says who; by person, undefined (the row says). */
  who: ReadonlyMap<number, string> | undefined;
  hours: number;
}) {
  const hasProblem = shift.violations.length > 0;
  const detail = who
    ? shift.userId === null
      ? "Open"
      : (who.get(shift.userId) ?? `User ${shift.userId}`)
    : (position?.name ?? "—");
  return (
    <>
      <span className="block font-medium">
        <TimeRange start={shift.startTime} end={shift.endTime} />
      </span>{" "}
      {/* The marks on the second line: beside the times they pushed "09:00–15:00" to wrap at 1024 px. */}
      <span className="block text-muted-foreground">
        {shift.isLocked && (
          <PinIcon aria-hidden className="mr-0.5 inline size-3 align-[-2px] text-foreground" />
        )}
        {hasProblem && (
          <AlertTriangleIcon aria-hidden className="mr-0.5 inline size-3 align-[-2px] text-destructive" />
        )}
        {who && shift.userId === null ? (
          <span className="font-semibold text-foreground">{detail}</span>
        ) : (
          detail
        )}{" "}
        · {formatHours(hours)}
      </span>
    </>
  );
}
