import { and, count, desc, eq, inArray, lt } from "drizzle-orm";
import { CAPABILITIES } from "../../domain/permissions";
import type { Notification, NotificationKind, NotificationPage } from "../../domain/schemas/me";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/employee-side";
import { users } from "../db/schema/users";
import { notFound } from "../errors";
import { canDeferPush, deferPush } from "../push/outbox";
import { pushRecipients } from "../push/recipients";
import { enqueueMail } from "../notify/outbox";
import { channelsFor } from "../notify/preferences";

export interface NewNotification {
  kind: NotificationKind;
  message: string;
  link: string | null;
  /** Lines only the email shows, per person (their shifts that week, before → after) or for everyone. */
  details?: ReadonlyMap<number, readonly string[]> | readonly string[];
  /**
   * The caller queues the pushes itself once its transaction has committed (notify() answers their ids):
   * work outside a request, such as a sweep, has no request outbox to hold them.
   */
  pushLater?: boolean;
}

/**
 * Tells each of these people (of this organization) one thing; a person is told once, on the channels they
 * chose for this kind (notify/preferences.ts): in the app, and by email queued in the same transaction
 * (notify/outbox.ts). Push is delivered from the same choices: inside a request once it has answered;
 * outside one, the answer names the notifications to push, for a caller that queues them after its commit
 * (the open-shift sweep).
 */
export async function notify(
  db: Db,
  tenantId: number,
  userIds: Iterable<number>,
  what: NewNotification,
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const { details, pushLater: _pushLater, ...row } = what;
  const channels = await channelsFor(db, tenantId, ids, what.kind);
  const inApp = ids.filter((id) => channels.get(id)?.inApp !== false);
  const rows =
    inApp.length > 0
      ? await db
          .insert(notifications)
          .values(inApp.map((userId) => ({ tenantId, userId, ...row })))
          .returning({ id: notifications.id, userId: notifications.userId })
      : [];
  const byEmail = ids.filter((id) => channels.get(id)?.email === true);
  const linesOf = (userId: number): string[] =>
    details === undefined ? [] : isPerPerson(details) ? [...(details.get(userId) ?? [])] : [...details];
  await enqueueMail(db, tenantId, byEmail, what.kind, (userId) => ({
    message: what.message,
    link: what.link,
    lines: linesOf(userId),
  }));
  // Pushed to the devices of those who want this kind pushed (push/recipients.ts), once the request has
  // answered (push/outbox.ts); a push shows a notification kept in the app, so in-app off means no push.
  // Outside a request, only a caller that asks (`pushLater`) gets them; scripts and seeding push nothing.
  if (!canDeferPush() && what.pushLater !== true) return [];
  const wantPush = inApp.filter((id) => channels.get(id)?.push === true);
  const pushTo = new Set(await pushRecipients(db, tenantId, wantPush));
  const toPush = rows.filter((r) => pushTo.has(r.userId)).map((r) => r.id);
  if (what.pushLater !== true) deferPush(toPush);
  return toPush;
}

/** A decision's note as the email's line (the app shows it on the request). */
export function noteLines(decision: { decisionNote?: string | undefined }): string[] {
  const note = decision.decisionNote?.trim();
  return note ? [`Note from the manager: ${note}`] : [];
}

const isPerPerson = (
  details: ReadonlyMap<number, readonly string[]> | readonly string[],
): details is ReadonlyMap<number, readonly string[]> => details instanceof Map;

/** Everyone of the organization who decides requests (the permission table's approveRequests roles). */
export async function approversOf(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.globalRole, [...CAPABILITIES.approveRequests])));
  return rows.map((r) => r.id);
}

const mine = (caller: CurrentUser) =>
  and(eq(notifications.tenantId, caller.tenantId), eq(notifications.userId, caller.id));

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  message: notifications.message,
  link: notifications.link,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

type Row = Omit<Notification, "kind" | "createdAt"> & { kind: string; createdAt: Date };
const toNotification = (r: Row): Notification => ({
  ...r,
  kind: r.kind as NotificationKind,
  createdAt: r.createdAt.toISOString(),
});

/** The caller's notifications, newest first, a page at a time, with how many are unread. */
export async function listNotifications(
  db: Db,
  caller: CurrentUser,
  page: { before?: number | undefined; limit: number },
): Promise<NotificationPage> {
  const [rows, [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(and(mine(caller), page.before === undefined ? undefined : lt(notifications.id, page.before)))
      .orderBy(desc(notifications.id))
      .limit(page.limit + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(caller), eq(notifications.isRead, false))),
  ]);
  const items = rows.slice(0, page.limit).map(toNotification);
  const last = items.at(-1);
  return {
    items,
    unreadCount: unread?.n ?? 0,
    nextBefore: rows.length > page.limit && last ? last.id : null,
  };
}

export async function markRead(db: Db, caller: CurrentUser, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(caller), eq(notifications.id, id)))
    .returning(columns);
  if (!row) throw notFound("Notification");
  return toNotification(row);
}

export async function markAllRead(db: Db, caller: CurrentUser): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(caller), eq(notifications.isRead, false)));
}
