import { memo } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { HeadcountCell } from "./headcount-cell";
import { formatStaffHours, staffHours, type HeadcountRow, type SlotColumn } from "./headcount-grid";
import type { ChangeHeadcount } from "./use-headcount-editor";

/** A position's day: its name and staff-hours, then one cell per slot. Re-renders only when its row changes. */
export const PositionRow = memo(function PositionRow({
  position,
  rowIndex,
  counts,
  columns,
  slots,
  canEdit,
  onChange,
}: {
  position: Position;
  rowIndex: number;
  counts: HeadcountRow;
  /** The store's business day, and its slots as "HH:MM" (the same list, kept for the hours). */
  columns: readonly SlotColumn[];
  slots: readonly string[];
  canEdit: boolean;
  onChange: ChangeHeadcount;
}) {
  const hours = staffHours(counts, slots);
  return (
    <tr className="border-b last:border-b-0">
      <th
        scope="row"
        className="sticky left-0 z-10 min-w-36 border-r bg-card px-3 py-1 text-left align-middle font-normal"
      >
        <span className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3 shrink-0 rounded-sm border border-border"
            style={{ backgroundColor: position.color }}
          />
          <span className="font-medium">{position.name}</span>
        </span>
        <span
          className="block text-xs text-muted-foreground tabular-nums"
          data-testid={`hours-${position.id}`}
        >
          {formatStaffHours(hours)} staff-hours
        </span>
      </th>
      {columns.map((column, index) => (
        <HeadcountCell
          key={column.slot}
          positionId={position.id}
          positionName={position.name}
          rowIndex={rowIndex}
          slot={column.slot}
          slotIndex={index}
          nextDay={column.nextDay}
          count={counts[column.slot] ?? 0}
          isHourStart={column.isHourStart}
          isMidnight={column.nextDay && index > 0 && columns[index - 1]?.nextDay === false}
          canEdit={canEdit}
          onChange={onChange}
        />
      ))}
    </tr>
  );
});
