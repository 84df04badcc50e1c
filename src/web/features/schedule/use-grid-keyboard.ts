import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { neighbourCell } from "./grid-drag";

/**
 * The week grid as one tab stop (issue 32): Tab reaches the grid once, on the shift (or "add" button) last
 * used, else the first shift; arrow keys move between its controls; Tab leaves it. A roving tabindex: every
 * chip and "add" button is rendered with tabIndex -1, and this hook gives 0 to the current one by hand, so
 * that moving does not re-render a row (rows are memoized, issue 13).
 *
 * Left and Right go to the day before or after, to the control at the same place in that day's list; Down
 * and Up go through a day's controls, then on to the next or previous row; Home and End go to the row's
 * first and last day (with Ctrl, the grid's). Enter opens (a chip's own click); Space lifts a chip for the
 * keyboard drag, whose arrows then carry the chip instead (grid-drag.tsx).
 *
 * The current control is remembered by what it shows (a shift's id, or a cell's "add"), so that when the grid
 * redraws it (a shift dropped in another cell, a dialog's save, an undo) focus follows it to its new place
 * instead of falling to the page: WCAG 2.4.3.
 */

/** A day cell's controls, top to bottom: its shift chips, then its "add" button. */
const cellItems = (cell: Element) => [...cell.querySelectorAll<HTMLElement>("button")];

/** "shift:12" or "add:rowKey|date": what a control is, to find it again after a redraw. */
function identity(item: HTMLElement): string | null {
  if (item.dataset.shiftId) return `shift:${item.dataset.shiftId}`;
  const cell = item.closest("td[data-cell]")?.getAttribute("data-cell");
  return cell ? `add:${cell}` : null;
}

function findIdentity(body: HTMLElement, id: string): HTMLElement | null {
  const [kind, value] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
  if (kind === "shift") return body.querySelector<HTMLElement>(`[data-shift-id="${CSS.escape(value)}"]`);
  const cell = body.querySelector(`td[data-cell="${CSS.escape(value)}"]`);
  return cell ? (cellItems(cell).at(-1) ?? null) : null;
}

const dayCells = (row: Element | null | undefined) =>
  row ? [...row.querySelectorAll<HTMLElement>(":scope > td[data-cell]")] : [];

/** The control an arrow, Home or End key moves to from `item`, or null (the grid's edge). */
export function nextItem(
  item: HTMLElement,
  event: Pick<KeyboardEvent, "key" | "ctrlKey">,
): HTMLElement | null {
  const cell = item.closest<HTMLElement>("td[data-cell]");
  if (!cell) return null;
  const items = cellItems(cell);
  const index = items.indexOf(item);
  const at = (target: Element | null | undefined, place: number | "last") => {
    const list = target ? cellItems(target) : [];
    return list[place === "last" ? list.length - 1 : Math.min(place, list.length - 1)] ?? null;
  };
  const row = cell.parentElement;
  switch (event.key) {
    case "ArrowRight":
      return at(neighbourCell(cell, "ArrowRight"), index);
    case "ArrowLeft":
      return at(neighbourCell(cell, "ArrowLeft"), index);
    case "ArrowDown":
      return items[index + 1] ?? at(neighbourCell(cell, "ArrowDown"), 0);
    case "ArrowUp":
      return index > 0 ? (items[index - 1] ?? null) : at(neighbourCell(cell, "ArrowUp"), "last");
    case "Home":
    case "End": {
      const rows = event.ctrlKey ? [...(row?.parentElement?.children ?? [])] : [row];
      const cells = event.key === "Home" ? dayCells(rows[0]) : dayCells(rows.at(-1));
      return at(event.key === "Home" ? cells[0] : cells.at(-1), 0);
    }
    default:
      return null;
  }
}

/**
 * Focuses the grid's tab stop (the control last used in it), for a dialog the grid opened to give focus back
 * to; false when no grid is shown (the phone's day list).
 */
export function focusGridStop(): boolean {
  const stop = document.querySelector<HTMLElement>("td[data-cell] button[tabindex='0']");
  stop?.focus();
  return stop !== null;
}

const KEYS = new Set(["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp", "Home", "End"]);

export function useGridKeyboard({
  body,
  isDragging,
}: {
  body: RefObject<HTMLTableSectionElement | null>;
  /** While a chip is lifted, the arrows are the drag's. */
  isDragging: () => boolean;
}) {
  const current = useRef<{ item: HTMLElement | null; id: string | null; cell: string | null }>({
    item: null,
    id: null,
    cell: null,
  });
  /** Whether focus is in the grid (it stays so when the focused control is redrawn away). */
  const hasFocus = useRef(false);

  const makeCurrent = useCallback((item: HTMLElement) => {
    const { item: before } = current.current;
    if (before && before !== item) before.tabIndex = -1;
    item.tabIndex = 0;
    current.current = {
      item,
      id: identity(item),
      cell: item.closest("td[data-cell]")?.getAttribute("data-cell") ?? null,
    };
  }, []);

  // After every redraw: the tab stop is still there, else on the same control in its new place (focused
  // again when it had focus), else in the same cell, else on the first shift (the first control).
  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return;
    const { item, id, cell } = current.current;
    if (item?.isConnected && root.contains(item)) {
      item.tabIndex = 0;
      return;
    }
    const next =
      (id && findIdentity(root, id)) ||
      (cell && findIdentity(root, `add:${cell}`)) ||
      root.querySelector<HTMLElement>("[data-shift-id]") ||
      root.querySelector<HTMLElement>("td[data-cell] button");
    if (!next) return;
    makeCurrent(next);
    const active = document.activeElement;
    if (hasFocus.current && (active === null || active === document.body)) next.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!KEYS.has(event.key) || event.altKey || event.metaKey || event.shiftKey || isDragging()) return;
    const item = (event.target as Element).closest<HTMLElement>("td[data-cell] button");
    const next = item && nextItem(item, event);
    if (!item) return;
    event.preventDefault();
    if (!next) return;
    makeCurrent(next);
    next.focus();
  };
  /** Whatever control gets focus (a click, a dialog giving it back) becomes the tab stop. */
  const onFocus = (event: FocusEvent) => {
    hasFocus.current = true;
    const item = (event.target as Element).closest<HTMLElement>("td[data-cell] button");
    if (item) makeCurrent(item);
  };
  const onBlur = (event: FocusEvent) => {
    // Focus gone to another control outside the grid (not lost with a redrawn control: that has no target).
    if (event.relatedTarget instanceof Node && !body.current?.contains(event.relatedTarget))
      hasFocus.current = false;
  };

  return { onKeyDown, onFocus, onBlur };
}
