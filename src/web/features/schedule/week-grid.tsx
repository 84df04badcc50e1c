import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { AlertTriangleIcon, LockIcon, PlusIcon } from "lucide-react";
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from "react";
import type { Position } from "../../../domain/schemas/positions";
import type { Shift, StaffDay } from "../../../domain/schemas/schedules";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatDayHeader } from "@/components/week";
import { cn } from "@/lib/utils";
import { CoverageStrip } from "./coverage-strip";
import { formatHours, timeRange, workedHours, type DayCoverage } from "./schedule-model";

export interface GridRow {
  key: string;
  label: string;
  detail?: ReactNode;
  shifts: Shift[];
  /** The person's days (time off, workable times), when the row is a person's. */
  days?: ReadonlyMap<string, StaffDay> | undefined;
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Keyboard moves go a whole cell at a time: an arrow takes the lifted chip to the nearest day cell in that
 * direction (the next day, or the same day of the next row), not 25 pixels as dnd-kit does by default.
 */
const cellByCell: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { left: number; top: number } | undefined;
  let bestScore = Infinity;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    // Not the cell the chip is in now, and ahead of it in that direction.
    const inside =
      rect.left <= cx && cx <= rect.left + rect.width && rect.top <= cy && cy <= rect.top + rect.height;
    const x = rect.left + rect.width / 2 - cx;
    const y = rect.top + rect.height / 2 - cy;
    const along = x * dx + y * dy;
    if (inside || along <= 0) continue;
    const score = along + 4 * Math.abs(dx !== 0 ? y : x);
    if (score < bestScore) {
      bestScore = score;
      best = rect;
    }
  }
  return best ? { x: best.left + 4, y: best.top + 4 } : undefined;
};

/**
 * The week as a table: one row per person (or position), Monday to Sunday, a chip per shift coloured by
 * position with its times and hours. Chips drag to another row or day (pointer, or keyboard: focus a chip,
 * Space to lift, arrows to move, Space to drop); a click opens the shift. Coverage strips close each day.
 */
