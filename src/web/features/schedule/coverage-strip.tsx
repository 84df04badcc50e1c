import { formatTime } from "../../../domain/time";
import { SLOT, type DayCoverage } from "./schedule-model";

/**
 * One day's coverage: a bar per 15-minute slot with demand, its height the scheduled share of the
 * required heads; short slots in the destructive colour. The text says how many staff-hours are short.
 */
export function CoverageStrip({ day }: { day: DayCoverage }) {
  const slots = day.required.map((required, i) => ({ i, required, scheduled: day.scheduled[i] ?? 0 }));
  const shown = slots.filter((s) => s.required > 0);
  if (shown.length === 0) return <p className="text-muted-foreground">No demand</p>;
  const shortHours = (day.short * SLOT) / 60;
  const firstShort = shown.find((s) => s.scheduled < s.required);
  return (
    <div>
      <div className="flex h-6 items-end gap-px" aria-hidden>
        {shown.map((s) => {
          const share = Math.min(1, s.scheduled / s.required);
          return (
            <span
              key={s.i}
              title={`${formatTime(s.i * SLOT)}: ${s.scheduled}/${s.required}`}
              className={s.scheduled < s.required ? "w-full bg-destructive" : "w-full bg-emerald-600"}
              style={{ height: `${Math.max(15, share * 100)}%` }}
            />
          );
        })}
      </div>
      <p className={shortHours > 0 ? "mt-1 text-destructive" : "mt-1 text-muted-foreground"}>
        {shortHours > 0
          ? `${shortHours} staff-h short${firstShort ? ` from ${formatTime(firstShort.i * SLOT)}` : ""}`
          : "Fully covered"}
      </p>
    </div>
  );
}
