import { eq, sql } from "drizzle-orm";
import type { Setup, SetupStepState } from "../../domain/schemas/setup";
import type { Db } from "../db/client";
import { availabilityWindows } from "../db/schema/availability";
import { employeePositions } from "../db/schema/employee-positions";
import { employeeStores } from "../db/schema/employee-stores";
import { staffingWeekNeeds } from "../db/schema/demand";
import { organizations } from "../db/schema/organizations";
import { positions } from "../db/schema/positions";
import { schedules } from "../db/schema/schedules";
import { staffingTemplates } from "../db/schema/staffing-templates";
import { stores } from "../db/schema/stores";
import { users } from "../db/schema/users";
import { notFound } from "../errors";

/** What the checklist counts, read in one round trip (it runs on every manager's Dashboard view). */
export interface SetupCounts {
  stores: number;
  activePositions: number;
  /** People with an active position and a store: those a run can schedule. */
  schedulable: number;
  /** Of those, people with at least one availability window. */
  withAvailability: number;
  /** Stores whose templates or any week need someone (headcount > 0). */
  storesWithNeeds: number;
  publishedWeeks: number;
  draftWeeks: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The setup checklist (docs/product.md, Dashboard): each step ticked from the organization's data.
 * AVAILABILITY is done once anyone schedulable has set it: people without windows count as available any
 * time (the engine's rule), so a run works without it and the step must not block the week.
 */
export async function getSetup(db: Db, tenantId: number): Promise<Setup> {
  return setupOf(await countSetup(db, tenantId));
}

export function setupOf(c: SetupCounts): Setup {
  const others = c.schedulable - c.withAvailability;
  const steps: SetupStepState[] = [
    {
      step: "STORE",
      done: c.stores > 0,
      detail: c.stores > 0 ? plural(c.stores, "store") : "Add the store you schedule",
    },
    {
      step: "POSITIONS",
      done: c.activePositions > 0,
      detail:
        c.activePositions > 0
          ? plural(c.activePositions, "active position")
          : "Add the roles people work, such as Cook or Server",
    },
    {
      step: "TEAM",
      done: c.schedulable > 0,
      detail:
        c.schedulable > 0
          ? `${plural(c.schedulable, "person", "people")} can be scheduled`
          : "Add people and give them a position and a store",
    },
    {
      step: "AVAILABILITY",
      done: c.withAvailability > 0,
      detail:
        c.schedulable === 0
          ? "Add people first; then set when they can work"
          : others === 0
            ? `All ${plural(c.schedulable, "person", "people")} have set availability`
            : `${c.withAvailability} of ${plural(c.schedulable, "person", "people")} have set availability; the others count as available any time`,
    },
    {
      step: "NEEDS",
      done: c.storesWithNeeds > 0,
      detail:
        c.storesWithNeeds > 0
          ? `${c.storesWithNeeds} of ${plural(c.stores, "store")} ${c.storesWithNeeds === 1 ? "has" : "have"} staffing needs`
          : "Set how many people each position needs, every 15 minutes",
    },
    {
      step: "SCHEDULE",
      done: c.publishedWeeks > 0,
      detail:
        c.publishedWeeks > 0
          ? `${plural(c.publishedWeeks, "week")} published`
          : c.draftWeeks > 0
            ? `${plural(c.draftWeeks, "draft week")}, not published yet`
            : "Run the engine for a week, check it and publish it",
    },
  ];
  return { steps, complete: c.publishedWeeks > 0 };
}

async function countSetup(db: Db, tenantId: number): Promise<SetupCounts> {
  const int = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;
  const schedulable = sql`
    select ${users.id} from ${users}
    where ${users.tenantId} = ${tenantId}
      and exists (select 1 from ${employeeStores} where ${employeeStores.userId} = ${users.id})
      and exists (
        select 1 from ${employeePositions}
        join ${positions} on ${positions.id} = ${employeePositions.positionId}
        where ${employeePositions.userId} = ${users.id} and ${positions.isActive}
      )`;
  const [row] = await db
    .select({
      stores: int(sql`select count(*) from ${stores} where ${stores.tenantId} = ${tenantId}`),
      activePositions: int(
        sql`select count(*) from ${positions} where ${positions.tenantId} = ${tenantId} and ${positions.isActive}`,
      ),
      schedulable: int(sql`select count(*) from (${schedulable}) s`),
      withAvailability: int(
        sql`select count(*) from (${schedulable}) s where exists (
          select 1 from ${availabilityWindows}
          where ${availabilityWindows.tenantId} = ${tenantId} and ${availabilityWindows.userId} = s.id)`,
      ),
      storesWithNeeds: int(sql`select count(distinct store_id) from (
          select ${staffingTemplates.storeId} as store_id from ${staffingTemplates}
          where ${staffingTemplates.tenantId} = ${tenantId} and ${staffingTemplates.requiredHeadcount} > 0
          union all
          select ${staffingWeekNeeds.storeId} from ${staffingWeekNeeds}
          where ${staffingWeekNeeds.tenantId} = ${tenantId} and ${staffingWeekNeeds.requiredHeadcount} > 0
        ) n`),
      // A week once published counts even after edits turned it back into a draft (publishedAt stays).
      publishedWeeks: int(
        sql`select count(*) from ${schedules} where ${schedules.tenantId} = ${tenantId} and ${schedules.publishedAt} is not null`,
      ),
      draftWeeks: int(
        sql`select count(*) from ${schedules} where ${schedules.tenantId} = ${tenantId} and ${schedules.publishedAt} is null`,
      ),
    })
    .from(organizations)
    .where(eq(organizations.id, tenantId));
  if (!row) throw notFound("Organization");
  return row;
}
