import { hhmm, isOvernight, NEXT_DAY_MARK, NEXT_DAY_WORDS } from "@/lib/time-range";

/**
 * A start–end span as the screens show it: "18:00–02:00 +1" when it ends the next day, followed for screen
 * readers by "ends the next day" (docs/product.md, The real week). The "+1" stays in the accessible name:
 * a control's name holds the text it shows (WCAG 2.5.3).
 */
export function TimeRange({ start, end }: { start: string; end: string }) {
  const range = `${hhmm(start)}–${hhmm(end)}`;
  if (!isOvernight(start, end)) return <>{range}</>;
  return (
    <>
      {range} <span className="next-day-mark font-semibold">{NEXT_DAY_MARK}</span>
      {/* A space of its own: screen readers put one around the hidden text anyway (it is positioned). */}{" "}
      <span className="sr-only">({NEXT_DAY_WORDS})</span>
    </>
  );
}
