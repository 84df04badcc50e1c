import { hhmm, isOvernight, NEXT_DAY_MARK, NEXT_DAY_WORDS } from "@/lib/time-range";

/**
 * A start–end span as the screens show it: "18:00–02:00 +1" when it ends the next day, the "+1" read as
 * "ends the next day" by screen readers (docs/product.md, The real week).
 */
export function TimeRange({ start, end }: { start: string; end: string }) {
  const range = `${hhmm(start)}–${hhmm(end)}`;
  if (!isOvernight(start, end)) return <>{range}</>;
  return (
    <>
      {range}{" "}
      <span aria-hidden className="next-day-mark font-semibold">
        {NEXT_DAY_MARK}
      </span>
      <span className="sr-only">, {NEXT_DAY_WORDS}</span>
    </>
  );
}
