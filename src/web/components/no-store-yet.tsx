import { StoreIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { can } from "../../domain/permissions";
import { EmptyState } from "@/components/empty-state";
import { buttonVariants } from "@/components/ui/button";
import { useSignedInUser } from "@/lib/current-user";

/**
 * A screen that shows a store's data in an organization without a store (Dashboard, Labor, Reports): what
 * appears once there is one, and for those who may add stores the way to Stores.
 */
export function NoStoreYet({ icon = StoreIcon, shows }: { icon?: LucideIcon; shows: string }) {
  const canAdd = can(useSignedInUser(), "manageStores");
  return (
    <EmptyState icon={icon} title="No store yet">
      <span className="grid justify-items-center gap-3">
        {canAdd ? `Add one in Stores: ${shows}.` : `A manager adds the stores: ${shows}.`}
        {canAdd && (
          <Link to="/stores" className={buttonVariants()}>
            Add a store
          </Link>
        )}
      </span>
    </EmptyState>
  );
}
