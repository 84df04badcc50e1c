import type { Role } from "../../../domain/roles";
import { Badge } from "@/components/ui/badge";

/** "EMPLOYEE" → "Employee"; GM stays GM. */
export function roleLabel(role: Role): string {
  return role === "GM" ? "GM" : role.charAt(0) + role.slice(1).toLowerCase();
}

const VARIANT: Record<Role, "default" | "secondary" | "outline"> = {
  OWNER: "default",
  ADMIN: "default",
  GM: "default",
  MANAGER: "default",
  TRAINER: "secondary",
  EMPLOYEE: "outline",
  ACCOUNTING: "outline",
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={VARIANT[role]}>{roleLabel(role)}</Badge>;
}
