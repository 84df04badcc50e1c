import { AsyncLocalStorage } from "node:async_hooks";
import { inArray, and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/employee-side";
import { pushSubscriptions } from "../db/schema/push";
import type { PushQueue } from "./queue";

/**
 * The notifications of this request that are also to be pushed. notify() runs inside the request's
 * transaction, which may still roll back; the pushes are queued only once the request has answered
 * successfully, when what they announce is committed (a failed request queues none).
 */
interface Outbox {
  notificationIds: number[];
}

const outbox = new AsyncLocalStorage<Outbox>();

declare module "fastify" {
  interface FastifyRequest {
    pushOutbox: Outbox | null;
  }
}

/** Whether notifications made now can be pushed: inside a request (notify() skips the lookup otherwise). */
export const canDeferPush = (): boolean => outbox.getStore() !== undefined;

export function deferPush(notificationIds: readonly number[]): void {
  outbox.getStore()?.notificationIds.push(...notificationIds);
}

/** Queues the pushes of these committed notifications, one job per subscribed browser of their person. */
export async function queuePushes(db: Db, queue: PushQueue, notificationIds: readonly number[]) {
  if (notificationIds.length === 0) return;
  await queue.enqueue(await pushJobsOf(db, notificationIds));
}

/** Opens an outbox per request, and queues its pushes once the request has answered without an error. */
export function registerPushOutbox(app: FastifyInstance, db: Db, queue: PushQueue): void {
  app.decorateRequest("pushOutbox", null);
  // preValidation, not onRequest: the body is parsed in between, and that loses the async context.
  app.addHook("preValidation", (request, _reply, done) => {
    const store: Outbox = { notificationIds: [] };
    request.pushOutbox = store;
    outbox.run(store, done);
  });
  app.addHook("onResponse", async (request, reply) => {
    const ids = request.pushOutbox?.notificationIds ?? [];
    if (ids.length === 0 || reply.statusCode >= 400) return;
    try {
      await queuePushes(db, queue, ids);
    } catch (error) {
      // The notifications are in the app either way; only their push is lost.
      request.log.warn({ err: error }, "pushes not queued");
    }
  });
}

/** One job per notification and subscribed browser of its person. */
async function pushJobsOf(db: Db, notificationIds: readonly number[]) {
  return db
    .select({ notificationId: notifications.id, subscriptionId: pushSubscriptions.id })
    .from(notifications)
    .innerJoin(
      pushSubscriptions,
      and(
        eq(pushSubscriptions.tenantId, notifications.tenantId),
        eq(pushSubscriptions.userId, notifications.userId),
      ),
    )
    .where(inArray(notifications.id, [...notificationIds]));
}
