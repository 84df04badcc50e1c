import { and, asc, count, eq, sql } from "drizzle-orm";
import { canGrantRole, outranksOrEquals } from "../../domain/roles";
import type { EmployeeCreate, EmployeeUpdate } from "../../domain/schemas/employees";
import type { CurrentUser } from "../auth/current-user";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { users } from "../db/schema/users";
import { conflict, forbidden, notFound, insertedRow } from "../errors";
import { hasChanges } from "./patch";
import { USERNAME_TAKEN, withUniqueAs } from "./unique";

const employeeColumns = {
  userId: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  globalRole: users.globalRole,
  dateOfBirth: users.dateOfBirth,
  desiredWeeklyHours: users.desiredWeeklyHours,
  maxConsecutiveDays: users.maxConsecutiveDays,
  isTrainerEligible: users.isTrainerEligible,
};

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

/** Nobody edits someone ranked above them (DESIGN §4). */
export async function updateEmployee(db: Db, actor: CurrentUser, userId: number, patch: EmployeeUpdate) {
  const target = await findEmployee(db, actor.tenantId, userId);
  if (!target) throw notFound("Employee");
  if (!outranksOrEquals(actor.globalRole, target.globalRole)) {
    throw forbidden("You cannot edit someone ranked above you");
  }
  if (!hasChanges(patch)) return target;
  const [employee] = await db
    .update(users)
    .set(patch)
    .where(byId(actor.tenantId, userId))
    .returning(employeeColumns);
  if (!employee) throw notFound("Employee");
  return employee;
}

/** Nobody creates a role ranked above their own. */
export async function createEmployee(db: Db, actor: CurrentUser, input: EmployeeCreate) {
  if (!canGrantRole(actor.globalRole, input.globalRole)) {
    throw forbidden(`You cannot create a ${input.globalRole}`);
  }
  const passwordHash = await hashPassword(input.password);
  const [employee] = await withUniqueAs(USERNAME_TAKEN, () =>
    db
      .insert(users)
      .values({
        tenantId: actor.tenantId,
        username: input.username,
        passwordHash,
        email: input.email || null,
        fullName: input.fullName || null,
        globalRole: input.globalRole,
        dateOfBirth: input.dateOfBirth ?? null,
        desiredWeeklyHours: input.desiredWeeklyHours,
        maxConsecutiveDays: input.maxConsecutiveDays,
        isTrainerEligible: input.isTrainerEligible,
      })
      .returning(employeeColumns),
  );
  return insertedRow(employee);
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
