import type { DayNeed, WeekNeed } from "../../../domain/schemas/demand";
import { headcountRow, staffHours, type HeadcountGrid } from "./headcount-grid";
import type { Rect } from "./selection";

/**
 * The needs the editor holds: one grid (position → slot → headcount) per day of what is edited, keyed
 * by the day ("MONDAY" … of the typical week, or a date of a chosen week). Every change is a pure
 * function from grids to grids, so the component only dispatches and the undo keeps the old grids.
 */
export type WeekGrids = Readonly<Record<string, HeadcountGrid>>;

/** `value` in every cell of `rect` (rows index `positionIds`, columns index `slots`); 0 removes the need. */
export function setCells(
  grid: HeadcountGrid,
  rect: Rect,
  positionIds: readonly number[],
  slots: readonly string[],
  value: number,
): HeadcountGrid {
  const next: Record<number, Record<string, number>> = { ...grid };
  for (let row = rect.top; row <= rect.bottom; row++) {
    const positionId = positionIds[row];
    if (positionId === undefined) continue;
    const cells: Record<string, number> = { ...headcountRow(grid, positionId) };
    for (let col = rect.left; col <= rect.right; col++) {
      const slot = slots[col];
      if (slot === undefined) continue;
      if (value > 0) cells[slot] = value;
      else delete cells[slot];
    }
    next[positionId] = cells;
  }
  return next;
}

/** The grid keeping only `slots` (another store's hours, or this store's after its hours changed) and the count dropped. */
export function fitToSlots(
  grid: HeadcountGrid,
  slots: readonly string[],
): { grid: HeadcountGrid; dropped: number } {
  const shown = new Set(slots);
  const next: Record<number, Record<string, number>> = {};
  let dropped = 0;
  for (const [positionId, row] of Object.entries(grid)) {
    const cells: Record<string, number> = {};
    for (const [slot, count] of Object.entries(row)) {
      if (count <= 0) continue;
      if (shown.has(slot)) cells[slot] = count;
      else dropped++;
    }
    next[Number(positionId)] = cells;
  }
  return { grid: next, dropped };
}

/**
 * What a PUT of the day sends: the positive needs inside `slots` (null: all of them), every position the
 * grid holds (inactive ones too).
 */
export function toDayNeeds(grid: HeadcountGrid, slots: readonly string[] | null): DayNeed[] {
  const shown = slots ? new Set(slots) : { has: () => true };
  const needs: DayNeed[] = [];
  for (const [positionId, row] of Object.entries(grid)) {
    for (const [timeSlot, requiredHeadcount] of Object.entries(row)) {
      if (requiredHeadcount > 0 && shown.has(timeSlot))
        needs.push({ positionId: Number(positionId), timeSlot, requiredHeadcount });
    }
  }
  return needs;
}

/** Whether two grids need the same people (a missing slot and a 0 are the same). */
export function sameGrid(a: HeadcountGrid | undefined, b: HeadcountGrid | undefined): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) {
    const rowA = a?.[Number(key)] ?? {};
    const rowB = b?.[Number(key)] ?? {};
    for (const slot of new Set([...Object.keys(rowA), ...Object.keys(rowB)]))
      if ((rowA[slot] ?? 0) !== (rowB[slot] ?? 0)) return false;
  }
  return true;
}

/** Staff-hours per position of one day, and the day's sum. */
export function dayTotals(
  grid: HeadcountGrid | undefined,
  positionIds: readonly number[],
  slots: readonly string[],
): { perPosition: number[]; total: number } {
  const perPosition = positionIds.map((id) => staffHours(headcountRow(grid, id), slots));
  return { perPosition, total: perPosition.reduce((a, b) => a + b, 0) };
}

// ---------------------------------------------------------------- changes and undo

/** One step of the history: the days a change touched, as they were before it. */
export type UndoStep = { label: string; before: WeekGrids };
export const MAX_UNDO = 50;

export type EditorState = { grids: WeekGrids; undo: readonly UndoStep[] };

/**
 * Applies new grids for some days and records their previous grids as one undo step. Days whose grid
 * does not change are left out; a change that changes nothing records nothing. Answers the changed days.
 */
export function applyChange(
  state: EditorState,
  label: string,
  changes: WeekGrids,
): { state: EditorState; changed: string[] } {
  const changed = Object.keys(changes).filter((day) => !sameGrid(state.grids[day], changes[day]));
  if (changed.length === 0) return { state, changed };
  const before: Record<string, HeadcountGrid> = {};
  const grids: Record<string, HeadcountGrid> = { ...state.grids };
  for (const day of changed) {
    before[day] = state.grids[day] ?? {};
    grids[day] = changes[day] ?? {};
  }
  return { state: { grids, undo: [...state.undo, { label, before }].slice(-MAX_UNDO) }, changed };
}

/** Restores the days of the last step; answers them (to save) and the step's label. */
export function undoLast(
  state: EditorState,
): { state: EditorState; changed: string[]; label: string } | null {
  const step = state.undo.at(-1);
  if (!step) return null;
  return {
    state: { grids: { ...state.grids, ...step.before }, undo: state.undo.slice(0, -1) },
    changed: Object.keys(step.before),
    label: step.label,
  };
}

/** This day's grid on each target day (one change: one undo step restores them all). */
export function copyDayTo(grids: WeekGrids, from: string, targets: readonly string[]): WeekGrids {
  const source = grids[from] ?? {};
  return Object.fromEntries(targets.filter((day) => day !== from).map((day) => [day, source]));
}

/** A week's needs (`GET /api/stores/:id/needs`) as a grid per business day; a date without needs is empty. */
export function weekGrids(needs: readonly WeekNeed[], dates: readonly string[]): WeekGrids {
  const grids: Record<string, Record<number, Record<string, number>>> = Object.fromEntries(
    dates.map((d) => [d, {}]),
  );
  for (const need of needs) {
    const day = grids[need.date];
    if (!day || need.requiredHeadcount <= 0) continue;
    (day[need.positionId] ??= {})[need.timeSlot] = need.requiredHeadcount;
  }
  return grids;
}
