import { eq } from "drizzle-orm";
import type { Organization, OrganizationUpdate } from "../../domain/schemas/organization";
import type { Db } from "../db/client";
import { organizations } from "../db/schema/organizations";
import { notFound } from "../errors";

const columns = { name: organizations.name, currency: organizations.currency };

/** The caller's organization: its name and currency. */
export async function readOrganization(db: Db, tenantId: number): Promise<Organization> {
  const [org] = await db.select(columns).from(organizations).where(eq(organizations.id, tenantId));
  if (!org) throw notFound("Organization");
  return org;
}

/** Changes the organization's currency; amounts stay as they are (wages and targets are not converted). */
export async function updateOrganization(
  db: Db,
  tenantId: number,
  update: OrganizationUpdate,
): Promise<Organization> {
  const [org] = await db
    .update(organizations)
    .set({ currency: update.currency })
    .where(eq(organizations.id, tenantId))
    .returning(columns);
  if (!org) throw notFound("Organization");
  return org;
}
