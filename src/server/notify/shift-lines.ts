import { and, eq, inArray } from "drizzle-orm";
import type { PublishedShift, ShiftChange } from "../../domain/schemas/schedules";
import { dayOfWeekOf } from "../../domain/time";
import type { Db } from "../db/client";
import { positions } from "../db/schema/positions";

type Shift = Pick<PublishedShift, "date" | "startTime" | "endTime" | "positionId" | "userId">;

const DAY = {
  MONDAY: "Mon",
  TUESDAY: "Tue",
  WEDNESDAY: "Wed",
  THURSDAY: "Thu",
  FRIDAY: "Fri",
  SATURDAY: "Sat",
  SUNDAY: "Sun",
} as const;

/** "Fri 2026-12-04 17:00–23:00 Server": the store's wall-clock times, as the schedule shows them. */
export function shiftLine(shift: Shift, positionNames: ReadonlyMap<number, string>): string {
  const day = DAY[dayOfWeekOf(shift.date)];
  const position = shift.positionId === null ? "" : ` ${positionNames.get(shift.positionId) ?? ""}`;
  return `${day} ${shift.date} ${shift.startTime}–${shift.endTime}${position}`.trimEnd();
}

export async function positionNamesOf(db: Db, tenantId: number, ids: Iterable<number | null>) {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Each person's shifts of the week, one line each, in the store's time zone. */
export function weekLinesByPerson(
  shifts: readonly Shift[],
  names: ReadonlyMap<number, string>,
  timezone: string,
): Map<number, string[]> {
  const lines = new Map<number, string[]>();
  for (const s of shifts) {
    if (s.userId === null) continue;
    const list = lines.get(s.userId) ?? [];
    list.push(shiftLine(s, names));
    lines.set(s.userId, list);
  }
  for (const list of lines.values()) list.push(`Times are in the store's time zone (${timezone}).`);
  return lines;
}

/** Each person's changes since the last publish: "before → after", "New: …", "Removed: …". */
export function changeLinesByPerson(
  changes: readonly ShiftChange[],
  names: ReadonlyMap<number, string>,
  timezone: string,
): Map<number, string[]> {
  const lines = new Map<number, string[]>();
  const add = (userId: number | null | undefined, line: string) => {
    if (userId === null || userId === undefined) return;
    const list = lines.get(userId) ?? [];
    list.push(line);
    lines.set(userId, list);
  };
  for (const c of changes) {
    const before = c.before ?? null;
    const after = c.after ?? null;
    if (before && after && before.userId === after.userId) {
      add(after.userId, `${shiftLine(before, names)} → ${shiftLine(after, names)}`);
      continue;
    }
    if (before) add(before.userId, `Removed: ${shiftLine(before, names)}`);
    if (after) add(after.userId, `New: ${shiftLine(after, names)}`);
  }
  for (const list of lines.values()) list.push(`Times are in the store's time zone (${timezone}).`);
  return lines;
}
