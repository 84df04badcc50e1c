import { and, eq, isNull, sql } from "drizzle-orm";
import type { PublishedShift } from "../../domain/schemas/schedules";
import { addDays } from "../../domain/time";
import type { PlaceOfStore } from "../../domain/time-clock/location";
import { matchDates, type ClockShift } from "../../domain/time-clock/shift-match";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { timeEntries } from "../db/schema/time-clock";
import { schedules } from "../db/schema/schedules";
import type { PublishedShiftAt } from "../schedules/published-shifts";

/** What a punch reads of a store: its clock, its place and its profile's early clock-in window. */
export interface ClockStore extends PlaceOfStore {
  id: number;
  name: string;
  timezone: string;
  earlyClockInMinutes: number;
}

/** The profile default (constraint_profiles.early_clock_in_minutes) for a store without a profile. */
const DEFAULT_EARLY_MINUTES = 15;

export async function clockStores(db: Db, tenantId: number): Promise<Map<number, ClockStore>> {
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      latitude: stores.latitude,
      longitude: stores.longitude,
      clockRadiusM: stores.clockRadiusM,
      requireLocation: stores.requireLocation,
      early: constraintProfiles.earlyClockInMinutes,
    })
    .from(stores)
    .leftJoin(constraintProfiles, eq(constraintProfiles.id, stores.constraintProfileId))
    .where(eq(stores.tenantId, tenantId));
  return new Map(
    rows.map(({ early, ...s }) => [s.id, { ...s, earlyClockInMinutes: early ?? DEFAULT_EARLY_MINUTES }]),
  );
}

export type PersonShift = PublishedShiftAt & ClockShift;

/**
 * One person's published shifts of [from, to] (optionally at one store, or one shift), as last published
 * (schedules/published-shifts.ts). Picked out of the weeks' snapshots inside the database: a punch must
 * not parse every shift of a 60-person week to find its own (the ≤ 50 ms budget).
 */
export async function personShifts(
  db: Db,
  who: { tenantId: number; userId: number },
  range: { from: string; to: string; storeId?: number | undefined; shiftId?: number | undefined },
): Promise<PersonShift[]> {
  // Both drivers (pg, PGlite) answer `rows`.
  const result = (await db.execute(sql`
    select sc.id as "scheduleId", sc.store_id as "storeId", st.name as "storeName", st.timezone, s.value as shift
    from ${schedules} sc
    join ${stores} st on st.id = sc.store_id
    cross join lateral jsonb_array_elements(sc.published_shifts) as s(value)
    where sc.tenant_id = ${who.tenantId}
      and sc.published_shifts is not null
      and sc.week_start_date between ${addDays(range.from, -6)} and ${range.to}
      and s.value->>'userId' = ${String(who.userId)}
      and s.value->>'date' between ${range.from} and ${range.to}
      ${range.storeId === undefined ? sql`` : sql`and sc.store_id = ${range.storeId}`}
      ${range.shiftId === undefined ? sql`` : sql`and s.value->>'id' = ${String(range.shiftId)}`}`)) as {
    rows: {
      scheduleId: number;
      storeId: number;
      storeName: string;
      timezone: string;
      shift: PublishedShift;
    }[];
  };
  return result.rows.map(({ shift, ...where }) => ({ ...shift, ...where }));
}

/** A person's published shifts around now (yesterday's overnight to tomorrow's), optionally at one store. */
export function shiftsAroundNow(
  db: Db,
  who: { tenantId: number; userId: number },
  now: Date,
  storeId?: number,
): Promise<PersonShift[]> {
  return personShifts(db, who, { ...matchDates(now), storeId });
}

export async function positionName(db: Db, tenantId: number, positionId: number): Promise<string> {
  const [row] = await db
    .select({ name: positions.name })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.tenantId, tenantId)));
  return row?.name ?? "";
}

export const openEntryColumns = {
  id: timeEntries.id,
  storeId: timeEntries.storeId,
  shiftId: timeEntries.shiftId,
  clockIn: timeEntries.clockIn,
  breaks: timeEntries.breaks,
  flags: timeEntries.flags,
};

/** The person's open entry (clocked in), if any. */
export const isOpenEntryOf = (tenantId: number, userId: number) =>
  and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.userId, userId), isNull(timeEntries.clockOut));
