import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens, mailOutbox } from "../db/schema/outreach";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { invalid } from "../errors";
import { emailOn } from "../notify/outbox";
import type { MailContent } from "../notify/mail-content";
import { currentUserColumns, type CurrentUser } from "./current-user";
import { hashPassword } from "./passwords";
import { hashToken } from "./sessions";

/** A link to set a password works for a day, once. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type LinkKind = "INVITE" | "RESET";

/** Outbox kinds of account mail: they carry a link with a secret and have no unsubscribe. */
export const ACCOUNT_MAIL_KINDS = ["INVITE", "RESET"] as const;

const PAGES: Record<LinkKind, string> = { INVITE: "/set-password", RESET: "/reset-password" };

/**
 * Makes a single-use link for one person and queues its email in the caller's transaction. Earlier
 * unused links of the same kind stop working: only the newest mail's link sets a password.
 */
export async function sendPasswordLink(
  tx: Db,
  userId: number,
  kind: LinkKind,
  message: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await tx.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  const content: MailContent = {
    message,
    link: `${PAGES[kind]}?token=${token}`,
    lines: ["The link works once, for 24 hours. If you did not expect this email, you can ignore it."],
  };
  await tx.insert(mailOutbox).values({ userId, kind, content });
}

/**
 * "Forgot password?": a link to everyone whose username or email matches and who has an address. Nothing
 * is said either way, and the work is the same shape whether or not someone matched.
 */
export async function requestPasswordReset(db: Db, identifier: string): Promise<void> {
  if (!emailOn()) return;
  const key = identifier.trim().toLowerCase();
  const matches = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.email),
        or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)),
      ),
    )
    .limit(5);
  if (matches.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id } of matches) await sendPasswordLink(tx, id, "RESET", "Set a new Brigade password");
  });
}

/**
 * Sets the password of the link's person and uses the link up: a link used before, expired, or never
 * made is refused alike. Every session of the person ends; the caller starts a fresh one.
 */
export async function setPasswordFromLink(db: Db, token: string, password: string): Promise<CurrentUser> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authTokens.userId });
    if (!link)
      throw invalid([
        { path: "token", message: "This link has expired or was already used. Ask for a new one." },
      ]);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, link.userId))
      .returning(currentUserColumns);
    if (!user)
      throw invalid([
        { path: "token", message: "This link has expired or was already used. Ask for a new one." },
      ]);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return user;
  });
}
