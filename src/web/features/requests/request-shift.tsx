import type { RequestShift } from "../../../domain/schemas/requests";
import { formatDay } from "@/components/my-shifts-card";
import { TimeRange } from "@/components/time-range";

/**
 * A shift as the request screens show it: its day and times ("+1" when it ends the next day), then what and
 * where. Lines wrap: a swap row holds two of these and must fit beside the sidebar at 1024 px.
 */
export function RequestShiftSummary({ shift }: { shift: RequestShift }) {
  return (
    <span className="block min-w-32 whitespace-normal">
      <span className="block">
        <span className="whitespace-nowrap">{formatDay(shift.date)}</span>{" "}
        <span className="whitespace-nowrap">
          <TimeRange start={shift.startTime} end={shift.endTime} />
        </span>
      </span>
      <span className="block text-muted-foreground">
        {shift.positionName} · {shift.storeName}
      </span>
    </span>
  );
}
