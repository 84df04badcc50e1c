import { StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { can } from "../../../domain/permissions";
import type { User } from "../../../domain/schemas/auth";
import { EmptyState } from "@/components/empty-state";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * The figures, the week's status and the trend in an organization without a store: each of them is a
 * store's week, so one card says what to do instead of three waiting forever.
 */
export function NoStoreYet({ user }: { user: User }) {
  const canAdd = can(user, "manageStores");
  return (
    <Card role="region" aria-label="Key figures">
      <EmptyState icon={StoreIcon} title="No store yet">
        <p>
          {canAdd
            ? "Add one in Stores: the figures, the week's status and the trend show its week."
            : "The figures, the week's status and the trend show a store's week once a manager adds one."}
        </p>
        {canAdd && (
          <Link to="/stores" className={buttonVariants({ className: "mt-3" })}>
            Add a store
          </Link>
        )}
      </EmptyState>
    </Card>
  );
}
