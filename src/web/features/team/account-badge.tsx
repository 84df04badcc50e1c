import type { AccountState } from "../../../domain/schemas/employees";
import { Badge } from "@/components/ui/badge";

const LABEL: Record<AccountState, string | null> = {
  ACTIVE: null,
  INVITED: "Invited",
  NOT_INVITED: "Not invited",
};

/** Who cannot sign in with a password of their own yet; nothing for everyone else. */
export function AccountBadge({ account }: { account: AccountState }) {
  const label = LABEL[account];
  if (!label) return null;
  return (
    <Badge
      variant="outline"
      className="font-normal"
      title={account === "INVITED" ? "Holds a one-time password" : "Cannot sign in yet"}
    >
      {label}
    </Badge>
  );
}
