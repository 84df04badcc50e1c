import { formatDayHeader } from "@/components/week";
import type { Hole } from "./week-holes";

/** A short list: enough to see where the holes are; the Schedule's warnings list them all. */
const SHOWN = 5;

/** One kind of hole: a heading with its count, and the first few (none: "None"). */
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
          {holes.slice(0, SHOWN).map((h) => {
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
          {holes.length > SHOWN && <li className="text-muted-foreground">and {holes.length - SHOWN} more</li>}
        </ul>
      )}
    </section>
  );
}
