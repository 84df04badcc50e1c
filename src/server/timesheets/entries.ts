import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import type { TimeEntry } from "../../domain/schemas/timesheets";
import { entryFlags, workedEntryMinutes, type FlagRules } from "../../domain/time-clock/flags";
import { addDays, instantAt, realMinutes, todayIn } from "../../domain/time";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { timeEntries, timeEntryEdits } from "../db/schema/time-clock";
import { users } from "../db/schema/users";

export type EntryRow = typeof timeEntries.$inferSelect;

export interface KnownShift {
  date: string;
  startTime: string;
  endTime: string;
}

/** A store's clock and the profile rules its entries are read by. */
export interface StoreRules extends FlagRules {
  timezone: string;
}

/** Each store's time zone and profile rules (the defaults where it has no profile). */
export async function storeRulesOf(db: Db, tenantId: number, storeIds: number[]) {
  const ids = [...new Set(storeIds)];
  const rows = ids.length
    ? await db
        .select({
          id: stores.id,
          timezone: stores.timezone,
          mealBreakAfter: constraintProfiles.mealBreakAfter,
          mealBreakLength: constraintProfiles.mealBreakLength,
          overtimeThreshold: constraintProfiles.overtimeThreshold,
        })
        .from(stores)
        .leftJoin(
          constraintProfiles,
          and(
            eq(constraintProfiles.id, stores.constraintProfileId),
            eq(constraintProfiles.tenantId, tenantId),
          ),
        )
        .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, ids)))
    : [];
  return new Map<number, StoreRules>(
    rows.map((r) => [
      r.id,
      {
        timezone: r.timezone,
        mealBreakAfter: r.mealBreakAfter ?? CONSTRAINT_DEFAULTS.mealBreakAfter,
        mealBreakLength: r.mealBreakLength ?? CONSTRAINT_DEFAULTS.mealBreakLength,
        overtimeThreshold: r.overtimeThreshold ?? CONSTRAINT_DEFAULTS.overtimeThreshold,
      },
    ]),
  );
}

/** The instants a store's week spans: Monday 00:00 to the next Monday 00:00 on its wall clock. */
export function weekSpan(timezone: string, weekStart: string): { from: Date; to: Date } {
  return {
    from: new Date(instantAt(timezone, weekStart, "00:00")),
    to: new Date(instantAt(timezone, addDays(weekStart, 7), "00:00")),
  };
}

/**
 * The tenant's entries of these people whose clock-in falls between `from` and `to` (every store: their
 * minutes elsewhere count toward overtime), in clock-in order.
 */
