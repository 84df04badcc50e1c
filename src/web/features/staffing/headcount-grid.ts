import type { StaffingEntry } from "../../../domain/schemas/staffing";
import {
  businessDay,
  businessMinute,
  DAY_MINUTES,
  normalizeTime,
  SLOT_MINUTES,
  staffedSlots,
} from "../../../domain/time";

/**
 * A day's needs: per position id, the required headcount per slot ("HH:MM"). Keyed by the slot rather
 * than by a column, so the same grid serves a store whatever its hours (the columns follow the store).
 */
export type HeadcountRow = Readonly<Record<string, number>>;
export type HeadcountGrid = Readonly<Record<number, HeadcountRow>>;

/** One shared empty row, so a position without needs keeps the same object (and its memoized row). */
export const NO_HEADCOUNT: HeadcountRow = Object.freeze({});

function slotKey(timeSlot: string): string | undefined {
  try {
    return normalizeTime(timeSlot);
  } catch {
    return undefined;
  }
}

/** The server's entries as a grid; a slot the grid cannot read is left out. */
export function toHeadcountGrid(entries: readonly StaffingEntry[]): HeadcountGrid {
  const grid: Record<number, Record<string, number>> = {};
  for (const entry of entries) {
    const slot = slotKey(entry.timeSlot);
    if (slot === undefined) continue;
    (grid[entry.positionId] ??= {})[slot] = entry.requiredHeadcount;
  }
  return grid;
}

export function headcountRow(grid: HeadcountGrid | undefined, positionId: number): HeadcountRow {
  return grid?.[positionId] ?? NO_HEADCOUNT;
}

export function headcountAt(grid: HeadcountGrid | undefined, positionId: number, slot: string): number {
  return headcountRow(grid, positionId)[slot] ?? 0;
}

/** The grid with one slot changed: copies one row and the row map, whatever the grid's size. */
export function withHeadcount(
  grid: HeadcountGrid | undefined,
  positionId: number,
  slot: string,
  value: number,
): HeadcountGrid {
  const current = headcountRow(grid, positionId);
  if ((current[slot] ?? 0) === value) return grid ?? {};
  return { ...grid, [positionId]: { ...current, [slot]: value } };
}

/** Staff-hours of the given slots of a row: each person needed in a 15-minute slot counts a quarter hour. */
export function staffHours(row: HeadcountRow, slots: readonly string[]): number {
  let people = 0;
  for (const slot of slots) people += row[slot] ?? 0;
  return (people * SLOT_MINUTES) / 60;
}

/** "12.5 h", "0 h". */
export function formatStaffHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, "")} h`;
}

/** A column of the grid: a slot of the store's business day, and whether it lies after midnight. */
export interface SlotColumn {
  slot: string;
  nextDay: boolean;
  /** The first column of its hour (a divider is drawn before it). */
  isHourStart: boolean;
}

export interface HourGroup {
  hour: string;
  nextDay: boolean;
  slots: string[];
}

export interface StaffingColumns {
  columns: SlotColumn[];
  hours: HourGroup[];
}

/** Minutes staffed before the open and after the close (a labor standard's prep and close-down). */
export interface Margins {
  beforeOpen: number;
  afterClose: number;
}

/** The most a week's own needs may reach past the hours on either side (the server's rule). */
export const MAX_NEED_MARGIN = 240;

/**
 * How far a week's needs reach before the open and after the close (an applied forecast staffs a
 * standard's prep and close-down), on the slot grid and at most MAX_NEED_MARGIN, so the grid shows and
 * edits them.
 */
export function needMargins(
  grids: Readonly<Record<string, HeadcountGrid>>,
  openTime: string,
  closeTime: string,
): Margins {
  const day = businessDay(openTime, closeTime);
  let beforeOpen = 0;
  let afterClose = 0;
  for (const grid of Object.values(grids))
    for (const row of Object.values(grid))
      for (const [slot, count] of Object.entries(row)) {
        if (count <= 0) continue;
        const minute = businessMinute(slot, openTime, closeTime);
        beforeOpen = Math.max(beforeOpen, day.open - minute);
        afterClose = Math.max(afterClose, minute + SLOT_MINUTES - day.close);
      }
  const clamp = (m: number) => Math.min(MAX_NEED_MARGIN, Math.ceil(m / SLOT_MINUTES) * SLOT_MINUTES);
  return { beforeOpen: clamp(beforeOpen), afterClose: clamp(afterClose) };
}

/**
 * The grid's columns: every slot of the store's business day, from the open to the close
 * (docs/product.md, The real week), widened by `margins` for a week whose needs reach before the open or
 * after the close. For a store open 17:00-02:00 that is 17:00 … 01:45, the slots after midnight marked as
 * the next day: a need of FRIDAY's "01:00" is Saturday 01:00.
 */
export function staffingColumns(
  openTime: string,
  closeTime: string,
  margins: Margins = { beforeOpen: 0, afterClose: 0 },
): StaffingColumns {
  const columns: SlotColumn[] = [];
  const hours: HourGroup[] = [];
  for (const slot of staffedSlots(openTime, closeTime, margins.beforeOpen, margins.afterClose)) {
    const nextDay = businessMinute(slot, openTime, closeTime) >= DAY_MINUTES;
    const hour = `${slot.slice(0, 2)}:00`;
    const last = hours.at(-1);
    const isHourStart = last?.hour !== hour || last.nextDay !== nextDay;
    if (isHourStart) hours.push({ hour, nextDay, slots: [slot] });
    else last.slots.push(slot);
    columns.push({ slot, nextDay, isHourStart });
  }
  return { columns, hours };
}

/**
 * Needs the grid does not show: slots with a headcount outside the store's business day (set before its
 * hours changed). The engine still reads them (on their own day), so the screen says they are there.
 */
export function needsOutside(
  grid: HeadcountGrid,
  positionIds: readonly number[],
  slots: readonly string[],
): { positionId: number; slot: string; count: number }[] {
  const shown = new Set(slots);
  const out: { positionId: number; slot: string; count: number }[] = [];
  for (const positionId of positionIds) {
    for (const [slot, count] of Object.entries(headcountRow(grid, positionId))) {
      if (count > 0 && !shown.has(slot)) out.push({ positionId, slot, count });
    }
  }
  return out.sort((a, b) => a.slot.localeCompare(b.slot) || a.positionId - b.positionId);
}
