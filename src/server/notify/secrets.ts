import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { serverSecrets } from "../db/schema/server-secrets";

const known = new Map<string, Promise<Buffer>>();

/**
 * A secret made on first use and kept in the database, so every instance (and every restart) signs and
 * checks with the same one. Two instances making it at once: the first insert wins, both read it back.
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let secret = known.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    secret.catch(() => known.delete(name));
    known.set(name, secret);
  }
  return secret;
}

async function readOrMake(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be read`);
  return Buffer.from(row.value, "base64url");
}

/** Tests open a fresh database per file: forget what was read from the last one. */
export function forgetServerSecrets(): void {
  known.clear();
}
