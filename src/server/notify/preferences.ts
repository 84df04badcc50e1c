import { and, eq, inArray, sql } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../domain/schemas/me";
import {
  DEFAULT_CHANNELS,
  type Channels,
  type NotificationSetting,
} from "../../domain/schemas/notification-settings";
import type { Db } from "../db/client";
import { notificationPreferences } from "../db/schema/outreach";

const p = notificationPreferences;

/**
 * Each person's channels for one kind: their row, or the defaults when they never chose
 * (DEFAULT_CHANNELS). Only people of this organization are read; others get the defaults, and callers pass
 * only their own organization's people.
 */
export async function channelsFor(
  db: Db,
  tenantId: number,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, Channels>> {
  const result = new Map<number, Channels>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: p.userId, inApp: p.inApp, email: p.email, push: p.push })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.kind, kind), inArray(p.userId, userIds)));
  const chosen = new Map(rows.map((r) => [r.userId, r]));
  for (const id of userIds) {
    const row = chosen.get(id);
    result.set(id, row ? { inApp: row.inApp, email: row.email, push: row.push } : DEFAULT_CHANNELS[kind]);
  }
  return result;
}

/** One person's settings for every kind, in the kinds' order. */
export async function settingsOf(db: Db, tenantId: number, userId: number): Promise<NotificationSetting[]> {
  const rows = await db
    .select({ kind: p.kind, inApp: p.inApp, email: p.email, push: p.push })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.userId, userId)));
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    return {
      kind,
      ...(row ? { inApp: row.inApp, email: row.email, push: row.push } : DEFAULT_CHANNELS[kind]),
    };
  });
}

/** Saves the given kinds' channels for one person (the others keep theirs). */
export async function saveSettings(
  db: Db,
  tenantId: number,
  userId: number,
  settings: NotificationSetting[],
): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insert(p)
    .values(settings.map((s) => ({ tenantId, userId, ...s })))
    .onConflictDoUpdate({
      target: [p.userId, p.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push` },
    });
}

/** Turns off one channel of one kind for one person (an unsubscribe link). */
export async function turnOff(
  db: Db,
  tenantId: number,
  userId: number,
  kind: NotificationKind,
  channel: "email",
): Promise<void> {
  const [current] = await settingsOf(db, tenantId, userId).then((all) => all.filter((s) => s.kind === kind));
  if (!current) return;
  await saveSettings(db, tenantId, userId, [{ ...current, [channel]: false }]);
}
