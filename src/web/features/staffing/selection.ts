import { nextGridCell } from "./grid-keys";
import type { SlotColumn } from "./headcount-grid";

/**
 * The editor's selection: a rectangle of cells (rows = positions, columns = slots) between the anchor
 * (where a drag or shift+arrows started) and the focus (the cell with the keyboard focus).
 */
export type Cell = { row: number; col: number };
export type Selection = { anchor: Cell; focus: Cell };
export type Rect = { top: number; bottom: number; left: number; right: number };

export const ORIGIN: Selection = { anchor: { row: 0, col: 0 }, focus: { row: 0, col: 0 } };

export function rectOf({ anchor, focus }: Selection): Rect {
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

export function inRect(rect: Rect, row: number, col: number): boolean {
  return row >= rect.top && row <= rect.bottom && col >= rect.left && col <= rect.right;
}

/** The selection kept inside a grid of rows × cols (a store with shorter hours, fewer positions). */
export function clampSelection(selection: Selection, rows: number, cols: number): Selection {
  const clamp = (c: Cell) => ({
    row: Math.max(0, Math.min(rows - 1, c.row)),
    col: Math.max(0, Math.min(cols - 1, c.col)),
  });
  return { anchor: clamp(selection.anchor), focus: clamp(selection.focus) };
}

/**
 * Arrow keys (and Home/End) move the focus; with shift they extend the selection from its anchor,
 * without it the selection collapses onto the moved-to cell. Null when the key is no move.
 */
export function moveSelection(
  selection: Selection,
  key: string,
  extend: boolean,
  size: { rows: number; cols: number },
): Selection | null {
  const to = nextGridCell(key, selection.focus, size);
  if (!to) return null;
  return extend ? { anchor: selection.anchor, focus: to } : { anchor: to, focus: to };
}

/** "Server", "Server and Line Cook", "Server, Host and Line Cook". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** "17:00", or "01:00 +1" after midnight of a store open late. */
function timeText(time: string, nextDay: boolean): string {
  return nextDay ? `${time} (next day)` : time;
}

/** The end of a slot: "21:45" ends at "22:00"; "23:45" ends at midnight, the next day. */
function slotEnd(column: SlotColumn): { time: string; nextDay: boolean } {
  const [h, m] = column.slot.split(":").map(Number) as [number, number];
  const minute = h * 60 + m + 15;
  const wraps = minute >= 24 * 60;
  const wrapped = minute % (24 * 60);
  const time = `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
  return { time, nextDay: column.nextDay || wraps };
}

/** What a screen reader hears about the selection: "Server and Line Cook, 11:00 to 22:00 selected". */
export function describeSelection(
  rect: Rect,
  positionNames: readonly string[],
  columns: readonly SlotColumn[],
): string {
  const first = columns[rect.left];
  const last = columns[rect.right];
  if (!first || !last) return "";
  const names = listNames(positionNames.slice(rect.top, rect.bottom + 1));
  const end = slotEnd(last);
  return `${names}, ${timeText(first.slot, first.nextDay)} to ${timeText(end.time, end.nextDay)} selected`;
}
