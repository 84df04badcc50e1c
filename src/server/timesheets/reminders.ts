import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { CAPABILITIES } from "../../domain/permissions";
import { mondayOf, todayIn } from "../../domain/time";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/employee-side";
import { stores } from "../db/schema/stores";
import { timeEntries } from "../db/schema/time-clock";
import { users } from "../db/schema/users";

const KIND = "TIMESHEET_WAITING";
/** Advisory lock space of these reminders (the second key is the store). */
const LOCK_SPACE = 340_034;

export const waitingMessage = (count: number, storeName: string, weekStart: string) =>
  `${count} ${count === 1 ? "entry needs" : "entries need"} approval at ${storeName} (week of ${weekStart})`;

/**
 * "N entries need approval" to the organization's managers, one notification per store and week, kept up
 * to date rather than repeated: an unread one gets the new count; a read one is raised again at most once a
 * day. A transaction-scoped advisory lock per store makes two instances doing this at once send it once.
 */
export async function remindApprovals(db: Db, tenantId: number, storeId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${storeId})`);
    const [store] = await tx
      .select({ name: stores.name, timezone: stores.timezone })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
    if (!store) return;
    const pending = await tx
      .select({ clockIn: timeEntries.clockIn })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.tenantId, tenantId),
          eq(timeEntries.storeId, storeId),
          eq(timeEntries.status, "PENDING"),
        ),
      );
    const perWeek = new Map<string, number>();
    for (const p of pending) {
      const week = mondayOf(todayIn(store.timezone, p.clockIn));
      perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    }
    if (perWeek.size === 0) return;
    const managers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.globalRole, [...CAPABILITIES.editTimesheets])));
    const today = todayIn(store.timezone, now);
    for (const [week, count] of perWeek) {
      const link = `/timesheets?store=${storeId}&week=${week}`;
      const message = waitingMessage(count, store.name, week);
      const existing = await tx
        .select({
          id: notifications.id,
          userId: notifications.userId,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
          message: notifications.message,
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            eq(notifications.kind, KIND),
            eq(notifications.link, link),
          ),
        );
      const byUser = new Map(existing.map((n) => [n.userId, n]));
      const fresh = managers.filter((m) => !byUser.has(m.id));
      if (fresh.length)
        await tx
          .insert(notifications)
          .values(fresh.map((m) => ({ tenantId, userId: m.id, kind: KIND, message, link })));
      for (const n of existing) {
        const raiseAgain = n.isRead && todayIn(store.timezone, n.createdAt) < today;
        if (!n.isRead && n.message !== message)
          await tx.update(notifications).set({ message }).where(eq(notifications.id, n.id));
        else if (raiseAgain)
          await tx
            .update(notifications)
            .set({ message, isRead: false, createdAt: now })
            .where(eq(notifications.id, n.id));
      }
    }
  });
}

/**
 * The time clock's sweep (every minute, every instance) brings the reminder of each store up to date whose
 * entries were clocked out or changed in the last ten minutes (the database's clock, which wrote them), so
 * that "N entries need approval" follows the punches and not only managers' edits.
 */
export async function remindRecentlyChanged(db: Db, now: Date): Promise<number> {
  const changed = await db
    .selectDistinct({ tenantId: timeEntries.tenantId, storeId: timeEntries.storeId })
    .from(timeEntries)
    .where(
      and(eq(timeEntries.status, "PENDING"), gte(timeEntries.updatedAt, sql`now() - interval '10 minutes'`)),
    );
  for (const { tenantId, storeId } of changed) await remindApprovals(db, tenantId, storeId, now);
  return changed.length;
}
