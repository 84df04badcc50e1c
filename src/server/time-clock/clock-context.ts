import { and, eq, isNull } from "drizzle-orm";
import type { PlaceOfStore } from "../../domain/time-clock/location";
import { matchDates, type ClockShift } from "../../domain/time-clock/shift-match";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { timeEntries } from "../db/schema/time-clock";
import { publishedShifts, type PublishedShiftAt } from "../schedules/published-shifts";

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

/** A person's published shifts around now (yesterday's overnight to tomorrow's), optionally at one store. */
export async function shiftsAroundNow(
  db: Db,
  who: { tenantId: number; userId: number },
  now: Date,
  storeId?: number,
): Promise<PersonShift[]> {
  const all = await publishedShifts(db, who.tenantId, {
    ...matchDates(now),
    ...(storeId === undefined ? {} : { storeIds: [storeId] }),
  });
  return all.filter((s) => s.userId === who.userId);
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
