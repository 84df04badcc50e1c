import { DndContext } from "@dnd-kit/core";
import { useCallback, useLayoutEffect, useMemo, useRef, type MouseEvent } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift } from "../../../domain/schemas/schedules";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatDayHeader } from "@/components/week";
import { CoverageStrip } from "./coverage-strip";
import { cellDescription, DragSource, useGridDrag, type CellTarget } from "./grid-drag";
import { useGridKeyboard } from "./use-grid-keyboard";
import type { WeekPast } from "./past";
import type { DayCoverage } from "./schedule-model";
import { WeekRow, type GridRow } from "./week-row";

export type { GridRow } from "./week-row";

/**
 * The week as a table: one row per person (or position), Monday to Sunday, a chip per shift coloured by
 * position with its times and hours. Chips drag to another row or day (pointer, or keyboard: focus a chip,
 * Space to lift, arrows to move a cell at a time, Space to drop, Escape to cancel); a click opens the
 * shift. Coverage strips close each day.
 */
export function WeekGrid({
  rows,
  dates,
  positions,
  coverage,
  canEdit,
  timeZone,
  onOpenShift,
  onAddShift,
  onMove,
  caption,
  past,
}: {
  rows: readonly GridRow[];
  dates: readonly string[];
  positions: ReadonlyMap<number, Position>;
  coverage: readonly DayCoverage[] | undefined;
  canEdit: boolean;
  /** The store's time zone: shift hours are real lengths. */
  timeZone?: string | undefined;
  onOpenShift: (shift: Shift) => void;
  onAddShift: (rowKey: string, date: string) => void;
  onMove: (shift: Shift, rowKey: string, date: string) => void;
  caption: string;
  /** The lived part of the week: past days shaded, started shifts marked. */
  past?: WeekPast | undefined;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const shifts = useMemo(() => new Map(rows.flatMap((row) => row.shifts.map((s) => [s.id, s]))), [rows]);
  const labels = useMemo(() => new Map(rows.map((row) => [row.key, row.label])), [rows]);
  const describeCell = (target: CellTarget) => cellDescription(labels.get(target.rowKey), target.date);
  const drag = useGridDrag({ body, shiftById: (id) => shifts.get(id), describeCell, onMove });
  const keyboard = useGridKeyboard({ body, isDragging: drag.isDragging });
  // Rows get a handler that never changes, so a row whose shifts did not change skips re-rendering.
  const handlers = useRef({ onAddShift });
  useLayoutEffect(() => {
    handlers.current = { onAddShift };
  });
  const addShift = useCallback(
    (rowKey: string, date: string) => handlers.current.onAddShift(rowKey, date),
    [],
  );
  // One click handler for every chip (a chip is a button carrying its shift's id).
  const openChip = (event: MouseEvent) => {
    const chip = (event.target as Element).closest<HTMLElement>("[data-shift-id]");
    const shift = chip && shifts.get(Number(chip.dataset.shiftId));
    if (shift) onOpenShift(shift);
  };

  return (
    <DndContext {...drag.context}>
      {canEdit && <DragSource handles={drag.source} />}
      <ScrollRegion
        label="Week schedule grid"
        className="schedule-grid rounded-md border"
        // Its tab stop is a chip or an "add" button; a read-only week without shifts has neither.
        hasOwnTabStop={canEdit || shifts.size > 0}
      >
        {/* Fits its container from 1024 px up (issue 32: at 64rem it cut Sunday at 1280): the name column
            narrows below 1280 and chip times wrap rather than being cut; narrower, the region scrolls. */}
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-xs">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            <col className="w-28 xl:w-44" />
            {dates.map((date) => (
              <col key={date} className={past?.isPastDay(date) ? "day-past" : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="border-b p-2 text-left font-medium">
                {caption.startsWith("Shifts by position") ? "Position" : "Person"}
              </th>
              {dates.map((date) => {
                const header = formatDayHeader(date);
                return (
                  <th key={date} scope="col" className="border-b border-l p-2 text-left font-medium">
                    <span className="block">{header.weekday}</span>
                    <span className="block font-normal text-muted-foreground">
                      {header.date}
                      {past?.isPastDay(date) && <span className="ml-1">· past</span>}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody
            ref={body}
            onClick={openChip}
            onFocus={keyboard.onFocus}
            onBlur={keyboard.onBlur}
            {...(canEdit ? drag.bodyHandlers : {})}
            // After the drag's handler: a lifted chip's arrows are the drag's.
            onKeyDown={(event) => {
              if (canEdit) drag.bodyHandlers.onKeyDown(event);
              keyboard.onKeyDown(event);
            }}
          >
            {rows.map((row) => (
              <WeekRow
                key={row.key}
                row={row}
                dates={dates}
                positions={positions}
                canEdit={canEdit}
                timeZone={timeZone}
                liftedId={drag.lifted?.rowKey === row.key ? drag.lifted.shiftId : null}
                overDate={drag.over?.rowKey === row.key ? drag.over.date : null}
                onAddShift={addShift}
                started={past?.started}
              />
            ))}
          </tbody>
          {coverage && (
            <tfoot>
              <tr>
                <th scope="row" className="p-2 text-left font-medium">
                  Coverage
                  <span className="block font-normal text-muted-foreground">scheduled / required</span>
                </th>
                {coverage.map((day) => (
                  <td key={day.date} className="border-l p-1">
                    <CoverageStrip day={day} />
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollRegion>
    </DndContext>
  );
}
