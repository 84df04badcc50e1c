import type { Position } from "../../../domain/schemas/positions";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatStaffHours, type HeadcountGrid } from "./headcount-grid";
import { dayTotals, type WeekGrids } from "./week-needs";
import type { DayOption } from "./copy-dialogs";

/** Staff-hours per position and day, and per day over all positions (DESIGN §9, totals). */
export function WeekTotals({
  days,
  grids,
  positions,
  slots,
}: {
  days: readonly DayOption[];
  grids: WeekGrids;
  positions: readonly Position[];
  slots: readonly string[];
}) {
  const ids = positions.map((p) => p.id);
  const totals = days.map((d) => dayTotals(grids[d.key] as HeadcountGrid | undefined, ids, slots));
  const week = totals.reduce((sum, t) => sum + t.total, 0);
  return (
    <ScrollRegion label="Staff-hours per day" className="rounded-md border">
      <table className="w-full border-collapse text-sm tabular-nums" data-testid="week-totals">
        <caption className="sr-only">Staff-hours per position and day</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="px-3 py-1 text-left font-medium">
              Staff-hours
            </th>
            {days.map((d) => (
              <th key={d.key} scope="col" className="px-2 py-1 text-right font-medium">
                {d.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-1 text-right font-medium">
              Week
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p, row) => (
            <tr key={p.id} className="border-b">
              <th scope="row" className="px-3 py-1 text-left font-normal">
                {p.name}
              </th>
              {totals.map((t, i) => (
                <td key={days[i]?.key} className="px-2 py-1 text-right">
                  {formatStaffHours(t.perPosition[row] ?? 0)}
                </td>
              ))}
              <td className="px-3 py-1 text-right">
                {formatStaffHours(totals.reduce((sum, t) => sum + (t.perPosition[row] ?? 0), 0))}
              </td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" className="px-3 py-1 text-left">
              All positions
            </th>
            {totals.map((t, i) => (
              <td
                key={days[i]?.key}
                className="px-2 py-1 text-right"
                data-testid={`day-total-${days[i]?.key}`}
              >
                {formatStaffHours(t.total)}
              </td>
            ))}
            <td className="px-3 py-1 text-right" data-testid="week-total">
              {formatStaffHours(week)}
            </td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
