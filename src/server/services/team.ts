import { and, asc, count, eq, sql } from "drizzle-orm";
import { canGrantRole, outranksOrEquals } from "../../domain/roles";
import type { InvitedUser } from "../../domain/schemas/admin";
import type { AccountState, EmployeeCreate, EmployeeUpdate } from "../../domain/schemas/employees";
import type { CurrentUser } from "../auth/current-user";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { organizations } from "../db/schema/organizations";
import { positions } from "../db/schema/positions";
import { stores } from "../db/schema/stores";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import { conflict, forbidden, notFound, insertedRow } from "../errors";
import { adminUserColumns, INVITE_MESSAGE, newOneTimePassword } from "./admin-users";
import { sendPasswordLink } from "../auth/password-links";
import { emailOn } from "../notify/outbox";
import { hasChanges } from "./patch";
import { assertIdsInTenant } from "./references";
import { USERNAME_TAKEN, withUniqueAs } from "./unique";

// Qualifications and stores as sorted id arrays, read in the same query (one round trip per list).
const positionIdsOfUser = sql<
  number[]
>`coalesce((select array_agg(ep.position_id order by ep.position_id) from ${employeePositions} ep where ep.user_id = ${users.id}), '{}')`;
const storeIdsOfUser = sql<
  number[]
>`coalesce((select array_agg(es.store_id order by es.store_id) from ${employeeStores} es where es.user_id = ${users.id}), '{}')`;

// An empty hash (an imported person) matches no password: they cannot sign in until invited.
const accountOfUser = sql<AccountState>`case when ${users.passwordHash} = '' then 'NOT_INVITED' when ${users.mustChangePassword} then 'INVITED' else 'ACTIVE' end`;

const employeeColumns = {
  userId: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  globalRole: users.globalRole,
  account: accountOfUser,
  dateOfBirth: users.dateOfBirth,
  desiredWeeklyHours: users.desiredWeeklyHours,
  maxConsecutiveDays: users.maxConsecutiveDays,
  isTrainerEligible: users.isTrainerEligible,
  hourlyWage: users.hourlyWage,
  positionIds: positionIdsOfUser.mapWith((v: unknown) => toIds(v)),
  storeIds: storeIdsOfUser.mapWith((v: unknown) => toIds(v)),
};

/** PGlite and pg both return int[] as a JS array; a text form "{1,2}" is parsed just in case. */
function toIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}

const positionRef = { table: positions, id: positions.id, tenantId: positions.tenantId };
const storeRef = { table: stores, id: stores.id, tenantId: stores.tenantId };

async function assertAssignments(
  db: Db,
  tenantId: number,
  input: { positionIds?: number[]; storeIds?: number[] },
) {
  if (input.positionIds)
    await assertIdsInTenant(db, positionRef, tenantId, input.positionIds, "positionIds", "position");
  if (input.storeIds) await assertIdsInTenant(db, storeRef, tenantId, input.storeIds, "storeIds", "store");
}

/** Replaces a person's qualifications and stores with the lists given (undefined: left as they are). */
async function saveAssignments(
  db: Db,
  tenantId: number,
  userId: number,
  input: { positionIds?: number[] | undefined; storeIds?: number[] | undefined },
) {
  if (input.positionIds) {
    await db
      .delete(employeePositions)
      .where(and(eq(employeePositions.userId, userId), eq(employeePositions.tenantId, tenantId)));
    const ids = [...new Set(input.positionIds)];
    if (ids.length)
      await db.insert(employeePositions).values(ids.map((positionId) => ({ tenantId, userId, positionId })));
  }
  if (input.storeIds) {
    await db
      .delete(employeeStores)
      .where(and(eq(employeeStores.userId, userId), eq(employeeStores.tenantId, tenantId)));
    const ids = [...new Set(input.storeIds)];
    if (ids.length)
      await db.insert(employeeStores).values(ids.map((storeId) => ({ tenantId, userId, storeId })));
  }
}

const byId = (tenantId: number, id: number) => and(eq(users.id, id), eq(users.tenantId, tenantId));

export function listEmployees(db: Db, tenantId: number) {
  return db
    .select(employeeColumns)
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(sql`lower(coalesce(${users.fullName}, ${users.username}))`), asc(users.id));
}

async function findEmployee(db: Db, tenantId: number, userId: number) {
  const [employee] = await db.select(employeeColumns).from(users).where(byId(tenantId, userId));
  return employee;
}

