import { and, desc, eq } from "drizzle-orm";
import { displayName } from "../../domain/display-name";
import type { Estimate, EstimateInput } from "../../domain/schemas/fair-workweek";
import { estimateInputSchema } from "../../domain/schemas/fair-workweek";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { goodFaithEstimates } from "../db/schema/fair-workweek";
import { users } from "../db/schema/users";
import { notFound } from "../errors";

/**
 * Good-faith estimates (docs/product.md, Fair Workweek): a person's expected weekly hours and days, given
 * at hire and updated since. Every version is kept with who set it and when; the newest is current.
 */

const g = goodFaithEstimates;

async function assertEmployee(db: Db, tenantId: number, userId: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!user) throw notFound("Employee");
}

/** The person's estimates, newest first (the first is the current one). */
export async function listEstimates(db: Db, tenantId: number, userId: number): Promise<Estimate[]> {
  await assertEmployee(db, tenantId, userId);
  const rows = await db
    .select()
    .from(g)
    .where(and(eq(g.tenantId, tenantId), eq(g.userId, userId)))
    .orderBy(desc(g.setAt), desc(g.id));
  return rows.map(toEstimate);
}

const toEstimate = (r: typeof g.$inferSelect): Estimate => ({
  id: r.id,
  weeklyHours: r.weeklyHours,
  weeklyDays: r.weeklyDays,
  note: r.note,
  setAt: r.setAt.toISOString(),
  setByName: r.setByName,
});

/** A new estimate: the person's current one from now on; the old ones stay in the history. */
export async function addEstimate(
  db: Db,
  caller: CurrentUser,
  userId: number,
  input: EstimateInput,
): Promise<Estimate> {
  await assertEmployee(db, caller.tenantId, userId);
  const value = estimateInputSchema.parse(input);
  const [row] = await db
    .insert(g)
    .values({ ...value, tenantId: caller.tenantId, userId, setBy: caller.id, setByName: displayName(caller) })
    .returning();
  if (!row) throw notFound("Employee");
  return toEstimate(row);
}
