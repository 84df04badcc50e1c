import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { currentUserColumns, type CurrentUser } from "./current-user";

export const SESSION_COOKIE = "brigade_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session and returns the raw token for the cookie; only its hash reaches the database. */
export async function createSession(db: Db, user: { id: number; tenantId: number }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  // Expired sessions of this user are swept here, so the table does not grow without bound.
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenantId: user.tenantId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The signed-in user of a session token, with the session's expiry (for the session cache). */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
): Promise<{ user: CurrentUser; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ ...currentUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** After a password change every other session of the user ends; the current one stays. */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}
