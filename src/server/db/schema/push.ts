import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * One browser's Web Push subscription (docs/decisions/078-installable-app-and-push.md). The endpoint is the
 * browser's own secret address at its push service: one row per endpoint, owned by whoever subscribed it
 * last on that device.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key (base64url, uncompressed point) and 16-byte auth secret (RFC 8291). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.tenantId, t.userId),
  ],
);
