import { and, eq, sql } from "drizzle-orm";
import type {
  PublishNotice,
  PublishedShift,
  Schedule,
  ScheduleChange,
  ShiftChange,
} from "../../domain/schemas/schedules";
import { addDays, todayIn } from "../../domain/time";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { schedules, shifts } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { notFound } from "../errors";
import { consentsOf, holdForConsent, withConsent } from "./consents";
import { premiumsPaidToDate, recordPublish } from "./fair-workweek-records";
import { priceShiftChange, readStorePack, readWages } from "./premiums";
import { notify } from "../services/notifications";
import { changeLinesByPerson, positionNamesOf, weekLinesByPerson } from "../notify/shift-lines";
import { recordOpenShifts } from "./open-shift-sweep";
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

/**
 * Employees now see the week as it is: its shifts are kept as published until the next publish, except
 * changes the store's rule pack asks the employee to agree to first (their posted shift stands until they
 * accept). Every publish, change and premium goes to the Fair Workweek records.
 */
export async function publishSchedule(
  db: Db,
  caller: CurrentUser,
  scheduleId: number,
  now: Date = new Date(),
): Promise<Schedule> {
  await db.transaction((tx) => markPublished(tx, caller.tenantId, scheduleId, { by: caller, now }));
  return mustRead(db, caller, scheduleId);
}

export interface PublishOptions {
  /** Who publishes (the records name them); a seed or a group release has no one. */
  by?: CurrentUser;
  now?: Date;
  /**
   * Whether its open shifts are announced to those who could work them (schedules/open-shift-sweep.ts).
   * Default yes; demo seeding says no: its weeks are the past of a made-up restaurant, not news to email.
   */
  announceOpenShifts?: boolean;
}

/** Inside the caller's transaction: snapshot the shifts as published, `publishedVersion = version`. */
export async function markPublished(
  tx: Db,
  tenantId: number,
  scheduleId: number,
  { by, now = new Date(), announceOpenShifts = true }: PublishOptions = {},
): Promise<void> {
  const row = await lockSchedule(tx, tenantId, scheduleId);
  const publishedBefore = await publishedShiftsOf(tx, tenantId, scheduleId);
  const current = await tx
    .select(shiftColumns)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.scheduleId, scheduleId)))
    .orderBy(shifts.date, shifts.startTime, shifts.id);
  const week = await noticeRow(tx, tenantId, scheduleId);
  const changes =
    publishedBefore === null
      ? []
      : await priceChanges(
          tx,
          tenantId,
          week,
          diffShifts(publishedBefore, current.map(toPublished), lateIn(week, now)),
          now,
          current.map(toPublished),
        );
  const held = await holdForConsent(tx, { tenantId, scheduleId, by, changes });
  const snapshot = held.snapshot(current.map(toSnapshot));
  const version = row.version + 1;
  await tx
    .update(schedules)
    .set({
      status: "PUBLISHED",
      version,
      publishedVersion: version,
      publishedAt: now,
      publishedShifts: snapshot,
      publishedCoverage: sql`${schedules.coverage}`,
    })
    .where(scheduleById(tenantId, scheduleId));
  await recordPublish(tx, {
    tenantId,
    scheduleId,
    week,
    version,
    by,
    snapshot,
    changes: changes.filter((c) => !held.isHeld(c)),
  });
  await tellPublished(tx, tenantId, { ...row, publishedShifts: publishedBefore }, snapshot);
  // Who could work its open shifts is worked out off the request (schedules/open-shift-sweep.ts).
  if (announceOpenShifts) await recordOpenShifts(tx, tenantId, scheduleId, snapshot);
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
  if (row.publishedShifts === null)
    return diffShifts([], current.map(toPublished), () => false).map(unpriced);
  const changes = diffShifts(row.publishedShifts, current.map(toPublished), lateIn(row, now));
  const priced = await priceChanges(db, caller.tenantId, row, changes, now, current.map(toPublished));
  return withConsent(priced, await consentsOf(db, caller.tenantId, scheduleId));
}

/** Before the first publish nothing is a change after posting: no premium, no consent. */
const unpriced = (c: ShiftChange): ScheduleChange => ({
  ...c,
  premium: 0,
  premiumNote: null,
  noticeHours: null,
  needsConsent: false,
  consent: null,
});

/** Whether a change touching these dates is late: inside the notice from today on the store's clock. */
function lateIn(row: { timezone: string; notice: number }, now: Date) {
  const lateBefore = addDays(todayIn(row.timezone, now), row.notice);
  return (...dates: (string | undefined)[]) =>
    row.notice > 0 && dates.some((d) => d !== undefined && d < lateBefore);
}

async function priceChanges(
  db: Db,
  tenantId: number,
  row: NoticeRow,
  changes: ShiftChange[],
  now: Date,
  week: readonly PublishedShift[],
) {
  const ids = changes
    .flatMap((c) => [c.before?.userId, c.after?.userId])
    .filter((id): id is number => id != null);
  const wages = await readWages(db, tenantId, ids);
  const ctx = { pack: row.pack, wages, timezone: row.timezone, currency: row.currency, now, week };
  return changes.map((c) => priceShiftChange(c, ctx));
}

export type NoticeRow = Awaited<ReturnType<typeof noticeRow>>;

/**
 * The schedule's published copy, store, week, currency, rule pack and late-change notice; 404 for another
 * organization's.
 */
async function noticeRow(db: Db, tenantId: number, scheduleId: number) {
  const [row] = await db
    .select({
      publishedShifts: schedules.publishedShifts,
      storeId: schedules.storeId,
      storeName: stores.name,
      weekStartDate: schedules.weekStartDate,
      timezone: stores.timezone,
      profileId: stores.constraintProfileId,
      currency: organizations.currency,
    })
    .from(schedules)
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .innerJoin(organizations, eq(organizations.id, schedules.tenantId))
    .where(scheduleById(tenantId, scheduleId));
  if (!row) throw notFound("Schedule");
  const { pack, noticeDays } = await readStorePack(db, tenantId, row.profileId);
  return { ...row, pack, notice: noticeDays };
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
  const changes = firstPublish ? [] : await listChanges(db, caller, scheduleId, now);
  return {
    firstPublish,
    lateFirstPublish: firstPublish && firstShiftDate !== null && lateIn(row, now)(firstShiftDate),
    noticeDays: row.notice,
    firstShiftDate,
    fairWorkweekPack: row.pack.id,
    currency: row.currency,
    premiumTotal:
      Math.round(
        changes.filter((c) => c.consent !== "DECLINED").reduce((sum, c) => sum + c.premium, 0) * 100,
      ) / 100,
    premiumsPaidToDate: await premiumsPaidToDate(db, caller.tenantId, scheduleId),
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
): ShiftChange[] {
  const changes: ShiftChange[] = [];
  const changed = (before: PublishedShift, after: PublishedShift): ShiftChange => ({
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
