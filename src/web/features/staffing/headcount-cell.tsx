import { memo } from "react";
import { MAX_HEADCOUNT } from "../../../domain/schemas/staffing";
import { cn } from "@/lib/utils";
import type { ChangeHeadcount } from "./use-headcount-editor";

// Text glyphs rather than icons: 1,000+ buttons on a day's grid, and an SVG each doubles the DOM.
const buttonClass =
  "mx-auto block h-6 w-7 cursor-pointer rounded-sm text-sm leading-6 text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-40";

/** One 15-minute slot of one position: + / count / −. Re-renders only when its own count changes. */
export const HeadcountCell = memo(function HeadcountCell({
  positionId,
  positionName,
  slot,
  slotIndex,
  count,
  isOpen,
  isHourStart,
  canEdit,
  onChange,
}: {
  positionId: number;
  positionName: string;
  slot: string;
  slotIndex: number;
  count: number;
  isOpen: boolean;
  isHourStart: boolean;
  canEdit: boolean;
  onChange: ChangeHeadcount;
}) {
  return (
    <td className={cn("px-0 py-0.5 text-center", isHourStart && "border-l", !isOpen && "bg-muted")}>
      {canEdit && (
        <button
          type="button"
          className={buttonClass}
          aria-label={`Add one ${positionName} at ${slot}`}
          disabled={count >= MAX_HEADCOUNT}
          onClick={() => onChange(positionId, slotIndex, 1)}
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
          aria-label={`Remove one ${positionName} at ${slot}`}
          disabled={count <= 0}
          onClick={() => onChange(positionId, slotIndex, -1)}
        >
          −
        </button>
      )}
    </td>
  );
});
