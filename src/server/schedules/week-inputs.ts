import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import { addDays, type DayOfWeek } from "../../domain/time";
import { readWeekNeeds } from "../demand/week-needs";
import { TenantCache } from "../cache/tenant-cache";
import type { Db } from "../db/client";
import { availabilityWindows } from "../db/schema/availability";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { positions } from "../db/schema/positions";
import { preferences } from "../db/schema/preferences";
import { timeOffRequests } from "../db/schema/requests";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import type { TenantChangeHandler } from "../db/tenant-changes";
import type { ShiftRow } from "./shift-rows";

/** What a week's review reads besides shifts: it changes far less often than the shifts do. */
export interface WeekInputs {
  store: typeof stores.$inferSelect;
  profile: typeof constraintProfiles.$inferSelect | undefined;
  names: Map<number, string>;
  positionRows: { id: number; name: string; requiresTrainer: boolean; isActive: boolean }[];
  /** The week's demand per weekday of that week: its own needs, else the templates (positive only). */
  demandRows: { positionId: number; dayOfWeek: DayOfWeek; timeSlot: string; requiredHeadcount: number }[];
  staff: (typeof users.$inferSelect)[];
  quals: (typeof employeePositions.$inferSelect)[];
  windows: (typeof availabilityWindows.$inferSelect)[];
  timeOff: { userId: number; startDate: string; endDate: string }[];
  prefs: (typeof preferences.$inferSelect)[];
}

/** The cache `loadWeek` may use for `WeekInputs` (`WeekInputsMemory` below). */
export interface WeekInputsCache {
  token(): number;
  get(tenantId: number, scheduleId: number): WeekInputs | undefined;
  set(tenantId: number, scheduleId: number, inputs: WeekInputs, token: number): void;
  /** The schedule's shifts as this instance last saved them, if the schedule is still at `version`. */
  getShifts(tenantId: number, scheduleId: number, version: number): readonly ShiftRow[] | undefined;
  /** Keeps the shifts a committed change left, at the schedule's new version, with the week's inputs. */
  setShifts(tenantId: number, scheduleId: number, version: number, rows: ShiftRow[], token: number): void;
}

/** Reads a week's inputs (schedules/week.ts assembles them with its shifts). */
export async function readWeekInputs(
  db: Db,
  tenantId: number,
  storeId: number,
  weekStart: string,
): Promise<WeekInputs | undefined> {
  const weekEnd = addDays(weekStart, 6);
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.tenantId, tenantId)));
  if (!store) return undefined;
  const [profile] = store.constraintProfileId
    ? await db
        .select()
        .from(constraintProfiles)
        .where(
          and(
            eq(constraintProfiles.id, store.constraintProfileId),
            eq(constraintProfiles.tenantId, tenantId),
          ),
        )
    : [];

  const [people, staffIds, positionRows, demandRows] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName, username: users.username })
      .from(users)
      .where(eq(users.tenantId, tenantId)),
    db
      .select({ userId: employeeStores.userId })
      .from(employeeStores)
      .where(and(eq(employeeStores.tenantId, tenantId), eq(employeeStores.storeId, storeId))),
    db
      .select({
        id: positions.id,
        name: positions.name,
        requiresTrainer: positions.requiresTrainer,
        isActive: positions.isActive,
      })
      .from(positions)
      .where(eq(positions.tenantId, tenantId))
      .orderBy(asc(positions.sortOrder), asc(positions.id)),
    // The week's own needs where it has them, else the weekday templates (demand/week-needs.ts).
    readWeekNeeds(db, tenantId, storeId, weekStart).then((rows) =>
      rows.map(({ positionId, dayOfWeek, timeSlot, requiredHeadcount }) => ({
        positionId,
        dayOfWeek,
        timeSlot,
        requiredHeadcount,
      })),
    ),
  ]);
  const ids = staffIds.map((s) => s.userId);
  const names = new Map(people.map((u) => [u.id, displayName(u)]));

  const [staff, quals, windows, timeOff, prefs] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))),
        db
          .select()
          .from(employeePositions)
          .where(and(eq(employeePositions.tenantId, tenantId), inArray(employeePositions.userId, ids))),
        db
          .select()
          .from(availabilityWindows)
          .where(and(eq(availabilityWindows.tenantId, tenantId), inArray(availabilityWindows.userId, ids))),
        db
          .select({
            userId: timeOffRequests.userId,
            startDate: timeOffRequests.startDate,
            endDate: timeOffRequests.endDate,
          })
          .from(timeOffRequests)
          .where(
            and(
              eq(timeOffRequests.tenantId, tenantId),
              inArray(timeOffRequests.userId, ids),
              eq(timeOffRequests.status, "approved"),
              lte(timeOffRequests.startDate, weekEnd),
              gte(timeOffRequests.endDate, weekStart),
            ),
          ),
        db
          .select()
          .from(preferences)
          .where(and(eq(preferences.tenantId, tenantId), inArray(preferences.userId, ids))),
      ])
    : [[], [], [], [], []];
  return { store, profile, names, positionRows, demandRows, staff, quals, windows, timeOff, prefs };
}

