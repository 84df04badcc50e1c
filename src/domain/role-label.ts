import type { Role } from "./roles";

/**
 * "EMPLOYEE" → "Employee"; GM stays GM. Its own module, free of zod: /login shows role names and must not
 * load the schemas (tests/e2e/bundle.spec.ts, 150 KB).
 */
export function roleLabel(role: Role): string {
  return role === "GM" ? "GM" : role.charAt(0) + role.slice(1).toLowerCase();
}
