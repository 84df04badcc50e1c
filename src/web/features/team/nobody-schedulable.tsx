import { InfoIcon } from "lucide-react";
import { Link } from "react-router";
import type { Employee } from "../../../domain/schemas/employees";
import type { Position } from "../../../domain/schemas/positions";
import type { Store } from "../../../domain/schemas/stores";

const LINK = "font-medium text-foreground underline underline-offset-4";

/**
 * Above the roster while nobody holds an active position and a store, the two things a run needs of a
 * person (the setup checklist's TEAM step): what is missing, and where it is added. Nothing while loading.
 */
export function NobodySchedulable({
  employees,
  positions,
  stores,
  canManage,
}: {
  employees: readonly Employee[];
  positions: readonly Position[] | undefined;
  stores: readonly Store[] | undefined;
  canManage: boolean;
}) {
  if (!positions || !stores) return null;
  const active = new Set(positions.filter((p) => p.isActive).map((p) => p.id));
  const isAnyoneSchedulable = employees.some(
    (e) => e.storeIds.length > 0 && e.positionIds.some((id) => active.has(id)),
  );
  if (isAnyoneSchedulable) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-primary/40 bg-accent/40 hc:bg-transparent p-3 text-sm hc:border-primary"
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Nobody can be scheduled yet: the engine schedules people who have a position and a store.{" "}
        {stores.length === 0 ? (
          <Link to="/stores" className={LINK}>
            Add a store first.
          </Link>
        ) : active.size === 0 ? (
          <Link to="/positions" className={LINK}>
            Add positions first.
          </Link>
        ) : canManage ? (
          "Add people with Add Employee, or edit someone to give them both."
        ) : (
          "A manager gives people both."
        )}
      </span>
    </p>
  );
}
