import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema/push";

/**
 * Of these people (of this organization), those with at least one subscribed device: notify() passes those
 * whose settings push this kind (notify/preferences.ts, channelsFor) and pushes to the ones found here.
 */
export async function pushRecipients(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.userId, [...userIds])));
  return rows.map((r) => r.userId);
}
