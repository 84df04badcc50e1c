import { SLOT, type DayCoverage, type SlotCoverage } from "./schedule-model";

/** "01:00 +1" for a slot after midnight of its business day. */
const slotTime = (s: SlotCoverage) => (s.nextDay ? `${s.time} +1` : s.time);

/**
 * One day's coverage as the server counted it, over its business day (past midnight for a store that
 * closes the next day, those slots marked +1): a bar per 15-minute slot with demand, its height the share
 * of the required heads met position by position; short slots in the destructive colour. The text says
 * how many staff-hours are short, the same staff time the day's UNDERSTAFFED warnings count.
 */
export function CoverageStrip({ day }: { day: DayCoverage }) {
  if (day.slots.length === 0) return <p className="text-muted-foreground">No demand</p>;
  const shortHours = (day.short * SLOT) / 60;
  const firstShort = day.slots.find((s) => s.met < s.required);
  return (
    <div>
      <div className="flex h-6 items-end gap-px" aria-hidden>
        {day.slots.map((s) => (
          <span
            key={s.time}
            title={`${slotTime(s)}: ${s.met}/${s.required}`}
            className={s.met < s.required ? "w-full bg-destructive" : "w-full bg-emerald-600"}
            style={{ height: `${Math.max(15, (s.met / s.required) * 100)}%` }}
          />
        ))}
      </div>
      <p className={shortHours > 0 ? "mt-1 text-destructive" : "mt-1 text-muted-foreground"}>
        {shortHours > 0
          ? `${shortHours} staff-h short${firstShort ? ` from ${slotTime(firstShort)}` : ""}`
          : "Fully covered"}
      </p>
    </div>
  );
}
