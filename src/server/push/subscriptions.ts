import { and, eq } from "drizzle-orm";
import type { PushSubscriptionInput } from "../../domain/schemas/push";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema/push";

/**
 * Records the caller's browser. An endpoint belongs to one browser: subscribing it again (new keys, or
 * another person signed in on the same device) moves it to the caller instead of adding a second row.
 */
export async function subscribePush(db: Db, caller: CurrentUser, input: PushSubscriptionInput) {
  const values = {
    tenantId: caller.tenantId,
    userId: caller.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
  return { endpoint: input.endpoint };
}

/** Forgets the caller's browser; another person's endpoint is left alone (and answers the same 204). */
export async function unsubscribePush(db: Db, caller: CurrentUser, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, caller.tenantId),
        eq(pushSubscriptions.userId, caller.id),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    );
}
