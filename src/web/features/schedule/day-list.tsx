import { memo } from "react";
import { PinIcon, PlusIcon } from "lucide-react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift, WeekStaff } from "../../../domain/schemas/schedules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TimeRange } from "@/components/time-range";
import { formatDayHeader } from "@/components/week";
import type { WeekPast } from "./past";
import { formatHours, groupShifts, workedHours } from "./schedule-model";
import { dayCardId } from "./week-glance";

/** Phone width: the week day by day, each shift a row with its actions. */
export const DayList = memo(function DayList({
  dates,
  shifts,
  positions,
  names,
  staff,
  canEdit,
  timeZone,
  onOpenShift,
  onWhy,
  onAdd,
  past,
}: {
  dates: readonly string[];
  shifts: readonly Shift[];
  positions: ReadonlyMap<number, Position>;
  names: ReadonlyMap<number, string>;
  /** The store's people's days, to say who is off each day. */
  staff?: readonly WeekStaff[] | undefined;
  canEdit: boolean;
  /** The store's time zone: shift hours are real lengths. */
  timeZone?: string | undefined;
  onOpenShift: (shift: Shift) => void;
  onWhy: (shift: Shift) => void;
  onAdd: (date: string) => void;
  /** The lived part of the week: past days shaded, started shifts marked. */
  past?: WeekPast | undefined;
}) {
  const byDay = groupShifts(shifts, (s) => s.date);
  return (
    <div className="grid gap-3">
      {dates.map((date) => {
        const header = formatDayHeader(date);
        const list = byDay.get(date) ?? [];
        const off = (staff ?? []).filter((p) => p.days.some((d) => d.date === date && d.timeOff));
        return (
          <Card
            key={date}
            id={dayCardId(date)}
            // A day out of sight is not laid out or painted until it nears the screen: the seven cards are
            // ~7,000 px on a phone, and laying them out at once was the first draw's longest task.
            className={`gap-2 py-4 scroll-mt-16 [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]${past?.isPastDay(date) ? " day-past" : ""}`}
          >
            <CardHeader className="flex flex-row items-center justify-between px-4">
              <CardTitle className="text-base">
                {header.weekday} {header.date}
                {past?.isPastDay(date) && (
                  <span className="ml-2 text-sm font-normal text-muted-foreground">past</span>
                )}
              </CardTitle>
              {canEdit && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onAdd(date)}
                  aria-label={`Add shift on ${header.weekday} ${header.date}`}
                >
                  <PlusIcon aria-hidden />
                  Add
                </Button>
              )}
            </CardHeader>
            <CardContent className="grid gap-2 px-4">
              {off.length > 0 && (
                <p className="text-sm text-muted-foreground">Time off: {off.map((p) => p.name).join(", ")}</p>
              )}
              {list.length === 0 ? (
                <p className="text-sm text-muted-foreground">No shifts.</p>
              ) : (
                <ul className="grid gap-2">
                  {list.map((s) => (
                    <li
                      key={s.id}
                      className={`flex items-center gap-2 rounded-md border border-l-4 bg-card p-2 text-sm${
                        past?.started(s) ? " shift-started" : ""
                      }`}
                      style={{ borderLeftColor: positions.get(s.positionId)?.color ?? "#64748b" }}
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">
                          {s.isLocked && (
                            <PinIcon role="img" aria-label="Locked shift" className="mr-1 inline size-3" />
                          )}
                          <TimeRange start={s.startTime} end={s.endTime} /> ·{" "}
                          {formatHours(workedHours(s, timeZone))}
                          {past?.started(s) && (
                            <span className="ml-2 text-xs font-normal text-muted-foreground">started</span>
                          )}
                        </p>
                        <p className="truncate text-muted-foreground">
                          {positions.get(s.positionId)?.name ?? "Shift"} ·{" "}
                          {s.userId === null ? "Open shift" : (names.get(s.userId) ?? `User ${s.userId}`)}
                        </p>
                        {s.violations.length > 0 && (
                          <p className="text-destructive">{s.violations[0]?.message}</p>
                        )}
                      </div>
                      {s.explanation && (
                        <Button size="sm" variant="ghost" onClick={() => onWhy(s)}>
                          Why?
                        </Button>
                      )}
                      {canEdit && (
                        <Button size="sm" variant="outline" onClick={() => onOpenShift(s)}>
                          Edit
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
});
