import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { appKeys } from "../db/schema/push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID = "vapid";

/**
 * The installation's VAPID key pair, made on first start and kept in the database. Two instances starting
 * together on one PostgreSQL each make a pair, but the primary key lets one insert win and both read that
 * one: browsers subscribed with one key are refused pushes signed by another.
 */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const [existing] = await readVapid(db);
  if (existing) return existing;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appKeys)
    .values({ name: VAPID, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing();
  const [winner] = await readVapid(db);
  if (!winner) throw new Error("the VAPID keys were neither found nor made");
  return winner;
}

const readVapid = (db: Db) =>
  db
    .select({ publicKey: appKeys.publicKey, privateKey: appKeys.privateKey })
    .from(appKeys)
    .where(eq(appKeys.name, VAPID));
