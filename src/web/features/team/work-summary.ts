import type { Employee } from "../../../domain/schemas/employees";

type Named = { id: number; name: string };

/**
 * One compact line for the roster: "Server, Host · Harbor Grill" (positions, then stores), each in the
 * order of its list; ids not (yet) in a list are left out. Null when there is nothing to show.
 */
export function summarizeWork(
  employee: Pick<Employee, "positionIds" | "storeIds">,
  positions: readonly Named[],
  stores: readonly Named[],
): string | null {
  const names = (list: readonly Named[], ids: readonly number[]) =>
    list
      .filter((item) => ids.includes(item.id))
      .map((item) => item.name)
      .join(", ");
  const parts = [names(positions, employee.positionIds), names(stores, employee.storeIds)].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}
