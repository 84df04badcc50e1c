import { and, eq } from "drizzle-orm";
import { can } from "../../domain/permissions";
import type { CurrentUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { users } from "../db/schema/users";
import { forbidden, notFound } from "../errors";

/**
 * Whether `caller` may act on data belonging to `userId`. Someone outside the caller's organization is
 * "not found" (404), never "forbidden", so ids of other organizations reveal nothing.
 * `allowTeamManagers`: team managers (manageTeam) may act for anyone in their organization.
 */
export async function assertActingFor(
  db: Db,
  caller: CurrentUser,
  userId: number,
  { allowTeamManagers }: { allowTeamManagers: boolean },
): Promise<void> {
  if (userId === caller.id) return;
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, caller.tenantId)));
  if (!target) throw notFound("User");
  if (!(allowTeamManagers && can(caller, "manageTeam"))) {
    throw forbidden("You can only do this for yourself");
  }
}
