import { and, eq, sql } from "drizzle-orm";
import type { PasswordChange, ProfileUpdate, RegisterInput } from "../../domain/schemas/auth";
import { currentUserColumns, type CurrentUser } from "../auth/current-user";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { users } from "../db/schema/users";
import { invalid } from "../errors";
import { USERNAME_TAKEN, withUniqueAs } from "./unique";

/** Sign-up: a new organization with the new user as its OWNER; a sent globalRole is ignored. */
export async function registerAccount(db: Db, input: RegisterInput): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.password);
  return withUniqueAs(USERNAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({ name: input.organizationName ?? `${input.username}'s organization` })
        .returning({ id: organizations.id });
      if (!org) throw new Error("organization insert returned nothing");
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: org.id,
          username: input.username,
          passwordHash,
          email: input.email,
          fullName: input.fullName || null,
          globalRole: "OWNER",
        })
        .returning(currentUserColumns);
      if (!user) throw new Error("user insert returned nothing");
      return user;
    }),
  );
}

/** The user whose username and password match, or undefined; usernames match case-insensitively. */
export async function authenticateUser(db: Db, username: string, password: string) {
  const [row] = await db
    .select({ ...currentUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  const isValid = await verifyPassword(row?.passwordHash, password);
  if (!row || !isValid) return undefined;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function updateProfile(db: Db, user: CurrentUser, input: ProfileUpdate): Promise<CurrentUser> {
  const [updated] = await withUniqueAs(USERNAME_TAKEN, () =>
    db
      .update(users)
      .set({ username: input.username, email: input.email, fullName: input.fullName || null })
      .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)))
      .returning(currentUserColumns),
  );
  if (!updated) throw new Error("signed-in user vanished during update");
  return updated;
}

/**
 * Checks the current password, then stores the new one (which also ends a one-time password's hold); the
 * caller ends the other sessions.
 */
export async function changePassword(db: Db, user: CurrentUser, input: PasswordChange): Promise<CurrentUser> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)));
  if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) {
    throw invalid([{ path: "currentPassword", message: "Current password is incorrect" }]);
  }
  if (input.newPassword === input.currentPassword) {
    throw invalid([{ path: "newPassword", message: "Choose a password different from the current one" }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false })
    .where(and(eq(users.id, user.id), eq(users.tenantId, user.tenantId)))
    .returning(currentUserColumns);
  if (!updated) throw new Error("signed-in user vanished during password change");
  return updated;
}
