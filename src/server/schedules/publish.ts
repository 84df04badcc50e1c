import { and, eq, sql } from "drizzle-orm";
import { CONSTRAINT_DEFAULTS } from "../../domain/schemas/constraints";
import type { PublishNotice, PublishedShift, Schedule, ScheduleChange } from "../../domain/schemas/schedules";
import { addDays, todayIn } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { constraintProfiles } from "../db/schema/constraint-profiles";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";
import { notify } from "../services/notifications";
import { changeLinesByPerson, positionNamesOf, weekLinesByPerson } from "../notify/shift-lines";
import { shiftColumns, type ShiftRow } from "./shift-rows";
import { lockSchedule, mustRead, publishedShiftsOf, scheduleById } from "./service";

// Publishing a week and what changed since: the published copy employees see (docs/api.md, Schedules).

const toPublished = (s: ShiftRow): PublishedShift => ({
  id: s.id,
  positionId: s.positionId,
  userId: s.userId,
  date: s.date,
  startTime: s.startTime,
  endTime: s.endTime,
  breaks: s.breaks,
});

/**
 * A shift as the publish stores it: what employees see, and the lock and source a discard puts back
 * (docs/api.md, Schedules: undo). The answers that read the snapshot drop the two (their schemas).
 */
export interface SnapshotShift extends PublishedShift {
  isLocked?: boolean;
  source?: ShiftRow["source"];
}

const toSnapshot = (s: ShiftRow): SnapshotShift => ({
  ...toPublished(s),
  isLocked: s.isLocked,
  source: s.source,
});

/** Employees now see the week exactly as it is: its shifts are kept as published until the next publish. */
export async function publishSchedule(db: Db, caller: CurrentUser, scheduleId: number): Promise<Schedule> {
  await db.transaction((tx) => markPublished(tx, caller.tenantId, scheduleId));
  return mustRead(db, caller, scheduleId);
}

/** Inside the caller's transaction: snapshot the shifts as published, `publishedVersion = version`. */
export async function markPublished(tx: Db, tenantId: number, scheduleId: number): Promise<void> {
  const row = await lockSchedule(tx, tenantId, scheduleId);
  const publishedBefore = await publishedShiftsOf(tx, tenantId, scheduleId);
  const current = await tx
    .select(shiftColumns)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, scheduleId)))
    .orderBy(shifts.date, shifts.startTime, shifts.id);
  await tx
    .update(schedules)
    .set({
      status: "PUBLISHED",
      version: row.version + 1,
      publishedVersion: row.version + 1,
      publishedAt: new Date(),
      publishedShifts: current.map(toSnapshot),
      publishedCoverage: sql`${schedules.coverage}`,
    })
    .where(scheduleById(tenantId, scheduleId));
  await tellPublished(tx, tenantId, { ...row, publishedShifts: publishedBefore }, current.map(toPublished));
}

/**
 * The first publish tells everyone on the week; a later one tells those whose shifts changed since the
 * last (docs/decisions/060-employee-side.md).
 */
