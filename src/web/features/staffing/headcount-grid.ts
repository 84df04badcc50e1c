import type { StaffingEntry } from "../../../domain/schemas/staffing";
import { normalizeTime, parseTime, SLOT_MINUTES, STAFFING_SLOTS } from "../../../domain/time";

/** Required headcount per position id, one number per slot of STAFFING_SLOTS (06:00 … 22:45). */
export type HeadcountGrid = Readonly<Record<number, readonly number[]>>;

const SLOT_INDEX = new Map(STAFFING_SLOTS.map((slot, index) => [slot, index]));

/** One shared row of zeros, so a position without needs keeps the same array (and its memoized row). */
export const NO_HEADCOUNT: readonly number[] = Object.freeze(STAFFING_SLOTS.map(() => 0));

export function slotIndexOf(timeSlot: string): number | undefined {
  try {
    return SLOT_INDEX.get(normalizeTime(timeSlot));
  } catch {
    return undefined;
  }
}

/** The server's entries as a grid; entries outside the 06:00-22:45 grid are not shown, so not kept. */
export function toHeadcountGrid(entries: readonly StaffingEntry[]): HeadcountGrid {
  const grid: Record<number, number[]> = {};
  for (const entry of entries) {
    const index = slotIndexOf(entry.timeSlot);
    if (index === undefined) continue;
    const row = (grid[entry.positionId] ??= STAFFING_SLOTS.map(() => 0));
    row[index] = entry.requiredHeadcount;
  }
  return grid;
}

export function headcountRow(grid: HeadcountGrid | undefined, positionId: number): readonly number[] {
  return grid?.[positionId] ?? NO_HEADCOUNT;
}

export function headcountAt(grid: HeadcountGrid | undefined, positionId: number, slotIndex: number): number {
  return headcountRow(grid, positionId)[slotIndex] ?? 0;
}

/** The grid with one slot changed: copies one row (68 numbers) and the row map, whatever the grid's size. */
export function withHeadcount(
  grid: HeadcountGrid | undefined,
  positionId: number,
  slotIndex: number,
  value: number,
): HeadcountGrid {
  const current = headcountRow(grid, positionId);
  if (current[slotIndex] === value) return grid ?? {};
  const row = [...current];
  row[slotIndex] = value;
  return { ...grid, [positionId]: row };
}

/** Staff-hours of a day: each person needed in a 15-minute slot counts a quarter hour. */
export function staffHours(row: readonly number[]): number {
  let people = 0;
  for (const count of row) people += count;
  return (people * SLOT_MINUTES) / 60;
}

/** "12.5 h", "0 h". */
export function formatStaffHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, "")} h`;
}

/** Whether a slot lies within the store's opening hours (open ≤ slot < close). */
export function isOpenAt(slot: string, openTime: string, closeTime: string): boolean {
  try {
    const t = parseTime(slot);
    return parseTime(openTime) <= t && t < parseTime(closeTime);
  } catch {
    return true;
  }
}

/** The hours the grid spans, for its column groups: "06:00" … "22:00", each with its four slots. */
export const HOUR_GROUPS: { hour: string; slots: string[] }[] = [];
for (const slot of STAFFING_SLOTS) {
  const hour = `${slot.slice(0, 2)}:00`;
  const last = HOUR_GROUPS.at(-1);
  if (last?.hour === hour) last.slots.push(slot);
  else HOUR_GROUPS.push({ hour, slots: [slot] });
}
