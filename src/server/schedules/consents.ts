import { and, desc, eq } from "drizzle-orm";
import type { PublishedShift, ScheduleChange } from "../../domain/schemas/schedules";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { changeConsents } from "../db/schema/fair-workweek";
import { notify } from "../services/notifications";
import type { SnapshotShift } from "./publish";

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