async function tellPublished(
  tx: Db,
  tenantId: number,
  row: { storeId: number; weekStartDate: string; publishedShifts: PublishedShift[] | null },
  current: PublishedShift[],
) {
  const [store] = await tx
    .select({ name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(and(eq(stores.id, row.storeId), eq(stores.tenantId, tenantId)));
  const week = `the week of ${row.weekStartDate} at ${store?.name ?? "your store"}`;
  const people = (list: readonly (number | null)[]) => list.filter((id): id is number => id !== null);
  const timezone = store?.timezone ?? "UTC";
  const before = row.publishedShifts ?? [];
  const names = await positionNamesOf(
    tx,
    tenantId,
    [...before, ...current].map((s) => s.positionId),
  );
  if (row.publishedShifts === null) {
    await notify(tx, tenantId, people(current.map((s) => s.userId)), {
      kind: "SCHEDULE_PUBLISHED",
      message: `The schedule for ${week} is published`,
      link: "/schedule",
      details: weekLinesByPerson(current, names, timezone),
    });
    return;
  }
  const changed = diffShifts(row.publishedShifts, current, () => false);
  await notify(
    tx,
    tenantId,
    people(changed.flatMap((c) => [c.before?.userId ?? null, c.after?.userId ?? null])),
    {
      kind: "SHIFT_CHANGED",
      message: `Your shifts for ${week} changed`,
      link: "/schedule",
      details: changeLinesByPerson(changed, names, timezone),
    },
  );
}

const SAME_FIELDS = ["positionId", "userId", "date", "startTime", "endTime"] as const;

/**
 * What differs from the last publish (everything, before the first). After a first publish, a change is
 * late when the shift, before or after, starts within the store profile's advance notice
 * (predictive-scheduling laws; 0 = off). Before it nothing is a late change: a late first publish is one
 * notice for the week (`publishNotice`).
 */
export async function listChanges(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
  now: Date = new Date(),
): Promise<ScheduleChange[]> {
  const row = await noticeRow(db, caller.tenantId, scheduleId);
  const current = await db
    .select(shiftColumns)
    .from(shifts)
    .where(and(eq(shifts.tenantId, caller.tenantId), eq(shifts.scheduleId, scheduleId)))
    .orderBy(shifts.date, shifts.startTime, shifts.id);
  if (row.publishedShifts === null) return diffShifts([], current.map(toPublished), () => false);
  const lateBefore = addDays(todayIn(row.timezone, now), row.notice);
  const isLate = (...dates: (string | undefined)[]) =>
    row.notice > 0 && dates.some((d) => d !== undefined && d < lateBefore);
  return diffShifts(row.publishedShifts, current.map(toPublished), isLate);
}

/** The schedule's published copy, store time zone and advance notice; 404 for another organization's. */
async function noticeRow(db: Db, tenantId: number, scheduleId: number) {
  const [row] = await db
    .select({
      publishedShifts: schedules.publishedShifts,
      timezone: stores.timezone,
      profileId: stores.constraintProfileId,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(scheduleById(tenantId, scheduleId));
  if (!row) throw notFound("Schedule");
  return { ...row, notice: await advanceNoticeDays(db, tenantId, row.profileId) };
}

/**
 * What publishing now would flag for the week as a whole: on a first publish, whether the week's first
 * shift starts inside the notice period (it is posted late), said once for the week instead of once per
 * shift. After the first publish changes are flagged one by one (`listChanges`).
 */
export async function publishNotice(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
  now: Date = new Date(),
): Promise<PublishNotice> {
  const row = await noticeRow(db, caller.tenantId, scheduleId);
  const [first] = await db
    .select({ date: shifts.date })
    .from(shifts)
    .where(and(eq(shifts.tenantId, caller.tenantId), eq(shifts.scheduleId, scheduleId)))
    .orderBy(shifts.date)
    .limit(1);
  const firstPublish = row.publishedShifts === null;
  const firstShiftDate = first?.date ?? null;
  const lateBefore = addDays(todayIn(row.timezone, now), row.notice);
  return {
    firstPublish,
    lateFirstPublish:
      firstPublish && row.notice > 0 && firstShiftDate !== null && firstShiftDate < lateBefore,
    noticeDays: row.notice,
    firstShiftDate,
  };
}

const sameFields = (a: PublishedShift, b: PublishedShift) => SAME_FIELDS.every((f) => a[f] === b[f]);

/**
 * What employees would see change. A shift kept by id is CHANGED when its person, position, day or times
 * differ; a run replaces shifts with new ids, so a new shift identical to a removed one is no change, and a
 * new one for the same person and day as a removed one is that shift CHANGED; the rest are ADDED or REMOVED.
 */
export function diffShifts(
  published: readonly PublishedShift[],
  current: readonly PublishedShift[],
  isLate: (...dates: (string | undefined)[]) => boolean,
): ScheduleChange[] {
  const changes: ScheduleChange[] = [];
  const changed = (before: PublishedShift, after: PublishedShift): ScheduleChange => ({
    kind: "CHANGED",
    shiftId: after.id,
    userId: after.userId,
    before,
    after,
    lateChange: isLate(before.date, after.date),
  });
  const removed = new Map(published.map((s) => [s.id, s]));
  const added: PublishedShift[] = [];
  for (const after of current) {
    const before = removed.get(after.id);
    if (!before) {
      added.push(after);
      continue;
    }
    removed.delete(after.id);
    if (!sameFields(before, after)) changes.push(changed(before, after));
  }
  const take = (match: (s: PublishedShift) => boolean) => {
    for (const [id, s] of removed) {
      if (match(s)) {
        removed.delete(id);
        return s;
      }
    }
    return undefined;
  };
  const unmatched: PublishedShift[] = [];
  for (const after of added) if (!take((s) => sameFields(s, after))) unmatched.push(after);
  for (const after of unmatched) {
    const before =
      after.userId === null ? undefined : take((s) => s.userId === after.userId && s.date === after.date);
    changes.push(
      before
        ? changed(before, after)
        : {
            kind: "ADDED",
            shiftId: after.id,
            userId: after.userId,
            before: null,
            after,
            lateChange: isLate(after.date),
          },
    );
  }
  for (const before of removed.values()) {
    changes.push({
      kind: "REMOVED",
      shiftId: before.id,
      userId: before.userId,
      before,
      after: null,
      lateChange: isLate(before.date),
    });
  }
  return changes;
}

async function advanceNoticeDays(db: Db, tenantId: number, profileId: number | null): Promise<number> {
  if (profileId === null) return CONSTRAINT_DEFAULTS.advanceNoticeDays;
  const [profile] = await db
    .select({ days: constraintProfiles.advanceNoticeDays })
    .from(constraintProfiles)
    .where(and(eq(constraintProfiles.id, profileId), eq(constraintProfiles.tenantId, tenantId)));
  return profile?.days ?? CONSTRAINT_DEFAULTS.advanceNoticeDays;
}
