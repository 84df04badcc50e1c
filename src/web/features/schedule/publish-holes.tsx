import type { Position } from "../../../domain/schemas/positions";
import type { Schedule } from "../../../domain/schemas/schedules";
import { formatDayHeader } from "@/components/week";
import { businessRangeText, type StoreHours } from "@/lib/time-range";
import { timeRange } from "./schedule-model";

/** A hole of the week as the publish dialog lists it: day, time, position. */
interface Hole {
  key: string;
  date: string;
  time: string;
  position: string;
}

const byDateAndTime = (a: Hole, b: Hole) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time);

/**
 * The week's holes before it goes out: the slots short of staff (its UNDERSTAFFED warnings, on their
 * business day) and the shifts nobody works (open shifts), so publishing a week with holes is a decision.
 */
export function weekHoles(
  week: Pick<Schedule, "warnings" | "shifts">,
  positions: ReadonlyMap<number, Position>,
  hours: StoreHours | undefined,
): { understaffed: Hole[]; open: Hole[] } {
  const positionName = (id: number | null) => (id === null ? "" : (positions.get(id)?.name ?? "Shift"));
  const understaffed = week.warnings
    .filter((w) => w.code === "UNDERSTAFFED")
    .map((w, i) => ({
      key: `u${i}`,
      date: w.date,
      time: w.start && w.end ? businessRangeText(w.start, w.end, hours) : "",
      position: positionName(w.positionId),
    }));
  const open = week.shifts
    .filter((s) => s.userId === null)
    .map((s) => ({
      key: `o${s.id}`,
      date: s.date,
      time: timeRange(s),
      position: positionName(s.positionId),
    }));
  return { understaffed: understaffed.sort(byDateAndTime), open: open.sort(byDateAndTime) };
}

/** One kind of hole: a heading with its count, and the list (none: "None"). */
export function HoleList({ title, holes }: { title: string; holes: Hole[] }) {
  const headingId = `publish-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-1">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} ({holes.length})
      </h3>
      {holes.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="grid gap-0.5 text-sm">
          {holes.map((h) => {
            const day = formatDayHeader(h.date);
            return (
              <li key={h.key} className="flex flex-wrap gap-x-2">
                <span className="w-24 shrink-0 font-medium">
                  {day.weekday} {day.date}
                </span>
                <span className="tabular-nums">{h.time}</span>
                <span className="text-muted-foreground">{h.position}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
