import { memo } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { STAFFING_SLOTS } from "../../../domain/time";
import { HeadcountCell } from "./headcount-cell";
import { formatStaffHours, staffHours } from "./headcount-grid";
import type { ChangeHeadcount } from "./use-headcount-editor";

/** A position's day: its name and staff-hours, then one cell per slot. Re-renders only when its row changes. */
export const PositionRow = memo(function PositionRow({
  position,
  rowIndex,
  counts,
  openSlots,
  canEdit,
  onChange,
}: {
  position: Position;
  rowIndex: number;
  counts: readonly number[];
  openSlots: readonly boolean[];
  canEdit: boolean;
  onChange: ChangeHeadcount;
}) {
  const hours = staffHours(counts);
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
      {STAFFING_SLOTS.map((slot, index) => (
        <HeadcountCell
          key={slot}
          positionId={position.id}
          positionName={position.name}
          rowIndex={rowIndex}
          slot={slot}
          slotIndex={index}
          count={counts[index] ?? 0}
          isOpen={openSlots[index] ?? true}
          isHourStart={index % 4 === 0}
          canEdit={canEdit}
          onChange={onChange}
        />
      ))}
    </tr>
  );
});