export function WeekGrid({
  rows,
  dates,
  positions,
  coverage,
  canEdit,
  onOpenShift,
  onAddShift,
  onMove,
  caption,
}: {
  rows: readonly GridRow[];
  dates: readonly string[];
  positions: ReadonlyMap<number, Position>;
  coverage: readonly DayCoverage[] | undefined;
  canEdit: boolean;
  onOpenShift: (shift: Shift) => void;
  onAddShift: (rowKey: string, date: string) => void;
  onMove: (shift: Shift, rowKey: string, date: string) => void;
  caption: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space lifts and drops (Enter stays the chip's click: it opens the shift), Escape cancels.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
      coordinateGetter: cellByCell,
    }),
  );
  // Rows get handlers that never change, so a row whose shifts did not change skips re-rendering.
  const handlers = useRef({ onOpenShift, onAddShift });
  useLayoutEffect(() => {
    handlers.current = { onOpenShift, onAddShift };
  });
  const openShift = useCallback((shift: Shift) => handlers.current.onOpenShift(shift), []);
  const addShift = useCallback(
    (rowKey: string, date: string) => handlers.current.onAddShift(rowKey, date),
    [],
  );
  const onDragEnd = (event: DragEndEvent) => {
    const shift = event.active.data.current?.shift as Shift | undefined;
    const target = event.over?.data.current as { rowKey: string; date: string } | undefined;
    if (shift && target) onMove(shift, target.rowKey, target.date);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <ScrollRegion label="Week schedule grid" className="schedule-grid rounded-md border">
        <table className="w-full min-w-[64rem] table-fixed border-collapse text-xs">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="w-44 border-b p-2 text-left font-medium">
                {caption.startsWith("Shifts by position") ? "Position" : "Person"}
              </th>
              {dates.map((date) => {
                const header = formatDayHeader(date);
                return (
                  <th key={date} scope="col" className="border-b border-l p-2 text-left font-medium">
                    <span className="block">{header.weekday}</span>
                    <span className="block font-normal text-muted-foreground">{header.date}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <WeekRow
                key={row.key}
                row={row}
                dates={dates}
                positions={positions}
                canEdit={canEdit}
                onOpenShift={openShift}
                onAddShift={addShift}
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

interface WeekRowProps {
  row: GridRow;
  dates: readonly string[];
  positions: ReadonlyMap<number, Position>;
  canEdit: boolean;
  onOpenShift: (shift: Shift) => void;
  onAddShift: (rowKey: string, date: string) => void;
}

/**
 * One person's (or position's) week. Memoized on what it shows: a drag or an edit re-renders the one or
 * two rows whose shifts changed, not all 150 (the query keeps unchanged shifts as the same objects).
 */
const WeekRow = memo(function WeekRow({
  row,
  dates,
  positions,
  canEdit,
  onOpenShift,
  onAddShift,
}: WeekRowProps) {
  return (
    <tr className="border-b align-top">
      <th scope="row" className="p-2 text-left font-medium">
        <span className="block truncate">{row.label}</span>
        {row.detail && <span className="block font-normal text-muted-foreground">{row.detail}</span>}
      </th>
      {dates.map((date) => (
        <DayCell
          key={date}
          rowKey={row.key}
          rowLabel={row.label}
          date={date}
          day={row.days?.get(date)}
          canEdit={canEdit}
          onAdd={() => onAddShift(row.key, date)}
        >
          {row.shifts
            .filter((s) => s.date === date)
            .map((s) => (
              <ShiftChip
                key={s.id}
                shift={s}
                position={positions.get(s.positionId)}
                canEdit={canEdit}
                onOpen={() => onOpenShift(s)}
              />
            ))}
        </DayCell>
      ))}
    </tr>
  );
}, sameRow);

function sameRow(a: WeekRowProps, b: WeekRowProps): boolean {
  return (
    a.dates === b.dates &&
    a.positions === b.positions &&
    a.canEdit === b.canEdit &&
    a.onOpenShift === b.onOpenShift &&
    a.onAddShift === b.onAddShift &&
    a.row.key === b.row.key &&
    a.row.label === b.row.label &&
    a.row.detail === b.row.detail &&
    a.row.days === b.row.days &&
    a.row.shifts.length === b.row.shifts.length &&
    a.row.shifts.every((shift, i) => shift === b.row.shifts[i])
  );
}

/** A day the person cannot work at all (time off, or no workable time), or only part of. */
function dayNote(day: StaffDay | undefined): { text: string; blocked: boolean } | null {
  if (!day) return null;
  if (day.timeOff) return { text: "Time off", blocked: true };
  if (day.available.length === 0) return { text: "Unavailable", blocked: true };
  const [first] = day.available;
  if (day.available.length === 1 && first?.start === "00:00" && first.end === "24:00") return null;
  return { text: day.available.map((a) => `${a.start}-${a.end}`).join(", "), blocked: false };
}

function DayCell({
  rowKey,
  rowLabel,
  date,
  day,
  canEdit,
  onAdd,
  children,
}: {
  rowKey: string;
  rowLabel: string;
  date: string;
  day: StaffDay | undefined;
  canEdit: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `${rowKey}|${date}`,
    data: { rowKey, date },
    disabled: !canEdit,
  });
  const header = formatDayHeader(date);
  const note = dayNote(day);
  return (
    <td
      ref={setNodeRef}
      data-cell={`${rowKey}|${date}`}
      className={cn("group border-l p-1", note?.blocked && "day-blocked", isOver && "bg-accent")}
    >
      <div className="grid gap-1">
        {note && (
          <span
            title={note.blocked ? undefined : `Available ${note.text}`}
            className={cn(
              "day-note truncate rounded px-1 text-[11px] leading-4",
              note.blocked ? "bg-muted font-medium text-foreground" : "text-muted-foreground",
            )}
          >
            {!note.blocked && <span className="sr-only">Available </span>}
            {note.text}
          </span>
        )}
        {children}
        {canEdit && (
          <button
            type="button"
            onClick={onAdd}
            aria-label={`Add shift: ${rowLabel}, ${header.weekday} ${header.date}`}
            className="print:hidden flex h-6 items-center justify-center rounded text-muted-foreground opacity-60 hover:bg-accent hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <PlusIcon aria-hidden className="size-3" />
          </button>
        )}
      </div>
    </td>
  );
}

function ShiftChip({
  shift,
  position,
  canEdit,
  onOpen,
}: {
  shift: Shift;
  position: Position | undefined;
  canEdit: boolean;
  onOpen: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: shift.id,
    data: { shift },
    disabled: !canEdit,
  });
  const hasProblem = shift.violations.length > 0;
  const hours = workedHours(shift);
  // The name is the chip's visible text plus hidden words (WCAG 2.5.3: the name contains what is seen).
  const extra = `${shift.isLocked ? ", locked" : ""}${
    hasProblem ? `, ${shift.violations.length} rule${shift.violations.length > 1 ? "s" : ""} broken` : ""
  }`;
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-shift-id={shift.id}
      onClick={onOpen}
      title={hasProblem ? shift.violations.map((v) => v.message).join("\n") : undefined}
      {...(canEdit ? { ...attributes, ...listeners } : {})}
      style={{
        borderLeftColor: position?.color ?? "#64748b",
        ...(transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 } : {}),
      }}
      className={cn(
        "shift-chip w-full rounded border border-l-4 bg-card px-1.5 py-1 text-left leading-tight shadow-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
        hasProblem && "border-destructive",
        isDragging && "opacity-80 shadow-lg",
      )}
    >
      <span className="flex items-center gap-1 font-medium">
        {shift.isLocked && <LockIcon aria-hidden className="size-3 shrink-0" />}
        {hasProblem && <AlertTriangleIcon aria-hidden className="size-3 shrink-0 text-destructive" />}
        <span className="truncate">{timeRange(shift)}</span>
      </span>{" "}
      <span className="block truncate text-muted-foreground">
        {position?.name ?? "—"} · {formatHours(hours)}
      </span>
      {extra && <span className="sr-only">{extra}</span>}
    </button>
  );
}
