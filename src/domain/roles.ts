import { z } from "zod";

export const ROLES = ["OWNER", "ADMIN", "GM", "MANAGER", "TRAINER", "EMPLOYEE", "ACCOUNTING"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * Seniority for granting roles: nobody grants or creates a role ranked above their own
 * (docs/api.md, Security). ACCOUNTING sits beside EMPLOYEE and grants nothing.
 */
const RANK: Record<Role, number> = {
  OWNER: 6,
  ADMIN: 5,
  GM: 4,
  MANAGER: 3,
  TRAINER: 2,
  EMPLOYEE: 1,
  ACCOUNTING: 1,
};

export function canGrantRole(actor: Role, role: Role): boolean {
  if (actor === "ACCOUNTING") return false;
  return RANK[role] <= RANK[actor];
}

/** Whether `actor` may act on (edit, delete) a user holding `target`. */
export function outranksOrEquals(actor: Role, target: Role): boolean {
  return canGrantRole(actor, target);
}

/** Roles offered when adding an employee from the team screen (docs/product.md, Screens). */
export const ADDABLE_ROLES = ["EMPLOYEE", "TRAINER", "MANAGER"] as const satisfies readonly Role[];
