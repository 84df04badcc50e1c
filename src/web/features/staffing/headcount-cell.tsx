import { memo } from "react";
import { MAX_HEADCOUNT } from "../../../domain/schemas/staffing";
import { cn } from "@/lib/utils";
import type { ChangeHeadcount } from "./use-headcount-editor";

// Text glyphs rather than icons: 1,000+ buttons on a day's grid, and an SVG each doubles the DOM.
// aria-disabled rather than disabled: a button reaching 0 keeps the keyboard focus instead of dropping it.
const buttonClass =
  "mx-auto block h-6 w-7 cursor-pointer rounded-sm text-sm leading-6 text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/** How a slot is named to screen readers: "01:00 (next day)" after midnight of a store open late. */
export function slotName(slot: string, nextDay: boolean): string {
  return nextDay ? `${slot} (next day)` : slot;
}

/**
 * One 15-minute slot of one position: + / count / −. Re-renders only when its own count changes.
 * `data-row`/`data-col` place its buttons for the grid's arrow-key navigation (staffing-grid.tsx);
 * only the grid's first button is in the tab order.
 */
export const HeadcountCell = memo(function HeadcountCell({
  positionId,
  positionName,
  rowIndex,
  slot,
  slotIndex,
  nextDay,
  count,
  isHourStart,
  isMidnight,
  canEdit,
  onChange,
}: {
  positionId: number;
  positionName: string;
  rowIndex: number;
  slot: string;
  slotIndex: number;
  nextDay: boolean;
  count: number;
  isHourStart: boolean;
  /** The first slot after midnight: a heavier divider before it. */
  isMidnight: boolean;
  canEdit: boolean;
  onChange: ChangeHeadcount;
}) {
  const canAdd = count < MAX_HEADCOUNT;
  const canRemove = count > 0;
  const name = slotName(slot, nextDay);
  return (
    <td
      className={cn(
        "px-0 py-0.5 text-center",
        isHourStart && "border-l",
        isMidnight && "border-l-2 border-l-foreground",
      )}
    >
      {canEdit && (
        <button
          type="button"
          className={buttonClass}
          aria-label={`Add one ${positionName} at ${name}`}
          aria-disabled={canAdd ? undefined : true}
          tabIndex={rowIndex === 0 && slotIndex === 0 ? 0 : -1}
          data-row={rowIndex * 2}
          data-col={slotIndex}
          onClick={() => canAdd && onChange(positionId, slot, 1)}
        >
          +
        </button>
      )}
      <span
        className={cn(
          "mx-auto block h-5 w-7 rounded-sm text-xs leading-5 tabular-nums",
          count > 0 ? "bg-primary font-semibold text-primary-foreground" : "text-muted-foreground",
        )}
        data-testid={`count-${positionId}-${slot}`}
      >
        {count}
      </span>
      {canEdit && (
        <button
          type="button"
          className={buttonClass}
          aria-label={`Remove one ${positionName} at ${name}`}
          aria-disabled={canRemove ? undefined : true}
          tabIndex={-1}
          data-row={rowIndex * 2 + 1}
          data-col={slotIndex}
          onClick={() => canRemove && onChange(positionId, slot, -1)}
        >
          −
        </button>
      )}
    </td>
  );
});
