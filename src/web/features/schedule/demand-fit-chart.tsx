import { useMemo, memo } from "react";
import type { PositionCoverage } from "../../../domain/schemas/schedules";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDayHeader } from "@/components/week";
import type { StoreHours } from "@/lib/time-range";
import { demandFitByDay, fitSummary, peopleTop, weekFit, type DayFit } from "./demand-fit";

const W = 240;
const H = 64;

/**
 * "Demand fit": per day, people needed (the line) vs scheduled (the bars) per 15-minute slot, all positions
 * together, from the schedule's coverage counts. The drawings are hidden from screen readers; each day's
 * summary ("Short 3 staff-hours, over 2") says the same in words.
 */
export const DemandFit = memo(function DemandFit({
  dates,
  coverage,
  hours,
}: {
  dates: readonly string[];
  coverage: readonly PositionCoverage[];
  hours?: StoreHours;
}) {
  const days = useMemo(() => demandFitByDay(dates, coverage, hours), [dates, coverage, hours]);
  const top = peopleTop(days);
  const week = weekFit(days);
  return (
    <Card data-testid="demand-fit">
      <CardHeader>
        <CardTitle as="h2">Demand fit</CardTitle>
        <CardDescription>
          People needed (line) and scheduled (bars) every 15 minutes; red bars are short of the need. This
          week: {fitSummary({ slots: days.flatMap((d) => d.slots), ...week }).toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {days.map((day) => (
          <DayChart key={day.date} day={day} top={top} />
        ))}
      </CardContent>
    </Card>
  );
});

function DayChart({ day, top }: { day: DayFit; top: number }) {
  const header = formatDayHeader(day.date);
  const n = day.slots.length;
  const w = W / Math.max(1, n);
  const plotH = H - 1;
  const y = (people: number) => plotH - (people / top) * (plotH - 4);
  // The need as a step line: flat across each slot, a vertical step between slots.
  const needPath = day.slots
    .map((s, i) => `${i === 0 ? "M" : "L"}${i * w},${y(s.needed)} L${(i + 1) * w},${y(s.needed)}`)
    .join(" ");
  const first = day.slots[0];
  const last = day.slots[n - 1];
  const summary = fitSummary(day);
  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="font-medium">
          {header.weekday} {header.date}
        </span>
        <span className={day.shortHours > 0 ? "text-destructive" : "text-muted-foreground"}>{summary}</span>
      </figcaption>
      {n > 0 && (
        <svg viewBox={`0 0 ${W} ${H}`} className="mt-1 h-auto w-full" aria-hidden focusable="false">
          <line x1={0} x2={W} y1={plotH} y2={plotH} className="stroke-border" />
          {day.slots.map((s, i) => {
            const h = plotH - y(s.scheduled);
            return (
              <rect
                key={`${s.time}${s.nextDay ? "+1" : ""}`}
                x={i * w + w * 0.1}
                y={plotH - h}
                width={w * 0.8}
                height={h}
                className={
                  s.scheduled < s.needed ? "fill-destructive" : "fill-primary opacity-60 hc:opacity-100"
                }
              />
            );
          })}
          <line x1={0} x2={W} y1={y(top)} y2={y(top)} className="stroke-border" strokeDasharray="3 3" />
          <path d={needPath} fill="none" className="stroke-foreground" strokeWidth={2} />
        </svg>
      )}
      {n > 0 && (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
          <span>{first?.time}</span>
          <span>0–{top} people</span>
          <span>{last ? `${last.time}${last.nextDay ? " +1" : ""}` : ""}</span>
        </div>
      )}
    </figure>
  );
}
