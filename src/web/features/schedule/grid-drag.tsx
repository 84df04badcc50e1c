import {
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import type { Shift } from "../../../domain/schemas/schedules";
import { formatDayHeader } from "@/components/week";
import { timeRangeWords } from "@/lib/time-range";

/**
 * Drag and drop of the week grid, made cheap for a 150-person week (issue 13). dnd-kit still drives the
 * drag (pointer and keyboard sensors, auto-scroll, the screen-reader instructions and live region), but
 * with ONE draggable and no droppables: a chip becomes the draggable's node when it is pressed, and the
 * cell under the pointer (or the cell an arrow key reaches) is found from the table's own geometry. A
 * hook per cell and per chip made every one of ~1,800 components re-render at mount, drag start and drop.
 */

export interface CellTarget {
  rowKey: string;
  date: string;
}

/** The id of the grid's one draggable, and of the DndContext (its instructions' element id). */
export const DRAG_ID = "week-grid-shift";
export const DESCRIBED_BY = "week-grid-drag-instructions";

/** "rowKey|date" of a day cell; row keys (ids, "open") and dates hold no "|". */
export function cellTarget(cell: Element | null | undefined): CellTarget | null {
  const value = cell?.getAttribute("data-cell");
  if (!value) return null;
  const bar = value.lastIndexOf("|");
  return { rowKey: value.slice(0, bar), date: value.slice(bar + 1) };
}

const sameTarget = (a: CellTarget | null, b: CellTarget | null) =>
  a?.rowKey === b?.rowKey && a?.date === b?.date;

/** The day cell of `body` under a point of the viewport: rows by binary search, then the row's cells. */
export function cellAtPoint(body: HTMLTableSectionElement, x: number, y: number): HTMLElement | null {
  const rows = body.rows;
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const row = rows[mid];
    if (!row) return null;
    const rect = row.getBoundingClientRect();
    if (y < rect.top) high = mid - 1;
    else if (y >= rect.bottom) low = mid + 1;
    else {
      for (const cell of row.cells) {
        const box = cell.getBoundingClientRect();
        if (x >= box.left && x < box.right) return cell.hasAttribute("data-cell") ? cell : null;
      }
      return null;
    }
  }
  return null;
}

/** The day cell next to `cell` for an arrow key: the next or previous day, or the same day a row away. */
export function neighbourCell(cell: HTMLElement, code: string): HTMLElement | null {
  const row = cell.parentElement as HTMLTableRowElement | null;
  const index = (cell as HTMLTableCellElement).cellIndex;
  let next: Element | null | undefined = null;
  if (code === "ArrowRight") next = cell.nextElementSibling;
  else if (code === "ArrowLeft") next = cell.previousElementSibling;
  else if (code === "ArrowDown") next = (row?.nextElementSibling as HTMLTableRowElement | null)?.cells[index];
  else if (code === "ArrowUp")
    next = (row?.previousElementSibling as HTMLTableRowElement | null)?.cells[index];
  return next instanceof HTMLElement && next.hasAttribute("data-cell") ? next : null;
}

/** What is being dragged, kept outside React state: it changes on every pointer move. */
interface DragState {
  active: boolean;
  chip: HTMLElement | null;
  shift: Shift | null;
  cell: HTMLElement | null;
  announced: HTMLElement | null;
}

/** The one draggable's handles, filled in by <DragSource> and used by the grid body's handlers. */
export interface DragSourceHandles {
  arm: (chip: HTMLElement) => void;
  listeners: Record<string, (event: PointerEvent | KeyboardEvent) => void> | undefined;
}

/**
 * The grid's drag: props for its DndContext, the handlers of its <tbody>, the lifted chip and the cell
 * under it (state, so that only the rows holding them re-render), and the handles <DragSource> fills in.
 */
