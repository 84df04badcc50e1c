import { roleLabel } from "../../../domain/role-label";
import type { Role } from "../../../domain/roles";
import { Badge } from "@/components/ui/badge";

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
