import { and, eq, inArray } from "drizzle-orm";
import type { PublishedShift } from "../../domain/schemas/schedules";
import { backgroundTurn } from "../background";
import type { Db } from "../db/client";
import { openShiftAnnouncements, openShiftOffers } from "../db/schema/open-shift-offers";
import { schedules } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { positionNamesOf, shiftLine } from "../notify/shift-lines";
import { notify } from "../services/notifications";
import { openShiftTakers } from "../services/me";

/**
 * "An open shift I could work" (OPEN_SHIFT, docs/decisions/083-open-shift-offers.md). Publishing only
 * records a week's open shifts (`recordOpenShifts`, a single insert in its transaction); the sweep, run
 * off the request by every instance, finds who could work them and tells each person once per shift, in
 * one message per week listing them all.
 */

/** Offers looked at per sweep: a busy backlog is worked through over several sweeps. */
const BATCH = 500;
/** The link that shows a person the open shifts they could claim (My schedule's Open shifts card). */
export const OPEN_SHIFTS_LINK = "/schedule#open-shifts";

/** Inside the publish's transaction: its open shifts wait to be announced (again: new takers may exist). */
export async function recordOpenShifts(
  tx: Db,
  tenantId: number,
  scheduleId: number,
  snapshot: readonly PublishedShift[],
): Promise<void> {
  const open = snapshot.filter((s) => s.userId === null);
  if (open.length === 0) return;
  await tx
    .insert(openShiftOffers)
    .values(open.map((s) => ({ shiftId: s.id, tenantId, scheduleId })))
    .onConflictDoNothing();
}

/**
 * Announces what publishes recorded; answers how many people were told. Who could work a shift is worked
 * out before any write (it reads the whole week); then one transaction per week takes its offers with a
 * DELETE (of instances sweeping at once, only the one whose DELETE returns them goes on), notes each
 * person's shifts in `open_shift_announcements` (a person is never told of a shift twice) and notifies
 * those newly noted, by the channels they chose (services/notifications.ts). Their pushes are the caller's
 * to queue once this has committed (`pushIds`).
 */
export async function sweepOpenShifts(db: Db, now: Date): Promise<SweepResult> {
  const waiting = await db
    .select({
      shiftId: openShiftOffers.shiftId,
      tenantId: openShiftOffers.tenantId,
      scheduleId: openShiftOffers.scheduleId,
    })
    .from(openShiftOffers)
    .orderBy(openShiftOffers.createdAt, openShiftOffers.shiftId)
    .limit(BATCH);
  const weeks = new Map<string, { tenantId: number; scheduleId: number; shiftIds: number[] }>();
  for (const offer of waiting) {
    const key = `${offer.tenantId}|${offer.scheduleId}`;
    const week = weeks.get(key) ?? { tenantId: offer.tenantId, scheduleId: offer.scheduleId, shiftIds: [] };
    week.shiftIds.push(offer.shiftId);
    weeks.set(key, week);
  }
  const result: SweepResult = { told: 0, pushIds: [] };
  for (const week of weeks.values()) {
    const { told, pushIds } = await announceWeek(db, week, now);
    result.told += told;
    result.pushIds.push(...pushIds);
  }
  return result;
}

/** How many people were told, and the notifications to push once committed (the caller queues them). */
export interface SweepResult {
  told: number;
  pushIds: number[];
}

const NOBODY: SweepResult = { told: 0, pushIds: [] };

async function announceWeek(
  db: Db,
  week: { tenantId: number; scheduleId: number; shiftIds: number[] },
  now: Date,
): Promise<SweepResult> {
  const { tenantId, scheduleId, shiftIds } = week;
  await backgroundTurn();
  const told = await db
    .select({ shiftId: openShiftAnnouncements.shiftId, userId: openShiftAnnouncements.userId })
    .from(openShiftAnnouncements)
    .where(
      and(eq(openShiftAnnouncements.tenantId, tenantId), inArray(openShiftAnnouncements.shiftId, shiftIds)),
    );
  const alreadyTold = new Set(told.map((t) => `${t.shiftId}|${t.userId}`));
  const takers = await openShiftTakers(db, tenantId, scheduleId, shiftIds, now, {
    alreadyTold,
    between: backgroundTurn,
  });
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(openShiftOffers)
      .where(and(eq(openShiftOffers.tenantId, tenantId), inArray(openShiftOffers.shiftId, shiftIds)))
      .returning({ shiftId: openShiftOffers.shiftId });
    const mine = new Set(taken.map((t) => t.shiftId));
    const pairs = [...takers].flatMap(([userId, list]) =>
      list.filter((s) => mine.has(s.id)).map((s) => ({ shiftId: s.id, userId, tenantId })),
    );
    if (pairs.length === 0) return NOBODY;
    const fresh = await tx
      .insert(openShiftAnnouncements)
      .values(pairs)
      .onConflictDoNothing()
      .returning({ shiftId: openShiftAnnouncements.shiftId, userId: openShiftAnnouncements.userId });
    if (fresh.length === 0) return NOBODY;
    const isFresh = new Set(fresh.map((f) => `${f.shiftId}|${f.userId}`));
    const [where] = await tx
      .select({ weekStart: schedules.weekStartDate, store: stores.name, timezone: stores.timezone })
      .from(schedules)
      .innerJoin(stores, eq(stores.id, schedules.storeId))
      .where(and(eq(schedules.tenantId, tenantId), eq(schedules.id, scheduleId)));
    const shifts = [...takers.values()].flat();
    const names = await positionNamesOf(
      tx,
      tenantId,
      shifts.map((s) => s.positionId),
    );
    const lines = new Map<number, string[]>();
    for (const [userId, list] of takers) {
      const news = list.filter((s) => isFresh.has(`${s.id}|${userId}`));
      if (news.length === 0) continue;
      lines.set(userId, [
        ...news.map((s) => shiftLine(s, names)),
        `Times are in the store's time zone (${where?.timezone ?? "UTC"}).`,
        "Claim one in Brigade; a manager decides.",
      ]);
    }
    const weekName = `the week of ${where?.weekStart ?? ""} at ${where?.store ?? "your store"}`;
    const pushIds = await notify(tx, tenantId, lines.keys(), {
      kind: "OPEN_SHIFT",
      message: `Open shifts you could work in ${weekName}`,
      link: OPEN_SHIFTS_LINK,
      details: lines,
      pushLater: true,
    });
    return { told: lines.size, pushIds };
  });
}
