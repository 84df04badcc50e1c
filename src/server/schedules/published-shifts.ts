import { hasStarted } from "../../domain/started";
import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { PublishedShift } from "../../domain/schemas/schedules";
import { addDays, wallSpan } from "../../domain/time";
import type { Db } from "../db/client";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";

/** A shift as employees see it: from its schedule's last publish, with the schedule's store. */
export interface PublishedShiftAt extends PublishedShift {
  scheduleId: number;
  storeId: number;
  storeName: string;
  timezone: string;
}

/**
 * The published shifts of the organization's schedules whose week meets [from, to] (optionally only some
 * stores), as last published: what employees see (docs/api.md, Schedules), never a draft or an unpublished
 * edit.
 */
export async function publishedShifts(
  db: Db,
  tenantId: number,
  range: { from: string; to: string; storeIds?: number[] },
): Promise<PublishedShiftAt[]> {
  if (range.storeIds?.length === 0) return [];
  const rows = await db
    .select({
      scheduleId: schedules.id,
      storeId: schedules.storeId,
      storeName: stores.name,
      timezone: stores.timezone,
      publishedShifts: schedules.publishedShifts,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        isNotNull(schedules.publishedShifts),
        gte(schedules.weekStartDate, addDays(range.from, -6)),
        lte(schedules.weekStartDate, range.to),
        range.storeIds ? inArray(schedules.storeId, range.storeIds) : undefined,
      ),
    );
  return rows
    .flatMap((r) =>
      (r.publishedShifts ?? []).map((s) => ({
        ...s,
        scheduleId: r.scheduleId,
        storeId: r.storeId,
        storeName: r.storeName,
        timezone: r.timezone,
      })),
    )
    .filter((s) => s.date >= range.from && s.date <= range.to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id);
}

/** The published version of one shift of the organization, or undefined (never published, or gone). */
export async function publishedShift(db: Db, tenantId: number, shiftId: number) {
  const [live] = await db
    .select({ scheduleId: shifts.scheduleId, date: shifts.date })
    .from(shifts)
    .where(and(eq(shifts.id, shiftId), eq(shifts.tenantId, tenantId)));
  if (!live) return undefined;
  const all = await publishedShifts(db, tenantId, { from: live.date, to: live.date });
  return all.find((s) => s.id === shiftId && s.scheduleId === live.scheduleId);
}

/** The shift has not started yet on its store's wall clock (docs/product.md, The real week). */
export function isFuture(shift: { date: string; startTime: string; timezone: string }, now = new Date()) {
  return !hasStarted(shift, shift.timezone, now);
}

/**
 * A shift's [start, end) on the wall clock, in minutes since 1970-01-01 00:00 of its store's calendar: an
 * end at or before the start is the next day. For comparing shifts of one store across days.
 */
export function wallInterval(shift: { date: string; startTime: string; endTime: string }): {
  start: number;
  end: number;
} {
  const [y, m, d] = shift.date.split("-").map(Number) as [number, number, number];
  const day = Math.round(Date.UTC(y, m - 1, d) / 60_000);
  const span = wallSpan(shift.startTime, shift.endTime);
  return { start: day + span.start, end: day + span.end };
}
