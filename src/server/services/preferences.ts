import { and, eq } from "drizzle-orm";
import {
  preferenceIssues,
  type PreferencesCreate,
  type PreferencesUpdate,
} from "../../domain/schemas/preferences";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { preferences as t } from "../db/schema/preferences";
import { conflict, notFound, throwIfIssues } from "../errors";
import { assertActingFor } from "./access";

const preferenceColumns = {
  userId: t.userId,
  tenantId: t.tenantId,
  preferredShiftType: t.preferredShiftType,
  prefersWeekends: t.prefersWeekends,
  desiredHoursMin: t.desiredHoursMin,
  desiredHoursMax: t.desiredHoursMax,
  maxConsecutiveDays: t.maxConsecutiveDays,
};

// Preferences belong to their owner alone (docs/product.md, Roles and permissions).
const ownOnly = { allowTeamManagers: false };
const byUser = (tenantId: number, userId: number) => and(eq(t.userId, userId), eq(t.tenantId, tenantId));

/** The saved preferences, or null when none are saved yet. */
export async function getPreferences(db: Db, caller: CurrentUser, userId: number) {
  await assertActingFor(db, caller, userId, ownOnly);
  const [row] = await db.select(preferenceColumns).from(t).where(byUser(caller.tenantId, userId));
  return row ?? null;
}

export async function createPreferences(db: Db, caller: CurrentUser, input: PreferencesCreate) {
  await assertActingFor(db, caller, input.userId, ownOnly);
  const [row] = await db
    .insert(t)
    .values({
      userId: input.userId,
      tenantId: caller.tenantId,
      preferredShiftType: input.preferredShiftType,
      prefersWeekends: input.prefersWeekends,
      desiredHoursMin: input.desiredHoursMin,
      desiredHoursMax: input.desiredHoursMax,
      maxConsecutiveDays: input.maxConsecutiveDays,
    })
    .onConflictDoNothing()
    .returning(preferenceColumns);
  if (!row) throw conflict("Preferences are already saved; update them instead");
  return row;
}

/** Partial update; userId and tenantId in the body are ignored, and min ≤ max is checked on the merge. */
export async function updatePreferences(
  db: Db,
  caller: CurrentUser,
  userId: number,
  patch: PreferencesUpdate,
) {
  await assertActingFor(db, caller, userId, ownOnly);
  const { userId: _u, tenantId: _t, ...changes } = patch;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(preferenceColumns)
      .from(t)
      .where(byUser(caller.tenantId, userId))
      .for("update");
    if (!current) throw notFound("Preferences");
    throwIfIssues(preferenceIssues({ ...current, ...changes }));
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx
      .update(t)
      .set(changes)
      .where(byUser(caller.tenantId, userId))
      .returning(preferenceColumns);
    return row ?? current;
  });
}
