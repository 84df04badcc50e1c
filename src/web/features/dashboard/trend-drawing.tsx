import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TrendWeek } from "../../../domain/schemas/figures";
import { formatDayHeader } from "@/components/week";
import { useFormatMoney } from "@/lib/money";

/**
 * The trend drawn with Recharts (loaded lazily by trends-chart.tsx). Hidden from screen readers: the card's
 * table carries the same figures. Colours come from the theme's variables, so all three themes apply.
 */
export default function TrendDrawing({ weeks }: { weeks: TrendWeek[] }) {
  const money = useFormatMoney();
  const data = weeks.map((w) => ({
    week: formatDayHeader(w.weekStart).date,
    coverage: w.coveragePercent,
    cost: w.laborCost,
  }));
  return (
    <div aria-hidden className="h-64 w-full min-w-0" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis dataKey="week" tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} />
          <YAxis
            yAxisId="coverage"
            domain={[0, 100]}
            width={36}
            tickFormatter={(v: number) => `${v}%`}
            tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          />
          <YAxis
            yAxisId="cost"
            orientation="right"
            width={56}
            tickFormatter={(v: number) => money(v, { whole: true })}
            tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          />
          <Tooltip
            formatter={(value, name) =>
              typeof value === "number" ? (name === "Labor cost" ? money(value) : `${value}%`) : "–"
            }
            contentStyle={{ background: "var(--popover)", color: "var(--popover-foreground)" }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="cost" dataKey="cost" name="Labor cost" fill="var(--muted-foreground)" opacity={0.5} />
          <Line
            yAxisId="coverage"
            dataKey="coverage"
            name="Coverage"
            stroke="var(--primary)"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
