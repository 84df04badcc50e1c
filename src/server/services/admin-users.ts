import { randomBytes } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AdminUser, InvitedUser, InviteUser, SystemInfo } from "../../domain/schemas/admin";
import { API_VERSION, BRIGADE_VERSION } from "../../domain/schemas/admin";
import { canGrantRole, outranksOrEquals, type Role } from "../../domain/roles";
import type { CurrentUser } from "../auth/current-user";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { users } from "../db/schema/users";
import { conflict, forbidden, insertedRow, notFound } from "../errors";
import { USERNAME_TAKEN, withUniqueAs } from "./unique";
import { sendPasswordLink } from "../auth/password-links";
import { emailOn } from "../notify/outbox";

export const adminUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  globalRole: users.globalRole,
  mustChangePassword: users.mustChangePassword,
};

const byId = (tenantId: number, id: number) => and(eq(users.id, id), eq(users.tenantId, tenantId));

export function listUsers(db: Db, tenantId: number): Promise<AdminUser[]> {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(sql`lower(coalesce(${users.fullName}, ${users.username}))`), asc(users.id));
}

/**
 * A one-time password and its hash: 12 characters of base64url (72 random bits), typed once by the person,
 * who must replace it at first sign-in (`mustChangePassword`).
 */
export async function newOneTimePassword(): Promise<{ password: string; passwordHash: string }> {
  const password = randomBytes(9).toString("base64url");
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * A new account (docs/api.md, Admin). With email on and an address, the person gets a link to set their
 * password; otherwise a one-time password they must replace at first sign-in.
 */
export async function inviteUser(db: Db, actor: CurrentUser, input: InviteUser): Promise<InvitedUser> {
  if (!canGrantRole(actor.globalRole, input.globalRole)) {
    throw forbidden(`You cannot invite a ${input.globalRole}`);
  }
  const email = input.email || null;
  const byLink = emailOn() && email !== null;
  const { password, passwordHash } = await newOneTimePassword();
  return db.transaction(async (tx) => {
    const [user] = await withUniqueAs(USERNAME_TAKEN, () =>
      tx
        .insert(users)
        .values({
          tenantId: actor.tenantId,
          username: input.username,
          // Emailed, this password is never shown: the person sets their own from the link.
          passwordHash,
          email,
          fullName: input.fullName || null,
          globalRole: input.globalRole,
          mustChangePassword: true,
        })
        .returning(adminUserColumns),
    );
    const invited = insertedRow(user);
    if (!byLink) return { user: invited, oneTimePassword: password, emailedTo: null };
    await sendPasswordLink(tx, invited.id, "INVITE", INVITE_MESSAGE);
    return { user: invited, oneTimePassword: null, emailedTo: email };
  });
}

export const INVITE_MESSAGE = "You are invited to Brigade: set your password";

/**
 * Edit Role within the rank rules (docs/api.md, Security): not one's own role, not someone ranked above, not
 * a role above one's own, and never the last OWNER (the organization row is locked, as for deletes).
 */
export async function setUserRole(
  db: Db,
  actor: CurrentUser,
  userId: number,
  role: Role,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, actor.tenantId))
      .for("update");
    const [target] = await tx.select(adminUserColumns).from(users).where(byId(actor.tenantId, userId));
    if (!target) throw notFound("User");
    if (target.id === actor.id) throw forbidden("You cannot change your own role");
    if (!outranksOrEquals(actor.globalRole, target.globalRole)) {
      throw forbidden("You cannot change the role of someone ranked above you");
    }
    if (!canGrantRole(actor.globalRole, role)) throw forbidden(`You cannot grant ${role}`);
    if (target.globalRole === "OWNER" && role !== "OWNER") {
      const [owners] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, actor.tenantId), eq(users.globalRole, "OWNER")));
      if ((owners?.n ?? 0) <= 1) throw conflict("The organization's last owner keeps the OWNER role");
    }
    const [updated] = await tx
      .update(users)
      .set({ globalRole: role })
      .where(byId(actor.tenantId, userId))
      .returning(adminUserColumns);
    return insertedRow(updated);
  });
}

/** Said as it is: an unset NODE_ENV is not "development", it is not set. */
const NODE_ENV = process.env.NODE_ENV || "not set";

export async function systemInfo(
  db: Db,
  tenantId: number,
  databaseKind: "pglite" | "postgres",
): Promise<SystemInfo> {
  const [org] = await db
    .select({ name: organizations.name, isDemo: organizations.isDemo })
    .from(organizations)
    .where(eq(organizations.id, tenantId));
  return {
    tenantId,
    organizationName: org?.name ?? "",
    isDemo: org?.isDemo ?? false,
    apiVersion: API_VERSION,
    version: BRIGADE_VERSION,
    environment: NODE_ENV,
    database: databaseKind === "postgres" ? "PostgreSQL" : "PGlite",
    plan: "Self-hosted",
  };
}
