import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { serverSecrets } from "../db/schema/server-secrets";

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
    .insert(serverSecrets)
    .values({
      name: VAPID,
      value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }),
    })
    .onConflictDoNothing();
  const [winner] = await readVapid(db);
  if (!winner) throw new Error("the VAPID keys were neither found nor made");
  return winner;
}

async function readVapid(db: Db): Promise<VapidKeys[]> {
  const rows = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, VAPID));
  return rows.map((r) => JSON.parse(r.value) as VapidKeys);
}
