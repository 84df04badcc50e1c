import { DAYS_OF_WEEK } from "../../../domain/time";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatDayHeader } from "@/components/week";
import { cn } from "@/lib/utils";
import { GRID_HOURS, type SampleShift } from "./sample-schedule-data";
import { shiftsStartingAt } from "./schedule-helpers";

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/**
 * Monday to Sunday by hours 6 to 21 (SPEC §2). Each shift sits in the hour it starts and says when it
 * ends. A real table, so screen readers announce the day and hour of every cell.
 */
export function ScheduleGrid({
  shifts,
  dates,
}: {
  shifts: readonly SampleShift[];
  dates: readonly string[];
}) {
  return (
    <ScrollRegion label="Week schedule grid" className="rounded-md border">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-xs">
        <caption className="sr-only">Shifts by day and starting hour</caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className="w-16 border-b p-2 text-left font-medium">
              Time
            </th>
            {DAYS_OF_WEEK.map((day, i) => {
              const header = formatDayHeader(dates[i] ?? "");
              return (
                <th key={day} scope="col" className="border-b border-l p-2 text-left font-medium">
                  <span className="block">{header.weekday}</span>
                  <span className="block font-normal text-muted-foreground">{header.date}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {GRID_HOURS.map((hour) => (
            <tr key={hour} className="border-b last:border-b-0">
              <th
                scope="row"
                className="p-2 text-left align-top font-normal text-muted-foreground tabular-nums"
              >
                {hourLabel(hour)}
              </th>
              {DAYS_OF_WEEK.map((day) => (
                <td key={day} className="h-10 border-l p-1 align-top">
                  <ul className="grid grid-cols-1 gap-1">
                    {shiftsStartingAt(shifts, day, hour).map((shift) => (
                      <li
                        key={shift.id}
                        className="min-w-0 overflow-hidden rounded-sm border border-l-4 bg-card px-1.5 py-1 leading-tight"
                        style={{ borderLeftColor: shift.positionColor }}
                      >
                        <span className={cn("block truncate font-medium", !shift.employeeName && "italic")}>
                          {shift.employeeName ?? "Open shift"}
                        </span>
                        <span className="block truncate text-muted-foreground">{shift.positionName}</span>
                        <span className="block text-muted-foreground tabular-nums">
                          {shift.startTime}–{shift.endTime}
                        </span>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
