import { memo } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift } from "../../../domain/schemas/schedules";
import { hhmm, isOvernight, NEXT_DAY_MARK } from "@/lib/time-range";
import { TimeRange } from "@/components/time-range";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatDayHeader } from "@/components/week";
import { groupShifts } from "./schedule-model";

/** The id of a day's card in the day list, which the glance's day headers link to. */
export const dayCardId = (date: string) => `day-${date}`;

/**
 * Phone width: the week at a glance above the day list (issue 32: the list alone was 16,700 px with no
 * overview). A small table, people × days, each shift its start and end stacked in the day's cell, open
 * shifts last. Screen readers hear each cell whole ("09:00–15:00, Server"); a day's header links to its
 * card in the list below.
 */
export const WeekGlance = memo(function WeekGlance({
  dates,
  shifts,
  positions,
  names,
}: {
  dates: readonly string[];
  shifts: readonly Shift[];
  positions: ReadonlyMap<number, Position>;
  names: ReadonlyMap<number, string>;
}) {
  const byPerson = groupShifts(shifts, (s) => s.userId);
  const people = [...byPerson.keys()]
    .filter((id): id is number => id !== null)
    .map((id) => ({ id, name: names.get(id) ?? `User ${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rows = [
    ...people.map((p) => ({ key: String(p.id), label: p.name, shifts: byPerson.get(p.id) ?? [] })),
    ...(byPerson.has(null) ? [{ key: "open", label: "Open shifts", shifts: byPerson.get(null) ?? [] }] : []),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="week-glance-title" className="grid gap-2">
      <h2 id="week-glance-title" className="text-base font-semibold">
        Week at a glance
      </h2>
      <ScrollRegion label="Week at a glance table" className="rounded-md border">
        <table className="w-full table-fixed border-collapse text-[11px] leading-tight">
          <caption className="sr-only">Who works which day: start and end of each shift</caption>
          <colgroup>
            <col className="w-[5.5rem]" />
            {dates.map((date) => (
              <col key={date} />
            ))}
          </colgroup>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="p-1 text-left font-medium">
                Person
              </th>
              {dates.map((date) => {
                const header = formatDayHeader(date);
                return (
                  <th key={date} scope="col" className="border-l p-0 font-medium">
                    <a
                      href={`#${dayCardId(date)}`}
                      className="block rounded px-0.5 py-1 text-center underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {header.weekday.slice(0, 2)}
                      <span className="block font-normal text-muted-foreground">
                        {header.date.split(" ")[1]}
                      </span>
                      <span className="sr-only">
                        {" "}
                        ({header.weekday} {header.date})
                      </span>
                    </a>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t">
                <th scope="row" className="p-1 text-left font-medium break-words">
                  {row.label}
                </th>
                {dates.map((date) => (
                  <td key={date} className="border-l p-0.5 text-center align-top tabular-nums">
                    {row.shifts
                      .filter((s) => s.date === date)
                      .map((s) => (
                        <span
                          key={s.id}
                          className="mb-0.5 block rounded-sm border-l-2 bg-muted px-0.5"
                          style={{ borderLeftColor: positions.get(s.positionId)?.color ?? "#64748b" }}
                        >
                          <span aria-hidden>
                            {hhmm(s.startTime)}
                            <br />
                            {hhmm(s.endTime)}
                            {isOvernight(s.startTime, s.endTime) && <sup>{NEXT_DAY_MARK}</sup>}
                          </span>
                          <span className="sr-only">
                            <TimeRange start={s.startTime} end={s.endTime} />,{" "}
                            {positions.get(s.positionId)?.name ?? "shift"}
                          </span>
                        </span>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
});
