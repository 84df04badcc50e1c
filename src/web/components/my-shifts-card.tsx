import { useQuery } from "@tanstack/react-query";
import { CalendarClockIcon } from "lucide-react";
import { addDays, localToday } from "../../domain/time";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TimeRange } from "@/components/time-range";
import { Spinner } from "@/components/ui/spinner";
import { weekStartOf } from "@/components/week";
import { myHoursQueryOptions, myShiftsQueryOptions } from "@/lib/queries/me";
import type { MyShift } from "../../domain/schemas/me";

/** How far ahead My shifts looks. */
const AHEAD_DAYS = 27;

export const formatDay = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
  });

function groupByDay(shifts: MyShift[]): [string, MyShift[]][] {
  const out = new Map<string, MyShift[]>();
  for (const s of shifts) out.set(s.date, [...(out.get(s.date) ?? []), s]);
  return [...out];
}

/**
 * My upcoming published shifts, grouped by day: store, position, times, breaks and who else works then,
 * and my hours this week against the hours I want (docs/api.md, The employee side).
 */
export function MyShiftsCard() {
  const today = localToday();
  const monday = weekStartOf(today);
  const shifts = useQuery(myShiftsQueryOptions(today, addDays(today, AHEAD_DAYS)));
  const hours = useQuery(myHoursQueryOptions(monday));

  return (
    <Card aria-labelledby="my-shifts-title">
      <CardHeader>
        <CardTitle id="my-shifts-title" className="flex items-center gap-2">
          <CalendarClockIcon aria-hidden className="size-5" />
          My shifts
        </CardTitle>
        <CardDescription>
          {hours.data
            ? `${hours.data.scheduledHours} h this week of ${hours.data.desiredHours} h desired`
            : "Your upcoming published shifts"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {shifts.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading your shifts" />
          </div>
        ) : shifts.isError ? (
          <p className="text-sm text-muted-foreground">Your shifts could not be loaded.</p>
        ) : shifts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming published shifts.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Upcoming shifts by day">
            {groupByDay(shifts.data).map(([date, list]) => (
              <li key={date}>
                <h3 className="text-sm font-semibold">{formatDay(date)}</h3>
                <ul className="mt-1 grid gap-2">
                  {list.map((s) => (
                    <li key={s.id} className="rounded-md border p-2 text-sm" data-shift-id={s.id}>
                      <div className="flex flex-wrap justify-between gap-x-3">
                        <span className="font-medium">
                          <TimeRange start={s.startTime} end={s.endTime} /> · {s.positionName}
                        </span>
                        <span className="text-muted-foreground">{s.storeName}</span>
                      </div>
                      {s.breaks.length > 0 && (
                        <p className="text-muted-foreground">
                          {s.breaks
                            .map((b) => `${b.kind === "MEAL" ? "Meal" : "Rest"} break ${b.start}-${b.end}`)
                            .join(", ")}
                        </p>
                      )}
                      <p className="text-muted-foreground">
                        {s.coworkers.length === 0
                          ? "Nobody else on then"
                          : `With ${s.coworkers.map((c) => `${c.name} (${c.positionName})`).join(", ")}`}
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
