import { TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import type { Employee } from "../../../domain/schemas/employees";
import type { Position } from "../../../domain/schemas/positions";
import type { Store } from "../../../domain/schemas/stores";

const LINK = "font-medium text-foreground underline underline-offset-4";

/**
 * What the engine lacks at this store before it can fill a week: active positions, and people who hold
 * one and work here (the same test as the setup checklist's TEAM step). Nothing while the lists load.
 */
export function MissingForStore({
  store,
  positions,
  employees,
}: {
  store: Store;
  positions: readonly Position[] | undefined;
  employees: readonly Employee[] | undefined;
}) {
  if (!positions || !employees) return null;
  const active = new Set(positions.filter((p) => p.isActive).map((p) => p.id));
  const staffHere = employees.filter(
    (e) => e.storeIds.includes(store.id) && e.positionIds.some((id) => active.has(id)),
  );
  if (active.size > 0 && staffHere.length > 0) return null;
  return (
    <section
      aria-labelledby="missing-title"
      className="grid gap-2 rounded-lg border border-amber-600/50 p-4 text-sm hc:border-foreground print:hidden"
    >
      <h2 id="missing-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon aria-hidden className="size-4" />
        Nobody can be scheduled at {store.name} yet
      </h2>
      <ul className="grid list-disc gap-1 pl-8 text-muted-foreground">
        {active.size === 0 && (
          <li>
            No positions yet.{" "}
            <Link to="/positions" className={LINK}>
              Add them in Positions
            </Link>
          </li>
        )}
        {staffHere.length === 0 && (
          <li>
            Nobody works here with a position.{" "}
            <Link to="/team" className={LINK}>
              Give people a position and this store in Team
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
