import { and, eq, inArray } from "drizzle-orm";
import type { NotificationKind } from "../../domain/schemas/me";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema/push";

/**
 * Of these people (of this organization), those to whom a notification of this kind is also pushed: today
 * everyone with at least one subscribed device. The one place that decides it (notify() asks here).
 *
 * At merge the per-person, per-kind setting joins in here: keep only the ids for which the mail helper's
 * `channelsFor(db, tenantId, userIds, kind)` (src/server/notify/preferences.ts) says push is on.
 */
export async function pushRecipients(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
  // Unused until the per-kind setting arrives (above).
  _kind: NotificationKind,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.userId, [...userIds])));
  return rows.map((r) => r.userId);
}