/** Weeks kept (least recently used out first): a manager edits one or two at a time. */
export const MAX_WEEKS = 200;

interface KeptWeek {
  inputs: WeekInputs;
  /** The schedule's shifts at a version, as a batch of edits through this instance committed them. */
  shifts?: { version: number; rows: ShiftRow[] };
}

/**
 * What a shift edit's review reads besides shifts (store, profile, people, demand: `WeekInputs`), kept per
 * schedule between edits. A 60-person week's staffing templates alone are 2,000 rows; reading them on every
 * drag would cost most of the edit.
 *
 * Kept correct like the read cache (docs/decisions/040-read-cache.md), one difference: changes of
 * schedules, shifts, runs and notifications (':schedule' notifications, drizzle/0006) do not drop it,
 * since none of them is an input. Any other change of the tenant does: a notification from the database
 * (another instance, SQL), or a write through this instance outside the schedule routes (`beginWrite` /
 * `endWrite`, before its handler runs and once it has answered). While the listener is down nothing is kept.
 */
export class WeekInputsMemory implements WeekInputsCache, TenantChangeHandler {
  /** Keyed `tenant:schedule`; starts down until the change listener says it is live. */
  readonly #cache: TenantCache<string, KeptWeek>;

  constructor(maxWeeks = MAX_WEEKS) {
    this.#cache = new TenantCache<string, KeptWeek>(false, { maxEntries: maxWeeks });
  }

  token(): number {
    return this.#cache.token();
  }

  get(tenantId: number, scheduleId: number): WeekInputs | undefined {
    return this.#cache.get(keyOf(tenantId, scheduleId))?.inputs;
  }

  set(tenantId: number, scheduleId: number, inputs: WeekInputs, token: number): void {
    this.#cache.set(tenantId, keyOf(tenantId, scheduleId), { inputs }, token);
  }

  getShifts(tenantId: number, scheduleId: number, version: number): readonly ShiftRow[] | undefined {
    const shifts = this.#cache.get(keyOf(tenantId, scheduleId))?.shifts;
    return shifts?.version === version ? shifts.rows : undefined;
  }

  /**
   * Only beside the inputs they were reviewed with: shifts are dropped with them (a person deleted takes
   * their shifts without a version bump, and drops the inputs).
   */
  setShifts(tenantId: number, scheduleId: number, version: number, rows: ShiftRow[], token: number): void {
    const key = keyOf(tenantId, scheduleId);
    const kept = this.#cache.get(key);
    if (!kept) return;
    // In the order a fresh read gives (readReviewShifts), so the review and its warnings are the same.
    const sorted = [...rows].sort(
      (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
    );
    this.#cache.set(tenantId, key, { inputs: kept.inputs, shifts: { version, rows: sorted } }, token);
  }

  invalidate(tenantId: number | undefined): void {
    this.#cache.invalidate(tenantId);
  }

  setLive(live: boolean): void {
    this.#cache.setLive(live);
  }

  /** A write of the tenant that may change an input reaches its handler. */
  beginWrite(tenantId: number): void {
    this.#cache.beginWrite(tenantId);
    this.#cache.invalidate(tenantId);
  }

  /** That write has been answered (whatever the outcome: dropping is always safe). */
  endWrite(tenantId: number): void {
    this.#cache.endWrite(tenantId);
    this.#cache.invalidate(tenantId);
  }

  get size(): number {
    return this.#cache.size;
  }
}

const keyOf = (tenantId: number, scheduleId: number) => `${tenantId}:${scheduleId}`;
