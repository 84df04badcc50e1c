import { and, desc, eq } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { Consent, ConsentAnswer } from "../../domain/schemas/fair-workweek";
import type { PublishedShift, ScheduleChange } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { changeConsents } from "../db/schema/fair-workweek";
import { schedules } from "../db/schema/schedules";
import { stores } from "../db/schema/stores";
import { conflict, notFound } from "../errors";
import { notify } from "../services/notifications";
import { recordConsent } from "./fair-workweek-records";
import { readStorePack } from "./premiums";
import type { SnapshotShift } from "./publish";
import { lockSchedule } from "./service";

/**
 * Consent to a change after posting (docs/product.md, Fair Workweek): when the store's pack says the
 * employee must agree, publishing asks them in the app and keeps their posted shift until they accept; a
 * declined change is never published for them.
 */

type ConsentRow = typeof changeConsents.$inferSelect;

/** One asked change: the person, and the shift they are asked to work. */
const keyOf = (userId: number, s: PublishedShift) =>
  `${userId}|${s.date}|${s.startTime}|${s.endTime}|${s.positionId}`;

const changeKey = (c: ScheduleChange) =>
  c.after && c.after.userId !== null ? keyOf(c.after.userId, c.after) : null;

/** The schedule's consent requests, newest first. */
export function consentsOf(db: Db, tenantId: number, scheduleId: number): Promise<ConsentRow[]> {
  return db
    .select()
    .from(changeConsents)
    .where(and(eq(changeConsents.tenantId, tenantId), eq(changeConsents.scheduleId, scheduleId)))
    .orderBy(desc(changeConsents.id));
}

/** Each change with the employee's latest answer to it, when they were asked. */
export function withConsent(changes: ScheduleChange[], rows: readonly ConsentRow[]): ScheduleChange[] {
  const latest = new Map<string, ConsentRow>();
  for (const row of rows) {
    const key = keyOf(row.userId, row.after);
    if (!latest.has(key)) latest.set(key, row);
  }
  return changes.map((c) => {
    const key = changeKey(c);
    const row = key ? latest.get(key) : undefined;
    return row ? { ...c, consent: row.status } : c;
  });
}

export interface Held {
  /** The shifts to publish: held changes keep the posted shift (an added one is left out). */
  snapshot(current: SnapshotShift[]): SnapshotShift[];
  isHeld(change: ScheduleChange): boolean;
}

/**
 * Publishing: changes that need consent and are not yet accepted are held back; those never asked are
 * asked now (a request and a notification to the employee).
 */
