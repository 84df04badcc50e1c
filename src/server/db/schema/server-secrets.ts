import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the server makes once and keeps, by name, so that every instance and restart uses the same: the
 * key that signs unsubscribe links ("unsubscribe", notify/secrets.ts) and the Web Push VAPID key pair
 * ("vapid", JSON, push/vapid.ts). No tenant: they are the install's.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
