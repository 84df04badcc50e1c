import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import { MAX_HEADCOUNT } from "../../../domain/schemas/staffing";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { cn } from "@/lib/utils";
import {
  formatStaffHours,
  headcountRow,
  type HeadcountGrid,
  type HourGroup,
  type SlotColumn,
} from "./headcount-grid";
import { inRect, moveSelection, rectOf, type Cell, type Selection } from "./selection";

/** How a slot is named to screen readers: "01:00 (next day)" after midnight of a store open late. */
export function slotName(slot: string, nextDay: boolean): string {
  return nextDay ? `${slot} (next day)` : slot;
}

const isMidnight = (columns: readonly SlotColumn[], index: number) =>
  (columns[index]?.nextDay ?? false) && index > 0 && columns[index - 1]?.nextDay === false;

function cellOf(target: EventTarget | null): Cell | null {
  const td = target instanceof Element ? target.closest<HTMLElement>("td[data-col]") : null;
  if (!td) return null;
  return { row: Number(td.dataset.row), col: Number(td.dataset.col) };
}

export type GridActions = {
  onSelect: (selection: Selection) => void;
  onSet: (value: number) => void;
  onClear: () => void;
  onUndo: () => void;
};

/**
 * One day's needs: a row per position, a column per slot. The grid is one tab stop (roving tabindex on
 * the focused cell); arrows move, shift+arrows extend, a pointer drag selects a rectangle across
 * positions. Typed digits + Enter set every selected cell, Delete clears them, Ctrl+Z undoes.
 */