export async function entriesBetween(db: Db, tenantId: number, from: Date, to: Date, userIds?: number[]) {
  if (userIds && userIds.length === 0) return [];
  return db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        gte(timeEntries.clockIn, from),
        lt(timeEntries.clockIn, to),
        userIds ? inArray(timeEntries.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
}

/**
 * Every entry of the week (any store) of the people who punched at `storeId` that week, in clock-in order:
 * one query, their minutes elsewhere included for overtime.
 */
export async function storeWeekEntries(db: Db, tenantId: number, storeId: number, from: Date, to: Date) {
  const inWeek = and(
    eq(timeEntries.tenantId, tenantId),
    gte(timeEntries.clockIn, from),
    lt(timeEntries.clockIn, to),
  );
  const punchedHere = db
    .selectDistinct({ userId: timeEntries.userId })
    .from(timeEntries)
    .where(and(inWeek, eq(timeEntries.storeId, storeId)));
  return db
    .select()
    .from(timeEntries)
    .where(and(inWeek, inArray(timeEntries.userId, punchedHere)))
    .orderBy(asc(timeEntries.clockIn), asc(timeEntries.id));
}

const ms = (iso: string) => Date.parse(iso);

/**
 * Time-zone arithmetic is the slow part of reading a week (a zoned date costs ~100 µs): within one read,
 * each store day and each shift start is worked out once. Every zone's offset is a multiple of 15 minutes,
 * so instants in the same quarter hour share their wall date.
 */
function zoneMemo() {
  const dates = new Map<string, string>();
  const starts = new Map<string, number>();
  return {
    dateOf(timezone: string, instant: Date): string {
      const key = `${timezone}|${Math.floor(instant.getTime() / 900_000)}`;
      let date = dates.get(key);
      if (date === undefined) dates.set(key, (date = todayIn(timezone, instant)));
      return date;
    },
    startOf(timezone: string, date: string, time: string): number {
      const key = `${timezone}|${date}|${time}`;
      let start = starts.get(key);
      if (start === undefined) starts.set(key, (start = instantAt(timezone, date, time)));
      return start;
    },
  };
}
export const timesOf = (row: Pick<EntryRow, "clockIn" | "clockOut" | "breaks">) => ({
  clockIn: row.clockIn.getTime(),
  clockOut: row.clockOut?.getTime() ?? null,
  breaks: row.breaks.map((b) => ({ start: ms(b.start), end: b.end === null ? null : ms(b.end) })),
});

/** Minutes of overtime inside a stretch worked after `before` minutes of the week. */
export const overtimeInside = (before: number, worked: number, thresholdMinutes: number) =>
  Math.max(0, before + worked - thresholdMinutes) - Math.max(0, before - thresholdMinutes);

/**
 * Entries as the API shows them, with their derived flags, worked minutes and edit history. `rows` must be
 * every entry of their people in one week, in clock-in order: each person's earlier minutes count toward
 * the overtime of the later ones.
 */
export async function describeEntries(
  db: Db,
  tenantId: number,
  rows: readonly EntryRow[],
  /** Shifts the caller has read already (by id): not read again. */
  known: ReadonlyMap<number, KnownShift> = new Map(),
): Promise<(TimeEntry & { overtimeMinutes: number })[]> {
  if (rows.length === 0) return [];
  const shiftIds = [
    ...new Set(rows.flatMap((r) => (r.shiftId === null || known.has(r.shiftId) ? [] : [r.shiftId]))),
  ];
  const entryIds = rows.map((r) => r.id);
  const [rules, shiftRows, editRows] = await Promise.all([
    storeRulesOf(
      db,
      tenantId,
      rows.map((r) => r.storeId),
    ),
    shiftIds.length
      ? db
          .select({ id: shifts.id, date: shifts.date, startTime: shifts.startTime, endTime: shifts.endTime })
          .from(shifts)
          .where(and(eq(shifts.tenantId, tenantId), inArray(shifts.id, shiftIds)))
      : [],
    db
      .select({
        id: timeEntryEdits.id,
        entryId: timeEntryEdits.entryId,
        at: timeEntryEdits.at,
        field: timeEntryEdits.field,
        before: timeEntryEdits.before,
        after: timeEntryEdits.after,
        reason: timeEntryEdits.reason,
        fullName: users.fullName,
        username: users.username,
      })
      .from(timeEntryEdits)
      .leftJoin(users, eq(users.id, timeEntryEdits.byUserId))
      .where(and(eq(timeEntryEdits.tenantId, tenantId), inArray(timeEntryEdits.entryId, entryIds)))
      .orderBy(asc(timeEntryEdits.at), asc(timeEntryEdits.id)),
  ]);
  const shiftById = new Map<number, KnownShift>([...known, ...shiftRows.map((s) => [s.id, s] as const)]);
  const editsOf = new Map<number, TimeEntry["edits"]>();
  for (const e of editRows) {
    const list = editsOf.get(e.entryId) ?? [];
    list.push({
      id: e.id,
      byName: e.username === null ? null : displayName({ fullName: e.fullName, username: e.username }),
      at: e.at.toISOString(),
      field: e.field,
      before: e.before,
      after: e.after,
      reason: e.reason,
    });
    editsOf.set(e.entryId, list);
  }
  const weekSoFar = new Map<number, number>();
  const zones = zoneMemo();
  return rows.map((row) => {
    const storeRules = rules.get(row.storeId) ?? { timezone: "UTC", ...CONSTRAINT_DEFAULTS };
    const shift = row.shiftId === null ? undefined : shiftById.get(row.shiftId);
    const span = shift
      ? (() => {
          const start = zones.startOf(storeRules.timezone, shift.date, shift.startTime);
          const minutes = realMinutes(storeRules.timezone, shift.date, shift.startTime, shift.endTime);
          return { start, end: start + minutes * 60_000 };
        })()
      : null;
    const times = timesOf(row);
    const before = weekSoFar.get(row.userId) ?? 0;
    const worked = workedEntryMinutes(times);
    weekSoFar.set(row.userId, before + worked);
    return {
      id: row.id,
      userId: row.userId,
      storeId: row.storeId,
      positionId: row.positionId,
      shiftId: row.shiftId,
      date: zones.dateOf(storeRules.timezone, row.clockIn),
      clockIn: row.clockIn.toISOString(),
      clockOut: row.clockOut?.toISOString() ?? null,
      breaks: row.breaks,
      flags: entryFlags({ ...times, shift: span, stored: row.flags, weekMinutesBefore: before }, storeRules),
      status: row.status,
      source: row.source,
      workedMinutes: worked,
      overtimeMinutes: overtimeInside(before, worked, storeRules.overtimeThreshold * 60),
      edits: editsOf.get(row.id) ?? [],
    };
  });
}
