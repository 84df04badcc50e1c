import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { NotificationKind } from "../../domain/schemas/me";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema/outreach";
import { users } from "../db/schema/users";
import type { MailContent } from "./mail-content";

/**
 * Whether this process sends email (SMTP_URL set; the app's MailDispatcher turns it on when it starts).
 * Kept here, not passed down, because notify() is called deep inside services that only have a database.
 */
let sending = false;

export function setEmailOn(on: boolean): void {
  sending = on;
}

export function emailOn(): boolean {
  return sending;
}

/**
 * Queues one email per person (those who have an address) in the caller's transaction: it is sent after
 * the change commits, by any instance, and never for a change that rolled back.
 */
export async function enqueueMail(
  tx: Db,
  tenantId: number,
  userIds: number[],
  kind: NotificationKind,
  contentOf: (userId: number) => MailContent,
): Promise<number> {
  if (!sending || userIds.length === 0) return 0;
  const reachable = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds), isNotNull(users.email)));
  if (reachable.length === 0) return 0;
  await tx
    .insert(mailOutbox)
    .values(reachable.map((u) => ({ userId: u.id, kind, content: contentOf(u.id) })));
  return reachable.length;
}