export function NeedsGrid({
  positions,
  columns,
  hours,
  grid,
  hoursPerPosition,
  selection,
  canEdit,
  caption,
  describedBy,
  actions,
}: {
  positions: readonly Position[];
  columns: readonly SlotColumn[];
  hours: readonly HourGroup[];
  grid: HeadcountGrid;
  hoursPerPosition: readonly number[];
  selection: Selection;
  canEdit: boolean;
  caption: string;
  describedBy: string;
  actions: GridActions;
}) {
  const table = useRef<HTMLTableElement>(null);
  const dragging = useRef(false);
  const [typed, setTyped] = useState("");
  const rect = rectOf(selection);
  const size = { rows: positions.length, cols: columns.length };
  const { row: focusRow, col: focusCol } = selection.focus;

  // The focused cell follows the selection's focus, while the grid has the keyboard focus.
  useEffect(() => {
    const box = table.current;
    if (!box?.contains(document.activeElement)) return;
    const cell = box.querySelector<HTMLElement>(`td[data-row="${focusRow}"][data-col="${focusCol}"]`);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [focusRow, focusCol]);

  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener("pointerup", stop);
    return () => window.removeEventListener("pointerup", stop);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moved = moveSelection(selection, event.key, event.shiftKey, size);
    if (moved) {
      event.preventDefault();
      setTyped("");
      return actions.onSelect(moved);
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
      event.preventDefault();
      return actions.onUndo();
    }
    if (!canEdit || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      const next = (typed + event.key).replace(/^0+(?=\d)/, "");
      setTyped(Number(next) <= MAX_HEADCOUNT ? next : event.key);
    } else if (event.key === "Enter" && typed !== "") {
      event.preventDefault();
      actions.onSet(Number(typed));
      setTyped("");
    } else if (event.key === "Escape" && typed !== "") {
      event.preventDefault();
      setTyped("");
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      if (typed !== "") setTyped(typed.slice(0, -1));
      else actions.onClear();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLTableElement>) {
    const cell = cellOf(event.target);
    if (!cell || event.button !== 0) return;
    setTyped("");
    // A mouse drags a rectangle; a finger scrolls the grid, so touch selects the tapped cell only.
    dragging.current = event.pointerType === "mouse";
    actions.onSelect(
      event.shiftKey ? { anchor: selection.anchor, focus: cell } : { anchor: cell, focus: cell },
    );
  }

  function onPointerOver(event: PointerEvent<HTMLTableElement>) {
    if (!dragging.current) return;
    const cell = cellOf(event.target);
    if (cell && (cell.row !== focusRow || cell.col !== focusCol))
      actions.onSelect({ anchor: selection.anchor, focus: cell });
  }

  return (
    <div className="grid gap-1">
      <ScrollRegion label="Staffing grid" className="scroll-pl-40 rounded-md border">
        <table
          ref={table}
          role="grid"
          aria-multiselectable="true"
          aria-describedby={describedBy}
          className="border-collapse text-sm select-none"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerOver={onPointerOver}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                rowSpan={2}
                className="sticky left-0 z-20 border-r bg-card px-3 py-1 text-left align-bottom font-medium"
              >
                Position
              </th>
              {hours.map(({ hour, nextDay, slots }, index) => (
                <th
                  key={`${hour}${nextDay ? "+1" : ""}`}
                  scope="colgroup"
                  colSpan={slots.length}
                  className={cn(
                    "border-l px-1 py-1 text-left font-medium whitespace-nowrap",
                    nextDay && hours[index - 1]?.nextDay === false && "border-l-2 border-l-foreground",
                  )}
                >
                  {hour}
                  {nextDay && (
                    <>
                      {" "}
                      <span aria-hidden className="text-xs font-semibold">
                        +1
                      </span>
                      <span className="sr-only">(next day)</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
            <tr className="border-b">
              {columns.map(({ slot, nextDay, isHourStart }, index) => (
                <th
                  key={slot}
                  scope="col"
                  className={cn(
                    "w-8 px-0 py-0.5 text-center text-[0.7rem] font-normal text-muted-foreground",
                    isHourStart && "border-l",
                    isMidnight(columns, index) && "border-l-2 border-l-foreground",
                  )}
                >
                  <span aria-hidden>:{slot.slice(3)}</span>
                  <span className="sr-only">{slotName(slot, nextDay)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {positions.map((position, row) => {
              const counts = headcountRow(grid, position.id);
              return (
                <tr key={position.id} className="border-b last:border-b-0">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 min-w-36 border-r bg-card px-3 py-1 text-left font-normal"
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
                      {formatStaffHours(hoursPerPosition[row] ?? 0)}
                    </span>
                  </th>
                  {columns.map((column, col) => {
                    const count = counts[column.slot] ?? 0;
                    const selected = inRect(rect, row, col);
                    const focused = row === focusRow && col === focusCol;
                    return (
                      <td
                        key={column.slot}
                        data-row={row}
                        data-col={col}
                        data-testid={`count-${position.id}-${column.slot}`}
                        aria-selected={selected}
                        tabIndex={focused ? 0 : -1}
                        className={cn(
                          "h-9 w-8 min-w-8 cursor-cell px-0 text-center text-xs tabular-nums outline-none",
                          column.isHourStart && "border-l",
                          isMidnight(columns, col) && "border-l-2 border-l-foreground",
                          count > 0 ? "font-semibold" : "text-muted-foreground",
                          // High contrast has no tint that keeps 7:1 behind the counts: a white inner frame instead.
                          selected &&
                            "bg-primary/20 hc:bg-transparent hc:shadow-[inset_0_0_0_2px_var(--foreground)]",
                          focused && "focus:ring-2 focus:ring-ring focus:ring-inset",
                        )}
                      >
                        <span
                          className={cn(
                            "mx-auto block h-6 w-6 rounded-sm leading-6",
                            count > 0 && "bg-primary text-primary-foreground",
                          )}
                        >
                          {count}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {canEdit && (
        <p className="min-h-5 px-1 text-sm text-muted-foreground" aria-live="polite" data-testid="typed">
          {typed !== "" && `Set to ${typed}: press Enter (Escape cancels)`}
        </p>
      )}
    </div>
  );
}