export async function holdForConsent(
  tx: Db,
  input: { tenantId: number; scheduleId: number; by: CurrentUser | undefined; changes: ScheduleChange[] },
): Promise<Held> {
  const { tenantId, scheduleId, by } = input;
  const asking = input.changes.filter((c) => c.needsConsent);
  const rows = asking.length ? await consentsOf(tx, tenantId, scheduleId) : [];
  const answered = withConsent(asking, rows);
  const held = answered.filter((c) => c.consent !== "ACCEPTED");
  const toAsk = answered.filter((c) => c.consent === null);
  for (const c of toAsk) {
    const after = c.after as PublishedShift & { userId: number };
    await tx.insert(changeConsents).values({
      tenantId,
      scheduleId,
      userId: after.userId,
      date: after.date,
      reason: "LATE_CHANGE",
      before: c.before,
      after,
      premium: c.premium,
      requestedBy: by?.id ?? null,
    });
    await notify(tx, tenantId, [after.userId], {
      kind: "CONSENT_ASKED",
      message: `Your manager asks you to work ${after.date} ${after.startTime}-${after.endTime}: accept or decline`,
      link: "/requests",
    });
  }
  const heldKeys = new Set(held.map((c) => `${c.kind}|${c.shiftId}`));
  const isHeld = (c: ScheduleChange) => heldKeys.has(`${c.kind}|${c.shiftId}`);
  return {
    isHeld,
    snapshot(current) {
      const out = current.filter((s) => !held.some((c) => c.after?.id === s.id));
      for (const c of held) if (c.before) out.push(c.before);
      return out.sort(
        (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
      );
    },
  };
}

/** The caller's consent requests, pending first, then the latest answered. */
export async function listMyConsents(db: Db, caller: CurrentUser): Promise<Consent[]> {
  const rows = await db
    .select({ consent: changeConsents, storeName: stores.name })
    .from(changeConsents)
    .innerJoin(schedules, eq(schedules.id, changeConsents.scheduleId))
    .innerJoin(stores, eq(stores.id, schedules.storeId))
    .where(and(eq(changeConsents.tenantId, caller.tenantId), eq(changeConsents.userId, caller.id)))
    .orderBy(desc(changeConsents.id))
    .limit(50);
  const out = rows.map(({ consent: c, storeName }) => ({
    id: c.id,
    scheduleId: c.scheduleId,
    storeName,
    date: c.date,
    before: c.before,
    after: c.after,
    premium: c.premium,
    status: c.status,
    requestedAt: c.requestedAt.toISOString(),
    answeredAt: c.answeredAt?.toISOString() ?? null,
  }));
  return [...out.filter((c) => c.status === "PENDING"), ...out.filter((c) => c.status !== "PENDING")];
}

/**
 * The employee answers: accepting publishes the change to the week they see (and owes its premium);
 * declining keeps their posted shift. Both are recorded with the time and who, and the asker is told.
 */
export async function answerConsent(
  db: Db,
  caller: CurrentUser,
  id: number,
  answer: ConsentAnswer["answer"],
  now: Date,
): Promise<Consent> {
  await db.transaction(async (tx) => {
    const [consent] = await tx
      .select()
      .from(changeConsents)
      .where(
        and(
          eq(changeConsents.id, id),
          eq(changeConsents.tenantId, caller.tenantId),
          eq(changeConsents.userId, caller.id),
        ),
      )
      .for("update");
    if (!consent) throw notFound("Consent request");
    if (consent.status !== "PENDING") throw conflict("This request is already answered");
    const row = await lockSchedule(tx, caller.tenantId, consent.scheduleId);
    const [week] = await tx
      .select({
        storeId: stores.id,
        storeName: stores.name,
        profileId: stores.constraintProfileId,
        publishedShifts: schedules.publishedShifts,
      })
      .from(schedules)
      .innerJoin(stores, eq(stores.id, schedules.storeId))
      .where(and(eq(schedules.id, consent.scheduleId), eq(schedules.tenantId, caller.tenantId)));
    if (!week) throw notFound("Schedule");
    const accepted = answer === "ACCEPT";
    await tx
      .update(changeConsents)
      .set({ status: accepted ? "ACCEPTED" : "DECLINED", answeredAt: now })
      .where(eq(changeConsents.id, consent.id));
    if (accepted && week.publishedShifts) {
      const kept = week.publishedShifts.filter(
        (s) => s.id !== consent.before?.id && s.id !== consent.after.id,
      );
      await tx
        .update(schedules)
        .set({ publishedShifts: sortShifts([...kept, consent.after]) })
        .where(and(eq(schedules.id, consent.scheduleId), eq(schedules.tenantId, caller.tenantId)));
    }
    const { pack } = await readStorePack(tx, caller.tenantId, week.profileId);
    await recordConsent(tx, {
      tenantId: caller.tenantId,
      scheduleId: consent.scheduleId,
      week: { storeId: week.storeId, storeName: week.storeName, weekStartDate: row.weekStartDate, pack },
      version: row.publishedVersion ?? row.version,
      by: caller,
      accepted,
      before: consent.before,
      after: consent.after,
      premium: consent.premium,
    });
    if (consent.requestedBy !== null)
      await notify(tx, caller.tenantId, [consent.requestedBy], {
        kind: "CONSENT_ANSWERED",
        message: `${displayName(caller)} ${accepted ? "accepted" : "declined"} the change on ${consent.date}`,
        link: "/schedule",
      });
  });
  const mine = await listMyConsents(db, caller);
  const answered = mine.find((c) => c.id === id);
  if (!answered) throw notFound("Consent request");
  return answered;
}

function sortShifts<T extends PublishedShift>(list: T[]): T[] {
  return list.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );
}
