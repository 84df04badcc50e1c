import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { notFound } from "../errors";

/**
 * Personal kiosk PINs (docs/decisions/079-punching.md). scrypt at a low cost (about 2 ms): a 4-6 digit
 * PIN has at most a million values, so no hash keeps a stolen table safe for long, and a slow one would only
 * slow every punch (≤ 50 ms). What protects a PIN is the kiosk's lockout (5 wrong, 5 minutes, per person and
 * kiosk, in the database) behind a secret kiosk address and a rate limit; the salt stops precomputed tables.
 */
const COST: ScryptOptions = { N: 1 << 12, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("base64")}$${(await derive(pin, salt)).toString("base64")}`;
}

export async function verifyPin(stored: string, pin: string): Promise<boolean> {
  const [kind, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(pin, Buffer.from(salt, "base64"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Sets (or replaces) the caller's own PIN. */
export async function setPin(db: Db, who: { tenantId: number; id: number }, pin: string): Promise<void> {
  await db
    .update(users)
    .set({ clockPinHash: await hashPin(pin) })
    .where(and(eq(users.id, who.id), eq(users.tenantId, who.tenantId)));
}

/** Clears a person's PIN (a manager, for someone who forgot theirs): they set a new one themselves. */
export async function clearPin(db: Db, tenantId: number, userId: number): Promise<void> {
  const cleared = await db
    .update(users)
    .set({ clockPinHash: null })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning({ id: users.id });
  if (cleared.length === 0) throw notFound("Person");
}

export async function hasPin(db: Db, who: { tenantId: number; id: number }): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.clockPinHash })
    .from(users)
    .where(and(eq(users.id, who.id), eq(users.tenantId, who.tenantId)));
  return Boolean(row?.hash);
}
