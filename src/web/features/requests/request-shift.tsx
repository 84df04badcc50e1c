import type { RequestShift } from "../../../domain/schemas/requests";
import { formatDay } from "@/components/my-shifts-card";
import { TimeRange } from "@/components/time-range";

/** A shift as the request screens show it: its day and times ("+1" when it ends the next day), then what and where. */
export function RequestShiftSummary({ shift }: { shift: RequestShift }) {
  return (
    <span className="block">
      <span className="block whitespace-nowrap">
        {formatDay(shift.date)} <TimeRange start={shift.startTime} end={shift.endTime} />
      </span>
      <span className="block text-muted-foreground">
        {shift.positionName} · {shift.storeName}
      </span>
    </span>
  );
}
