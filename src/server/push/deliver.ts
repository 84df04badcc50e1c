import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/employee-side";
import { pushSubscriptions } from "../db/schema/push";
import type { VapidKeys } from "./vapid";

/** One notification to one subscribed browser: the unit that is queued, retried and given up. */
export interface PushJob {
  notificationId: number;
  subscriptionId: number;
}

/** What the service worker receives (src/web/sw.ts shows it and opens `link` on click). */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  tag: string;
}

/** A day: a phone switched off over a weekend still hears of Monday's schedule, not of last week's. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

export type PushOutcome = "sent" | "gone" | "nothing to send";

/**
 * Sends one notification to one browser through its push service: the payload encrypted for that browser
 * (RFC 8291, aes128gcm) and signed with the installation's VAPID key (RFC 8292), both by `web-push`; the
 * request itself goes through fetch (timeouts; and a plain-http receiver in tests). A 404 or 410 means the
 * browser dropped the subscription: the row is deleted. Any other failure throws, and the queue retries.
 */
export async function deliverPush(
  db: Db,
  job: PushJob,
  vapid: VapidKeys,
  subject: string,
): Promise<PushOutcome> {
  const [row] = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      message: notifications.message,
      link: notifications.link,
    })
    .from(pushSubscriptions)
    .innerJoin(
      notifications,
      and(
        eq(notifications.tenantId, pushSubscriptions.tenantId),
        eq(notifications.userId, pushSubscriptions.userId),
      ),
    )
    .where(and(eq(pushSubscriptions.id, job.subscriptionId), eq(notifications.id, job.notificationId)));
  // Unsubscribed meanwhile, or the device now belongs to someone else: theirs is not this notification.
  if (!row) return "nothing to send";
  const payload: PushPayload = {
    title: "Brigade",
    body: row.message,
    link: row.link ?? "/",
    tag: `notification-${job.notificationId}`,
  };
  const request = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    { vapidDetails: { subject, ...vapid }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: "aes128gcm" },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      // fetch counts the body itself.
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, job.subscriptionId), eq(pushSubscriptions.endpoint, row.endpoint)));
    return "gone";
  }
  if (!response.ok) throw new Error(`the push service answered ${response.status}`);
  return "sent";
}

/**
 * The VAPID subject tells a push service whom to contact about this sender: the public https address when
 * there is one, else a mailto placeholder (push services refuse anything else; Apple's also refuses localhost).
 */
export function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith("https://") ? publicUrl : "mailto:brigade@example.invalid";
}