/** Nobody edits someone ranked above them (docs/api.md, Security). */
export async function updateEmployee(db: Db, actor: CurrentUser, userId: number, patch: EmployeeUpdate) {
  const target = await findEmployee(db, actor.tenantId, userId);
  if (!target) throw notFound("Employee");
  if (!outranksOrEquals(actor.globalRole, target.globalRole)) {
    throw forbidden("You cannot edit someone ranked above you");
  }
  await assertAssignments(db, actor.tenantId, patch);
  const { positionIds, storeIds, ...fields } = patch;
  return db.transaction(async (tx) => {
    if (hasChanges(fields)) await tx.update(users).set(fields).where(byId(actor.tenantId, userId));
    await saveAssignments(tx, actor.tenantId, userId, { positionIds, storeIds });
    const employee = await findEmployee(tx, actor.tenantId, userId);
    if (!employee) throw notFound("Employee");
    return employee;
  });
}

/** Nobody creates a role ranked above their own. */
export async function createEmployee(db: Db, actor: CurrentUser, input: EmployeeCreate) {
  if (!canGrantRole(actor.globalRole, input.globalRole)) {
    throw forbidden(`You cannot create a ${input.globalRole}`);
  }
  await assertAssignments(db, actor.tenantId, input);
  const passwordHash = await hashPassword(input.password);
  const created = await withUniqueAs(USERNAME_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: actor.tenantId,
          username: input.username,
          passwordHash,
          email: input.email || null,
          fullName: input.fullName || null,
          phone: input.phone ?? null,
          globalRole: input.globalRole,
          dateOfBirth: input.dateOfBirth ?? null,
          desiredWeeklyHours: input.desiredWeeklyHours,
          maxConsecutiveDays: input.maxConsecutiveDays,
          isTrainerEligible: input.isTrainerEligible,
          hourlyWage: input.hourlyWage,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("employee insert returned nothing");
      await saveAssignments(tx, actor.tenantId, row.id, input);
      return findEmployee(tx, actor.tenantId, row.id);
    }),
  );
  return insertedRow(created);
}

/**
 * Nobody deletes themselves, someone ranked above them, or the last OWNER. The organization row is
 * locked first so two owners deleting each other at once cannot leave the organization without one.
 */
export async function deleteEmployee(db: Db, actor: CurrentUser, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, actor.tenantId))
      .for("update");
    const target = await findEmployee(tx, actor.tenantId, userId);
    if (!target) throw notFound("Employee");
    if (target.userId === actor.id) throw forbidden("You cannot delete your own account");
    if (!outranksOrEquals(actor.globalRole, target.globalRole)) {
      throw forbidden("You cannot delete someone ranked above you");
    }
    if (target.globalRole === "OWNER") {
      const [owners] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.tenantId, actor.tenantId), eq(users.globalRole, "OWNER")));
      if ((owners?.n ?? 0) <= 1) throw conflict("The last owner of the organization cannot be deleted");
    }
    await tx.delete(users).where(byId(actor.tenantId, userId));
  });
}

/**
 * A one-time password for someone of the team (imported, or who lost theirs), as Admin's Invite User gives
 * one; their signed-in sessions end. Not for oneself (Account changes one's own password), nor for someone
 * ranked above.
 */
export async function inviteEmployee(db: Db, actor: CurrentUser, userId: number): Promise<InvitedUser> {
  const target = await findEmployee(db, actor.tenantId, userId);
  if (!target) throw notFound("Employee");
  if (target.userId === actor.id) throw forbidden("Change your own password in Account instead");
  if (!outranksOrEquals(actor.globalRole, target.globalRole)) {
    throw forbidden("You cannot invite someone ranked above you");
  }
  const { password, passwordHash } = await newOneTimePassword();
  const byLink = emailOn() && Boolean(target.email);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      // Emailed, the new password is never shown: the person sets theirs from the link.
      .set({ passwordHash, mustChangePassword: true })
      .where(byId(actor.tenantId, userId))
      .returning(adminUserColumns);
    if (!user) throw notFound("Employee");
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.tenantId, actor.tenantId)));
    if (byLink) {
      await sendPasswordLink(tx, user.id, "INVITE", INVITE_MESSAGE);
      return { user, oneTimePassword: null, emailedTo: user.email };
    }
    return { user, oneTimePassword: password, emailedTo: null };
  });
}
