import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { deliverPush, vapidSubject } from "./deliver";
import { queuePushes, registerPushOutbox } from "./outbox";
import type { PushQueue } from "./queue";
import { ensureVapidKeys, type VapidKeys } from "./vapid";

declare module "fastify" {
  interface FastifyInstance {
    /** The installation's VAPID pair (push/vapid.ts), read once and kept. */
    vapidKeys: () => Promise<VapidKeys>;
  }
}

/**
 * Web Push for this app: the VAPID keys (made now, on first start), the outbox that queues a request's
 * pushes, and the queue's sender. Registered before the routes (their hooks), started with the app.
 */
export function registerPush(app: FastifyInstance, db: Db, queue: PushQueue, publicUrl: string | undefined) {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () =>
    (keys ??= ensureVapidKeys(db).catch((error: unknown) => {
      keys = undefined; // a database that was down is asked again next time
      throw error;
    }));
  app.decorate("vapidKeys", vapidKeys);
  registerPushOutbox(app, db, queue);
  const subject = vapidSubject(publicUrl);
  return {
    /** Queues the pushes of notifications made outside a request (a sweep), once they are committed. */
    queue: (notificationIds: readonly number[]) => queuePushes(db, queue, notificationIds),
    async start(): Promise<void> {
      // A database that is down at start must not keep the app from serving; the keys are made later.
      await vapidKeys().catch((error: unknown) => app.log.warn({ err: error }, "VAPID keys not ready"));
      await queue.start(async (job) => {
        const outcome = await deliverPush(db, job, await vapidKeys(), subject);
        app.log.debug({ job, outcome }, "push");
      });
      app.addHook("onClose", () => queue.stop());
    },
  };
}