export function useGridDrag({
  body,
  shiftById,
  describeCell,
  onMove,
}: {
  body: RefObject<HTMLTableSectionElement | null>;
  shiftById: (id: number) => Shift | undefined;
  describeCell: (target: CellTarget) => string;
  onMove: (shift: Shift, rowKey: string, date: string) => void;
}) {
  const drag = useRef<DragState>(idle());
  const source = useRef<DragSourceHandles>({ arm: () => {}, listeners: undefined });
  const [lifted, setLifted] = useState<{ shiftId: number; rowKey: string } | null>(null);
  const [over, setOver] = useState<CellTarget | null>(null);
  const latest = useRef({ shiftById, describeCell, onMove });
  const ended = useRef("");
  useLayoutEffect(() => {
    latest.current = { shiftById, describeCell, onMove };
  });

  const aim = useCallback((cell: HTMLElement | null) => {
    drag.current.cell = cell;
    const target = cellTarget(cell);
    setOver((old) => (sameTarget(old, target) ? old : target));
  }, []);

  // Keyboard moves go a whole cell at a time (dnd-kit's default is 25 pixels): the new coordinates put
  // the chip's corner 4 px inside the next cell, measured against where the chip is drawn now.
  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { currentCoordinates }) => {
      const { chip, cell } = drag.current;
      const next = cell && neighbourCell(cell, event.code);
      if (!ARROWS.has(event.code) || !chip) return undefined;
      event.preventDefault();
      if (!next) return undefined;
      aim(next);
      const to = next.getBoundingClientRect();
      const from = chip.getBoundingClientRect();
      return {
        x: currentCoordinates.x + to.left + 4 - from.left,
        y: currentCoordinates.y + to.top + 4 - from.top,
      };
    },
    [aim],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space lifts and drops (Enter stays the chip's click: it opens the shift), Escape cancels.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
      coordinateGetter,
    }),
  );

  // The pointer's cell, followed with the pointer itself (the chip is drawn under it), and found again at
  // the drop: the grid may have scrolled under a pointer that stood still.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const aimAtPointer = useCallback(() => {
    if (body.current && pointer.current) aim(cellAtPoint(body.current, pointer.current.x, pointer.current.y));
  }, [aim, body]);
  const followPointer = useCallback(
    (event: globalThis.PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      aimAtPointer();
    },
    [aimAtPointer],
  );
  useEffect(() => () => document.removeEventListener("pointermove", followPointer), [followPointer]);
  const finish = useCallback(() => {
    const { shift, cell } = drag.current;
    const target = cellTarget(cell);
    const name = shift ? `shift ${timeRangeWords(shift.startTime, shift.endTime)}` : "shift";
    ended.current = target
      ? `Dropped the ${name} on ${latest.current.describeCell(target)}.`
      : `Cancelled: the ${name} stays where it was.`;
    document.removeEventListener("pointermove", followPointer);
    pointer.current = null;
    drag.current = idle();
    setLifted(null);
    setOver(null);
  }, [followPointer]);

  const announcements: Announcements = useMemo(() => {
    const where = (cell: HTMLElement | null) => {
      const target = cellTarget(cell);
      return target ? latest.current.describeCell(target) : "outside the week";
    };
    const shiftName = () => {
      const shift = drag.current.shift;
      return shift ? `shift ${timeRangeWords(shift.startTime, shift.endTime)}` : "shift";
    };
    return {
      onDragStart: () => {
        drag.current.announced = drag.current.cell;
        return `Picked up the ${shiftName()} of ${where(drag.current.cell)}.`;
      },
      onDragMove: () => {
        if (drag.current.cell === drag.current.announced) return undefined;
        drag.current.announced = drag.current.cell;
        return `Over ${where(drag.current.cell)}.`;
      },
      onDragOver: () => undefined,
      // dnd-kit announces after onDragEnd / onDragCancel have reset the drag: their words are kept.
      onDragEnd: () => ended.current,
      onDragCancel: () => ended.current,
    };
  }, []);

  const context: DndContextProps = {
    id: DESCRIBED_BY,
    sensors,
    accessibility: { announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } },
    onDragStart: ({ activatorEvent }) => {
      const { chip, shift } = drag.current;
      drag.current.active = true;
      const origin = chip?.closest<HTMLElement>("td[data-cell]") ?? null;
      const target = cellTarget(origin);
      const keyboard = activatorEvent instanceof KeyboardEvent;
      if (shift && target) {
        const lift = () => {
          if (drag.current.active && drag.current.shift === shift)
            setLifted({ shiftId: shift.id, rowKey: target.rowKey });
        };
        // dnd-kit's keyboard sensor listens for the carrying keys only from its next task (a timer it sets
        // after this call): the chip is drawn lifted once they work, two timers later, so that an arrow
        // pressed the moment the chip looks lifted is never lost (it was, on a loaded machine).
        if (keyboard) setTimeout(() => setTimeout(lift));
        else lift();
      }
      aim(origin);
      if (!keyboard) document.addEventListener("pointermove", followPointer);
    },
    onDragEnd: () => {
      aimAtPointer();
      const { shift, cell } = drag.current;
      const target = cellTarget(cell);
      finish();
      if (shift && target) latest.current.onMove(shift, target.rowKey, target.date);
    },
    onDragCancel: () => {
      drag.current.cell = null;
      finish();
    },
  };

  // Delegated to the <tbody>: a pressed chip becomes the draggable, then dnd-kit's sensor decides.
  const start = (event: PointerEvent | KeyboardEvent, kind: "onPointerDown" | "onKeyDown") => {
    const chip = (event.target as Element).closest<HTMLElement>("[data-shift-id]");
    const shift = chip && latest.current.shiftById(Number(chip.dataset.shiftId));
    if (!chip || !shift) return;
    if (!drag.current.active) {
      drag.current.chip = chip;
      drag.current.shift = shift;
      source.current.arm(chip);
    }
    source.current.listeners?.[kind]?.(event);
  };
  const bodyHandlers = {
    onPointerDown: (event: PointerEvent) => start(event, "onPointerDown"),
    onKeyDown: (event: KeyboardEvent) => start(event, "onKeyDown"),
  };
  const isDragging = useCallback(() => drag.current.active, []);
  return { context, bodyHandlers, source, lifted, over, isDragging };
}

/** What a chip's description says (aria-describedby): how to move in the grid, open a shift, and drag it. */
const INSTRUCTIONS =
  "Arrow keys move between shifts and days, Enter opens the shift. To move it, press Space to pick it up, " +
  "arrow keys to carry it a cell at a time, Space to drop it, or Escape to cancel.";

const idle = (): DragState => ({ active: false, chip: null, shift: null, cell: null, announced: null });

const ARROWS = new Set(["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"]);

/**
 * The grid's one draggable. It renders nothing: the pressed chip is its node, and the drag's offset is
 * written on that chip's style directly, so a pointer move re-renders this component alone.
 */
export function DragSource({ handles }: { handles: RefObject<DragSourceHandles> }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, node } = useDraggable({ id: DRAG_ID });
  useLayoutEffect(() => {
    handles.current = {
      arm: (chip) => {
        setNodeRef(chip);
        setActivatorNodeRef(chip);
      },
      listeners: listeners as DragSourceHandles["listeners"],
    };
  });
  useLayoutEffect(() => {
    const chip = node.current;
    if (!chip) return;
    chip.style.transform = transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : "";
    chip.style.zIndex = transform ? "10" : "";
  });
  return null;
}

/** "Bench Person 3, Tue Dec 15": a cell as a screen reader hears it. */
export function cellDescription(label: string | undefined, date: string): string {
  const header = formatDayHeader(date);
  return `${label ?? "an unknown row"}, ${header.weekday} ${header.date}`;
}
