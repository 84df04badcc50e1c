import { scaleBars } from "@/lib/chart-scale";

const W = 320;
const H = 150;
const LEFT = 44;
const BOTTOM = 20;
const TOP = 14;

/**
 * Seven daily values as bars, drawn in SVG with the theme's colours (all three themes apply). Hidden from
 * screen readers: the tab's table carries the same figures.
 */
export function DayBars({
  title,
  labels,
  values,
  format,
  colorClass,
}: {
  title: string;
  labels: readonly string[];
  values: readonly number[];
  format: (v: number) => string;
  /** A Tailwind fill class, e.g. "fill-primary". */
  colorClass: string;
}) {
  const { heights, ticks } = scaleBars(values);
  const plotH = H - BOTTOM - TOP;
  const slot = (W - LEFT) / Math.max(1, values.length);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden focusable="false">
        {ticks.map((t) => {
          const y = TOP + plotH - (t / ticks[ticks.length - 1]!) * plotH;
          return (
            <g key={t}>
              <line x1={LEFT} x2={W} y1={y} y2={y} className="stroke-border" strokeDasharray="3 3" />
              <text x={LEFT - 4} y={y + 3} textAnchor="end" className="fill-muted-foreground text-[10px]">
                {format(t)}
              </text>
            </g>
          );
        })}
        {values.map((v, i) => {
          const h = heights[i]! * plotH;
          const x = LEFT + i * slot + slot * 0.15;
          return (
            <g key={labels[i] ?? i}>
              <rect x={x} y={TOP + plotH - h} width={slot * 0.7} height={h} rx={2} className={colorClass} />
              <text
                x={x + slot * 0.35}
                y={TOP + plotH - h - 3}
                textAnchor="middle"
                className="fill-foreground text-[10px]"
              >
                {format(v)}
              </text>
              <text
                x={x + slot * 0.35}
                y={H - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {labels[i]}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
